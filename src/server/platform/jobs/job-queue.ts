import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';

export type JobRow = typeof jobs.$inferSelect;
/** A claimed job: what its handler reads, and the attempt number that fences its lease. */
export type ClaimedJob = Pick<JobRow, 'id' | 'queue' | 'key' | 'payload' | 'attempts' | 'maxAttempts'>;

export type NewJob = {
  queue: string;
  /** The idempotency key: a second job with the same queue and key is not created. */
  key: string;
  payload?: Record<string, unknown>;
  runAt: Date;
  maxAttempts?: number;
};

/** Waits before the next try of a failed job: 30 s, 1 min, 2 min... up to an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);
}

const claimedColumns = {
  id: jobs.id,
  queue: jobs.queue,
  key: jobs.key,
  payload: jobs.payload,
  attempts: jobs.attempts,
  maxAttempts: jobs.maxAttempts,
};

/** This attempt's row: a job whose lease ran out and was claimed again no longer matches. */
const isAttempt = (job: Pick<ClaimedJob, 'id' | 'attempts'>) =>
  and(eq(jobs.id, job.id), eq(jobs.state, 'active'), eq(jobs.attempts, job.attempts));

/**
 * The queue's statements. Several instances share it: a job is claimed with `FOR UPDATE SKIP LOCKED` and a lease,
 * so each runs on one instance at a time, and a dead instance's job is taken over once its lease runs out.
 */
export function jobQueue(db: Database) {
  // Prepared once (decision record 47): a runner claims and completes every job with these two.
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.state, 'pending'),
        lte(jobs.runAt, sql.placeholder('now')),
        sql`${jobs.queue} = any(${sql.placeholder('queues')})`,
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const claimNext = db
    .update(jobs)
    .set({
      state: 'active',
      attempts: sql`${jobs.attempts} + 1`,
      leaseUntil: sql`${sql.placeholder('leaseUntil')}`,
    })
    .where(inArray(jobs.id, due))
    .returning(claimedColumns)
    .prepare('job_claim');
  const completeAttempt = db
    .update(jobs)
    .set({ state: 'done', leaseUntil: null, finishedAt: sql`${sql.placeholder('now')}`, lastError: null })
    .where(
      and(
        eq(jobs.id, sql.placeholder('id')),
        eq(jobs.state, 'active'),
        eq(jobs.attempts, sql.placeholder('attempts')),
      ),
    )
    .returning({ id: jobs.id })
    .prepare('job_complete');

  return {
    /** Adds the job unless its key is taken (true when added). Pass a transaction to enqueue with a change. */
    async enqueue(job: NewJob, on: Database = db): Promise<boolean> {
      const added = await on
        .insert(jobs)
        .values({
          queue: job.queue,
          key: job.key,
          payload: job.payload ?? {},
          runAt: job.runAt,
          maxAttempts: job.maxAttempts ?? 5,
        })
        .onConflictDoNothing({ target: [jobs.queue, jobs.key] })
        .returning({ id: jobs.id });
      return added.length > 0;
    },

    /**
     * The next due job of the given queues, leased until `now + leaseMs`; null when none is due. One statement:
     * the row is chosen and locked (`SKIP LOCKED`: another instance takes the next one) and claimed at once.
     */
    async claim(queues: readonly string[], now: Date, leaseMs: number): Promise<ClaimedJob | null> {
      const [claimed] = await claimNext.execute({
        now,
        queues: [...queues],
        leaseUntil: new Date(now.getTime() + leaseMs),
      });
      return claimed ?? null;
    },

    /** When the next pending job of these queues is due; null when none waits. */
    async nextDueAt(queues: readonly string[]): Promise<Date | null> {
      const [next] = await db
        .select({ runAt: jobs.runAt })
        .from(jobs)
        .where(and(eq(jobs.state, 'pending'), inArray(jobs.queue, [...queues])))
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(1);
      return next?.runAt ?? null;
    },

    /** Marks this attempt done; false when its lease was lost meanwhile (another instance took it over). */
    async complete(job: ClaimedJob, now: Date, on?: Database): Promise<boolean> {
      const done = on
        ? await on
            .update(jobs)
            .set({ state: 'done', leaseUntil: null, finishedAt: now, lastError: null })
            .where(isAttempt(job))
            .returning({ id: jobs.id })
        : await completeAttempt.execute({ id: job.id, attempts: job.attempts, now });
      return done.length > 0;
    },

    /** A failed attempt: tried again after a growing delay, or `dead` once its attempts are spent. */
    async fail(job: ClaimedJob, now: Date, error: string): Promise<'retry' | 'dead' | 'lost'> {
      const dead = job.attempts >= job.maxAttempts;
      const changed = await db
        .update(jobs)
        .set(
          dead
            ? { state: 'dead', leaseUntil: null, finishedAt: now, lastError: error }
            : {
                state: 'pending',
                leaseUntil: null,
                runAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
                lastError: error,
              },
        )
        .where(isAttempt(job))
        .returning({ id: jobs.id });
      if (changed.length === 0) return 'lost';
      return dead ? 'dead' : 'retry';
    },

    /**
     * Jobs whose instance stopped (or hung) past their lease: tried again, or `dead` once their attempts are spent.
     * Returns the keys of those that died, for the log.
     */
    async releaseExpiredLeases(now: Date): Promise<{ id: string; queue: string; key: string }[]> {
      const released = await db
        .update(jobs)
        .set({
          state: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then 'dead' else 'pending' end`,
          leaseUntil: null,
          finishedAt: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then ${now}::timestamptz end`,
          lastError: sql`coalesce(${jobs.lastError}, 'lease expired')`,
        })
        .where(and(eq(jobs.state, 'active'), lt(jobs.leaseUntil, now)))
        .returning({ id: jobs.id, queue: jobs.queue, key: jobs.key, state: jobs.state });
      return released.filter((job) => job.state === 'dead');
    },

    /** The embedded database has one process: at start, whatever it was doing when it stopped is due again. */
    async releaseAllLeases(): Promise<void> {
      await db.update(jobs).set({ state: 'pending', leaseUntil: null }).where(eq(jobs.state, 'active'));
    },

    /** Finished jobs older than `before` are only history: swept now and then (dead ones stay for a person). */
    async sweepDone(before: Date): Promise<number> {
      const swept = await db
        .delete(jobs)
        .where(and(eq(jobs.state, 'done'), lt(jobs.finishedAt, before)))
        .returning({ id: jobs.id });
      return swept.length;
    },
  };
}
export type JobQueue = ReturnType<typeof jobQueue>;
