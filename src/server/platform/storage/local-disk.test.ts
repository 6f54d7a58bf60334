import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from './storage';
import { createLocalDiskStorage } from './local-disk';

let root: string;
let storage: Storage;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'atelier-storage-'));
  storage = createLocalDiskStorage(root);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('local disk storage', () => {
  it.each([
    ['a/photo.jpg', 'image/jpeg'],
    ['a/cutout.png', 'image/png'],
    ['a/display.webp', 'image/webp'],
  ])('returns %s with the type it was stored with (%s)', async (key, contentType) => {
    await storage.put(key, Buffer.from('bytes'), contentType);
    expect(await storage.get(key)).toEqual({ data: Buffer.from('bytes'), contentType });
  });

  it('refuses a file whose name does not say its type, so it could never be served wrongly', async () => {
    await expect(storage.put('a/display.webp', Buffer.from('bytes'), 'image/png')).rejects.toThrow();
    await expect(storage.put('a/file.bin', Buffer.from('bytes'), 'image/avif')).rejects.toThrow();
  });
});
