import { and, asc, desc, eq, ilike, isNotNull, lte, or, sql } from 'drizzle-orm';
import { todayForFollowUp } from '~/domain/client-notes';
import type { Database } from '../../db/client';
import { containing, keysetValues, olderThanPlaceholders, preparedPerShape } from '../../db/queries';
import { clientProfiles, consultantClients, profiles } from '../../db/schema';

const clientColumns = {
  id: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: profiles.email,
  profilePhotoKey: profiles.profilePhotoKey,
  gender: clientProfiles.gender,
  age: clientProfiles.age,
  height: clientProfiles.height,
  weight: clientProfiles.weight,
  bustSize: clientProfiles.bustSize,
  shoulderWidth: clientProfiles.shoulderWidth,
  waistSize: clientProfiles.waistSize,
  hipSize: clientProfiles.hipSize,
  followUpOn: consultantClients.followUpOn,
  linkedAt: consultantClients.createdAt,
  needsAttention: consultantClients.needsAttention,
  awaitingAnswers: consultantClients.awaitingAnswers,
  looksToRevise: consultantClients.looksToRevise,
  news: consultantClients.news,
};

export type ClientRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profilePhotoKey: string | null;
  gender: string | null;
  age: number | null;
  height: number | null;
  weight: number | null;
  bustSize: number | null;
  shoulderWidth: number | null;
  waistSize: number | null;
  hipSize: number | null;
  followUpOn: string | null;
  linkedAt: Date;
  needsAttention: boolean;
  awaitingAnswers: number;
  looksToRevise: number;
  news: number;
};

/** How many due clients 'À relancer' shows at most. */
export const DUE_FOLLOW_UPS_LIMIT = 20;

/** Every read goes through consultant_clients: a consultant only ever sees their own clients. */
export function clientsRepository(db: Database) {
  const linkedClients = () =>
    db
      .select(clientColumns)
      .from(consultantClients)
      .innerJoin(profiles, eq(profiles.id, consultantClients.clientId))
      .leftJoin(clientProfiles, eq(clientProfiles.userId, consultantClients.clientId));

  const listStatement = preparedPerShape(
    'portfolio_list',
    (has: (filter: 'search' | 'attention' | 'after') => boolean, name) => {
      const pattern = sql.placeholder('pattern');
      return linkedClients()
        .where(
          and(
            eq(consultantClients.consultantId, sql.placeholder('consultantId')),
            has('attention') ? sql`${consultantClients.needsAttention}` : undefined,
            has('search')
              ? or(
                  ilike(profiles.firstName, pattern),
                  ilike(profiles.lastName, pattern),
                  ilike(profiles.email, pattern),
                  ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, pattern),
                )
              : undefined,
            has('after')
              ? olderThanPlaceholders(consultantClients.createdAt, consultantClients.clientId)
              : undefined,
          ),
        )
        .orderBy(desc(consultantClients.createdAt), desc(consultantClients.clientId))
        .limit(sql.placeholder('limit'))
        .prepare(name);
    },
  );

  return {
    async list(
      consultantId: string,
      options: { q?: string; attention?: boolean; after?: { linkedAt: Date; id: string }; limit: number },
    ): Promise<ClientRow[]> {
      const { q, after } = options;
      return (await listStatement({ search: q, attention: options.attention, after }).execute({
        consultantId,
        pattern: q ? containing(q) : undefined,
        limit: options.limit,
        ...keysetValues(after && { at: after.linkedAt, id: after.id }),
      })) as ClientRow[];
    },

    /** A client reading their own file: same shape, no link needed. */
    async findSelf(clientId: string): Promise<ClientRow | null> {
      const [row] = await db
        .select({
          ...clientColumns,
          followUpOn: sql<null>`null`,
          linkedAt: profiles.createdAt,
          needsAttention: sql<boolean>`false`,
          awaitingAnswers: sql<number>`0`,
          looksToRevise: sql<number>`0`,
          news: sql<number>`0`,
        })
        .from(profiles)
        .leftJoin(clientProfiles, eq(clientProfiles.userId, profiles.id))
        .where(and(eq(profiles.id, clientId), eq(profiles.role, 'client')));
      return (row as ClientRow | undefined) ?? null;
    },

    /** The clients whose follow-up day has come, the oldest day first. */
    async dueFollowUps(consultantId: string): Promise<ClientRow[]> {
      return (await linkedClients()
        .where(
          and(
            eq(consultantClients.consultantId, consultantId),
            isNotNull(consultantClients.followUpOn),
            // Today sent as a value, not computed by Postgres: planned with the day itself, the query knows how
            // many clients are due and reads them from the index in order.
            lte(consultantClients.followUpOn, todayForFollowUp()),
          ),
        )
        .orderBy(asc(consultantClients.followUpOn), asc(consultantClients.clientId))
        .limit(DUE_FOLLOW_UPS_LIMIT)) as ClientRow[];
    },

    /**
     * The consultant opened the file. Setting the time of her visit is all it takes: the card's trigger (the
     * portfolio_counter_triggers migration) recounts what is new since and settles 'À traiter' in the same
     * statement.
     */
    async markSeen(consultantId: string, clientId: string, at: Date): Promise<void> {
      await db
        .update(consultantClients)
        .set({ lastSeenAt: at })
        .where(
          and(eq(consultantClients.consultantId, consultantId), eq(consultantClients.clientId, clientId)),
        );
    },

    /** Sets or clears the follow-up day; false when the two are not linked. */
    async setFollowUp(consultantId: string, clientId: string, followUpOn: string | null): Promise<boolean> {
      const updated = await db
        .update(consultantClients)
        .set({ followUpOn })
        .where(
          and(eq(consultantClients.consultantId, consultantId), eq(consultantClients.clientId, clientId)),
        )
        .returning({ clientId: consultantClients.clientId });
      return updated.length > 0;
    },

    async find(consultantId: string, clientId: string): Promise<ClientRow | null> {
      const [row] = await linkedClients().where(
        and(eq(consultantClients.consultantId, consultantId), eq(consultantClients.clientId, clientId)),
      );
      return (row as ClientRow | undefined) ?? null;
    },
  };
}
