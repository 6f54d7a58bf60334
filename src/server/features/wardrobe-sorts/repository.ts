import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  type EditedGap,
  LEAVING_DECISIONS,
  MAX_SORT_GARMENTS,
  type SortDecision,
  type SortReason,
} from '~/domain/wardrobe-sort';
import type { Database } from '../../db/client';
import { inWardrobe } from '../../db/queries';
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
  /** Decisions with who made each, for the condition given. */
  const decisionsWhere = (condition: SQL | undefined) =>
    db
      .select({ decision: sortDecisions, decidedByName: nameOf(decidedBy) })
      .from(sortDecisions)
      .leftJoin(decidedBy, eq(decidedBy.id, sortDecisions.decidedBy))
      .where(condition);
  const decisionsOf = (sortId: string) =>
    decisionsWhere(eq(sortDecisions.sortId, sortId)).orderBy(asc(sortDecisions.itemId));
  // A sort repeats these two hundreds of times: prepared once (decision record 23).
  const oneDecisionStatement = decisionsWhere(
    and(
      eq(sortDecisions.sortId, sql.placeholder('sortId')),
      eq(sortDecisions.itemId, sql.placeholder('itemId')),
    ),
  ).prepare('sort_decision_one');
  /**
   * The garment's decision, replacing any earlier one, while the sort is open and the garment is still its
   * client's; no row otherwise (finished meanwhile, or the garment deleted).
   */
  const decideStatement = db
    .insert(sortDecisions)
    .select(
      db
        .select({
          sortId: wardrobeSorts.id,
          itemId: clothingItems.id,
          decision: sql`${sql.placeholder('decision')}`.as('decision'),
          reasons: sql`${sql.placeholder('reasons')}::text[]`.as('reasons'),
          note: sql`${sql.placeholder('note')}`.as('note'),
          decidedBy: sql`${sql.placeholder('decidedBy')}::uuid`.as('decided_by'),
          decidedAt: sql`${sql.placeholder('at')}::timestamptz`.as('decided_at'),
        })
        .from(wardrobeSorts)
        .innerJoin(
          clothingItems,
          and(
            eq(clothingItems.id, sql.placeholder('itemId')),
            eq(clothingItems.userId, wardrobeSorts.clientId),
          ),
        )
        .where(
          and(eq(wardrobeSorts.id, sql.placeholder('sortId')), sql`${wardrobeSorts.finishedAt} is null`),
        ),
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
    .returning()
    .prepare('sort_decide');

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

    /** Her newest finished sort (wardrobe_sorts_client_created_idx, read until the first finished one). */
    async latestFinished(clientId: string) {
      const [row] = await db
        .select({ id: wardrobeSorts.id })
        .from(wardrobeSorts)
        .where(and(eq(wardrobeSorts.clientId, clientId), isNotNull(wardrobeSorts.finishedAt)))
        .orderBy(desc(wardrobeSorts.createdAt), desc(wardrobeSorts.id))
        .limit(1);
      return row?.id ?? null;
    },

    async find(id: string) {
      const [row] = await db
        .select(summaryColumns)
        .from(wardrobeSorts)
        .leftJoin(startedBy, eq(startedBy.id, wardrobeSorts.startedBy))
        .where(eq(wardrobeSorts.id, id));
      return row ?? null;
    },

    /**
     * The garments the sort goes through, newest first: her wardrobe (or its category, or season) as it is, and
     * those the sort decided that have left it since (given or sold at its end), so its report stays whole.
     */
    async garments(sort: Pick<SortRow, 'id' | 'clientId' | 'category' | 'season'>) {
      const part = and(
        sort.category ? eq(clothingItems.category, sort.category) : undefined,
        sort.season ? sql`${clothingItems.season} in (${sort.season}, 'all')` : undefined,
      );
      const [staying, gone] = await Promise.all([
        db
          .select()
          .from(clothingItems)
          .where(and(eq(clothingItems.userId, sort.clientId), inWardrobe, part))
          .orderBy(desc(clothingItems.createdAt), desc(clothingItems.id))
          .limit(MAX_SORT_GARMENTS),
        db
          .select({ item: clothingItems })
          .from(sortDecisions)
          .innerJoin(clothingItems, eq(clothingItems.id, sortDecisions.itemId))
          .where(
            and(
              eq(sortDecisions.sortId, sort.id),
              eq(clothingItems.userId, sort.clientId),
              sql`${clothingItems.archivedAt} is not null`,
              part,
            ),
          ),
      ]);
      return [...staying, ...gone.map((row) => row.item)]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
        .slice(0, MAX_SORT_GARMENTS);
    },

    /** Its decisions (or one garment's), with who made each. */
    decisions(sortId: string, itemId?: string) {
      if (itemId) return oneDecisionStatement.execute({ sortId, itemId });
      return decisionsOf(sortId);
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
      const [row] = await decideStatement.execute({
        sortId,
        itemId,
        ...values,
        at: values.at.toISOString(),
      });
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

    async setMissing(sortId: string, gaps: EditedGap[] | null) {
      await db.update(wardrobeSorts).set({ missing: gaps }).where(eq(wardrobeSorts.id, sortId));
    },

    /**
     * Takes the garments this sort gives or sells, still in her wardrobe, out of it (reason 'given' or 'sold');
     * how many left.
     */
    async archiveLeaving(sortId: string, clientId: string, at: Date): Promise<number> {
      const archived = await db
        .update(clothingItems)
        .set({
          archivedAt: at,
          archiveReason: sql`case when ${sortDecisions.decision} = 'give' then 'given' else 'sold' end`,
        })
        .from(sortDecisions)
        .where(
          and(
            eq(sortDecisions.sortId, sortId),
            eq(sortDecisions.itemId, clothingItems.id),
            inArray(sortDecisions.decision, [...LEAVING_DECISIONS]),
            eq(clothingItems.userId, clientId),
            inWardrobe,
          ),
        )
        .returning({ id: clothingItems.id });
      return archived.length;
    },

    /** Who hears of a sort's changes: its client and the consultants following her; null without the sort. */
    async audienceOf(sortId: string): Promise<{ clientId: string; people: string[] } | null> {
      const rows = await db
        .select({ clientId: wardrobeSorts.clientId, consultantId: consultantClients.consultantId })
        .from(wardrobeSorts)
        .leftJoin(consultantClients, eq(consultantClients.clientId, wardrobeSorts.clientId))
        .where(eq(wardrobeSorts.id, sortId));
      const clientId = rows[0]?.clientId;
      if (!clientId) return null;
      return {
        clientId,
        people: [clientId, ...rows.flatMap((row) => (row.consultantId ? [row.consultantId] : []))],
      };
    },
  };
}
