import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Enhancer, EnhanceResult } from '../../../platform/images/enhance/enhancer';
import { cutoutPng } from '../../../test/images';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signUp } from '../../../test/users';
import { captureRepository } from './repository';
import { createCaptureWorker } from './worker';

/**
 * The background loop with several photos under way (docs/decisions/0048): it uses its places, and still takes
 * photos in the queue's turn order (docs/decisions/0042), so one person's batch does not starve another's photo.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * An engine that records which photo it was handed (the stored bytes name their owner) and holds its answers
 * until `width` photos are in hand or every photo has arrived: the loop must fill its places to go on.
 */
function gatedEnhancer(width: number, total: number, result: EnhanceResult) {
  const seen: string[] = [];
  let held: (() => void)[] = [];
  let mostAtOnce = 0;
  let allSeen: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (allSeen = resolve));
  const enhancer: Enhancer = {
    enhance(image) {
      seen.push(image.toString());
      return new Promise((resolve) => {
        held.push(() => resolve(result));
        mostAtOnce = Math.max(mostAtOnce, held.length);
        if (held.length >= width || seen.length === total) {
          const release = held;
          held = [];
          for (const answer of release) answer();
        }
        if (seen.length === total) allSeen();
      });
    },
    close: () => Promise.resolve(),
  };
  return { enhancer, seen, done, mostAtOnce: () => mostAtOnce };
}

describe('bulk capture with several photos under way', () => {
  it('keeps two photos in the engine and serves a single photo among the first three, behind a batch of 12', async () => {
    const repo = captureRepository(t.db);
    const [batch, single] = [await signUp(t, 'client'), await signUp(t, 'client')];
    const queue = async (userId: string, name: string, n: number) => {
      const ids: string[] = [];
      for (let i = 0; i < n; i += 1) {
        const imageKey = `users/${userId}/captures/${name}-${i}.jpg`;
        await t.deps.storage.put(imageKey, Buffer.from(name), 'image/jpeg');
        ids.push((await repo.insertWithin({ userId, imageKey }, 100))!.id);
      }
      return ids;
    };
    await queue(batch.id, 'batch', 12);
    const [singleId] = await queue(single.id, 'single', 1);

    const png = await cutoutPng(64);
    const engine = gatedEnhancer(2, 13, { png, confidence: 'ok', color: 'blue' });
    const stop = createCaptureWorker({ ...t.deps, enhancer: engine.enhancer }, { concurrency: 2 }).start();
    await engine.done;
    await stop();

    expect(engine.seen).toHaveLength(13);
    expect(engine.seen.slice(0, 3)).toContain('single');
    expect(engine.mostAtOnce()).toBe(2);
    expect(await repo.findById(singleId!)).toMatchObject({ status: 'ready', color: 'blue' });
  });
});
