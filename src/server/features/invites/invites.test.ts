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
