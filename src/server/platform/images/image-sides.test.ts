import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultantClients } from '../../db/schema';
import { uploadGarment } from '../../test/garments';
import { imageForm, pngStrip, solidPng } from '../../test/images';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, type TestUser } from '../../test/users';
import { decodeGarmentPhoto } from './enhance/decode-photo';
import { UnreadableImageError } from './enhance/enhancer';

/**
 * Issue 31: a 38 KB PNG of 39,000,000 x 1 pixels is under the pixel limit (40 million) but cost the server about
 * 300 MB to decode, and 1 x 39,000,000 seconds of CPU. Every upload route refuses both from the header, before
 * decoding, with a French 400 that says why.
 */
const TOO_LONG_A_SIDE = "L'image est trop grande : 12\u202f000 pixels au plus de côté.";

const shapes: [string, () => Buffer][] = [
  ['39,000,000 x 1', () => wide],
  ['1 x 39,000,000', () => tall],
];
let wide: Buffer;
let tall: Buffer;

const file = (bytes: Buffer) => ({ bytes, name: 'bande.png', type: 'image/png' });

/** Each upload route, sending `bytes` where it expects a photo; a fresh client (and consultant) per call. */
const routes: [string, (t: TestApp, bytes: Buffer) => Promise<Response>][] = [
  [
    'POST /api/wardrobe/items (photo)',
    async (t, bytes) =>
      (await signUp(t, 'client')).request('/api/wardrobe/items', {
        method: 'POST',
        body: imageForm({ category: 'top', file: file(bytes) }),
      }),
  ],
  [
    'POST /api/wardrobe/items (cutout)',
    async (t, bytes) =>
      (await signUp(t, 'client')).request('/api/wardrobe/items', {
        method: 'POST',
        body: imageForm({ category: 'top', file: file(await smallPng()), enhanced: file(bytes) }),
      }),
  ],
  [
    'PUT /api/wardrobe/items/:id/cutout',
    async (t, bytes) => {
      const client = await signUp(t, 'client');
      const item = await uploadGarment(client);
      return client.request(`/api/wardrobe/items/${item.id}/cutout`, {
        method: 'PUT',
        body: imageForm({ file: file(bytes) }),
      });
    },
  ],
  [
    'PUT /api/me/photo',
    async (t, bytes) =>
      (await signUp(t, 'client')).request('/api/me/photo', {
        method: 'PUT',
        body: imageForm({ file: file(bytes) }),
      }),
  ],
  [
    'POST /api/enhance',
    async (t, bytes) =>
      (await signUp(t, 'client')).request('/api/enhance', {
        method: 'POST',
        body: imageForm({ file: file(bytes) }),
      }),
  ],
  [
    'POST /api/wardrobe/captures',
    async (t, bytes) =>
      (await signUp(t, 'client')).request('/api/wardrobe/captures', {
        method: 'POST',
        body: imageForm({ file: file(bytes) }),
      }),
  ],
  [
    'POST /api/clients/:clientId/catalogue',
    async (t, bytes) => {
      const { consultant, client } = await linkedPair(t);
      return consultant.request(`/api/clients/${client.id}/catalogue`, {
        method: 'POST',
        body: imageForm({ category: 'top', file: file(bytes) }),
      });
    },
  ],
  [
    'POST /api/clients/:clientId/outfits',
    async (t, bytes) => {
      const { consultant, client } = await linkedPair(t);
      const item = await uploadGarment(client);
      return consultant.request(`/api/clients/${client.id}/outfits`, {
        method: 'POST',
        body: imageForm({ name: 'Tenue', itemIds: JSON.stringify([item.id]), image: file(bytes) }),
      });
    },
  ],
];

const smallPng = () => solidPng(60, 60);

async function linkedPair(t: TestApp): Promise<{ consultant: TestUser; client: TestUser }> {
  const consultant = await signUp(t, 'consultant');
  const client = await signUp(t, 'client');
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  return { consultant, client };
}

describe('an image with a side over 12,000 pixels', () => {
  let t: TestApp;
  beforeAll(async () => {
    wide = pngStrip(39_000_000, 1);
    tall = pngStrip(1, 39_000_000);
    t = await createTestApp({ enhance: { workers: 1, maxQueue: 4, engine: 'u2netp' } });
  });
  afterAll(() => t.close());

  it('is a small, valid PNG under the pixel limit', () => {
    expect(wide.length).toBeLessThan(40 * 1024);
    expect(tall.length).toBeLessThan(80 * 1024);
  });

  it.each(shapes)("is refused by the enhancement worker's decoder too: %s", async (_shape, bytes) => {
    await expect(decodeGarmentPhoto(bytes())).rejects.toBeInstanceOf(UnreadableImageError);
  });

  describe.each(routes)('%s', (_route, send) => {
    it.each(shapes)('refuses %s with a French 400', async (_shape, bytes) => {
      const response = await send(t, bytes());
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'IMAGE_TOO_LARGE_SIDE', message: TOO_LONG_A_SIDE },
      });
    });
  });
});
