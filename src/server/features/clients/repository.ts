import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type Column,
} from 'drizzle-orm';
import { todayForFollowUp } from '~/domain/client-notes';
import type { Database } from '../../db/client';
import { containing, keysetValues, olderThanPlaceholders, preparedPerShape } from '../../db/queries';
import { clientClothingItems, clientProfiles, consultantClients, outfits, profiles } from '../../db/schema';

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

    /** What waits on each of these clients' cards, for this consultant: three grouped counts for the page. */
    async waiting(consultantId: string, clientIds: string[]) {
      const counts = new Map(clientIds.map((id) => [id, { answers: 0, toRevise: 0, news: 0 }]));
      if (clientIds.length === 0) return counts;
      const seen = sql`coalesce(${consultantClients.lastSeenAt}, '-infinity'::timestamptz)`;
      const ofPair = (consultant: Column, client: Column) =>
        and(eq(consultantClients.consultantId, consultant), eq(consultantClients.clientId, client));
      const [answers, looks, decided] = await Promise.all([
        db
          .select({ clientId: clientClothingItems.clientId, count: count() })
          .from(clientClothingItems)
          .where(
            and(
              eq(clientClothingItems.consultantId, consultantId),
              inArray(clientClothingItems.clientId, clientIds),
              isNull(clientClothingItems.decision),
            ),
          )
          .groupBy(clientClothingItems.clientId),
        db
          .select({
            clientId: outfits.clientId,
            toRevise: sql<number>`count(*) filter (where ${outfits.latest} and ${outfits.reaction} = 'revise')::int`,
            news: sql<number>`count(*) filter (where ${outfits.reactedAt} > ${seen})::int`,
          })
          .from(outfits)
          .innerJoin(consultantClients, ofPair(outfits.consultantId, outfits.clientId))
          .where(and(eq(outfits.consultantId, consultantId), inArray(outfits.clientId, clientIds)))
          .groupBy(outfits.clientId),
        db
          .select({ clientId: clientClothingItems.clientId, count: count() })
          .from(clientClothingItems)
          .innerJoin(
            consultantClients,
            ofPair(clientClothingItems.consultantId, clientClothingItems.clientId),
          )
          .where(
            and(
              eq(clientClothingItems.consultantId, consultantId),
              inArray(clientClothingItems.clientId, clientIds),
              sql`${clientClothingItems.decidedAt} > ${seen}`,
            ),
          )
          .groupBy(clientClothingItems.clientId),
      ]);
      for (const row of answers) counts.get(row.clientId)!.answers = row.count;
      for (const row of looks)
        Object.assign(counts.get(row.clientId)!, { toRevise: row.toRevise, news: row.news });
      for (const row of decided) counts.get(row.clientId)!.news += row.count;
      return counts;
    },

    async find(consultantId: string, clientId: string): Promise<ClientRow | null> {
      const [row] = await linkedClients().where(
        and(eq(consultantClients.consultantId, consultantId), eq(consultantClients.clientId, clientId)),
      );
      return (row as ClientRow | undefined) ?? null;
    },
  };
}
