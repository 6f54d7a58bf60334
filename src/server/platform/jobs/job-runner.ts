import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { jobQueue, type ClaimedJob } from './job-queue';

/** Long enough for a mail round over SMTP; a dead instance's job waits this long at most. */
export const JOB_LEASE_MS = 120_000;
/** Leases and recurring jobs are seen to at most this often while jobs keep coming... */
const TICK_EVERY_MS = 1_000;
/**
 * ...and an idle runner sleeps until its next job is due, or this long at most (for jobs other instances add): in
 * between the database is left quiet, which the embedded database's vacuum waits for (decision record 49).
 */
export const IDLE_WAKE_MS = 10_000;
const DONE_KEPT_MS = 7 * 24 * 3_600_000;
const SWEEP_EVERY_MS = 3_600_000;

export type JobContext = {
  now: Date;
  /** Marks the job done in the handler's own transaction (so its effect and its end commit together). */
  complete(on: Database): Promise<boolean>;
};
export type JobHandler = (job: ClaimedJob, context: JobContext) => Promise<void>;

export type JobRunnerDeps = { db: Database; logger: Logger; now: () => Date };

/**
 * Runs the jobs of the queues it has handlers for, one at a time per instance; any number of instances share them
 * (decision record 61). A handler that throws is tried again later (job-queue.ts `retryDelayMs`); once its
 * attempts are spent the job is `dead` and logged as an error with its queue and key (never its payload).
 * `onTick` runs before each claim round: where recurring work enqueues its idempotent jobs.
 */
export function createJobRunner(
  deps: JobRunnerDeps,
  handlers: Record<string, JobHandler>,
  options: { leaseMs?: number; onTick?: (now: Date) => Promise<void> } = {},
) {
  const queue = jobQueue(deps.db);
  const queues = Object.keys(handlers);
  const leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  let lastSweep = 0;
  let lastTick = -Infinity;

  const logDead = (job: { queue: string; key: string }, error?: string) =>
    deps.logger.error({ queue: job.queue, key: job.key, error }, 'job dead: its attempts are spent');

  async function run(job: ClaimedJob): Promise<void> {
    let completed = false;
    try {
      await handlers[job.queue]!(job, {
        now: deps.now(),
        async complete(on) {
          completed = await queue.complete(job, deps.now(), on);
          return completed;
        },
      });
      if (!completed) await queue.complete(job, deps.now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const outcome = await queue.fail(job, deps.now(), message).catch(() => 'lost' as const);
      if (outcome === 'dead') logDead(job, message);
      else
        deps.logger.warn({ queue: job.queue, key: job.key, attempt: job.attempts, err: error }, 'job failed');
    }
  }

  /** Due work of this round: leases run out, recurring jobs enqueued, history swept. */
  async function tick(): Promise<void> {
    const now = deps.now();
    lastTick = performance.now();
    for (const job of await queue.releaseExpiredLeases(now)) logDead(job, 'lease expired');
    await options.onTick?.(now);
    if (now.getTime() - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = now.getTime();
      await queue.sweepDone(new Date(now.getTime() - DONE_KEPT_MS));
    }
  }

  /** Claims and runs one due job; false when none was due. */
  async function runOnce(): Promise<boolean> {
    const job = await queue.claim(queues, deps.now(), leaseMs);
    if (!job) return false;
    await run(job);
    return true;
  }

  return {
    tick,
    runOnce,
    releaseAllLeases: () => queue.releaseAllLeases(),

    /** Runs every due job, recurring ones included (tests). */
    async drain(): Promise<number> {
      await tick();
      let done = 0;
      while (await runOnce()) done += 1;
      return done;
    },

    /** Loops in the background until the returned stop is awaited; stopping lets the job under way finish. */
    start(): () => Promise<void> {
      const controller = new AbortController();
      const rest = (ms: number) => sleep(ms, undefined, { signal: controller.signal }).catch(() => {});
      const untilNextDue = async () => {
        const next = await queue.nextDueAt(queues);
        const wait = next ? next.getTime() - deps.now().getTime() : IDLE_WAKE_MS;
        return Math.min(IDLE_WAKE_MS, Math.max(TICK_EVERY_MS / 4, wait));
      };
      const loop = (async () => {
        while (!controller.signal.aborted) {
          // Not before every job of a long queue.
          const ran = await (performance.now() - lastTick >= TICK_EVERY_MS ? tick() : Promise.resolve())
            .then(runOnce)
            .catch((error: unknown) => {
              deps.logger.warn({ err: error }, 'job queue unavailable');
              return false;
            });
          if (!ran) await rest(await untilNextDue().catch(() => IDLE_WAKE_MS));
        }
      })();
      return async () => {
        controller.abort();
        await loop;
      };
    },
  };
}
export type JobRunner = ReturnType<typeof createJobRunner>;
