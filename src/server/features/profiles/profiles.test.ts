import { ACCOUNT_DELETION_TEXTS } from '~/domain/profile';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, clothingItems, consultantClients, profiles, sessions } from '../../db/schema';
import { jpegWithGps, solidPng } from '../../test/images';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, cookieFrom, signUp, type TestUser } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type MeBody = { id: string; role: string; firstName: string; lastName: string; photoUrl: string | null };

const png = (width = 640, height = 480) => solidPng(width, height);

function photoForm(bytes: Buffer, name = 'photo.png', type = 'image/png') {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

const uploadPhoto = (user: TestUser, form: FormData) =>
  user.request('/api/me/photo', { method: 'PUT', body: form });

async function me(user: TestUser): Promise<MeBody> {
  const response = await user.request('/api/me');
  expect(response.status).toBe(200);
  return (await response.json()) as MeBody;
}

const userFiles = async (user: TestUser) =>
  (await t.listFiles()).filter((file) => file.startsWith(`users/${user.id}/`));

async function storedPhoto(user: TestUser) {
  const url = (await me(user)).photoUrl;
  expect(url).toMatch(new RegExp(`^/api/profiles/${user.id}/photo`));
  const response = await user.request(url!);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('GET /api/me', () => {
  it('requires a session, with a French message', async () => {
    const response = await call(t, '/api/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Vous devez être connecté.' },
    });
  });

  it('returns the signed-in user without a photo at first', async () => {
    const user = await signUp(t, 'consultant', { firstName: 'Inès', lastName: 'Moreau' });
    expect(await me(user)).toEqual({
      id: user.id,
      role: 'consultant',
      firstName: 'Inès',
      lastName: 'Moreau',
      email: user.email,
      emailVerified: false,
      photoUrl: null,
      consentedAt: null,
    });
  });
});

