import { RESET_REQUEST_ANSWER_MS } from './routes';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { call, signUp, type TestUser } from '../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const resetMailsTo = (email: string) =>
  t.mails.filter((mail) => mail.to === email && mail.link?.includes('/password-reset?token='));

/** Asks for a reset link for `user` and returns the token the mail carries. */
async function requestResetToken(user: TestUser): Promise<string> {
  const before = resetMailsTo(user.email).length;
  const response = await call(t, '/api/auth/request-password-reset', {
    method: 'POST',
    json: { email: user.email },
  });
  expect(response.status).toBe(200);
  const mails = resetMailsTo(user.email);
  expect(mails).toHaveLength(before + 1);
  const token = new URL(mails.at(-1)!.link!).searchParams.get('token');
  expect(token).toBeTruthy();
  return token!;
}

const signIn = (email: string, password: string) =>
  call(t, '/api/auth/sign-in/email', { method: 'POST', json: { email, password } });

const resetPassword = (token: string, newPassword: string) =>
  call(t, '/api/auth/reset-password', { method: 'POST', json: { token, newPassword } });

const tokenIsValid = async (token: string) => {
  const response = await call(t, `/api/auth/reset-password-token/${encodeURIComponent(token)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { valid: boolean }).valid;
};

describe('password reset', () => {
  it('accepts a reset token once: the new password works, the old one no longer does', async () => {
    const user = await signUp(t, 'client', { password: 'ancien-mdp' });
    const token = await requestResetToken(user);
    expect(await tokenIsValid(token)).toBe(true);

    expect((await resetPassword(token, 'nouveau-mdp')).status).toBe(200);

    const again = await resetPassword(token, 'encore-un-autre');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: {
        code: 'INVALID_TOKEN',
        message: 'Le lien de réinitialisation a expiré. Veuillez en demander un nouveau.',
      },
    });
    expect(await tokenIsValid(token)).toBe(false);
    expect((await signIn(user.email, 'ancien-mdp')).status).toBe(401);
    expect((await signIn(user.email, 'encore-un-autre')).status).toBe(401);
    expect((await signIn(user.email, 'nouveau-mdp')).status).toBe(200);
  });

  it('signs out the sessions that were open before the reset', async () => {
    const user = await signUp(t, 'consultant');
    expect((await user.request('/api/me')).status).toBe(200);
    const token = await requestResetToken(user);
    expect((await resetPassword(token, 'nouveau-mdp')).status).toBe(200);
    expect((await user.request('/api/me')).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const user = await signUp(t, 'client', { password: 'ancien-mdp' });
    const token = await requestResetToken(user);
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(and(eq(verifications.value, user.id), like(verifications.identifier, 'reset-password:%')));

    expect(await tokenIsValid(token)).toBe(false);
    const response = await resetPassword(token, 'nouveau-mdp');
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('INVALID_TOKEN');
    expect((await signIn(user.email, 'ancien-mdp')).status).toBe(200);
  });

  it('refuses an unknown token', async () => {
    expect(await tokenIsValid('pas-un-vrai-jeton')).toBe(false);
    expect((await resetPassword('pas-un-vrai-jeton', 'nouveau-mdp')).status).toBe(400);
  });

  it('answers the same, in the same time, for a known and an unknown email, and mails only the known one', async () => {
    const user = await signUp(t, 'client');
    const unknownEmail = `personne-${Date.now()}@example.fr`;
    const mailsBefore = t.mails.length;

    // The time of each answer must not tell them apart: both wait for the same floor.
    let started = performance.now();
    const known = await call(t, '/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: user.email },
    });
    const knownMs = performance.now() - started;
    started = performance.now();
    const unknown = await call(t, '/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: unknownEmail },
    });
    const unknownMs = performance.now() - started;

    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(knownMs).toBeGreaterThanOrEqual(RESET_REQUEST_ANSWER_MS - 1);
    expect(unknownMs).toBeGreaterThanOrEqual(RESET_REQUEST_ANSWER_MS - 1);
    expect(await unknown.json()).toEqual(await known.json());
    const sent = t.mails.slice(mailsBefore);
    expect(sent.map((mail) => mail.to)).toEqual([user.email]);
    expect(t.mails.some((mail) => mail.to === unknownEmail)).toBe(false);
  });

  it('asks for an email before sending anything, in French', async () => {
    const response = await call(t, '/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: '' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Veuillez entrer votre adresse email');
  });
});
