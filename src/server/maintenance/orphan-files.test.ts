import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClothingItem } from '~/domain/wardrobe';
import { consultantClients } from '../db/schema';
import { imageForm, solidPng } from '../test/images';
import { createTestApp, type TestApp } from '../test/test-app';
import { signUp } from '../test/users';
import { sweepOrphanFiles } from './orphan-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const TWO_HOURS_MS = 2 * 60 * 60 * 1000;

/** Makes the stored files look as if they had been written two hours ago. */
async function age(keys: string[]) {
  const then = new Date(Date.now() - TWO_HOURS_MS);
  for (const key of keys) await utimes(join(t.filesDir, key), then, then);
}

describe('the orphan file sweep', () => {
  it('removes an old file no row references, and keeps referenced files, cached variants and young files', async () => {
    const consultant = await signUp(t, 'consultant');
    const client = await signUp(t, 'client');
    await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
    const photo = imageForm({ file: { bytes: await solidPng(), name: 'p.png', type: 'image/png' } });
    expect((await client.request('/api/me/photo', { method: 'PUT', body: photo })).status).toBe(200);
    const form = imageForm({
      category: 'top',
      file: { bytes: await solidPng(300, 300), name: 'g.png', type: 'image/png' },
      enhanced: { bytes: await solidPng(300, 300), name: 'e.png', type: 'image/png' },
    });
    const created = await client.request('/api/wardrobe/items', { method: 'POST', body: form });
    expect(created.status).toBe(201);
    const garment = (await created.json()) as ClothingItem;
    // The first view caches the display variant beside the garment's files.
    expect((await client.request(`/api/clothing/${garment.id}/image/display`)).status).toBe(200);
    const canvas = await sharp({ create: { width: 600, height: 600, channels: 4, background: '#eee' } })
      .png()
      .toBuffer();
    const outfit = imageForm({
      name: 'Tenue',
      itemIds: JSON.stringify([garment.id]),
      image: { bytes: canvas, name: 'o.png', type: 'image/png' },
    });
    const outfitCreated = await consultant.request(`/api/clients/${client.id}/outfits`, {
      method: 'POST',
      body: outfit,
    });
    expect(outfitCreated.status).toBe(201);
    const referenced = await t.listFiles();
    expect(referenced.filter((key) => key.endsWith('display.webp'))).toHaveLength(1);
    expect(referenced).toHaveLength(5);

    const oldOrphans = [
      `users/${client.id}/clothing/${crypto.randomUUID()}/original.jpg`,
      `users/${client.id}/clothing/${crypto.randomUUID()}/display.webp`,
      `users/${consultant.id}/outfits/${crypto.randomUUID()}.png`,
    ];
    const youngOrphan = `users/${client.id}/profile-photo-${Date.now()}.jpg`;
    const typeOf = (key: string) =>
      ({ jpg: 'image/jpeg', webp: 'image/webp', png: 'image/png' })[key.split('.').pop()!]!;
    for (const key of [...oldOrphans, youngOrphan])
      await t.deps.storage.put(key, Buffer.from('x'), typeOf(key));
    await age([...referenced, ...oldOrphans]);

    const result = await sweepOrphanFiles({ db: t.db, storage: t.deps.storage, now: () => new Date() });

    expect(result).toEqual({ scanned: 9, removed: 3, failed: 0 });
    expect((await t.listFiles()).sort()).toEqual([...referenced, youngOrphan].sort());
  });

  it('sweeps a young orphan once the clock passes the age threshold', async () => {
    const user = await signUp(t, 'client');
    const key = `users/${user.id}/clothing/${crypto.randomUUID()}/original.jpg`;
    await t.deps.storage.put(key, Buffer.from('x'), 'image/jpeg');
    const inAnHour = () => new Date(Date.now() + 61 * 60 * 1000);
    await sweepOrphanFiles({ db: t.db, storage: t.deps.storage, now: () => new Date() });
    expect(await t.listFiles()).toContain(key);
    await sweepOrphanFiles({ db: t.db, storage: t.deps.storage, now: inAnHour });
    expect(await t.listFiles()).not.toContain(key);
  });
});
