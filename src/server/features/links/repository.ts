import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consultantClients, conversations } from '../../db/schema';

export type Pair = { consultantId: string; clientId: string };

export function linksRepository(db: Database) {
  return {
    /**
     * Removes the link (the consultant's notes and follow-up go with it) and closes the pair's conversation, in
     * one transaction; false when the two were not linked.
     */
    async end(pair: Pair, now: Date): Promise<boolean> {
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
        return true;
      });
    },
  };
}
