import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayForFollowUp } from '~/domain/follow-up-day';
import type { ConversationSummary } from '~/domain/messages';
import type { ClothingItem } from '~/domain/wardrobe';
import { consultantClients, invoices } from '../../db/schema';
import { createMailer, type Mailer } from '../../platform/mail/mailer';
import { imageForm, solidPng } from '../../test/images';
import { invoiceFixture, quoteRequest, TEST_INVOICING } from '../../test/invoices';
import { withoutLinks } from '../../test/mail-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, signUp, type TestUser } from '../../test/users';
import { createNotificationRunner } from './mail-rounds';
import { CONVERSATION_MAIL_GAP_MS, createNotifier, MESSAGE_GRACE_MS } from './notifier';

let t: TestApp;
let mailDir: string;
beforeAll(async () => {
  t = await createTestApp();
  mailDir = join(t.filesDir, 'mail');
  // Mails are written to the mail folder, as on a server without SMTP, and read back from there.
  const files = createMailer({
    from: 'Atelier <no-reply@atelier.test>',
    dir: mailDir,
    logger: pino({ level: 'silent' }),
  });
  t.deps.mailer = { send: async (mail) => void (await files.send(mail), t.mails.push(mail)) };
});
afterAll(() => t.close());

type ReadMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  header: (name: string) => string | undefined;
};

/** A header as it was written (mailparser reads the List-* ones into a structure of its own). */
const headerOf = (parsed: ParsedMail) => (name: string) =>
  parsed.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');

async function mailsTo(user: { email: string }): Promise<ReadMail[]> {
  const names = await readdir(mailDir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names.map(async (file) => {
      const parsed = await simpleParser(await readFile(join(mailDir, file)));
      return {
        to: parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '',
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        header: headerOf(parsed),
      };
    }),
  );
  return mails.filter((mail) => mail.to === user.email && mail.header('list-unsubscribe'));
}

const minutes = (n: number) => n * 60_000;
const hourInParis = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  hourCycle: 'h23',
});
/**
 * From the test clock to 08:30 in Paris tomorrow, when the morning's round has run: 'the next morning' whatever
 * the hour the suite runs at (24 hours later is still the night when it runs at night).
 */
function untilNextMorning(): number {
  const now = t.deps.now();
  const tomorrow = todayForFollowUp(new Date(now.getTime() + 24 * 3_600_000));
  const winter = new Date(`${tomorrow}T08:30:00+01:00`);
  const morning = Number(hourInParis.format(winter)) === 8 ? winter : new Date(`${tomorrow}T08:30:00+02:00`);
  return morning.getTime() - now.getTime();
}
/** Time passes, then the queue runs what is due. */
async function after(ms: number) {
  t.advanceTime(ms);
  await t.jobs.drain();
}

async function linkedPair(names: { consultant?: string; client?: string } = {}) {
  const consultant = await signUp(t, 'consultant', {
    firstName: names.consultant ?? 'Inès',
    lastName: 'Moreau',
  });
  const client = await signUp(t, 'client', { firstName: names.client ?? 'Léa', lastName: 'Petit' });
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  return { consultant, client };
}

