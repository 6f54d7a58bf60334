import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTURE_MESSAGES, MAX_PENDING_CAPTURES, type Capture } from '~/domain/capture';
import { MESSAGES } from '~/domain/errors';
import { WARDROBE_MESSAGES, type ClothingItem, type Page } from '~/domain/wardrobe';
import { clothingItems, garmentCaptures } from '../../../db/schema';
import { sweepOrphanFiles } from '../../../maintenance/orphan-files';
import type { Enhancer } from '../../../platform/images/enhance/enhancer';
import { cutoutPng, gif, imageForm, solidPng, garmentPhoto } from '../../../test/images';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, signUp, type TestUser } from '../../../test/users';
import { captureRepository } from './repository';
import { createCaptureWorker, IDLE_WAKE_MS, MAX_CAPTURE_ATTEMPTS } from './worker';
import { QUIET_MS } from '../../../maintenance/embedded-vacuum';
import { createWakeSignal } from '../../../platform/jobs/wake-signal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const worker = () => createCaptureWorker(t.deps);

async function upload(user: TestUser, bytes: Buffer, type = 'image/jpeg') {
  return user.request('/api/wardrobe/captures', {
    method: 'POST',
    body: imageForm({ file: { bytes, name: 'photo', type } }),
  });
}

async function addCapture(user: TestUser, bytes?: Buffer): Promise<Capture> {
  const response = await upload(user, bytes ?? (await garmentPhoto()));
  expect(response.status).toBe(201);
  return (await response.json()) as Capture;
}

async function listCaptures(user: TestUser): Promise<Capture[]> {
  const response = await user.request('/api/wardrobe/captures');
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Capture[] }).items;
}

const filesOf = async (user: TestUser, folder: string) =>
  (await t.listFiles()).filter((file) => file.startsWith(`users/${user.id}/${folder}/`));

const saveCaptures = (user: TestUser, items: Record<string, unknown>[]) =>
  user.request('/api/wardrobe/captures/save', { method: 'POST', json: { items } });

/** An engine that always breaks, as a crashed model would. */
const brokenEnhancer: Enhancer = {
  enhance: () => Promise.reject(new Error('model crashed')),
  close: () => Promise.resolve(),
};

