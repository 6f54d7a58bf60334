import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientInvites, consultantClients } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, signUp, type TestUser } from '../../test/users';

let t: TestApp;
let consultant: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  consultant = await signUp(t, 'consultant', { firstName: 'Inès', lastName: 'Moreau' });
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
    expect(t.mails.at(-1)).toMatchObject({ to: email, link: `http://localhost:3000/invite/${body.token}` });
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
  it('names the consultant and tells whether the email has an account', async () => {
    const existing = await signUp(t, 'client');
    const { body } = await invite(existing.email);
    const response = await call(t, `/api/invites/${body.token}`);
    expect(await response.json()).toEqual({
      email: existing.email,
      consultantFirstName: 'Inès',
      consultantLastName: 'Moreau',
      isValid: true,
      profileExists: true,
    });
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
    const response = await client.request(`/api/invites/${body.token}/accept`, { method: 'POST' });
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
    const email = freshEmail();
    const client = await signUp(t, 'client', { email });
    for (const by of [consultant, second]) {
      const { body } = await invite(email, by);
      expect((await client.request(`/api/invites/${body.token}/accept`, { method: 'POST' })).status).toBe(
        200,
      );
    }
    expect((await linksOf(second.id)).map((l) => l.clientId)).toEqual([client.id]);
  });
});
