import { todayForFollowUp } from '~/domain/client-notes';
import sharp from 'sharp';
import type { ClothingItem } from '~/domain/wardrobe';
import type { createApp } from '../app';
import { garmentPhotoSvg, garmentSvg } from './garment-art';
import { composeBoard, composeOutfit } from './compose-outfit';
import { DEMO_CLIENTS, DEMO_CONSULTANT, DEMO_PASSWORD, type DemoGarment } from './demo-data';

type App = ReturnType<typeof createApp>;

/** The mails the app sent during seeding, so the seed follows their links as people would. */
export type Mailbox = { to: string; link?: string }[];

function linkMailedTo(mailbox: Mailbox, email: string, pathPart: string): URL {
  const mail = mailbox.findLast((m) => m.to === email && m.link?.includes(pathPart));
  if (!mail?.link) throw new Error(`no mail to ${email} about ${pathPart}`);
  return new URL(mail.link);
}

/** Talks to the app through its HTTP API as one signed-in person, so the demo goes through every rule. */
function session(app: App, origin: string) {
  let cookie = '';
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers = new Headers({ origin, cookie });
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers.set('content-type', 'application/json');
      payload = JSON.stringify(body);
    }
    const response = await app.request(`${origin}${path}`, { method, headers, body: payload });
    const setCookie = response.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (setCookie.length) cookie = setCookie.join('; ');
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (
      response.headers.get('content-type')?.includes('json') ? response.json() : undefined
    ) as Promise<T>;
  }
  return { call };
}

const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

