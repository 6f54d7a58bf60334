import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { MAX_SORT_GARMENTS, type SortDecision, type SortReason } from '~/domain/wardrobe-sort';
import type { Database } from '../../db/client';
import { clothingItems, consultantClients, profiles, sortDecisions, wardrobeSorts } from '../../db/schema';

export type SortRow = typeof wardrobeSorts.$inferSelect;
/** How many sorts of hers a list shows: a sort is a session of hours, a few a year. */
export const SORTS_LISTED = 50;

const startedBy = alias(profiles, 'started_by');
const decidedBy = alias(profiles, 'decided_by');
const nameOf = (person: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`trim(${person.firstName} || ' ' || ${person.lastName})`;

const summaryColumns = {
  sort: wardrobeSorts,
  startedByName: nameOf(startedBy),
  decided: sql<number>`(select count(*)::int from ${sortDecisions} where ${sortDecisions.sortId} = ${wardrobeSorts.id})`,
};

export function wardrobeSortsRepository(db: Database) {
  return {
    async create(values: { clientId: string; startedBy: string; category?: string; season?: string }) {
      const [row] = await db
        .insert(wardrobeSorts)
        .values({ ...values, category: values.category ?? null, season: values.season ?? null })
        .returning();
      return row!;
    },

    /** Her sorts, newest first (wardrobe_sorts_client_created_idx), with who started each and its progress. */
    list(clientId: string) {
      return db
        .select(summaryColumns)
        .from(wardrobeSorts)
        .leftJoin(startedBy, eq(startedBy.id, wardrobeSorts.startedBy))
        .where(eq(wardrobeSorts.clientId, clientId))
        .orderBy(desc(wardrobeSorts.createdAt), desc(wardrobeSorts.id))
        .limit(SORTS_LISTED);
    },

    async find(id: string) {
      const [row] = await db
        .select(summaryColumns)
        .from(wardrobeSorts)
        .leftJoin(startedBy, eq(startedBy.id, wardrobeSorts.startedBy))
        .where(eq(wardrobeSorts.id, id));
      return row ?? null;
    },

    /** The garments the sort goes through: her wardrobe (or its category, or season), newest first. */
    garments(sort: Pick<SortRow, 'clientId' | 'category' | 'season'>) {
      return db
        .select()
        .from(clothingItems)
        .where(
          and(
            eq(clothingItems.userId, sort.clientId),
            sort.category ? eq(clothingItems.category, sort.category) : undefined,
            sort.season ? sql`${clothingItems.season} in (${sort.season}, 'all')` : undefined,
          ),
        )
        .orderBy(desc(clothingItems.createdAt), desc(clothingItems.id))
        .limit(MAX_SORT_GARMENTS);
    },

    /** Its decisions (or one garment's), with who made each. */
    decisions(sortId: string, itemId?: string) {
      return db
        .select({ decision: sortDecisions, decidedByName: nameOf(decidedBy) })
        .from(sortDecisions)
        .leftJoin(decidedBy, eq(decidedBy.id, sortDecisions.decidedBy))
        .where(and(eq(sortDecisions.sortId, sortId), itemId ? eq(sortDecisions.itemId, itemId) : undefined))
        .orderBy(asc(sortDecisions.itemId));
    },

    /**
     * The garment's decision, replacing any earlier one, while the sort is open and the garment is still its
     * client's; null otherwise (finished meanwhile, or the garment deleted).
     */
    async decide(
      sortId: string,
      itemId: string,
      values: {
        decision: SortDecision;
        reasons: SortReason[];
        note: string | null;
        decidedBy: string;
        at: Date;
      },
    ) {
      const [row] = await db
        .insert(sortDecisions)
        .select(
          db
            .select({
              sortId: wardrobeSorts.id,
              itemId: clothingItems.id,
              decision: sql`${values.decision}`.as('decision'),
              reasons: sql`${sql.param(values.reasons)}::text[]`.as('reasons'),
              note: sql`${values.note}`.as('note'),
              decidedBy: sql`${values.decidedBy}::uuid`.as('decided_by'),
              decidedAt: sql`${values.at}::timestamptz`.as('decided_at'),
            })
            .from(wardrobeSorts)
            .innerJoin(
              clothingItems,
              and(eq(clothingItems.id, itemId), eq(clothingItems.userId, wardrobeSorts.clientId)),
            )
            .where(and(eq(wardrobeSorts.id, sortId), sql`${wardrobeSorts.finishedAt} is null`)),
        )
        .onConflictDoUpdate({
          target: [sortDecisions.sortId, sortDecisions.itemId],
          set: {
            decision: sql`excluded.decision`,
            reasons: sql`excluded.reasons`,
            note: sql`excluded.note`,
            decidedBy: sql`excluded.decided_by`,
            decidedAt: sql`excluded.decided_at`,
          },
        })
        .returning();
      return row ?? null;
    },

    /** Undoes the garment's decision while the sort is open; false when there was none to undo. */
    async undo(sortId: string, itemId: string): Promise<boolean> {
      const removed = await db
        .delete(sortDecisions)
        .where(
          and(
            eq(sortDecisions.sortId, sortId),
            eq(sortDecisions.itemId, itemId),
            sql`exists (select 1 from ${wardrobeSorts} where ${wardrobeSorts.id} = ${sortId} and ${wardrobeSorts.finishedAt} is null)`,
          ),
        )
        .returning({ itemId: sortDecisions.itemId });
      return removed.length > 0;
    },

    async finish(sortId: string, at: Date): Promise<boolean> {
      const finished = await db
        .update(wardrobeSorts)
        .set({ finishedAt: at })
        .where(and(eq(wardrobeSorts.id, sortId), sql`${wardrobeSorts.finishedAt} is null`))
        .returning({ id: wardrobeSorts.id });
      return finished.length > 0;
    },

    /** Who hears of a sort's changes: its client and the consultants following her. */
    async audienceOf(clientId: string): Promise<string[]> {
      const rows = await db
        .select({ consultantId: consultantClients.consultantId })
        .from(consultantClients)
        .where(eq(consultantClients.clientId, clientId));
      return [clientId, ...rows.map((row) => row.consultantId)];
    },
  };
}
