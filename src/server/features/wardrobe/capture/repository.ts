import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { holdConsent } from '../../../access/consent-hold';
import type { Database } from '../../../db/client';
import { garmentCaptures, profiles } from '../../../db/schema';

export type CaptureRow = typeof garmentCaptures.$inferSelect;
export type CaptureResult = Pick<CaptureRow, 'cutoutKey' | 'confidence' | 'color'>;
/** A claimed job: its id and the attempt number that fences its lease (see `complete`). */
export type ClaimedCapture = Pick<CaptureRow, 'id' | 'userId' | 'imageKey' | 'attempts'>;

const claimedColumns = {
  id: garmentCaptures.id,
  userId: garmentCaptures.userId,
  imageKey: garmentCaptures.imageKey,
  attempts: garmentCaptures.attempts,
};

/** The row of this attempt: a job whose lease ran out and was claimed again no longer matches. */
const isAttempt = (job: ClaimedCapture) =>
  and(
    eq(garmentCaptures.id, job.id),
    eq(garmentCaptures.status, 'processing'),
    eq(garmentCaptures.attempts, job.attempts),
  );

const isQueued = eq(garmentCaptures.status, 'queued');

/**
 * The turn of an owner's next photo: one after their last queued one, but never before the queue's current turn
 * (the lowest queued), so an owner cannot bank turns while idle. Read under the owner's row lock.
 */
async function nextTurn(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({
      turn: sql<number>`greatest(
        coalesce((select min(${garmentCaptures.turn}) from ${garmentCaptures} where ${isQueued}), 0),
        coalesce(max(${garmentCaptures.turn}), 0) + 1
      )`.mapWith(Number),
    })
    .from(garmentCaptures)
    .where(and(eq(garmentCaptures.userId, userId), isQueued));
  return row?.turn ?? 1;
}