async function avatar(color: string, initials: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" fill="${color}"/>
    <circle cx="200" cy="160" r="80" fill="#ffffff" opacity="0.85"/>
    <path d="M60 400 Q70 270 200 260 Q330 270 340 400 Z" fill="#ffffff" opacity="0.85"/>
    <text x="200" y="185" font-family="sans-serif" font-size="70" font-weight="700" text-anchor="middle" fill="${color}">${initials}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function garmentForm(garment: DemoGarment) {
  const photo = await sharp(Buffer.from(garmentPhotoSvg(garment.kind, garment.hex)))
    .jpeg({ quality: 85 })
    .toBuffer();
  const cutout = await sharp(Buffer.from(garmentSvg(garment.kind, garment.hex)), { density: 92 })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('category', garment.category);
  form.set('color', garment.color);
  form.set('season', garment.season);
  form.set('notes', garment.notes ?? '');
  for (const [name, value] of Object.entries(garment.details ?? {})) form.set(name, value);
  form.set('file', file(photo, `${garment.kind}.jpg`, 'image/jpeg'));
  form.set('enhanced', file(cutout, 'enhanced.png', 'image/png'));
  return { form, cutout };
}

async function setPhoto(person: ReturnType<typeof session>, color: string, initials: string) {
  const form = new FormData();
  form.set('file', file(await avatar(color, initials), 'photo.jpg', 'image/jpeg'));
  await person.call('PUT', '/api/me/photo', form);
}

/**
 * Creates the demo consultant, three clients with wardrobes, proposals, outfits and messages. Every account
 * is confirmed: the consultant follows the confirmation mail, each client the mailed invitation link.
 */
export async function seedDemo(app: App, origin: string, mailbox: Mailbox, log: (line: string) => void) {
  const consultant = session(app, origin);
  await consultant.call('POST', '/api/auth/sign-up/email', {
    ...DEMO_CONSULTANT,
    password: DEMO_PASSWORD,
    role: 'consultant',
  });
  const confirmation = linkMailedTo(mailbox, DEMO_CONSULTANT.email, '/api/auth/verify-email');
  await app.request(`${origin}${confirmation.pathname}${confirmation.search}`);
  await setPhoto(consultant, '#c4b5fd', 'CM');
  log(`Conseillère ${DEMO_CONSULTANT.firstName} ${DEMO_CONSULTANT.lastName}`);

  for (const demo of DEMO_CLIENTS) {
    const { token } = await consultant.call<{ token: string }>('POST', '/api/invites', { email: demo.email });
    const client = session(app, origin);
    const { user } = await client.call<{ user: { id: string } }>('POST', '/api/auth/sign-up/email', {
      firstName: demo.firstName,
      lastName: demo.lastName,
      email: demo.email,
      password: DEMO_PASSWORD,
      role: 'client',
    });
    const proof = linkMailedTo(mailbox, demo.email, `/invite/${token}`).searchParams.get('proof');
    await client.call('POST', `/api/invites/${token}/accept`, { proof });
    await client.call('POST', '/api/me/client-profile', {
      bustSize: null,
      ...demo.measurements,
      consent: true,
    });
    await setPhoto(client, demo.avatar, `${demo.firstName[0]}${demo.lastName[0]}`);

    const own: { item: ClothingItem; cutout: Buffer }[] = [];
    for (const garment of demo.wardrobe) {
      const { form, cutout } = await garmentForm(garment);
      own.push({ item: await client.call<ClothingItem>('POST', '/api/wardrobe/items', form), cutout });
    }
    const proposals: { item: ClothingItem; cutout: Buffer }[] = [];
    for (const garment of demo.proposals) {
      const { form, cutout } = await garmentForm(garment);
      proposals.push({
        item: await consultant.call<ClothingItem>('POST', `/api/clients/${user.id}/catalogue`, form),
        cutout,
      });
    }
    const outfitIds: string[] = [];
    for (const outfit of demo.outfits) {
      const chosen = outfit.garments.map(({ from, index }) => (from === 'w' ? own : proposals)[index]!);
      const image = await composeOutfit(
        demo.measurements,
        chosen.map(({ item, cutout }) => ({ category: item.category, cutout })),
      );
      const form = new FormData();
      form.set('name', outfit.name);
      form.set('comments', outfit.comments);
      form.set('itemIds', JSON.stringify(chosen.map(({ item }) => item.id)));
      const board = await composeBoard(
        demo.measurements,
        chosen.map(({ item, cutout }) => ({ itemId: item.id, category: item.category, cutout })),
      );
      form.set('draft', JSON.stringify(board));
      form.set('image', file(image, 'tenue.png', 'image/png'));
      outfitIds.push(
        (await consultant.call<{ id: string }>('POST', `/api/clients/${user.id}/outfits`, form)).id,
      );
    }
    if (demo.budget !== undefined) {
      await consultant.call('PUT', `/api/clients/${user.id}/budget`, { budget: demo.budget });
    }
    for (const { proposal, ...answer } of demo.answers ?? []) {
      await client.call('PUT', `/api/proposals/${proposals[proposal]!.item.id}/decision`, answer);
    }
    for (const { outfit, ...reaction } of demo.reactions ?? []) {
      await client.call('PUT', `/api/outfits/${outfitIds[outfit]}/reaction`, reaction);
    }
    await seedMessages(consultant, client, user.id, demo.messages);
    for (const body of demo.notes ?? []) {
      await consultant.call('POST', `/api/clients/${user.id}/notes`, { body });
    }
    if (demo.diagnosis) await consultant.call('PUT', `/api/clients/${user.id}/diagnosis`, demo.diagnosis);
    if (demo.followUpInDays !== undefined) {
      const day = todayForFollowUp(new Date(Date.now() + demo.followUpInDays * 86_400_000));
      await consultant.call('PUT', `/api/clients/${user.id}/follow-up`, { followUpOn: day });
    }
    log(
      `Client ${demo.firstName} ${demo.lastName} : ${own.length} vêtements, ${demo.outfits.length} tenue(s)`,
    );
  }
}

/** Messages go through the messaging API when this build has it; the demo works without it. */
async function seedMessages(
  consultant: ReturnType<typeof session>,
  client: ReturnType<typeof session>,
  clientId: string,
  messages: { from: 'consultant' | 'client'; text: string }[],
) {
  if (messages.length === 0) return;
  let conversation: { id: string };
  try {
    conversation = await consultant.call<{ id: string }>('POST', '/api/conversations', {
      participantId: clientId,
    });
  } catch {
    return;
  }
  for (const message of messages) {
    const sender = message.from === 'consultant' ? consultant : client;
    await sender.call('POST', `/api/conversations/${conversation.id}/messages`, { content: message.text });
  }
}
