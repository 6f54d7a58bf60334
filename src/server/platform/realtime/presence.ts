import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { realtimePresence } from '../../db/schema';

/** How often an instance says its sockets are still open... */
export const PRESENCE_REFRESH_MS = 30_000;
/** ...and how long that holds: an instance that died is forgotten within this. */
export const PRESENCE_TTL_MS = 90_000;

/**
 * This instance's part of who has the app open (an open realtime socket), kept in the database so that every
 * instance knows it: a message is not mailed to someone who has the app open (notifications/mail-rounds.ts).
 */
export function createPresence(db: Database, now: () => Date, instanceId: string = randomUUID()) {
  return {
    /** These people have a socket open here (a first one, or still open at the refresh). */
    async open(userIds: readonly string[]): Promise<void> {
      if (userIds.length === 0) return;
      const until = new Date(now().getTime() + PRESENCE_TTL_MS);
      await db
        .insert(realtimePresence)
        .values([...new Set(userIds)].map((userId) => ({ userId, instanceId, until })))
        .onConflictDoUpdate({
          target: [realtimePresence.userId, realtimePresence.instanceId],
          set: { until: sql`excluded.until` },
        });
    },

    /** Her last socket here closed. */
    async closed(userId: string): Promise<void> {
      await db
        .delete(realtimePresence)
        .where(and(eq(realtimePresence.userId, userId), eq(realtimePresence.instanceId, instanceId)));
    },

    /** Rows of instances that died, long run out. */
    async sweep(): Promise<void> {
      await db
        .delete(realtimePresence)
        .where(lt(realtimePresence.until, new Date(now().getTime() - PRESENCE_TTL_MS)));
    },

    /** This instance stops: none of its sockets stays open. */
    async closeAll(): Promise<void> {
      await db.delete(realtimePresence).where(eq(realtimePresence.instanceId, instanceId));
    },
  };
}
export type Presence = ReturnType<typeof createPresence>;

/** Of these people, those who have the app open on any instance now. */
export async function presentAmong(db: Database, userIds: readonly string[], at: Date): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: realtimePresence.userId })
    .from(realtimePresence)
    .where(and(inArray(realtimePresence.userId, [...userIds]), gt(realtimePresence.until, at)));
  return new Set(rows.map((row) => row.userId));
}
