import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { call, cookieFrom, signUp } from '../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('sign-up', () => {
  it('creates a signed-in user with the role and names, and sends a confirmation mail', async () => {
    const user = await signUp(t, 'consultant', { firstName: 'Inès', lastName: 'Moreau' });
    const me = await user.request('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ role: 'consultant', firstName: 'Inès', lastName: 'Moreau' });
    expect(t.mails.some((m) => m.to === user.email)).toBe(true);
  });

  it('refuses bad input with the French message and creates nothing', async () => {
    const response = await call(t, '/api/auth/sign-up/email', {
      method: 'POST',
      json: { firstName: 'A', lastName: 'B', email: 'pas-un-email', password: 'secret1', role: 'client' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'INVALID_INPUT', message: 'Adresse email invalide' },
    });
  });

  it('refuses a role other than client or consultant', async () => {
    const response = await call(t, '/api/auth/sign-up/email', {
      method: 'POST',
      json: { firstName: 'A', lastName: 'B', email: 'admin@example.fr', password: 'secret1', role: 'admin' },
    });
    expect(response.status).toBe(400);
  });

  it("answers 'Compte existant' for an email already registered", async () => {
    const user = await signUp(t, 'client');
    const response = await call(t, '/api/auth/sign-up/email', {
      method: 'POST',
      json: { firstName: 'A', lastName: 'B', email: user.email, password: 'secret12', role: 'client' },
    });
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(
      'Un compte avec cette adresse email existe déjà. Essayez de vous connecter.',
    );
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and out again', async () => {
    const user = await signUp(t, 'client');
    const signIn = await call(t, '/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: user.email, password: user.password },
    });
    expect(signIn.status).toBe(200);
    const cookie = cookieFrom(signIn);
    expect((await call(t, '/api/me', { cookie })).status).toBe(200);
    const signOut = await call(t, '/api/auth/sign-out', { method: 'POST', cookie, json: {} });
    expect(signOut.status).toBe(200);
    expect((await call(t, '/api/me', { cookie })).status).toBe(401);
  });

  it('gives the same French error for a wrong password and an unknown email', async () => {
    const user = await signUp(t, 'client');
    const wrongPassword = await call(t, '/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: user.email, password: 'mauvais-mdp' },
    });
    const unknown = await call(t, '/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'personne@example.fr', password: 'mauvais-mdp' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrongPassword.json()).toEqual(await unknown.json());
  });

  it('keeps better-auth endpoints that would let a user change their role closed', async () => {
    const user = await signUp(t, 'client');
    const response = await user.request('/api/auth/update-user', {
      method: 'POST',
      json: { role: 'consultant' },
    });
    expect(response.status).toBe(404);
    expect(await (await user.request('/api/me')).json()).toMatchObject({ role: 'client' });
  });
});

describe('rate limits', () => {
  it('answers 429 in French after too many sign-in attempts from one address', async () => {
    const limited = await createTestApp({ rateLimit: true });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 22; i += 1) {
        const response = await call(limited, '/api/auth/sign-in/email', {
          method: 'POST',
          json: { email: 'x@example.fr', password: 'whatever' },
        });
        statuses.push(response.status);
        if (response.status === 429) {
          expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
          expect((await response.json()).error.message).toMatch(
            /^Trop de tentatives\. Veuillez réessayer dans \d+ (seconde|minute)s?\.$/,
          );
        }
      }
      expect(statuses).toContain(429);
    } finally {
      await limited.close();
    }
  });
});
