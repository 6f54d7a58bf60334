import { and, desc, eq, like, not, sql } from 'drizzle-orm';
import type { ArchiveReason, Category } from '~/domain/clothing';
import type { PaletteMatch } from '~/domain/palette-match';
import { holdConsent } from '../../access/consent-hold';
import type { Database } from '../../db/client';
import {
  containing,
  inWardrobe,
  keysetValues,
  olderThan,
  olderThanPlaceholders,
  preparedPerShape,
  tableStatement,
} from '../../db/queries';
import { clientClothingItems, clothingItems } from '../../db/schema';

import type { ClothingRow } from '../../http/clothing-item';

export type { ClothingRow };
export type NewClothingRow = typeof clothingItems.$inferInsert;
export type ClothingChanges = Pick<
  NewClothingRow,
  | 'category'
  | 'color'
  | 'season'
  | 'occasions'
  | 'notes'
  | 'name'
  | 'brand'
  | 'size'
  | 'shop'
  | 'productUrl'
  | 'fitNote'
  | 'priceCents'
  | 'purchaseDate'
  | 'searchText'
>;

export type WardrobeListOptions = {
  /** Normalised words that must all appear in the search text. */
  terms: string[];
  category?: Category;
  palette?: PaletteMatch;
  after?: { createdAt: Date; id: string };
  limit: number;
};

/** One garment, as long as `ownerId` still owns it. */
const ownedBy = (id: string, ownerId: string) =>
  and(eq(clothingItems.id, id), eq(clothingItems.userId, ownerId));

/**
 * The garment is its owner's proposal to a client (to this one, when named) in this answer state: 'open' not
 * answered yet, 'answered' answered in any way. A client's own garment is nobody's proposal.
 */
const proposal = (ownerId: string, state: 'open' | 'answered', clientId?: string) =>
  sql`exists (select 1 from ${clientClothingItems}
    where ${clientClothingItems.clothingItemId} = ${clothingItems.id}
      and ${clientClothingItems.consultantId} = ${ownerId}
      ${clientId ? sql`and ${clientClothingItems.clientId} = ${clientId}` : sql``}
      and ${clientClothingItems.decision} ${state === 'open' ? sql`is null` : sql`is not null`})`;

