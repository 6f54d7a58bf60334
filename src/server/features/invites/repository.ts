import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clientInvites, consultantClients, conversations, profiles } from '../../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export function invitesRepository(db: Database | Tx) {
  return {
    async findUnused(consultantId: string, email: string) {
      const [row] = await db
        .select()
        .from(clientInvites)
        .where(
          and(
            eq(clientInvites.consultantId, consultantId),
            eq(clientInvites.email, email),
            isNull(clientInvites.usedAt),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async insert(values: { email: string; consultantId: string; token: string; expiresAt: Date }) {
      await db.insert(clientInvites).values(values);
    },

    async setExpiry(id: string, expiresAt: Date) {
      await db.update(clientInvites).set({ expiresAt }).where(eq(clientInvites.id, id));
    },

    /** The invite and its consultant's names; locks the row when inside a transaction. */
    async findByToken(token: string, options: { lock?: boolean } = {}) {
      const query = db
        .select({
          invite: clientInvites,
          consultantFirstName: profiles.firstName,
          consultantLastName: profiles.lastName,
        })
        .from(clientInvites)
        .innerJoin(profiles, eq(profiles.id, clientInvites.consultantId))
        .where(eq(clientInvites.token, token));
      const [row] = options.lock ? await query.for('update', { of: clientInvites }) : await query;
      return row ?? null;
    },

    async markUsed(id: string, userId: string, at: Date) {
      await db.update(clientInvites).set({ usedBy: userId, usedAt: at }).where(eq(clientInvites.id, id));
    },

    /** The mailed invitation link reached its reader: they own the address. */
    async markEmailVerified(userId: string, at: Date) {
      await db.update(profiles).set({ emailVerified: true, updatedAt: at }).where(eq(profiles.id, userId));
    },

    /** Links the pair; a conversation closed when an earlier link of theirs ended opens again. */
    async link(consultantId: string, clientId: string) {
      await db.transaction(async (tx) => {
        await tx.insert(consultantClients).values({ consultantId, clientId }).onConflictDoNothing();
        await tx
          .update(conversations)
          .set({ closedAt: null })
          .where(and(eq(conversations.consultantId, consultantId), eq(conversations.clientId, clientId)));
      });
    },
  };
}
