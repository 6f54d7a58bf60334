import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClothingItem } from '~/domain/wardrobe';
import { getTableColumns, is, Table } from 'drizzle-orm';
import { EMPTY_DIAGNOSIS_INPUT } from '~/domain/diagnosis';
import * as schema from '../db/schema';
import { consultantClients } from '../db/schema';
import { imageForm, solidPng } from '../test/images';
import { createTestApp, type TestApp } from '../test/test-app';
import { signUp } from '../test/users';
import { STORED_FILE_COLUMNS, sweepOrphanFiles } from './orphan-files';

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
  it('knows every column of the schema that names a stored file', () => {
    const keyColumns = Object.values(schema as Record<string, unknown>)
      .filter((table): table is Table => is(table, Table))
      .flatMap((table) => Object.values(getTableColumns(table)))
      .filter((column) => /_key$/.test(column.name) && !/^(event|group)_key$/.test(column.name));
    expect(new Set(keyColumns)).toEqual(new Set(STORED_FILE_COLUMNS));
  });

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

  it('keeps the files of sent documents, a business logo and a kept face photo, however old', async () => {
    const consultant = await signUp(t, 'consultant');
    const client = await signUp(t, 'client');
    await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
    const logo = imageForm({ file: { bytes: await solidPng(300, 100), name: 'l.png', type: 'image/png' } });
    expect((await consultant.request('/api/me/business/logo', { method: 'PUT', body: logo })).status).toBe(
      200,
    );
    const diagnosis = await consultant.request(`/api/clients/${client.id}/diagnosis`, {
      method: 'PUT',
      json: { ...EMPTY_DIAGNOSIS_INPUT, palette: 'automne_doux' },
    });
    expect(diagnosis.status).toBe(200);
    const sent = await consultant.request(`/api/clients/${client.id}/documents`, {
      method: 'POST',
      json: { kind: 'carnet' },
    });
    expect(sent.status).toBe(201);
    const base = `/api/clients/${client.id}/colour-analysis`;
    await client.request(`${base}/photo-consent`, { method: 'PUT', json: { consent: true } });
    const face = imageForm({ file: { bytes: await solidPng(600, 800), name: 'v.png', type: 'image/png' } });
    expect((await client.request(`${base}/photo`, { method: 'PUT', body: face })).status).toBe(200);
    const kept = (await t.listFiles()).filter(
      (key) => key.includes(consultant.id) || key.includes(client.id),
    );
    expect(kept.filter((key) => /business-logo-|documents\/|face-/.test(key))).toHaveLength(3);
    await age(kept);

    await sweepOrphanFiles({ db: t.db, storage: t.deps.storage, now: () => new Date() });

    const after = await t.listFiles();
    for (const key of kept) expect(after, key).toContain(key);
  });
});
