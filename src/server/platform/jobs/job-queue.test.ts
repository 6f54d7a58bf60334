import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { jobQueue, retryDelayMs } from './job-queue';
import { createJobRunner, type JobHandler } from './job-runner';
import { QUIET_MS } from '../../maintenance/embedded-vacuum';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let queueNumber = 0;
/** A queue name of this test's own: the runners below see no other test's jobs. */
const newQueue = () => `test.${Date.now()}.${(queueNumber += 1)}`;

function runner(handlers: Record<string, JobHandler>, logger = pino({ level: 'silent' })) {
  return createJobRunner({ db: t.db, logger, now: t.deps.now }, handlers, { leaseMs: 60_000 });
}
const rowOf = async (queue: string, key: string) =>
  (await t.db.select().from(jobs).where(eq(jobs.queue, queue))).find((row) => row.key === key);

describe('the job queue', () => {
  it('runs a job once, whatever the number of times it was enqueued (its idempotency key)', async () => {
    const queue = newQueue();
    const q = jobQueue(t.db);
    const runs: string[] = [];
    expect(await q.enqueue({ queue, key: 'a', payload: { n: 1 }, runAt: t.deps.now() })).toBe(true);
    expect(await q.enqueue({ queue, key: 'a', payload: { n: 2 }, runAt: t.deps.now() })).toBe(false);
    await runner({ [queue]: async (job) => void runs.push(`${job.key}:${String(job.payload.n)}`) }).drain();
    expect(await q.enqueue({ queue, key: 'a', runAt: t.deps.now() })).toBe(false);
    await runner({ [queue]: async (job) => void runs.push(job.key) }).drain();
    expect(runs).toEqual(['a:1']);
    expect(await rowOf(queue, 'a')).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('waits for a job to be due', async () => {
    const queue = newQueue();
    const runs: string[] = [];
    await jobQueue(t.db).enqueue({ queue, key: 'later', runAt: new Date(t.deps.now().getTime() + 60_000) });
    const r = runner({ [queue]: async (job) => void runs.push(job.key) });
    expect(await r.drain()).toBe(0);
    t.advanceTime(60_000);
    expect(await r.drain()).toBe(1);
    expect(runs).toEqual(['later']);
  });

  it('tries a failing job again after a growing delay, then marks it dead and logs it as an error', async () => {
    const queue = newQueue();
    const logged: { level: number; msg: string; key?: string }[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    await jobQueue(t.db).enqueue({ queue, key: 'flaky', runAt: t.deps.now(), maxAttempts: 3 });
    let attempts = 0;
    const r = runner(
      {
        [queue]: async () => {
          attempts += 1;
          throw new Error('SMTP refused');
        },
      },
      logger,
    );
    await r.drain();
    expect(attempts).toBe(1);
    const first = await rowOf(queue, 'flaky');
    expect(first).toMatchObject({ state: 'pending', lastError: 'SMTP refused' });
    expect(first!.runAt.getTime() - t.deps.now().getTime()).toBeGreaterThan(retryDelayMs(1) - 1_000);
    await r.drain();
    expect(attempts).toBe(1);
    t.advanceTime(retryDelayMs(1));
    await r.drain();
    expect(attempts).toBe(2);
    t.advanceTime(retryDelayMs(2));
    await r.drain();
    expect(attempts).toBe(3);
    expect(await rowOf(queue, 'flaky')).toMatchObject({ state: 'dead', attempts: 3 });
    expect(logged.filter((line) => line.level === 50)).toEqual([
      expect.objectContaining({ msg: 'job dead: its attempts are spent', key: 'flaky', queue }),
    ]);
    t.advanceTime(retryDelayMs(3));
    await r.drain();
    expect(attempts).toBe(3);
  });

  it('takes over the job of an instance that stopped mid-run once its lease runs out, and fences the old one', async () => {
    const queue = newQueue();
    await jobQueue(t.db).enqueue({ queue, key: 'crash', runAt: t.deps.now() });
    let stuck!: () => void;
    const runs: number[] = [];
    // The first instance hangs in its handler, as a process killed mid-run never finishes.
    const first = runner({
      [queue]: (job) => {
        runs.push(job.attempts);
        return new Promise<void>((resolve) => (stuck = resolve));
      },
    });
    const hung = first.runOnce();
    await expect.poll(() => runs.length).toBe(1);
    const second = runner({ [queue]: async (job) => void runs.push(job.attempts) });
    expect(await second.drain()).toBe(0);
    t.advanceTime(60_001);
    expect(await second.drain()).toBe(1);
    expect(runs).toEqual([1, 2]);
    // The first instance wakes up late: its completion no longer counts.
    stuck();
    await hung;
    expect(await rowOf(queue, 'crash')).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('shares its jobs between instances without running any twice', async () => {
    const queue = newQueue();
    const q = jobQueue(t.db);
    for (let i = 0; i < 30; i += 1) await q.enqueue({ queue, key: `k${i}`, runAt: t.deps.now() });
    const runs: string[] = [];
    const handler: JobHandler = async (job) => {
      runs.push(job.key);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const [a, b] = await Promise.all([
      runner({ [queue]: handler }).drain(),
      runner({ [queue]: handler }).drain(),
    ]);
    expect(a + b).toBe(30);
    expect(runs.toSorted()).toEqual([...new Set(runs)].toSorted());
    expect(runs).toHaveLength(30);
  });

  it('leaves the database alone while nothing is due, so that the embedded vacuum finds its quiet moment', async () => {
    const statements: number[] = [];
    const quiet = await createTestApp(
      {},
      { queryLogger: { logQuery: () => void statements.push(performance.now()) } },
    );
    try {
      const queue = newQueue();
      const ran: number[] = [];
      await jobQueue(quiet.db).enqueue({
        queue,
        key: 'soon',
        runAt: new Date(quiet.deps.now().getTime() + 1_500),
      });
      const stop = createJobRunner(
        { db: quiet.db, logger: pino({ level: 'silent' }), now: quiet.deps.now },
        { [queue]: async () => void ran.push(performance.now()) },
      ).start();
      try {
        // The job due in 1.5 s runs on time...
        await expect.poll(() => ran.length, { timeout: 10_000 }).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 300 + QUIET_MS + 500));
      } finally {
        await stop();
      }
      // ...and then the runner asks nothing for longer than the vacuum's quiet moment.
      const after = ran[0]! + 300;
      expect(statements.filter((at) => at > after && at < after + QUIET_MS + 500)).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});