export function wardrobeRepository(db: Database) {
  const listStatement = preparedPerShape(
    'wardrobe_list',
    (has: (filter: 'category' | 'palette' | 'after') => boolean, name) =>
      tableStatement(
        db,
        clothingItems,
        name,
        db
          .select()
          .from(clothingItems)
          .where(
            and(
              eq(clothingItems.userId, sql.placeholder('ownerId')),
              inWardrobe,
              has('category') ? eq(clothingItems.category, sql.placeholder('category')) : undefined,
              has('palette') ? eq(clothingItems.paletteMatch, sql.placeholder('palette')) : undefined,
              has('after') ? olderThanPlaceholders(clothingItems.createdAt, clothingItems.id) : undefined,
            ),
          )
          .orderBy(desc(clothingItems.createdAt), desc(clothingItems.id))
          .limit(sql.placeholder('limit')),
      ),
  );

  return {
    /**
     * Inserts a garment, if its owner's consent still holds (a client's photo); a consultant's proposal is linked
     * to its client in the same transaction.
     */
    async insert(row: NewClothingRow, catalogueClientId?: string): Promise<ClothingRow> {
      return db.transaction(async (tx) => {
        await holdConsent(tx, row.userId);
        const [created] = await tx.insert(clothingItems).values(row).returning();
        if (catalogueClientId) {
          await tx.insert(clientClothingItems).values({
            clientId: catalogueClientId,
            clothingItemId: created!.id,
            consultantId: created!.userId,
            // The garment's own time, which the catalogue's cursor carries.
            createdAt: created!.createdAt,
          });
        }
        return created!;
      });
    },

    async findById(id: string): Promise<ClothingRow | null> {
      const [row] = await db.select().from(clothingItems).where(eq(clothingItems.id, id));
      return row ?? null;
    },

    /**
     * Newest first, by keyset on (created_at, id); the trigram index serves the LIKE terms. Pages without
     * search terms (nearly all of them) run a prepared statement.
     */
    async list(ownerId: string, options: WardrobeListOptions): Promise<ClothingRow[]> {
      const { after } = options;
      if (options.terms.length === 0) {
        return listStatement({ category: options.category, palette: options.palette, after }).execute({
          ownerId,
          category: options.category,
          palette: options.palette,
          limit: options.limit,
          ...keysetValues(after && { at: after.createdAt, id: after.id }),
        });
      }
      return db
        .select()
        .from(clothingItems)
        .where(
          and(
            eq(clothingItems.userId, ownerId),
            inWardrobe,
            options.category ? eq(clothingItems.category, options.category) : undefined,
            options.palette ? eq(clothingItems.paletteMatch, options.palette) : undefined,
            ...options.terms.map((term) => like(clothingItems.searchText, containing(term))),
            olderThan(
              clothingItems.createdAt,
              clothingItems.id,
              after && { at: after.createdAt, id: after.id },
            ),
          ),
        )
        .orderBy(desc(clothingItems.createdAt), desc(clothingItems.id))
        .limit(options.limit);
    },

    // A garment can change owner (a bought proposal becomes the client's), so every change below names the
    // owner the caller was allowed to act for: a row that changed hands meanwhile is left alone, and the caller
    // hears "0 rows" as null or false.

    /**
     * The garment's new fields; null when it is no longer this owner's (bought or deleted meanwhile) or is a
     * proposal its client has answered (her answer was to the garment as it was).
     */
    async update(id: string, ownerId: string, changes: ClothingChanges): Promise<ClothingRow | null> {
      const [row] = await db
        .update(clothingItems)
        .set(changes)
        .where(and(ownedBy(id, ownerId), not(proposal(ownerId, 'answered'))))
        .returning();
      return row ?? null;
    },

    /**
     * A proposal's new fields, while it is this consultant's, made to this client and unanswered; null
     * otherwise. Of an edit and a purchase, whichever reaches the row second finds it answered or no longer hers.
     */
    async updateProposal(
      id: string,
      consultantId: string,
      clientId: string,
      changes: ClothingChanges,
    ): Promise<ClothingRow | null> {
      const [row] = await db
        .update(clothingItems)
        .set(changes)
        .where(and(ownedBy(id, consultantId), proposal(consultantId, 'open', clientId)))
        .returning();
      return row ?? null;
    },

    /** Withdraws a proposal not bought yet (its answer goes with it); false when there is none. */
    async deleteProposal(id: string, consultantId: string, clientId: string): Promise<boolean> {
      const removed = await db
        .delete(clothingItems)
        .where(
          and(
            ownedBy(id, consultantId),
            sql`exists (select 1 from ${clientClothingItems}
              where ${clientClothingItems.clothingItemId} = ${clothingItems.id}
                and ${clientClothingItems.consultantId} = ${consultantId}
                and ${clientClothingItems.clientId} = ${clientId})`,
          ),
        )
        .returning({ id: clothingItems.id });
      return removed.length > 0;
    },

    /** The answer to a consultant's proposal of this garment (to this client, when named); null without one. */
    async proposalAnswer(
      id: string,
      consultantId: string,
      clientId?: string,
    ): Promise<{ clientId: string; decision: string | null } | null> {
      const [link] = await db
        .select({ clientId: clientClothingItems.clientId, decision: clientClothingItems.decision })
        .from(clientClothingItems)
        .where(
          and(
            eq(clientClothingItems.clothingItemId, id),
            eq(clientClothingItems.consultantId, consultantId),
            clientId ? eq(clientClothingItems.clientId, clientId) : undefined,
          ),
        );
      return link ?? null;
    },

    /** Points the garment at a new cutout file and its colours; null when it is no longer this owner's. */
    async setCutout(
      id: string,
      ownerId: string,
      cutout: Pick<ClothingRow, 'enhancedImageKey' | 'colors' | 'paletteMatch'>,
    ): Promise<ClothingRow | null> {
      const [row] = await db.update(clothingItems).set(cutout).where(ownedBy(id, ownerId)).returning();
      return row ?? null;
    },

    /**
     * Takes her garment out of her wardrobe for this reason (a garment already out keeps its date, takes the new
     * reason); null when it is not hers.
     */
    async archive(id: string, ownerId: string, reason: ArchiveReason, at: Date): Promise<ClothingRow | null> {
      const [row] = await db
        .update(clothingItems)
        .set({
          archivedAt: sql`coalesce(${clothingItems.archivedAt}, ${at.toISOString()}::timestamptz)`,
          archiveReason: reason,
        })
        .where(ownedBy(id, ownerId))
        .returning();
      return row ?? null;
    },

    /** Puts her garment back in her wardrobe; null when it is not hers. */
    async restore(id: string, ownerId: string): Promise<ClothingRow | null> {
      const [row] = await db
        .update(clothingItems)
        .set({ archivedAt: null, archiveReason: null })
        .where(ownedBy(id, ownerId))
        .returning();
      return row ?? null;
    },

    /** 'Sortis de la garde-robe': the latest out first, by keyset on (archived_at, id). */
    listArchived(ownerId: string, options: { after?: { archivedAt: Date; id: string }; limit: number }) {
      const { after } = options;
      return (
        db
          .select()
          .from(clothingItems)
          .where(
            and(
              eq(clothingItems.userId, ownerId),
              // A later page's boundary already leaves out the garments still in the wardrobe (a null date):
              // saying it twice made the planner expect a few rows, and sort them rather than read them in order.
              after
                ? olderThan(clothingItems.archivedAt, clothingItems.id, {
                    at: after.archivedAt,
                    id: after.id,
                  })
                : sql`${clothingItems.archivedAt} is not null`,
            ),
          )
          // As clothing_items_user_archived_idx holds them.
          .orderBy(sql`${clothingItems.archivedAt} desc nulls last`, sql`${clothingItems.id} desc nulls last`)
          .limit(options.limit)
      );
    },

    /**
     * A proposal's garment takes its answer with it (the cards that counted it are recounted by their trigger).
     * False when it is no longer this owner's: a proposal bought meanwhile stays in the client's wardrobe.
     */
    async delete(id: string, ownerId: string): Promise<boolean> {
      const removed = await db
        .delete(clothingItems)
        .where(ownedBy(id, ownerId))
        .returning({ id: clothingItems.id });
      return removed.length > 0;
    },
  };
}