export function captureRepository(db: Database) {
  return {
    /** The user's photos in the order they were added (at most the pending limit, so no paging). */
    listByUser(userId: string, limit: number): Promise<CaptureRow[]> {
      return db
        .select()
        .from(garmentCaptures)
        .where(eq(garmentCaptures.userId, userId))
        .orderBy(asc(garmentCaptures.createdAt), asc(garmentCaptures.id))
        .limit(limit);
    },

    async countByUser(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(garmentCaptures)
        .where(eq(garmentCaptures.userId, userId));
      return row?.n ?? 0;
    },

    /**
     * Adds a photo to the queue unless the user already has `max` waiting; null when full. The user's row is
     * locked meanwhile, so two uploads at once cannot both take the last place, and a withdrawal of her consent
     * cannot pass this photo by.
     */
    async insertWithin(row: typeof garmentCaptures.$inferInsert, max: number): Promise<CaptureRow | null> {
      return db.transaction(async (tx) => {
        await holdConsent(tx, row.userId, { strength: 'update' });
        const [pending] = await tx
          .select({ n: count() })
          .from(garmentCaptures)
          .where(eq(garmentCaptures.userId, row.userId));
        if ((pending?.n ?? 0) >= max) return null;
        const turn = await nextTurn(tx, row.userId);
        const [created] = await tx
          .insert(garmentCaptures)
          .values({ ...row, turn })
          .returning();
        return created!;
      });
    },

    async findById(id: string): Promise<CaptureRow | null> {
      const [row] = await db.select().from(garmentCaptures).where(eq(garmentCaptures.id, id));
      return row ?? null;
    },

    findManyOwned(userId: string, ids: string[]): Promise<CaptureRow[]> {
      return db
        .select()
        .from(garmentCaptures)
        .where(and(eq(garmentCaptures.userId, userId), inArray(garmentCaptures.id, ids)));
    },

    /**
     * Jobs whose instance stopped or died mid-way go back to the queue once their lease has run out; one that
     * has used up its attempts (it may be what kills the instance) fails instead.
     */
    async releaseExpiredLeases(now: Date, maxAttempts: number): Promise<void> {
      const expired = and(eq(garmentCaptures.status, 'processing'), lt(garmentCaptures.leaseUntil, now));
      await db
        .update(garmentCaptures)
        .set({ status: 'failed', leaseUntil: null, errorCode: 'engine' })
        .where(and(expired, gte(garmentCaptures.attempts, maxAttempts)));
      await db.update(garmentCaptures).set({ status: 'queued', leaseUntil: null }).where(expired);
    },

    /** Every lease ends at once: only when this process is known to be the only one (embedded database). */
    async releaseAllLeases(): Promise<void> {
      await db
        .update(garmentCaptures)
        .set({ status: 'queued', leaseUntil: null })
        .where(eq(garmentCaptures.status, 'processing'));
    },

    /**
     * The queued photo of the lowest turn (the oldest among equals), leased to the caller: owners take turns, so
     * one person's batch never holds back another's photo. Other instances skip it instead of waiting for it.
     * The ORDER BY is `garment_captures_queued_turn_idx`'s.
     */
    async claimNext(now: Date, leaseMs: number): Promise<ClaimedCapture | null> {
      return db.transaction(async (tx) => {
        const [next] = await tx
          .select({ id: garmentCaptures.id })
          .from(garmentCaptures)
          .where(isQueued)
          .orderBy(asc(garmentCaptures.turn), asc(garmentCaptures.createdAt), asc(garmentCaptures.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!next) return null;
        const [claimed] = await tx
          .update(garmentCaptures)
          .set({
            status: 'processing',
            attempts: sql`${garmentCaptures.attempts} + 1`,
            leaseUntil: new Date(now.getTime() + leaseMs),
          })
          .where(eq(garmentCaptures.id, next.id))
          .returning(claimedColumns);
        return claimed ?? null;
      });
    },

    /** Records the cutout; false when the job was removed or taken over meanwhile (its file is then stray). */
    async complete(job: ClaimedCapture, result: CaptureResult): Promise<boolean> {
      const rows = await db
        .update(garmentCaptures)
        .set({ ...result, status: 'ready', leaseUntil: null, errorCode: null })
        .where(isAttempt(job))
        .returning({ id: garmentCaptures.id });
      return rows.length > 0;
    },

    /** Back in the queue for another attempt; `refund` when the attempt never really ran (engine busy). */
    async requeue(job: ClaimedCapture, refund = false): Promise<void> {
      await db
        .update(garmentCaptures)
        .set({
          status: 'queued',
          leaseUntil: null,
          ...(refund ? { attempts: sql`${garmentCaptures.attempts} - 1` } : {}),
        })
        .where(isAttempt(job));
    },

    async fail(job: ClaimedCapture, errorCode: string): Promise<void> {
      await db
        .update(garmentCaptures)
        .set({ status: 'failed', leaseUntil: null, errorCode })
        .where(isAttempt(job));
    },

    /** A failed photo gets a fresh set of attempts, at its owner's next turn; null unless it had failed. */
    async retry(id: string): Promise<CaptureRow | null> {
      return db.transaction(async (tx) => {
        const [owner] = await tx
          .select({ userId: garmentCaptures.userId })
          .from(garmentCaptures)
          .where(eq(garmentCaptures.id, id));
        if (!owner) return null;
        await tx
          .select({ id: profiles.id })
          .from(profiles)
          .where(eq(profiles.id, owner.userId))
          .for('update');
        const turn = await nextTurn(tx, owner.userId);
        const [row] = await tx
          .update(garmentCaptures)
          .set({ status: 'queued', attempts: 0, errorCode: null, turn })
          .where(and(eq(garmentCaptures.id, id), eq(garmentCaptures.status, 'failed')))
          .returning();
        return row ?? null;
      });
    },

    /** Points a ready photo at a retouched cutout; null when it is gone or not ready. */
    async setCutout(id: string, cutoutKey: string): Promise<CaptureRow | null> {
      const [row] = await db
        .update(garmentCaptures)
        .set({ cutoutKey })
        .where(and(eq(garmentCaptures.id, id), eq(garmentCaptures.status, 'ready')))
        .returning();
      return row ?? null;
    },

    /** Removes the row; false when it was already gone (saved or removed by another request). */
    async delete(id: string): Promise<boolean> {
      const rows = await db
        .delete(garmentCaptures)
        .where(eq(garmentCaptures.id, id))
        .returning({ id: garmentCaptures.id });
      return rows.length > 0;
    },
  };
}
