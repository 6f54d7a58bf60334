import { GetObjectAclCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server';
import { createLocalDiskStorage } from './local-disk';
import { createS3Storage } from './s3';
import type { Storage } from './storage';

/** Every chunk a stream gives, in order. */
async function chunksOf(body: Readable): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return chunks;
}
const bytesOf = async (body: Readable) => Buffer.concat(await chunksOf(body));

let s3: Awaited<ReturnType<typeof startS3Server>>;
let diskRoot: string;
const drivers: { name: string; storage: () => Storage }[] = [];
let disk: Storage;
let bucket: Storage;

beforeAll(async () => {
  s3 = await startS3Server();
  diskRoot = await mkdtemp(join(tmpdir(), 'atelier-storage-'));
  disk = createLocalDiskStorage(diskRoot);
  bucket = createS3Storage(s3.config);
});
afterAll(async () => {
  await s3.close();
  await rm(diskRoot, { recursive: true, force: true });
});
drivers.push({ name: 'local disk', storage: () => disk }, { name: 'S3 (s3rver)', storage: () => bucket });

describe.each(drivers)('storage on $name', ({ storage }) => {
  const photo = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));

  it('gives back what was put, with its type, and null for what was not', async () => {
    await storage().put('users/u1/clothing/g1/original.jpg', photo, 'image/jpeg');
    expect(await storage().get('users/u1/clothing/g1/original.jpg')).toEqual({
      data: photo,
      contentType: 'image/jpeg',
    });
    expect(await storage().get('users/u1/clothing/nothing.jpg')).toBeNull();
    expect(await storage().open('users/u1/clothing/nothing.jpg')).toBeNull();
  });

  it('opens a file as a stream with its size and an ETag that follows its content', async () => {
    const key = 'users/u2/clothing/g1/enhanced.png';
    await storage().put(key, photo, 'image/png');
    const first = (await storage().open(key))!;
    expect(first).toMatchObject({ contentType: 'image/png', size: photo.length });
    expect(first.range).toBeUndefined();
    expect(await bytesOf(first.body)).toEqual(photo);
    expect(first.etag).toMatch(/^".+"$/);
    const again = (await storage().open(key))!;
    await bytesOf(again.body);
    expect(again.etag).toBe(first.etag);
    // Local files tell versions apart by size and time: the overwrite changes the size.
    await storage().put(key, Buffer.concat([photo, photo]), 'image/png');
    const changed = (await storage().open(key))!;
    await bytesOf(changed.body);
    expect(changed.etag).not.toBe(first.etag);
  });

  it('reads a byte range, an open-ended one, and says when a range starts past the end', async () => {
    const key = 'users/u3/clothing/g1/original.jpg';
    await storage().put(key, photo, 'image/jpeg');
    const middle = (await storage().open(key, { start: 100, end: 199 }))!;
    expect(middle.range).toEqual({ start: 100, end: 199 });
    expect(await bytesOf(middle.body)).toEqual(photo.subarray(100, 200));
    const tail = (await storage().open(key, { start: 4000 }))!;
    expect(tail.range).toEqual({ start: 4000, end: 4095 });
    expect(await bytesOf(tail.body)).toEqual(photo.subarray(4000));
    const beyond = (await storage().open(key, { start: 5000, end: 6000 }))!;
    expect(beyond).toMatchObject({ range: 'unsatisfiable', size: 4096 });
    const clipped = (await storage().open(key, { start: 4090, end: 9999 }))!;
    expect(await bytesOf(clipped.body)).toEqual(photo.subarray(4090));
  });

  it('streams a large file in chunks rather than as one buffer', async () => {
    const large = Buffer.alloc(12 * 1024 * 1024, 7);
    await storage().put('users/u4/outfits/large.png', large, 'image/png');
    const chunks = await chunksOf((await storage().open('users/u4/outfits/large.png'))!.body);
    expect(chunks.length).toBeGreaterThan(4);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThan(large.length / 4);
    expect(chunks.reduce((sum, chunk) => sum + chunk.length, 0)).toBe(large.length);
  });

  it('lists by prefix and deletes one file or a whole prefix, and nothing beside it', async () => {
    await storage().put('users/u5/a.jpg', photo, 'image/jpeg');
    await storage().put('users/u5/clothing/g/b.png', photo, 'image/png');
    await storage().put('users/u55/c.jpg', photo, 'image/jpeg');
    const listed = [];
    for await (const file of storage().list('users/u5/')) listed.push(file.key);
    expect(listed.sort()).toEqual(['users/u5/a.jpg', 'users/u5/clothing/g/b.png']);
    await storage().delete('users/u5/a.jpg');
    expect(await storage().get('users/u5/a.jpg')).toBeNull();
    await storage().deletePrefix('users/u5/');
    expect(await storage().get('users/u5/clothing/g/b.png')).toBeNull();
    expect(await storage().get('users/u55/c.jpg')).not.toBeNull();
  });

  it('refuses keys that could leave the store', async () => {
    await expect(storage().put('../etc/passwd.jpg', photo, 'image/jpeg')).rejects.toThrow();
    await expect(storage().open('users/../../x.jpg')).rejects.toThrow();
  });
});

describe('the S3 driver on a real S3-protocol server', () => {
  it('lists and deletes past a page of 1,000 objects, as the orphan sweep and account deletion need', async () => {
    const keys = Array.from(
      { length: 1010 },
      (_, i) => `users/many/clothing/${String(i).padStart(4, '0')}.png`,
    );
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((key) => bucket.put(key, Buffer.from('x'), 'image/png')));
    }
    const listed = [];
    for await (const file of bucket.list('users/many/')) listed.push(file.key);
    expect(listed.sort()).toEqual(keys);
    await bucket.deletePrefix('users/many/');
    const left = [];
    for await (const file of bucket.list('users/many/')) left.push(file.key);
    expect(left).toEqual([]);
  });

  it('writes private objects: no grant to anyone but the owner', async () => {
    await bucket.put('users/private/photo.jpg', Buffer.from('x'), 'image/jpeg');
    const client = new S3Client({
      endpoint: s3.config.endpoint,
      region: s3.config.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.config.accessKeyId!, secretAccessKey: s3.config.secretAccessKey! },
    });
    const acl = await client.send(
      new GetObjectAclCommand({ Bucket: s3.config.bucket, Key: 'users/private/photo.jpg' }),
    );
    const grantees = (acl.Grants ?? []).map((grant) => grant.Grantee?.URI ?? grant.Grantee?.ID);
    expect(grantees.length).toBeGreaterThan(0);
    expect(grantees.some((who) => /AllUsers|AuthenticatedUsers/.test(who ?? ''))).toBe(false);
    client.destroy();
  });
});
