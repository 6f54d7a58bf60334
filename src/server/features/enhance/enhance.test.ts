import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gif, imageForm, solidPng, garmentPhoto } from '../../test/images';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, signUp, type TestUser } from '../../test/users';

const enhance = (user: TestUser, bytes: Buffer, name = 'robe.jpg') =>
  user.request('/api/enhance', {
    method: 'POST',
    body: imageForm({ file: { bytes, name, type: 'image/jpeg' } }),
  });

describe('POST /api/enhance', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    // One thread and no waiting line, so a second request during the first is refused.
    t = await createTestApp({ enhance: { workers: 1, maxQueue: 0, engine: 'u2netp' } });
    user = await signUp(t, 'client');
  });
  afterAll(() => t.close());

  it('requires a session', async () => {
    const response = await call(t, '/api/enhance', {
      method: 'POST',
      body: imageForm({ file: { bytes: await garmentPhoto(), name: 'a.jpg', type: 'image/jpeg' } }),
    });
    expect(response.status).toBe(401);
  });

  it('returns the garment as a PNG with a transparent background, longest side 512', async () => {
    const response = await enhance(user, await garmentPhoto());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-enhance-confidence')).toBe('ok');
    const png = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 410, height: 512, hasAlpha: true });
    const { data } = await sharp(png).extractChannel(3).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBe(0); // a corner of the sheet
    expect(data[256 * 410 + 205]).toBe(255); // the middle of the dress
  });

  it.each([
    ['#b3262e', 'red'],
    ['#2b4a7a', 'blue'],
    ['#1f1f24', 'black'],
    ['#2e7d32', 'green'],
  ])("names the colour of a %s garment measured on the cutout's opaque pixels: %s", async (fill, color) => {
    const response = await enhance(user, await garmentPhoto(fill));
    expect(response.status).toBe(200);
    // The off-white sheet around it is most of the photo, and must not count.
    expect(response.headers.get('x-enhance-color')).toBe(color);
  });

  it('names no colour when no garment was found', async () => {
    const blank = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#eeeeee' } })
      .jpeg()
      .toBuffer();
    const response = await enhance(user, blank);
    expect(response.headers.get('x-enhance-confidence')).toBe('foreground_too_small');
    expect(response.headers.get('x-enhance-color')).toBeNull();
  });

  it('refuses a truncated PNG as unreadable, like the other upload routes', async () => {
    const png = await solidPng(800, 600);
    const response = await enhance(user, png.subarray(0, Math.floor(png.length / 2)), 'cut.png');
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({
      code: 'IMAGE_UNREADABLE',
      message: "L'image est illisible ou corrompue.",
    });
  });

  it('refuses what is not a JPEG or PNG, in French', async () => {
    const response = await enhance(user, await gif(), 'a.gif');
    expect(response.status).toBe(415);
    expect((await response.json()).error.message).toBe('Seuls les fichiers JPEG et PNG sont acceptés');
  });

  it('answers 503 in French while every worker is busy', async () => {
    const photo = await garmentPhoto();
    const [first, second] = await Promise.all([enhance(user, photo), enhance(user, photo)]);
    expect([first.status, second.status].sort()).toEqual([200, 503]);
    const refused = first.status === 503 ? first : second;
    expect(refused.headers.get('retry-after')).toBe('2');
    expect((await refused.json()).error.message).toBe(
      "Le service d'amélioration est occupé. Veuillez réessayer dans quelques instants.",
    );
  });
});
