import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { olderThan } from '../../db/queries';
import { clientInvites, clientProfiles, consultantClients, conversations, profiles } from '../../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An invitation as the consultant's list reads it. */
export type SentInviteRow = {
  id: string;
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
  openedAt: Date | null;
  accountCreatedAt: Date | null;
  createdAt: Date;
};

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

    async insert(values: {
      email: string;
      consultantId: string;
      token: string;
      expiresAt: Date;
      withQuestionnaire: boolean;
    }) {
      await db.insert(clientInvites).values(values);
    },

    /** Invited again: 7 more days, and the questionnaire joined or not as she chose this time. */
    async extend(id: string, expiresAt: Date, withQuestionnaire: boolean) {
      await db.update(clientInvites).set({ expiresAt, withQuestionnaire }).where(eq(clientInvites.id, id));
    },

    async findById(id: string) {
      const [row] = await db.select().from(clientInvites).where(eq(clientInvites.id, id));
      return row ?? null;
    },

    /** A revoked invitation is gone: its link answers like an unknown one. */
    async remove(id: string) {
      await db.delete(clientInvites).where(eq(clientInvites.id, id));
    },

    /**
     * The consultant's invitations newest first, in the order of client_invites_consultant_created_idx, leaving out
     * those whose client is linked and onboarded (she is in the portfolio) or whose link has ended since.
     */
    async listSent(
      consultantId: string,
      options: { after?: { at: Date; id: string }; limit: number },
    ): Promise<SentInviteRow[]> {
      return db
        .select({
          id: clientInvites.id,
          email: clientInvites.email,
          expiresAt: clientInvites.expiresAt,
          usedAt: clientInvites.usedAt,
          openedAt: clientInvites.openedAt,
          accountCreatedAt: clientInvites.accountCreatedAt,
          createdAt: clientInvites.createdAt,
        })
        .from(clientInvites)
        .where(
          and(
            eq(clientInvites.consultantId, consultantId),
            sql`(${clientInvites.usedAt} is null or (
              not exists (select 1 from ${clientProfiles} where ${clientProfiles.userId} = ${clientInvites.usedBy})
              and exists (select 1 from ${consultantClients}
                where ${consultantClients.consultantId} = ${clientInvites.consultantId}
                  and ${consultantClients.clientId} = ${clientInvites.usedBy})))`,
            olderThan(clientInvites.createdAt, clientInvites.id, options.after),
          ),
        )
        .orderBy(desc(clientInvites.createdAt), desc(clientInvites.id))
        .limit(options.limit);
    },

    /** The link's details were fetched: the first time is when it was opened. */
    async markOpened(id: string, at: Date) {
      await db
        .update(clientInvites)
        .set({ openedAt: at })
        .where(and(eq(clientInvites.id, id), isNull(clientInvites.openedAt)));
    },

    /** An account was created through the unused invitation, with its address. */
    async markAccountCreated(token: string, email: string, at: Date) {
      await db
        .update(clientInvites)
        .set({ accountCreatedAt: at })
        .where(
          and(
            eq(clientInvites.token, token),
            isNull(clientInvites.usedAt),
            sql`lower(${clientInvites.email}) = lower(${email})`,
          ),
        );
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
