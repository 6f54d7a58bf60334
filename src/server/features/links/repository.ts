import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { giveBackSessions } from '../../db/package-sessions';
import { appointments, consultantClients, conversations } from '../../db/schema';

export type Pair = { consultantId: string; clientId: string };

export function linksRepository(db: Database) {
  return {
    /**
     * Removes the link (the consultant's notes and follow-up go with it), closes the pair's conversation and
     * cancels their sessions to come (none is counted: the package's sessions stay as they were), in one
     * transaction; false when the two were not linked.
     */
    async end(pair: Pair, now: Date, by: 'client' | 'consultant'): Promise<boolean> {
      return db.transaction(async (tx) => {
        const ofLink = and(
          eq(consultantClients.consultantId, pair.consultantId),
          eq(consultantClients.clientId, pair.clientId),
        );
        const removed = await tx
          .delete(consultantClients)
          .where(ofLink)
          .returning({ clientId: consultantClients.clientId });
        if (removed.length === 0) return false;
        await tx
          .update(conversations)
          .set({ closedAt: now })
          .where(
            and(eq(conversations.consultantId, pair.consultantId), eq(conversations.clientId, pair.clientId)),
          );
        const toCome = and(
          eq(appointments.consultantId, pair.consultantId),
          eq(appointments.clientId, pair.clientId),
          eq(appointments.status, 'booked'),
          gt(appointments.startsAt, now),
        );
        // Their packages get back the sessions these took, then the sessions are cancelled, uncounted.
        await giveBackSessions(tx, and(toCome, eq(appointments.counted, true))!);
        await tx
          .update(appointments)
          .set({
            status: 'cancelled',
            cancelledAt: now,
            cancelledBy: by,
            counted: false,
            sequence: sql`${appointments.sequence} + 1`,
            updatedAt: now,
          })
          .where(toCome);
        return true;
      });
    },
  };
}
