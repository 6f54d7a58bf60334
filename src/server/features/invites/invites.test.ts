import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientInvites, consultantClients, profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, confirmEmail, cookieFrom, mailedLink, signUp, type TestUser } from '../../test/users';

let t: TestApp;
let consultant: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  consultant = await signUp(t, 'consultant', { firstName: 'Inès', lastName: 'Moreau' });
  await confirmEmail(t, consultant);
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;
let counter = 0;
const freshEmail = () => `invite${++counter}-${Date.now()}@example.fr`;

async function invite(email: string, by = consultant) {
  const response = await by.request('/api/invites', { method: 'POST', json: { email } });
  return { status: response.status, body: await response.json() };
}

/** The proof carried by the invitation link mailed to `email`. */
const mailedProof = (email: string) => mailedLink(t, email, '/invite/').searchParams.get('proof') ?? '';

async function accept(token: string, by: TestUser, json: unknown = {}) {
  const response = await by.request(`/api/invites/${token}/accept`, { method: 'POST', json });
  return { status: response.status, body: await response.json() };
}

async function emailVerified(user: TestUser) {
  return (await (await user.request('/api/me')).json()).emailVerified;
}

async function linksOf(consultantId: string) {
  return t.db.select().from(consultantClients).where(eq(consultantClients.consultantId, consultantId));
}

describe('creating an invite', () => {
  it('creates an unguessable token valid 7 days and mails the link', async () => {
    const email = freshEmail();
    const { status, body } = await invite(email);
    expect(status).toBe(201);
    expect(body.extended).toBe(false);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = (new Date(body.expiresAt).getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect(t.mails.at(-1)).toMatchObject({ to: email });
    expect(t.mails.at(-1)?.link).toMatch(
      new RegExp(`^http://localhost:3000/invite/${body.token}\\?proof=[A-Za-z0-9_-]{43}$`),
    );
  });

  it('prolongs an unused invite for the same email instead of creating another', async () => {
    const email = freshEmail();
    const first = await invite(email);
    t.advanceTime(3 * DAY);
    const second = await invite(email);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ token: first.body.token, extended: true });
    expect(new Date(second.body.expiresAt).getTime()).toBeGreaterThan(
      new Date(first.body.expiresAt).getTime(),
    );
    const rows = await t.db.select().from(clientInvites).where(eq(clientInvites.email, email));
    expect(rows).toHaveLength(1);
  });

  it('asks for an email in French', async () => {
    const response = await consultant.request('/api/invites', { method: 'POST', json: { email: '' } });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Veuillez entrer une adresse email');
  });

  it('is for consultants only', async () => {
    const client = await signUp(t, 'client');
    expect(
      (await client.request('/api/invites', { method: 'POST', json: { email: freshEmail() } })).status,
    ).toBe(403);
  });
});

describe('invitation info', () => {
  it('names the consultant and never tells whether the email has an account', async () => {
    const existing = await signUp(t, 'client');
    const stranger = freshEmail();
    const answers = [];
    for (const email of [existing.email, stranger]) {
      const { body } = await invite(email);
      const response = await call(t, `/api/invites/${body.token}`);
      answers.push({ email, body: await response.json() });
    }
    for (const { email, body } of answers) {
      expect(body).toEqual({
        email,
        consultantFirstName: 'Inès',
        consultantLastName: 'Moreau',
        isValid: true,
      });
    }
  });

  it('answers 404 for an unknown token', async () => {
    expect((await call(t, `/api/invites/${'x'.repeat(43)}`)).status).toBe(404);
  });
});

