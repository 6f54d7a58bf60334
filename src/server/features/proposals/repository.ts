import { and, count, desc, eq, inArray, isNull, ne, or, sql, TransactionRollbackError } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Category } from '~/domain/clothing';
import { WEARABLE_WITH_CAP, type ProposalDecision } from '~/domain/proposals';
import { holdConsent } from '../../access/consent-hold';
import type { Database } from '../../db/client';
import { budgetCentsOf, inWardrobe, olderThan } from '../../db/queries';
import {
  clientClothingItems,
  clothingItems,
  consultantClients,
  outfitClothingItems,
  outfits,
  profiles,
  wardrobeSeasonCounts,
} from '../../db/schema';
import type { ClothingRow } from '../../http/clothing-item';

export type ProposalRow = {
  item: ClothingRow;
  link: typeof clientClothingItems.$inferSelect;
  consultant: { id: string; firstName: string; lastName: string };
};

/** What a purchase did: moved the garment, or found it bought or deleted meanwhile. */
export type TransferOutcome = 'bought' | 'alreadyBought' | 'gone';

export type ListOptions = { after?: { at: Date; id: string }; limit: number; category?: Category };

export function proposalsRepository(db: Database) {
  const selection = {
    item: clothingItems,
    link: clientClothingItems,
    consultant: { id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName },
  };

  /** A client's proposals (one consultant's only, when given), newest first, by keyset on the link's time. */
  const newestFirst = (clientId: string, consultantId: string | undefined, options: ListOptions) =>
    db
      .select(selection)
      .from(clientClothingItems)
      .innerJoin(clothingItems, eq(clothingItems.id, clientClothingItems.clothingItemId))
      .innerJoin(profiles, eq(profiles.id, clientClothingItems.consultantId))
      .where(
        and(
          eq(clientClothingItems.clientId, clientId),
          consultantId ? eq(clientClothingItems.consultantId, consultantId) : undefined,
          options.category ? eq(clothingItems.category, options.category) : undefined,
          olderThan(clientClothingItems.createdAt, clientClothingItems.clothingItemId, options.after),
        ),
      )
      .orderBy(desc(clientClothingItems.createdAt), desc(clientClothingItems.clothingItemId))
      .limit(options.limit);

  return {
    /** Every proposal made to the client (by any consultant, past or present), newest first, by keyset. */
    listForClient: (clientId: string, options: ListOptions) => newestFirst(clientId, undefined, options),

    /** One consultant's proposals to one client (her catalogue for that client), newest first, by keyset. */
    listForConsultant: (consultantId: string, clientId: string, options: ListOptions) =>
      newestFirst(clientId, consultantId, options),

    async find(clientId: string, itemId: string): Promise<ProposalRow | null> {
      const [row] = await db
        .select(selection)
        .from(clientClothingItems)
        .innerJoin(clothingItems, eq(clothingItems.id, clientClothingItems.clothingItemId))
        .innerJoin(profiles, eq(profiles.id, clientClothingItems.consultantId))
        .where(
          and(eq(clientClothingItems.clientId, clientId), eq(clientClothingItems.clothingItemId, itemId)),
        );
      return row ?? null;
    },

    /** Answers a proposal not bought yet; false when there is none (bought or deleted meanwhile). */
    async decide(
      clientId: string,
      itemId: string,
      decision: ProposalDecision,
      comment: string | null,
      at: Date,
    ): Promise<boolean> {
      const answered = await db
        .update(clientClothingItems)
        .set({ decision, decisionComment: comment, decidedAt: at })
        .where(
          and(
            eq(clientClothingItems.clientId, clientId),
            eq(clientClothingItems.clothingItemId, itemId),
            or(isNull(clientClothingItems.decision), ne(clientClothingItems.decision, 'bought')),
          ),
        )
        .returning({ id: clientClothingItems.clothingItemId });
      return answered.length > 0;
    },

    /**
     * The garment becomes the client's, with its files at their new keys, and the proposal is marked bought, in
     * one transaction: both rows change or neither does. When the garment is no longer the consultant's, says
     * why: bought meanwhile (by a concurrent purchase), or gone (deleted by the consultant).
     */
    async transfer(
      link: { clientId: string; consultantId: string; itemId: string },
      garment: Pick<ClothingRow, 'imageKey' | 'enhancedImageKey' | 'paletteMatch'>,
      comment: string | null,
      at: Date,
    ): Promise<TransferOutcome> {
      const outcome = db.transaction(async (tx): Promise<TransferOutcome> => {
        await holdConsent(tx, link.clientId);
        const ofLink = and(
          eq(clientClothingItems.clientId, link.clientId),
          eq(clientClothingItems.clothingItemId, link.itemId),
        );
        // The owner condition makes the row itself the referee: of two purchases, or a purchase and a deletion,
        // whichever reaches the row second finds it no longer the consultant's.
        const moved = await tx
          .update(clothingItems)
          .set({ userId: link.clientId, ...garment })
          .where(and(eq(clothingItems.id, link.itemId), eq(clothingItems.userId, link.consultantId)))
          .returning({ id: clothingItems.id });
        if (moved.length === 0) {
          const [current] = await tx
            .select({ decision: clientClothingItems.decision })
            .from(clientClothingItems)
            .where(ofLink);
          return current?.decision === 'bought' ? 'alreadyBought' : 'gone';
        }
        const marked = await tx
          .update(clientClothingItems)
          .set({ decision: 'bought', decisionComment: comment, decidedAt: at })
          .where(ofLink)
          .returning({ id: clientClothingItems.clothingItemId });
        // No proposal left to mark: the garment must not change owner without it.
        if (marked.length === 0) tx.rollback();
        return 'bought';
      });
      return outcome.catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return 'gone';
        throw error;
      });
    },

    /** How many of the client's outfits use each of these garments. */
    async outfitCounts(clientId: string, itemIds: string[]): Promise<Map<string, number>> {
      if (itemIds.length === 0) return new Map();
      const rows = await db
        .select({ itemId: outfitClothingItems.clothingItemId, count: count() })
        .from(outfitClothingItems)
        .innerJoin(outfits, eq(outfits.id, outfitClothingItems.outfitId))
        // Her shared looks: a draft is the consultant's.
        .where(
          and(
            eq(outfits.clientId, clientId),
            eq(outfits.shared, true),
            inArray(outfitClothingItems.clothingItemId, itemIds),
          ),
        )
        .groupBy(outfitClothingItems.clothingItemId);
      return new Map(rows.map((row) => [row.itemId, row.count]));
    },

    /**
     * Her own garments in each of these categories, counted up to WEARABLE_WITH_CAP (so a page reads at most that
     * many per category, whatever the size of her wardrobe); with `inPaletteOnly`, only those in or near her
     * palette.
     */
    async wardrobeByCategory(
      clientId: string,
      categories: readonly Category[],
      inPaletteOnly: boolean,
    ): Promise<Map<Category, number>> {
      const capped = categories.map((category) =>
        db
          .select({ category: clothingItems.category })
          .from(clothingItems)
          .where(
            and(
              eq(clothingItems.userId, clientId),
              eq(clothingItems.category, category),
              // Written out, not bound, so that Postgres sees it is the predicate of the partial index.
              inPaletteOnly
                ? sql`${clothingItems.paletteMatch} in ('in', 'near') and ${inWardrobe}`
                : inWardrobe,
            ),
          )
          // The newest first, as the indexes hold them: without an order, Postgres may bet on a table scan
          // finding enough rows early, and read the whole table when they are not there.
          .orderBy(desc(clothingItems.createdAt), desc(clothingItems.id))
          .limit(WEARABLE_WITH_CAP),
      );
      const [first, second, ...rest] = capped;
      if (!first) return new Map();
      const rows = second ? await unionAll(first, second, ...rest) : await first;
      const counts = new Map<Category, number>();
      for (const row of rows)
        counts.set(row.category as Category, (counts.get(row.category as Category) ?? 0) + 1);
      return counts;
    },

    /**
     * Her garments still in her wardrobe by category and season, as the triggers keep them (a few rows, whatever
     * the size of her wardrobe): what a proposal's new complete looks are counted against.
     */
    lookCounts(clientId: string) {
      return db
        .select({
          category: wardrobeSeasonCounts.category,
          season: wardrobeSeasonCounts.season,
          garments: wardrobeSeasonCounts.garments,
        })
        .from(wardrobeSeasonCounts)
        .where(eq(wardrobeSeasonCounts.userId, clientId));
    },

    budgetCents: (consultantId: string, clientId: string) => budgetCentsOf(db, consultantId, clientId),

    async setBudget(consultantId: string, clientId: string, budgetCents: number | null) {
      await db
        .update(consultantClients)
        .set({ budgetCents })
        .where(
          and(eq(consultantClients.consultantId, consultantId), eq(consultantClients.clientId, clientId)),
        );
    },

    /** The prices of the consultant's proposals the client wants and bought, in cents. */
    async decidedTotals(consultantId: string, clientId: string) {
      const rows = await db
        .select({
          decision: clientClothingItems.decision,
          cents: sql<number>`coalesce(sum(${clothingItems.priceCents}), 0)::int`,
        })
        .from(clientClothingItems)
        .innerJoin(clothingItems, eq(clothingItems.id, clientClothingItems.clothingItemId))
        .where(
          and(
            eq(clientClothingItems.clientId, clientId),
            eq(clientClothingItems.consultantId, consultantId),
            inArray(clientClothingItems.decision, ['wanted', 'bought']),
          ),
        )
        .groupBy(clientClothingItems.decision);
      const of = (decision: ProposalDecision) => rows.find((row) => row.decision === decision)?.cents ?? 0;
      return { wanted: of('wanted'), bought: of('bought') };
    },
  };
}