async function garment(owner: TestUser, path = '/api/wardrobe/items', category = 'top', name?: string) {
  const form = imageForm({
    category,
    ...(name ? { name } : {}),
    file: { bytes: await solidPng(200, 200), name: 'g.png', type: 'image/png' },
  });
  const response = await owner.request(path, { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return (await response.json()) as ClothingItem;
}

async function shareLook(consultant: TestUser, client: TestUser, name: string) {
  const top = await garment(client);
  const image = await sharp({ create: { width: 400, height: 400, channels: 4, background: '#e5e7eb' } })
    .png()
    .toBuffer();
  const form = imageForm({
    name,
    itemIds: JSON.stringify([top.id]),
    image: { bytes: image, name: 'outfit.png', type: 'image/png' },
  });
  const response = await consultant.request(`/api/clients/${client.id}/outfits`, {
    method: 'POST',
    body: form,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

async function conversation(consultant: TestUser, client: TestUser) {
  const response = await consultant.request('/api/conversations', {
    method: 'POST',
    json: { participantId: client.id },
  });
  return ((await response.json()) as ConversationSummary).id;
}
const send = (user: TestUser, id: string, content: string) =>
  user.request(`/api/conversations/${id}/messages`, { method: 'POST', json: { content } });

const unsubscribeUrl = (mail: ReadMail) => {
  return new URL(/<([^>]+)>/.exec(mail.header('list-unsubscribe')!)![1]!);
};

describe('notification mails', () => {
  it('tells a client of a look shared with her, once, in HTML and text, with its button and a one-click way out', async () => {
    const { consultant, client } = await linkedPair();
    await shareLook(consultant, client, 'Tenue du lundi');
    await after(0);
    expect(await mailsTo(client)).toEqual([]);
    await after(minutes(2));
    const [mail, ...others] = await mailsTo(client);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Inès Moreau a partagé une nouvelle tenue avec vous « Tenue du lundi ».');
    expect(mail!.text).toContain('Voir mes tenues : http://localhost:3000/client/dashboard/outfits');
    expect(mail!.html).toContain('href="http://localhost:3000/client/dashboard/outfits"');
    expect(mail!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeUrl(mail!).searchParams.get('c')).toBe('looks');
    await after(minutes(60));
    expect(await mailsTo(client)).toHaveLength(1);
  });

  it('tells a client of a document her consultant sent, with the way to her documents and nothing of its contents', async () => {
    const { consultant, client } = await linkedPair();
    const sent = await consultant.request(`/api/clients/${client.id}/documents`, {
      method: 'POST',
      json: { kind: 'carnet' },
    });
    expect(sent.status).toBe(201);
    await after(minutes(2));
    const [mail, ...others] = await mailsTo(client);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Inès Moreau vous a envoyé un document « Carnet de style ».');
    expect(mail!.text).toContain('Voir mes documents : http://localhost:3000/client/dashboard/documents');
    expect(unsubscribeUrl(mail!).searchParams.get('c')).toBe('documents');
  });

  it('tells a client of an invoice or a credit note issued to her, with neither its number nor its amount', async () => {
    const { consultant, client } = await linkedPair();
    const stranger = await signUp(t, 'client');
    const issue = async (number: number, credits?: string) => {
      const cents = credits ? -18_000 : 18_000;
      const [row] = await t.db
        .insert(invoices)
        .values({
          consultantId: consultant.id,
          clientId: client.id,
          requestId: crypto.randomUUID(),
          kind: credits ? 'credit' : 'invoice',
          year: 2026,
          number,
          issuedOn: '2026-11-28',
          dueOn: '2026-11-28',
          seller: invoiceFixture().seller,
          buyer: { kind: 'person', name: 'Léa Petit', address: 'Lyon', siren: null, vatNumber: null },
          lines: [{ label: 'Analyse couleur', quantity: 1, unitCents: 18_000 }],
          vatRateBp: 0,
          totalExclCents: cents,
          vatCents: 0,
          totalCents: cents,
          creditsInvoiceId: credits ?? null,
        })
        .returning();
      return row!;
    };
    // What the invoices service tells once an invoice is issued.
    const told = (recipientId: string, invoice: { id: string; kind: string }) =>
      createNotifier(t.deps).tell({
        recipientId,
        kind: 'invoice.issued',
        eventKey: `invoice.issued:${invoice.id}`,
        subject: { actorId: consultant.id, invoiceId: invoice.id, invoiceKind: invoice.kind },
      });
    const invoice = await issue(1);
    await told(client.id, invoice);
    // Someone who may not read it is never told of it.
    await told(stranger.id, invoice);
    await after(minutes(2));
    const [mail, ...others] = await mailsTo(client);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Inès Moreau vous a adressé une facture.');
    expect(mail!.text).toContain('Voir mes documents : http://localhost:3000/client/dashboard/documents');
    expect(withoutLinks(mail!.text)).not.toMatch(/2026-0001|180|Analyse couleur/);
    expect(unsubscribeUrl(mail!).searchParams.get('c')).toBe('documents');
    expect(await mailsTo(stranger)).toEqual([]);

    await told(client.id, await issue(2, invoice.id));
    await after(minutes(2));
    expect((await mailsTo(client)).map((sent) => sent.subject).sort()).toEqual([
      'Inès Moreau vous a adressé un avoir.',
      'Inès Moreau vous a adressé une facture.',
    ]);
  });

  it('tells a client of a quote sent to her without its amount, and her consultant of her answer', async () => {
    const { consultant, client } = await linkedPair();
    await consultant.request('/api/me/invoicing', { method: 'PUT', json: TEST_INVOICING });
    const sent = await consultant.request(`/api/clients/${client.id}/quotes`, {
      method: 'POST',
      json: quoteRequest(),
    });
    const quote = (await sent.json()) as { id: string; number: string };
    await after(minutes(2));
    const [mail] = await mailsTo(client);
    expect(mail!.subject).toBe('Inès Moreau vous a envoyé un devis.');
    expect(mail!.text).toContain('Voir mes documents : http://localhost:3000/client/dashboard/documents');
    expect(mail!.text).not.toContain(quote.number);
    expect(withoutLinks(mail!.text)).not.toMatch(/320|Essentiel/);

    await client.request(`/api/quotes/${quote.id}/acceptance`, {
      method: 'POST',
      json: { termsAccepted: true, earlyStart: false },
    });
    await after(minutes(2));
    const [answer] = await mailsTo(consultant);
    expect(answer!.subject).toBe('Léa Petit a accepté votre devis.');
    expect(answer!.text).toContain('http://localhost:3000/consultant/dashboard/devis');
  });

  it('escapes what users wrote: a look named with HTML stays text', async () => {
    const { consultant, client } = await linkedPair();
    await shareLook(consultant, client, '<img src=x onerror=alert(1)>');
    await after(minutes(2));
    const [mail] = await mailsTo(client);
    expect(mail!.html).not.toContain('<img src=x');
    expect(mail!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('coalesces 20 messages in 2 minutes into one mail, and waits 15 minutes before the next', async () => {
    const { consultant, client } = await linkedPair();
    const id = await conversation(consultant, client);
    for (let i = 0; i < 20; i += 1) {
      expect((await send(consultant, id, `Message ${i}`)).status).toBe(201);
      t.advanceTime(6_000);
      await t.jobs.drain();
    }
    await after(MESSAGE_GRACE_MS);
    const mails = await mailsTo(client);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('20 nouveaux messages de Inès Moreau.');
    // No message text leaves the product by mail.
    expect(mails[0]!.text).not.toContain('Message 1');
    expect(mails[0]!.text).toContain(`/client/dashboard/messages/${id}`);
    await send(consultant, id, 'Encore un');
    await after(MESSAGE_GRACE_MS + 60_000);
    expect(await mailsTo(client)).toHaveLength(1);
    await after(CONVERSATION_MAIL_GAP_MS);
    expect((await mailsTo(client)).map((mail) => mail.subject).sort()).toEqual([
      '20 nouveaux messages de Inès Moreau.',
      'Nouveau message de Inès Moreau.',
    ]);
  });

  it('does not mail a message read within a few minutes', async () => {
    const { consultant, client } = await linkedPair();
    const id = await conversation(consultant, client);
    await send(client, id, 'Bonjour !');
    t.advanceTime(minutes(1));
    expect((await consultant.request(`/api/conversations/${id}/read`, { method: 'POST' })).status).toBe(200);
    await after(MESSAGE_GRACE_MS);
    expect(await mailsTo(consultant)).toEqual([]);
  });

  it("tells the consultant of her client's reaction with its comment", async () => {
    const { consultant, client } = await linkedPair({ client: 'Amina' });
    const look = await shareLook(consultant, client, 'Soirée');
    const reacted = await client.request(`/api/outfits/${look.id}/reaction`, {
      method: 'PUT',
      json: { reaction: 'revise', comment: 'La veste est trop longue' },
    });
    expect(reacted.status).toBe(200);
    await after(minutes(2));
    const [mail] = await mailsTo(consultant);
    expect(mail!.subject).toBe('Amina Petit a réagi à la tenue « Soirée » : À revoir.');
    expect(mail!.text).toContain('« La veste est trop longue »');
    expect(mail!.text).toContain(`/consultant/client/${client.id}/outfits`);
  });

  it('does not tell a consultant whose link ended of what she may no longer see', async () => {
    const { consultant, client } = await linkedPair();
    const look = await shareLook(consultant, client, 'Week-end');
    await client.request(`/api/outfits/${look.id}/reaction`, { method: 'PUT', json: { reaction: 'love' } });
    expect((await client.request(`/api/links/${consultant.id}`, { method: 'DELETE' })).status).toBe(204);
    await after(minutes(2));
    const mails = await mailsTo(consultant);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Léa Petit a arrêté le suivi.');
    expect(mails[0]!.text).not.toContain('Week-end');
  });

  it("honours 'Jamais' and 'Résumé quotidien': nothing now, then one 'Quoi de neuf' the next morning", async () => {
    const { consultant, client } = await linkedPair();
    const saved = await client.request('/api/me/notification-preferences', {
      method: 'PUT',
      json: {
        preferences: [
          { category: 'looks', mail: 'daily', push: true },
          { category: 'proposals', mail: 'never', push: false },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { preferences: unknown[] }).preferences).toEqual([
      { category: 'looks', mail: 'daily', push: true },
      { category: 'proposals', mail: 'never', push: false },
      { category: 'messages', mail: 'immediate', push: true },
      { category: 'diagnosis', mail: 'immediate', push: true },
      { category: 'documents', mail: 'immediate', push: true },
      { category: 'appointments', mail: 'immediate', push: true },
    ]);
    await shareLook(consultant, client, 'Bureau');
    await shareLook(consultant, client, 'Cocktail');
    await garment(consultant, `/api/clients/${client.id}/catalogue`, 'outerwear');
    await after(minutes(30));
    expect(await mailsTo(client)).toEqual([]);
    await after(untilNextMorning());
    const [digest, ...others] = await mailsTo(client);
    expect(others).toEqual([]);
    expect(digest!.subject).toBe('Quoi de neuf sur Atelier Silhouette');
    expect(digest!.text).toContain('« Bureau »');
    expect(digest!.text).toContain('« Cocktail »');
    expect(digest!.text).not.toContain('propose');
    await after(24 * 3_600_000);
    expect(await mailsTo(client)).toHaveLength(1);
  });

  it('refuses preferences of the other role, and answers 401 signed out', async () => {
    const { consultant } = await linkedPair();
    const wrong = await consultant.request('/api/me/notification-preferences', {
      method: 'PUT',
      json: { preferences: [{ category: 'looks', mail: 'never', push: false }] },
    });
    expect(wrong.status).toBe(400);
    expect((await call(t, '/api/me/notification-preferences')).status).toBe(401);
  });

  it('unsubscribes in one click without a session (RFC 8058), and refuses a forged link', async () => {
    const { consultant, client } = await linkedPair();
    await shareLook(consultant, client, 'Printemps');
    await after(minutes(2));
    const [mail] = await mailsTo(client);
    const url = unsubscribeUrl(mail!);
    const forged = new URL(url);
    forged.searchParams.set('c', 'messages');
    expect(
      (
        await t.app.request(`${forged.pathname}${forged.search}`, {
          method: 'POST',
          body: 'List-Unsubscribe=One-Click',
        })
      ).status,
    ).toBe(404);
    // A mail provider's one-click: no cookie, no Origin, a form body.
    const oneClick = await t.app.request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const preferences = await client.request('/api/me/notification-preferences');
    expect(((await preferences.json()) as { preferences: unknown[] }).preferences).toContainEqual({
      category: 'looks',
      mail: 'never',
      push: true,
    });
    await shareLook(consultant, client, 'Été');
    await after(minutes(2));
    expect(await mailsTo(client)).toHaveLength(1);
  });

  it("tells the consultant of a client's answer to a proposal and of a follow-up day", async () => {
    const { consultant, client } = await linkedPair({ client: 'Nora' });
    const proposal = await garment(consultant, `/api/clients/${client.id}/catalogue`, 'outerwear', 'Veste');
    await after(minutes(2));
    expect((await mailsTo(client))[0]!.subject).toBe('Inès Moreau vous propose une pièce : Veste.');
    const decided = await client.request(`/api/proposals/${proposal.id}/decision`, {
      method: 'PUT',
      json: { decision: 'wanted' },
    });
    expect(decided.status).toBe(200);
    await after(minutes(2));
    expect((await mailsTo(consultant))[0]!.subject).toBe('Nora Petit veut : Veste (Je le veux).');
    const tomorrow = todayForFollowUp(new Date(t.deps.now().getTime() + 24 * 3_600_000));
    const followUp = await consultant.request(`/api/clients/${client.id}/follow-up`, {
      method: 'PUT',
      json: { followUpOn: tomorrow },
    });
    expect(followUp.status).toBe(200);
    await after(minutes(30));
    expect(await mailsTo(consultant)).toHaveLength(1);
    await after(untilNextMorning());
    const digest = (await mailsTo(consultant)).find(
      (mail) => mail.subject === 'Quoi de neuf sur Atelier Silhouette',
    );
    expect(digest!.text).toContain("Relance prévue aujourd'hui : Nora Petit.");
    expect(digest!.text).toContain(`/consultant/client/${client.id}/notes`);
  });
});

describe('sending notification mails exactly once', () => {
  it('sends a mail again identical after a crash mid-send: the mail folder holds it once', async () => {
    const { consultant, client } = await linkedPair();
    await shareLook(consultant, client, 'Crash');
    t.advanceTime(minutes(2));
    const real = t.deps.mailer;
    let release!: () => void;
    // The instance hands the mail over, then dies before it records it sent.
    const dying: Mailer = {
      send: async (mail) => {
        await real.send(mail);
        await new Promise<void>((resolve) => (release = resolve));
      },
    };
    t.deps.mailer = dying;
    const hung = t.jobs.runOnce();
    await expect.poll(async () => (await mailsTo(client)).length).toBe(1);
    t.deps.mailer = real;
    const other = createNotificationRunner(t.deps);
    await other.drain();
    expect(await mailsTo(client)).toHaveLength(1);
    t.advanceTime(120_001);
    await other.drain();
    const mails = await mailsTo(client);
    expect(mails).toHaveLength(1);
    expect(t.mails.filter((mail) => mail.to === client.email && mail.subject.includes('Crash'))).toHaveLength(
      2,
    );
    release();
    await hung;
  });

  it('two instances send each mail once', async () => {
    const pairs = await Promise.all([linkedPair(), linkedPair(), linkedPair()]);
    for (const { consultant, client } of pairs) await shareLook(consultant, client, 'Duo');
    t.advanceTime(minutes(2));
    await Promise.all([createNotificationRunner(t.deps).drain(), createNotificationRunner(t.deps).drain()]);
    for (const { client } of pairs) expect(await mailsTo(client)).toHaveLength(1);
  });
});

describe("the app's 'Nouveau' markers", () => {
  type News = { looks: string[]; proposals: string[]; diagnosis: string[]; clients: string[] };
  const news = async (user: TestUser) => {
    const response = await user.request('/api/me/news');
    expect(response.status).toBe(200);
    return (await response.json()) as News;
  };
  const seen = (user: TestUser, json: unknown) => user.request('/api/me/news/seen', { method: 'POST', json });

  it('marks looks and proposals new, whatever her mail rhythm, until she has seen them', async () => {
    const { consultant, client } = await linkedPair();
    await client.request('/api/me/notification-preferences', {
      method: 'PUT',
      json: { preferences: [{ category: 'looks', mail: 'never', push: false }] },
    });
    const first = await shareLook(consultant, client, 'Bureau');
    const second = await shareLook(consultant, client, 'Week-end');
    const proposal = await garment(consultant, `/api/clients/${client.id}/catalogue`, 'outerwear');
    expect(await news(client)).toEqual({
      looks: [second.id, first.id],
      proposals: [proposal.id],
      diagnosis: [],
      clients: [],
    });
    expect((await news(consultant)).looks).toEqual([]);

    // Someone else's 'seen' changes nothing of hers.
    expect((await seen(consultant, { area: 'looks' })).status).toBe(204);
    expect((await news(client)).looks).toHaveLength(2);

    expect((await seen(client, { area: 'looks', ids: [first.id] })).status).toBe(204);
    expect((await news(client)).looks).toEqual([second.id]);
    expect((await seen(client, { area: 'proposals' })).status).toBe(204);
    expect(await news(client)).toMatchObject({ looks: [second.id], proposals: [] });
  });

  it('marks nothing she may no longer read, and refuses a malformed or anonymous request', async () => {
    const { consultant, client } = await linkedPair();
    const proposal = await garment(consultant, `/api/clients/${client.id}/catalogue`, 'top');
    expect((await news(client)).proposals).toEqual([proposal.id]);
    expect(
      (await consultant.request(`/api/clients/${client.id}/catalogue/${proposal.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(204);
    expect((await news(client)).proposals).toEqual([]);
    expect((await seen(client, { area: 'wardrobe' })).status).toBe(400);
    expect((await seen(client, { area: 'looks', ids: ['not-an-id'] })).status).toBe(400);
    expect((await call(t, '/api/me/news')).status).toBe(401);
  });
});