describe('accepting an invite', () => {
  it('links the invited client once and marks the invite used', async () => {
    const email = freshEmail();
    const { body } = await invite(email);
    const client = await signUp(t, 'client', { email });
    const response = await client.request(`/api/invites/${body.token}/accept`, {
      method: 'POST',
      json: { proof: mailedProof(email) },
    });
    expect(response.status).toBe(200);
    expect((await linksOf(consultant.id)).some((l) => l.clientId === client.id)).toBe(true);
    const [row] = await t.db.select().from(clientInvites).where(eq(clientInvites.token, body.token));
    expect(row?.usedBy).toBe(client.id);
    expect(row?.usedAt).toBeInstanceOf(Date);
    const again = await client.request(`/api/invites/${body.token}/accept`, { method: 'POST' });
    expect(again.status).toBe(410);
    expect((await call(t, `/api/invites/${body.token}`).then((r) => r.json())).isValid).toBe(false);
  });

  it('refuses an account with another email and links nothing', async () => {
    const { body } = await invite(freshEmail());
    const stranger = await signUp(t, 'client');
    const response = await stranger.request(`/api/invites/${body.token}/accept`, { method: 'POST' });
    expect(response.status).toBe(403);
    expect((await linksOf(consultant.id)).some((l) => l.clientId === stranger.id)).toBe(false);
  });

  it('refuses an expired invite (injected clock)', async () => {
    const email = freshEmail();
    const { body } = await invite(email);
    const client = await signUp(t, 'client', { email });
    t.advanceTime(7 * DAY + 1000);
    const response = await client.request(`/api/invites/${body.token}/accept`, { method: 'POST' });
    expect(response.status).toBe(410);
    expect((await response.json()).error.message).toBe('Invitation invalide ou expirée');
    expect((await linksOf(consultant.id)).some((l) => l.clientId === client.id)).toBe(false);
  });

  it('refuses a consultant account: a consultant cannot become a client', async () => {
    const email = freshEmail();
    const { body } = await invite(email);
    const other = await signUp(t, 'consultant', { email });
    const response = await other.request(`/api/invites/${body.token}/accept`, { method: 'POST' });
    expect(response.status).toBe(403);
    expect((await linksOf(consultant.id)).some((l) => l.clientId === other.id)).toBe(false);
  });

  it('lets a client accept invites from two consultants', async () => {
    const second = await signUp(t, 'consultant');
    await confirmEmail(t, second);
    const email = freshEmail();
    const client = await signUp(t, 'client', { email });
    await confirmEmail(t, client);
    for (const by of [consultant, second]) {
      const { body } = await invite(email, by);
      expect((await client.request(`/api/invites/${body.token}/accept`, { method: 'POST' })).status).toBe(
        200,
      );
    }
    expect((await linksOf(second.id)).map((l) => l.clientId)).toEqual([client.id]);
  });

  it('links again a client who had ended the link, and opens their conversation again, history kept', async () => {
    const email = freshEmail();
    const client = await signUp(t, 'client', { email });
    await confirmEmail(t, client);
    expect((await accept((await invite(email)).body.token, client)).status).toBe(200);
    const started = await consultant.request('/api/conversations', {
      method: 'POST',
      json: { participantId: client.id },
    });
    const conversation = (await started.json()) as { id: string };
    await consultant.request(`/api/conversations/${conversation.id}/messages`, {
      method: 'POST',
      json: { content: 'Avant la pause' },
    });
    expect((await client.request(`/api/links/${consultant.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await consultant.request(`/api/conversations/${conversation.id}`)).status).toBe(404);

    expect((await accept((await invite(email)).body.token, client)).status).toBe(200);
    const reopened = await (await consultant.request(`/api/conversations/${conversation.id}`)).json();
    expect(reopened).toMatchObject({ readOnly: false, other: { id: client.id } });
    const history = await (await client.request(`/api/conversations/${conversation.id}/messages`)).json();
    expect(history.items.map((message: { content: string }) => message.content)).toEqual(['Avant la pause']);
  });
});

describe('inviting needs a confirmed consultant email', () => {
  it('refuses an unconfirmed consultant in French, with a code, and mails nothing', async () => {
    const unconfirmed = await signUp(t, 'consultant');
    const mailsBefore = t.mails.length;
    const email = freshEmail();
    const { status, body } = await invite(email, unconfirmed);
    expect(status).toBe(403);
    expect(body.error).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Confirmez votre adresse email pour inviter des clients.',
    });
    expect(t.mails.length).toBe(mailsBefore);
    expect(await t.db.select().from(clientInvites).where(eq(clientInvites.email, email))).toEqual([]);
  });

  it('lets the consultant invite once the mailed confirmation link was followed', async () => {
    const later = await signUp(t, 'consultant');
    expect(await emailVerified(later)).toBe(false);
    await confirmEmail(t, later);
    expect(await emailVerified(later)).toBe(true);
    expect((await invite(freshEmail(), later)).status).toBe(201);
  });
});

describe('names in the invitation mail', () => {
  /** Every URL or domain-like word a mail client could turn into a link. */
  const LINKISH = /(?:https?:\/\/|www\.)\S+|[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}\S*/giu;

  it.each([
    ['Cliquez sur https://evil.example', 'Moreau'],
    ['evil.example', 'www.evil.example/connexion'],
    ['Inès', 'Paiement refusé: evil.example/payer'],
  ])('carries no link other than the invitation for a consultant named %s %s', async (first, last) => {
    const named = await signUp(t, 'consultant');
    await confirmEmail(t, named);
    // Rows written before names were restricted can still hold anything.
    await t.db.update(profiles).set({ firstName: first, lastName: last }).where(eq(profiles.id, named.id));
    const email = freshEmail();
    expect((await invite(email, named)).status).toBe(201);
    const mail = t.mails.findLast((m) => m.to === email)!;
    expect(mail.subject.match(LINKISH)).toBeNull();
    expect(mail.text.match(LINKISH)).toEqual([mail.link]);
  });
});

describe('accepting needs an address the client proved they own', () => {
  async function invitedNewClient() {
    const email = freshEmail();
    const { body } = await invite(email);
    const client = await signUp(t, 'client', { email });
    return { email, token: body.token as string, client };
  }

  it('refuses an unconfirmed client without the mailed proof, in French, and links nothing', async () => {
    const { token, client } = await invitedNewClient();
    const { status, body } = await accept(token, client);
    expect(status).toBe(403);
    expect(body.error).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: "Confirmez votre adresse email pour accepter l'invitation.",
    });
    expect((await linksOf(consultant.id)).some((l) => l.clientId === client.id)).toBe(false);
    expect((await call(t, `/api/invites/${token}`).then((r) => r.json())).isValid).toBe(true);
  });

  it('accepts with the proof of the mailed link and confirms the email', async () => {
    const { email, token, client } = await invitedNewClient();
    expect(await emailVerified(client)).toBe(false);
    expect((await accept(token, client, { proof: mailedProof(email) })).status).toBe(200);
    expect((await linksOf(consultant.id)).some((l) => l.clientId === client.id)).toBe(true);
    expect(await emailVerified(client)).toBe(true);
  });

  it('refuses a wrong proof, and a proof of another invitation', async () => {
    const { token, client } = await invitedNewClient();
    const other = freshEmail();
    await invite(other);
    for (const proof of ['x'.repeat(43), mailedProof(other)]) {
      const { status, body } = await accept(token, client, { proof });
      expect(status).toBe(403);
      expect(body.error.code).toBe('INVITE_PROOF_INVALID');
      expect(body.error.message).toBe("Ce lien d'invitation n'est pas valide.");
    }
    expect((await linksOf(consultant.id)).some((l) => l.clientId === client.id)).toBe(false);
    expect(await emailVerified(client)).toBe(false);
  });

  it('links after the client confirms through the confirmation mail, which leads back to the invitation', async () => {
    const email = freshEmail();
    const { body } = await invite(email);
    const signUpResponse = await call(t, '/api/auth/sign-up/email', {
      method: 'POST',
      json: {
        firstName: 'Léa',
        lastName: 'Roux',
        email,
        password: 'Velours-Indigo-42',
        role: 'client',
        inviteToken: body.token,
      },
    });
    expect(signUpResponse.status).toBe(200);
    const confirmed = await confirmEmail(t, { email });
    expect(confirmed.headers.get('location')).toBe(`/invite/${body.token}`);
    // The confirmation link signs the client in, and the invitation page accepts on arrival.
    const cookie = cookieFrom(confirmed);
    const response = await call(t, `/api/invites/${body.token}/accept`, { method: 'POST', json: {}, cookie });
    expect(response.status).toBe(200);
    const { id } = await (await call(t, '/api/me', { cookie })).json();
    expect((await linksOf(consultant.id)).some((l) => l.clientId === id)).toBe(true);
  });

  it('lets an already confirmed client accept without a proof, as before', async () => {
    const { token, client } = await invitedNewClient();
    await confirmEmail(t, client);
    expect((await accept(token, client)).status).toBe(200);
  });
});

describe("the consultant's invitations", () => {
  /** A consultant of her own, so that her list holds only what the test sent. */
  async function freshConsultant() {
    const own = await signUp(t, 'consultant', { firstName: 'Nina', lastName: 'Perrin' });
    await confirmEmail(t, own);
    return own;
  }

  async function listOf(by: TestUser, query = '') {
    const response = await by.request(`/api/invites${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as {
      items: {
        id: string;
        email: string;
        state: string;
        sentAt: string;
        expiresAt: string;
        pending: boolean;
      }[];
      nextCursor: string | null;
    };
  }

  const stateOf = async (by: TestUser, email: string) =>
    (await listOf(by)).items.find((item) => item.email === email)?.state;

  /** Signs up through the invitation page's 'Créer mon compte', with or without the mailed link's proof. */
  async function signUpThrough(token: string, email: string, proof?: string) {
    const response = await call(t, '/api/auth/sign-up/email', {
      method: 'POST',
      json: {
        firstName: 'Léa',
        lastName: 'Roux',
        email,
        password: 'Velours-Indigo-42',
        role: 'client',
        inviteToken: token,
        ...(proof && { inviteProof: proof }),
      },
    });
    expect(response.status).toBe(200);
    const cookie = cookieFrom(response);
    return { cookie, request: (path: string, init = {}) => call(t, path, { ...init, cookie }) };
  }

  it('lists each invitation with its state and dates, until the client is linked and onboarded', async () => {
    const own = await freshConsultant();
    expect(await listOf(own)).toEqual({ items: [], nextCursor: null });
    const email = freshEmail();
    const { body } = await invite(email, own);
    const [sent] = (await listOf(own)).items;
    expect(sent).toMatchObject({ email, state: 'sent', pending: true, expiresAt: body.expiresAt });
    expect(Math.abs(new Date(sent!.sentAt).getTime() - Date.now())).toBeLessThan(60_000);

    await call(t, `/api/invites/${body.token}`);
    expect(await stateOf(own, email)).toBe('opened');

    // Through a copied link: an account, but the address still to confirm before the link is made.
    const client = await signUpThrough(body.token, email);
    expect(await stateOf(own, email)).toBe('accountCreated');

    await confirmEmail(t, { email });
    expect(
      (await client.request(`/api/invites/${body.token}/accept`, { method: 'POST', json: {} })).status,
    ).toBe(200);
    expect(await stateOf(own, email)).toBe('onboardingUnfinished');
    expect((await listOf(own)).items[0]?.pending).toBe(false);

    const onboarded = await client.request('/api/me/client-profile', {
      method: 'POST',
      json: { gender: 'femme', age: 34, height: 168, weight: 60, bustSize: 90, consent: true },
    });
    expect(onboarded.status).toBe(201);
    expect((await listOf(own)).items).toEqual([]);
  });

  it('says an invitation past its 7 days is expired', async () => {
    const own = await freshConsultant();
    const email = freshEmail();
    await invite(email, own);
    t.advanceTime(7 * DAY + 1000);
    expect(await stateOf(own, email)).toBe('expired');
  });

  it('pages newest first with a cursor, without overlap', async () => {
    const own = await freshConsultant();
    const emails = [freshEmail(), freshEmail(), freshEmail()];
    for (const email of emails) {
      await invite(email, own);
      t.advanceTime(1000);
    }
    const first = await listOf(own, '?limit=2');
    expect(first.items.map((item) => item.email)).toEqual([emails[2], emails[1]]);
    const second = await listOf(own, `?limit=2&cursor=${first.nextCursor}`);
    expect(second).toEqual({ items: [expect.objectContaining({ email: emails[0] })], nextCursor: null });
  });

  it('resends: a second mail, and 7 more days from now', async () => {
    const own = await freshConsultant();
    const email = freshEmail();
    const { body } = await invite(email, own);
    const [item] = (await listOf(own)).items;
    t.advanceTime(8 * DAY);
    expect(await stateOf(own, email)).toBe('expired');
    const mailsBefore = t.mails.filter((mail) => mail.to === email).length;
    const response = await own.request(`/api/invites/${item!.id}/resend`, { method: 'POST' });
    expect(response.status).toBe(200);
    const resent = await response.json();
    expect(resent).toMatchObject({ id: item!.id, email, state: 'sent' });
    const days = (new Date(resent.expiresAt).getTime() - new Date(body.expiresAt).getTime()) / DAY;
    expect(days).toBeGreaterThan(7.99);
    expect(days).toBeLessThan(8.01);
    const mails = t.mails.filter((mail) => mail.to === email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)?.link).toContain(`/invite/${body.token}?proof=`);
    expect((await call(t, `/api/invites/${body.token}`).then((r) => r.json())).isValid).toBe(true);
  });

  it('revokes after which the link answers like an unknown one, and the invitation leaves the list', async () => {
    const own = await freshConsultant();
    const email = freshEmail();
    const { body } = await invite(email, own);
    const [item] = (await listOf(own)).items;
    expect((await own.request(`/api/invites/${item!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await listOf(own)).items).toEqual([]);
    expect((await call(t, `/api/invites/${body.token}`)).status).toBe(404);
    const client = await signUp(t, 'client', { email });
    expect((await accept(body.token, client, { proof: mailedProof(email) })).status).toBe(410);
    expect((await linksOf(own.id)).some((l) => l.clientId === client.id)).toBe(false);
  });

  it('lets only the consultant who sent it resend or revoke it: 404 for another consultant', async () => {
    const own = await freshConsultant();
    const other = await freshConsultant();
    const client = await signUp(t, 'client');
    const email = freshEmail();
    await invite(email, own);
    const [item] = (await listOf(own)).items;
    const mailsBefore = t.mails.length;
    for (const path of [`/api/invites/${item!.id}/resend`, `/api/invites/${item!.id}`]) {
      const method = path.endsWith('/resend') ? 'POST' : 'DELETE';
      const refused = await other.request(path, { method });
      expect(refused.status).toBe(404);
      expect((await refused.json()).error.message).toBe('Invitation invalide ou expirée');
      expect((await client.request(path, { method })).status).toBe(403);
    }
    expect((await listOf(other)).items).toEqual([]);
    expect(t.mails.length).toBe(mailsBefore);
    expect(await stateOf(own, email)).toBe('sent');
    expect((await other.request(`/api/invites/${crypto.randomUUID()}`, { method: 'DELETE' })).status).toBe(
      404,
    );
  });

  it('neither resends nor revokes an accepted invitation', async () => {
    const own = await freshConsultant();
    const email = freshEmail();
    const { body } = await invite(email, own);
    const client = await signUp(t, 'client', { email });
    expect((await accept(body.token, client, { proof: mailedProof(email) })).status).toBe(200);
    const [item] = (await listOf(own)).items;
    const resend = await own.request(`/api/invites/${item!.id}/resend`, { method: 'POST' });
    expect(resend.status).toBe(409);
    expect((await resend.json()).error.message).toBe('Cette invitation a déjà été acceptée.');
    expect((await own.request(`/api/invites/${item!.id}`, { method: 'DELETE' })).status).toBe(409);
  });

  it('confirms the invited address by the invitation itself: no confirmation mail', async () => {
    const own = await freshConsultant();
    const email = freshEmail();
    const { body } = await invite(email, own);
    const proof = mailedProof(email);
    const client = await signUpThrough(body.token, email, proof);
    expect(t.mails.filter((mail) => mail.to === email && mail.link?.includes('/verify-email'))).toEqual([]);
    expect((await (await client.request('/api/me')).json()).emailVerified).toBe(true);
    expect(
      (await client.request(`/api/invites/${body.token}/accept`, { method: 'POST', json: { proof } })).status,
    ).toBe(200);
    expect(await stateOf(own, email)).toBe('onboardingUnfinished');
  });

  it('still mails a confirmation when the proof is wrong, or for another address', async () => {
    const own = await freshConsultant();
    const email = freshEmail();
    const { body } = await invite(email, own);
    const other = freshEmail();
    const client = await signUpThrough(body.token, other, mailedProof(email));
    expect((await (await client.request('/api/me')).json()).emailVerified).toBe(false);
    expect(t.mails.some((mail) => mail.to === other && mail.link?.includes('/verify-email'))).toBe(true);
    expect(await stateOf(own, email)).toBe('sent');

    const second = freshEmail();
    const { body: secondInvite } = await invite(second, own);
    const wrong = await signUpThrough(secondInvite.token, second, 'x'.repeat(43));
    expect((await (await wrong.request('/api/me')).json()).emailVerified).toBe(false);
    expect(t.mails.some((mail) => mail.to === second && mail.link?.includes('/verify-email'))).toBe(true);
  });
});