describe('capture queue: many garments at once', () => {
  it('is for signed-in clients only', async () => {
    expect((await call(t, '/api/wardrobe/captures')).status).toBe(401);
    const consultant = await signUp(t, 'consultant');
    expect((await consultant.request('/api/wardrobe/captures')).status).toBe(403);
    expect((await upload(consultant, await garmentPhoto())).status).toBe(403);
  });

  it('cuts out queued photos in the background, measures their colour and saves them as garments', async () => {
    const client = await signUp(t, 'client');
    const red = await addCapture(client, await garmentPhoto('#b3262e'));
    const blue = await addCapture(client, await garmentPhoto('#1f4fb3'));
    const green = await addCapture(client, await garmentPhoto('#2f8a3a'));
    expect(red).toMatchObject({ status: 'queued', cutoutUrl: null, error: null });
    expect((await listCaptures(client)).map((capture) => capture.id)).toEqual([red.id, blue.id, green.id]);

    expect(await worker().drain()).toBe(3);
    const ready = await listCaptures(client);
    expect(ready.map((capture) => [capture.status, capture.color, capture.confidence])).toEqual([
      ['ready', 'red', 'ok'],
      ['ready', 'blue', 'ok'],
      ['ready', 'green', 'ok'],
    ]);
    const cutout = await client.request(ready[0]!.cutoutUrl!);
    expect(cutout.status).toBe(200);
    const meta = await sharp(Buffer.from(await cutout.arrayBuffer())).metadata();
    expect([meta.format, meta.hasAlpha]).toEqual(['png', true]);

    const response = await saveCaptures(client, [
      { id: red.id, category: 'one_piece', color: 'red', season: 'summer', name: 'Robe rouge' },
      { id: blue.id, category: 'top', color: 'blue', useOriginal: true },
    ]);
    expect(response.status).toBe(201);
    const saved = ((await response.json()) as { items: ClothingItem[] }).items;
    expect(saved.map((item) => [item.name, item.category, item.season, item.enhancedUrl !== null])).toEqual([
      ['Robe rouge', 'one_piece', 'summer', true],
      [null, 'top', 'all', false],
    ]);
    const wardrobe = (await (await client.request('/api/wardrobe/items')).json()) as Page<ClothingItem>;
    expect(wardrobe.items.map((item) => item.id).sort()).toEqual(saved.map((item) => item.id).sort());
    // The saved photos leave the queue with their files; the unsaved one stays.
    expect((await listCaptures(client)).map((capture) => capture.id)).toEqual([green.id]);
    const captureFiles = await filesOf(client, 'captures');
    expect(captureFiles.every((file) => file.includes(green.id))).toBe(true);
    expect(captureFiles.length).toBe(2);
  });

  it("hides a client's photos from everyone else", async () => {
    const owner = await signUp(t, 'client');
    const other = await signUp(t, 'client');
    const capture = await addCapture(owner);
    await worker().drain();
    expect(await listCaptures(other)).toEqual([]);
    for (const [method, path] of [
      ['GET', capture.originalUrl],
      ['GET', `/api/wardrobe/captures/${capture.id}/image/cutout`],
      ['POST', `/api/wardrobe/captures/${capture.id}/retry`],
      ['DELETE', `/api/wardrobe/captures/${capture.id}`],
    ] as const) {
      const response = await other.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: CAPTURE_MESSAGES.notFound },
      });
    }
    const retouch = await other.request(`/api/wardrobe/captures/${capture.id}/cutout`, {
      method: 'PUT',
      body: imageForm({ file: { bytes: await cutoutPng(), name: 'r.png', type: 'image/png' } }),
    });
    expect(retouch.status).toBe(404);
    expect((await saveCaptures(other, [{ id: capture.id, category: 'top' }])).status).toBe(404);
    expect(await t.db.select().from(clothingItems).where(eq(clothingItems.userId, other.id))).toEqual([]);
    expect((await listCaptures(owner)).map((c) => c.status)).toEqual(['ready']);
  });

  it('refuses a 31st waiting photo and bad files with French messages, storing nothing', async () => {
    const client = await signUp(t, 'client');
    const small = await solidPng(40, 40);
    for (let i = 0; i < MAX_PENDING_CAPTURES; i += 1) {
      expect((await upload(client, small, 'image/png')).status).toBe(201);
    }
    const refused = await upload(client, small, 'image/png');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: { code: 'TOO_MANY_CAPTURES', message: CAPTURE_MESSAGES.tooMany },
    });
    expect((await listCaptures(client)).length).toBe(MAX_PENDING_CAPTURES);
    expect((await filesOf(client, 'captures')).length).toBe(MAX_PENDING_CAPTURES);

    const other = await signUp(t, 'client');
    const wrongType = await upload(other, await gif(), 'image/gif');
    expect(wrongType.status).toBe(415);
    expect(((await wrongType.json()) as { error: { message: string } }).error.message).toBe(
      MESSAGES.fileType,
    );
    const tooLarge = await upload(other, Buffer.alloc(5 * 1024 * 1024 + 1, 0xff));
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: { message: string } }).error.message).toBe(MESSAGES.fileSize);
    const truncated = (await garmentPhoto()).subarray(0, 600);
    expect((await upload(other, truncated)).status).toBe(400);
    expect(await listCaptures(other)).toEqual([]);
    expect(await filesOf(other, 'captures')).toEqual([]);
    // Not cut out by the later tests' workers.
    await t.db.delete(garmentCaptures).where(eq(garmentCaptures.userId, client.id));
  });

  it('saves nothing until every photo is ready and has a category', async () => {
    const client = await signUp(t, 'client');
    const first = await addCapture(client);
    const second = await addCapture(client);
    const notReady = await saveCaptures(client, [{ id: first.id, category: 'top' }]);
    expect(notReady.status).toBe(409);
    expect(((await notReady.json()) as { error: { message: string } }).error.message).toBe(
      CAPTURE_MESSAGES.notReady,
    );
    await worker().drain();
    const noCategory = await saveCaptures(client, [{ id: first.id }, { id: second.id, category: 'top' }]);
    expect(noCategory.status).toBe(400);
    expect(((await noCategory.json()) as { error: { message: string } }).error.message).toBe(
      WARDROBE_MESSAGES.categoryRequired,
    );
    expect(await t.db.select().from(clothingItems).where(eq(clothingItems.userId, client.id))).toEqual([]);
    expect((await listCaptures(client)).length).toBe(2);
  });

  it('keeps the photo itself when no garment is found', async () => {
    const client = await signUp(t, 'client');
    const blank = await addCapture(
      client,
      await sharp({ create: { width: 500, height: 600, channels: 3, background: '#f3f3f3' } })
        .jpeg()
        .toBuffer(),
    );
    await worker().drain();
    const [capture] = await listCaptures(client);
    expect(capture).toMatchObject({
      id: blank.id,
      status: 'ready',
      cutoutUrl: null,
      confidence: 'foreground_too_small',
    });
    const response = await saveCaptures(client, [{ id: blank.id, category: 'accessory' }]);
    expect(((await response.json()) as { items: ClothingItem[] }).items[0]!.enhancedUrl).toBeNull();
  });

  it('replaces a ready cutout with a retouched one under a new URL', async () => {
    const client = await signUp(t, 'client');
    const capture = await addCapture(client);
    await worker().drain();
    const [before] = await listCaptures(client);
    const response = await client.request(`/api/wardrobe/captures/${capture.id}/cutout`, {
      method: 'PUT',
      body: imageForm({ file: { bytes: await cutoutPng(), name: 'r.png', type: 'image/png' } }),
    });
    expect(response.status).toBe(200);
    const after = (await response.json()) as Capture;
    expect(after.cutoutUrl).not.toBe(before!.cutoutUrl);
    const pixels = await sharp(Buffer.from(await (await client.request(after.cutoutUrl!)).arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The retouched file: transparent corner, blue centre.
    expect(pixels.data[3]).toBe(0);
    expect((await filesOf(client, 'captures')).filter((file) => file.includes('cutout')).length).toBe(1);
  });

  it('marks a photo failed after its attempts, in French, and lets the user retry or remove it', async () => {
    const client = await signUp(t, 'client');
    const capture = await addCapture(client);
    const broken = createCaptureWorker({ ...t.deps, enhancer: brokenEnhancer });
    expect(await broken.drain()).toBe(MAX_CAPTURE_ATTEMPTS);
    const [failed] = await listCaptures(client);
    expect(failed).toMatchObject({ status: 'failed', error: CAPTURE_MESSAGES.failed });

    const retried = await client.request(`/api/wardrobe/captures/${capture.id}/retry`, { method: 'POST' });
    expect(retried.status).toBe(200);
    expect(((await retried.json()) as Capture).status).toBe('queued');
    await worker().drain();
    expect((await listCaptures(client))[0]!.status).toBe('ready');

    expect((await client.request(`/api/wardrobe/captures/${capture.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await listCaptures(client)).toEqual([]);
    expect(await filesOf(client, 'captures')).toEqual([]);
  });

  it('resumes a job whose server stopped mid-way once its lease runs out', async () => {
    const client = await signUp(t, 'client');
    const capture = await addCapture(client);
    // The first server claims the photo and dies before finishing it.
    const claimed = await captureRepository(t.db).claimNext(t.deps.now(), 60_000);
    expect(claimed?.id).toBe(capture.id);
    const restarted = worker();
    expect(await restarted.runOnce()).toBe(false);
    expect((await listCaptures(client))[0]!.status).toBe('processing');

    t.advanceTime(61_000);
    expect(await restarted.drain()).toBe(1);
    const [done] = await listCaptures(client);
    expect(done).toMatchObject({ status: 'ready', color: 'red' });
    // The dead server's late answer no longer counts: its attempt has been taken over.
    expect(
      await captureRepository(t.db).complete(claimed!, { cutoutKey: null, confidence: 'ok', color: null }),
    ).toBe(false);
  });

  it('shares the queue between instances: each photo is cut out once', async () => {
    const client = await signUp(t, 'client');
    const ids = [(await addCapture(client)).id, (await addCapture(client)).id, (await addCapture(client)).id];
    const [a, b] = [worker(), worker()];
    const counts = await Promise.all([a.drain(), b.drain()]);
    expect(counts[0] + counts[1]).toBe(3);
    const rows = await t.db.select().from(garmentCaptures).where(eq(garmentCaptures.userId, client.id));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(ids.map(() => ['ready', 1]));
  });

  it('keeps waiting photos through the orphan file sweep', async () => {
    const client = await signUp(t, 'client');
    await addCapture(client);
    await worker().drain();
    await sweepOrphanFiles({ db: t.db, storage: t.deps.storage, now: t.deps.now, minAgeMs: 0 });
    expect((await filesOf(client, 'captures')).length).toBe(2);
    expect((await listCaptures(client))[0]!.status).toBe('ready');
  });
});

describe('the capture worker of a server', () => {
  it('sleeps while nothing is queued, and starts a photo queued through its instance at once', async () => {
    const statements: number[] = [];
    const quiet = await createTestApp(
      {},
      { queryLogger: { logQuery: () => void statements.push(performance.now()) } },
    );
    const wake = createWakeSignal();
    quiet.deps.captureQueued = wake.notify;
    const stop = createCaptureWorker(quiet.deps, { wake }).start();
    try {
      const client = await signUp(quiet, 'client');
      await new Promise((resolve) => setTimeout(resolve, 500));
      const asleepFrom = performance.now();
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS + 500));
      // Nothing queued: the worker asked the database nothing for longer than the embedded vacuum waits for.
      expect(statements.filter((at) => at > asleepFrom)).toEqual([]);

      const queuedAt = performance.now();
      const response = await client.request('/api/wardrobe/captures', {
        method: 'POST',
        body: imageForm({ file: { bytes: await garmentPhoto(), name: 'photo', type: 'image/jpeg' } }),
      });
      expect(response.status).toBe(201);
      const listed = async () =>
        ((await (await client.request('/api/wardrobe/captures')).json()) as { items: Capture[] }).items;
      await expect.poll(async () => (await listed())[0]?.status, { timeout: 8_000 }).toBe('ready');
      // Woken by the upload, not by its next look 10 s later.
      expect(performance.now() - queuedAt).toBeLessThan(IDLE_WAKE_MS);
    } finally {
      await stop();
      await quiet.close();
    }
  });
});
