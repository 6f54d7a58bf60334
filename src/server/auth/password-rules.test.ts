import { hashPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, verifications } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { call, cookieFrom, signUp, type TestUser } from '../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const TOO_COMMON = {
  code: 'PASSWORD_TOO_COMMON',
  message: 'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.',
};
const PERSONAL = {
  code: 'PASSWORD_CONTAINS_PERSONAL_INFO',
  message: 'Le mot de passe ne doit pas contenir votre nom ou votre adresse email.',
};

let counter = 0;
const signUpWith = (fields: { password: string; email?: string; firstName?: string; lastName?: string }) => {
  counter += 1;
  return call(t, '/api/auth/sign-up/email', {
    method: 'POST',
    json: {
      firstName: fields.firstName ?? 'Camille',
      lastName: fields.lastName ?? 'Durand',
      email: fields.email ?? `regle${counter}-${Date.now()}@example.fr`,
      password: fields.password,
      role: 'client',
    },
  });
};

const signIn = (email: string, password: string) =>
  call(t, '/api/auth/sign-in/email', { method: 'POST', json: { email, password } });

/** Asks for a reset link and returns the token its mail carries. */
async function requestResetToken(user: { email: string }): Promise<string> {
  const response = await call(t, '/api/auth/request-password-reset', {
    method: 'POST',
    json: { email: user.email },
  });
  expect(response.status).toBe(200);
  const mail = t.mails.findLast((m) => m.to === user.email && m.link?.includes('/password-reset?token='));
  return new URL(mail!.link!).searchParams.get('token')!;
}

const resetPassword = (token: string, newPassword: string) =>
  call(t, '/api/auth/reset-password', { method: 'POST', json: { token, newPassword } });

const changePassword = (user: TestUser, newPassword: string, cookie = user.cookie) =>
  call(t, '/api/auth/change-password', {
    method: 'POST',
    cookie,
    json: { currentPassword: user.password, newPassword },
  });

/** A second session of the same user, as from another device. */
async function otherDevice(user: TestUser): Promise<string> {
  const response = await signIn(user.email, user.password);
  expect(response.status).toBe(200);
  return cookieFrom(response);
}