describe('PATCH /api/me', () => {
  it('trims and saves the names', async () => {
    const user = await signUp(t, 'client');
    const response = await user.request('/api/me', {
      method: 'PATCH',
      json: { firstName: '  Léa ', lastName: ' Dubois  ' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ firstName: 'Léa', lastName: 'Dubois' });
    expect(await me(user)).toMatchObject({ firstName: 'Léa', lastName: 'Dubois' });
  });

  it.each([
    { firstName: '', lastName: 'Dubois' },
    { firstName: 'Léa', lastName: '   ' },
    { firstName: 'Léa' },
  ])('refuses empty names (%o) and changes nothing', async (body) => {
    const user = await signUp(t, 'client', { firstName: 'Avant', lastName: 'Changement' });
    const response = await user.request('/api/me', { method: 'PATCH', json: body });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Le prénom et le nom sont requis');
    expect(await me(user)).toMatchObject({ firstName: 'Avant', lastName: 'Changement' });
  });

  it('ignores a role slipped into the body', async () => {
    const user = await signUp(t, 'client');
    const response = await user.request('/api/me', {
      method: 'PATCH',
      json: { firstName: 'Léa', lastName: 'Dubois', role: 'consultant', email: 'autre@example.fr' },
    });
    expect(response.status).toBe(200);
    expect(await me(user)).toMatchObject({ role: 'client', email: user.email, firstName: 'Léa' });
  });

  it('answers a malformed JSON body with a French 400', async () => {
    const user = await signUp(t, 'client');
    const response = await user.request('/api/me', {
      method: 'PATCH',
      body: '{"firstName": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Données invalides.');
  });

  it('requires a session', async () => {
    const response = await call(t, '/api/me', { method: 'PATCH', json: { firstName: 'A', lastName: 'B' } });
    expect(response.status).toBe(401);
  });
});

describe('profile photo upload', () => {
  it('turns a PNG into a 200x200 JPEG', async () => {
    const user = await signUp(t, 'consultant');
    const response = await uploadPhoto(user, photoForm(await png()));
    expect(response.status).toBe(200);
    const body = (await response.json()) as MeBody;
    expect(body.photoUrl).toMatch(new RegExp(`^/api/profiles/${user.id}/photo\\?v=\\d+$`));
    const meta = await sharp(await storedPhoto(user)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 200 });
  });

  it('strips EXIF and GPS metadata from a JPEG', async () => {
    const user = await signUp(t, 'client');
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await uploadPhoto(user, photoForm(original, 'IMG_0001.jpg', 'image/jpeg'));
    expect(response.status).toBe(200);
    const stored = await storedPhoto(user);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('Phone'))).toBe(false);
  });

  it('removes the old file when the photo is replaced', async () => {
    const user = await signUp(t, 'client');
    await uploadPhoto(user, photoForm(await png()));
    const [first] = await userFiles(user);
    expect(first).toBeDefined();
    t.advanceTime(1000);
    const second = await uploadPhoto(user, photoForm(await png(300, 900)));
    expect(second.status).toBe(200);
    const files = await userFiles(user);
    expect(files).toHaveLength(1);
    expect(files[0]).not.toBe(first);
    expect((await second.json()).photoUrl).toContain(files[0]!.match(/(\d+)\.jpg$/)![1]);
  });

  it('removes the photo on DELETE', async () => {
    const user = await signUp(t, 'consultant');
    await uploadPhoto(user, photoForm(await png()));
    const oldUrl = (await me(user)).photoUrl!;
    const response = await user.request('/api/me/photo', { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect((await response.json()).photoUrl).toBeNull();
    expect(await userFiles(user)).toEqual([]);
    expect((await me(user)).photoUrl).toBeNull();
    expect((await user.request(oldUrl)).status).toBe(404);
  });

  it.each([
    [
      'a GIF',
      () =>
        sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      'a.gif',
      'image/gif',
    ],
    [
      'a text file renamed .jpg',
      async () => Buffer.from('ceci n’est pas une image'),
      'photo.jpg',
      'image/jpeg',
    ],
  ])('refuses %s with 415 and stores nothing', async (_label, make, name, type) => {
    const user = await signUp(t, 'client');
    const response = await uploadPhoto(user, photoForm(await make(), name, type));
    expect(response.status).toBe(415);
    expect((await response.json()).error.message).toBe('Seuls les fichiers JPEG et PNG sont acceptés');
    expect(await userFiles(user)).toEqual([]);
    expect((await me(user)).photoUrl).toBeNull();
  });

  it('refuses a 6 MB upload with 413 and stores nothing', async () => {
    const user = await signUp(t, 'client');
    const big = Buffer.alloc(6 * 1024 * 1024);
    (await png(10, 10)).copy(big);
    const response = await uploadPhoto(user, photoForm(big, 'big.png'));
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toBe('La taille du fichier ne doit pas dépasser 5 MB');
    expect(await userFiles(user)).toEqual([]);
  });

  it('refuses a request without a file', async () => {
    const user = await signUp(t, 'client');
    const response = await uploadPhoto(user, new FormData());
    expect(response.status).toBe(400);
  });
});

describe('GET /api/profiles/:id/photo', () => {
  let owner: TestUser;
  let photoUrl: string;
  beforeAll(async () => {
    owner = await signUp(t, 'client');
    await uploadPhoto(owner, photoForm(await png()));
    photoUrl = (await me(owner)).photoUrl!;
  });

  it('serves the owner with an ETag, then 304 when unchanged', async () => {
    const response = await owner.request(photoUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await owner.request(photoUrl, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('answers 404 to a stranger, as if there were no photo', async () => {
    const stranger = await signUp(t, 'consultant');
    const response = await stranger.request(photoUrl);
    expect(response.status).toBe(404);
  });

  it('serves a linked consultant', async () => {
    const consultant = await signUp(t, 'consultant');
    await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: owner.id });
    expect((await consultant.request(photoUrl)).status).toBe(200);
  });

  it('answers 404 to an id that is not a profile id', async () => {
    expect((await owner.request('/api/profiles/pas-un-id/photo')).status).toBe(404);
  });

  it('requires a session', async () => {
    expect((await call(t, photoUrl)).status).toBe(401);
  });
});

describe('POST /api/auth/change-password', () => {
  it('keeps the user signed in with the rotated cookie and accepts only the new password', async () => {
    const user = await signUp(t, 'consultant');
    const response = await user.request('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: user.password, newPassword: 'nouveau-mdp', revokeOtherSessions: true },
    });
    expect(response.status).toBe(200);
    const rotated = cookieFrom(response);
    expect(rotated).toContain('atelier.session_token=');
    expect((await call(t, '/api/me', { cookie: rotated })).status).toBe(200);
    const signIn = (password: string) =>
      call(t, '/api/auth/sign-in/email', { method: 'POST', json: { email: user.email, password } });
    expect((await signIn(user.password)).status).toBe(401);
    expect((await signIn('nouveau-mdp')).status).toBe(200);
  });

  it('refuses a wrong current password in French', async () => {
    const user = await signUp(t, 'client');
    const response = await user.request('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: 'pas-le-bon', newPassword: 'nouveau-mdp', revokeOtherSessions: true },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Le mot de passe actuel est incorrect.');
    expect((await me(user)).id).toBe(user.id);
  });
});

describe('DELETE /api/me', () => {
  it('erases the profile, sessions, accounts and every file of the user', async () => {
    const user = await signUp(t, 'client');
    const other = await signUp(t, 'client');
    await uploadPhoto(user, photoForm(await png()));
    await uploadPhoto(other, photoForm(await png()));
    const imageKey = `users/${user.id}/clothing/item-1.png`;
    await t.deps.storage.put(imageKey, await png(50, 50), 'image/png');
    await t.db.insert(clothingItems).values({ userId: user.id, category: 'top', imageKey });
    expect(await userFiles(user)).toHaveLength(2);

    const response = await user.request('/api/me', {
      method: 'DELETE',
      json: { password: user.password },
    });
    expect(response.status).toBe(204);

    expect(await t.db.select().from(profiles).where(eq(profiles.id, user.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(accounts).where(eq(accounts.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(clothingItems).where(eq(clothingItems.userId, user.id))).toEqual([]);
    expect(await userFiles(user)).toEqual([]);
    expect(await userFiles(other)).toHaveLength(1);
    expect((await user.request('/api/me')).status).toBe(401);
    const signIn = await call(t, '/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: user.email, password: user.password },
    });
    expect(signIn.status).toBe(401);
  });

  it('requires a session', async () => {
    expect((await call(t, '/api/me', { method: 'DELETE', json: { password: 'x' } })).status).toBe(401);
  });

  it('asks for the password: a session left open is not enough', async () => {
    const user = await signUp(t, 'client');
    const missing = await user.request('/api/me', { method: 'DELETE', json: {} });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.message).toBe(ACCOUNT_DELETION_TEXTS.passwordRequired);
    const wrong = await user.request('/api/me', { method: 'DELETE', json: { password: 'Pas-Le-Bon-99' } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toEqual({
      code: 'INVALID_PASSWORD',
      message: 'Le mot de passe actuel est incorrect.',
    });
    expect(await t.db.select().from(profiles).where(eq(profiles.id, user.id))).toHaveLength(1);
    expect((await user.request('/api/me')).status).toBe(200);
  });
});
