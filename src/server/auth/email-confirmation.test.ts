import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { call, confirmEmail, mailedLink, signUp, type TestUser } from '../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const resend = (user: TestUser, json: unknown = {}) =>
  user.request('/api/auth/send-verification-email', { method: 'POST', json });

const mailsTo = (email: string) => t.mails.filter((m) => m.to === email).length;

describe('confirming the email address', () => {
  it('shows on /api/me whether the address is confirmed', async () => {
    const user = await signUp(t, 'consultant');
    // The mailed link leads to the page saying the address is confirmed.
    expect(mailedLink(t, user.email, 'verify-email').searchParams.get('callbackURL')).toBe(
      '/confirmation-email',
    );
    expect((await (await user.request('/api/me')).json()).emailVerified).toBe(false);
    await confirmEmail(t, user);
    expect((await (await user.request('/api/me')).json()).emailVerified).toBe(true);
  });

  it("sends the confirmation mail again, to the signed-in user's own address only", async () => {
    const user = await signUp(t, 'consultant');
    const victim = 'victime@example.fr';
    const before = mailsTo(user.email);
    const response = await resend(user, { email: victim });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true, message: 'Email de confirmation envoyé' });
    expect(mailsTo(user.email)).toBe(before + 1);
    expect(mailsTo(victim)).toBe(0);
    // The new link works like the first.
    await confirmEmail(t, user);
    expect((await (await user.request('/api/me')).json()).emailVerified).toBe(true);
  });

  it('leads the mail back to the invitation the user is accepting, and nowhere else', async () => {
    const user = await signUp(t, 'client');
    const token = 'A'.repeat(43);
    expect((await resend(user, { inviteToken: token })).status).toBe(200);
    expect(mailedLink(t, user.email, 'verify-email').searchParams.get('callbackURL')).toBe(
      `/invite/${token}`,
    );
    expect((await resend(user, { inviteToken: '../../evil' })).status).toBe(400);
  });

  it('refuses a signed-out caller, and says when the address is already confirmed', async () => {
    const signedOut = await call(t, '/api/auth/send-verification-email', {
      method: 'POST',
      json: { email: 'quelquun@example.fr' },
    });
    expect(signedOut.status).toBe(401);
    expect((await signedOut.json()).error.message).toBe('Vous devez être connecté.');
    expect(mailsTo('quelquun@example.fr')).toBe(0);

    const user = await signUp(t, 'client');
    await confirmEmail(t, user);
    const before = mailsTo(user.email);
    const again = await resend(user);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: 'EMAIL_ALREADY_VERIFIED', message: 'Votre adresse email est déjà confirmée.' },
    });
    expect(mailsTo(user.email)).toBe(before);
  });
});

describe('names', () => {
  const signUpNamed = (firstName: string, lastName = 'Moreau') =>
    call(t, '/api/auth/sign-up/email', {
      method: 'POST',
      json: {
        firstName,
        lastName,
        email: `nom-${Date.now()}-${Math.random()}@example.fr`,
        password: 'Velours-Indigo-42',
        role: 'consultant',
      },
    });

  it.each([
    'Cliquez sur https://evil.example',
    'evil.example',
    'www.evil',
    'Appelez le 0612345678',
    'a'.repeat(51),
  ])('refuses %s as a name at sign-up, in French', async (firstName) => {
    const response = await signUpNamed(firstName);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(
      /^(Seuls les lettres, espaces, apostrophes, tirets et points \(ex\. «\u00A0J\.\u00A0»\) sont acceptés|50 caractères maximum)$/,
    );
  });

  it.each(['Anne-Sophie', "D'Artagnan", 'Zoë', 'J. R.', 'Jean-Éric Jr.', 'N’Diaye', 'Ñúñez Çelik'])(
    'accepts %s',
    async (name) => {
      expect((await signUpNamed(name, name)).status).toBe(200);
    },
  );

  it('refuses a link in the names of the profile form too', async () => {
    const user = await signUp(t, 'consultant');
    const response = await user.request('/api/me', {
      method: 'PATCH',
      json: { firstName: 'Inès', lastName: 'evil.example/connexion' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(
      'Seuls les lettres, espaces, apostrophes, tirets et points (ex. « J. ») sont acceptés',
    );
  });
});