describe('new passwords that are too easy to guess', () => {
  it.each(['123456', 'azerty', 'motdepasse', 'soleil', 'Azerty123', 'password1'])(
    'refuses %s at sign-up, in French, and creates no account',
    async (password) => {
      const email = `courant${counter}-${Date.now()}@example.fr`;
      const response = await signUpWith({ password, email });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: TOO_COMMON });
      expect((await signIn(email, password)).status).toBe(401);
    },
  );

  it('still answers with the length message for a password under 6 characters', async () => {
    const response = await signUpWith({ password: 'azert' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Le mot de passe doit contenir au moins 6 caractères');
  });

  it('refuses a password containing the local part of the email, whatever its case', async () => {
    const response = await signUpWith({
      email: 'brigitte.lenoir@example.fr',
      password: 'BRIGITTE.lenoir!2031',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: PERSONAL });
  });

  it('refuses a password containing the first or last name, accents and case aside', async () => {
    const first = await signUpWith({
      firstName: 'Hélène',
      lastName: 'Garnier',
      password: 'helene-Vermeil-88',
    });
    expect(first.status).toBe(400);
    expect(await first.json()).toEqual({ error: PERSONAL });
    const last = await signUpWith({ firstName: 'Zoé', lastName: 'Lefèvre', password: 'xLEFEVREx-7410' });
    expect(last.status).toBe(400);
    expect(await last.json()).toEqual({ error: PERSONAL });
  });

  it('accepts a password that is neither common nor personal', async () => {
    const response = await signUpWith({
      firstName: 'Hélène',
      lastName: 'Garnier',
      password: 'Velours-Indigo-42',
    });
    expect(response.status).toBe(200);
  });

  it('refuses a common or personal password on reset, and the link still works afterwards', async () => {
    const user = await signUp(t, 'client', { firstName: 'Albane', lastName: 'Rivière' });
    const token = await requestResetToken(user);

    const common = await resetPassword(token, 'azerty');
    expect(common.status).toBe(400);
    expect(await common.json()).toEqual({ error: TOO_COMMON });
    const personal = await resetPassword(token, 'Riviere-du-Sud-9');
    expect(personal.status).toBe(400);
    expect(await personal.json()).toEqual({ error: PERSONAL });

    expect((await signIn(user.email, 'azerty')).status).toBe(401);
    expect((await resetPassword(token, 'Tilleul-Ardoise-57')).status).toBe(200);
    expect((await signIn(user.email, 'Tilleul-Ardoise-57')).status).toBe(200);
  });

  it('refuses a common or personal password on change, and keeps the old one', async () => {
    const user = await signUp(t, 'consultant', { firstName: 'Maëlys', lastName: 'Fontaine' });
    const common = await changePassword(user, 'soleil');
    expect(common.status).toBe(400);
    expect(await common.json()).toEqual({ error: TOO_COMMON });
    const personal = await changePassword(user, 'maelys-Orage-2031');
    expect(personal.status).toBe(400);
    expect(await personal.json()).toEqual({ error: PERSONAL });
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it('lets an account made before the rule sign in with its weak password', async () => {
    const user = await signUp(t, 'client');
    await t.db
      .update(accounts)
      .set({ password: await hashPassword('azerty') })
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
    expect((await signIn(user.email, 'azerty')).status).toBe(200);
  });
});

describe('reset links', () => {
  it('are stored hashed: the token from the mail is nowhere in the verifications table', async () => {
    const user = await signUp(t, 'client');
    const token = await requestResetToken(user);
    const rows = await t.db.select().from(verifications).where(eq(verifications.value, user.id));
    expect(rows).toHaveLength(1);
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(token);
    expect((await resetPassword(token, 'Tilleul-Ardoise-57')).status).toBe(200);
  });

  it('are refused once the password was changed from the settings', async () => {
    const user = await signUp(t, 'client');
    const token = await requestResetToken(user);
    expect((await changePassword(user, 'Granit-Cerise-3140')).status).toBe(200);

    const response = await resetPassword(token, 'Tilleul-Ardoise-57');
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('INVALID_TOKEN');
    expect((await signIn(user.email, 'Granit-Cerise-3140')).status).toBe(200);
  });

  it('are all refused once one of them was used', async () => {
    const user = await signUp(t, 'client');
    const first = await requestResetToken(user);
    const second = await requestResetToken(user);
    expect(first).not.toBe(second);
    expect((await resetPassword(second, 'Tilleul-Ardoise-57')).status).toBe(200);

    const response = await resetPassword(first, 'Granit-Cerise-3140');
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('INVALID_TOKEN');
    expect((await signIn(user.email, 'Tilleul-Ardoise-57')).status).toBe(200);
  });
});

describe('sessions on a password change', () => {
  it('ends every other session but keeps the one that changed it, even when not asked to', async () => {
    const user = await signUp(t, 'client');
    const phone = await otherDevice(user);
    expect((await call(t, '/api/me', { cookie: phone })).status).toBe(200);

    const response = await changePassword(user, 'Granit-Cerise-3140');
    expect(response.status).toBe(200);
    expect((await call(t, '/api/me', { cookie: phone })).status).toBe(401);
    expect((await call(t, '/api/me', { cookie: cookieFrom(response) })).status).toBe(200);
  });

  it('ends every session on a reset', async () => {
    const user = await signUp(t, 'client');
    const phone = await otherDevice(user);
    const token = await requestResetToken(user);
    expect((await resetPassword(token, 'Tilleul-Ardoise-57')).status).toBe(200);
    expect((await call(t, '/api/me', { cookie: phone })).status).toBe(401);
    expect((await user.request('/api/me')).status).toBe(401);
  });
});
