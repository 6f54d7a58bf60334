import { and, asc, count, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { MAX_CAPSULE_PIECES, MAX_CAPSULES_PER_CLIENT } from '~/domain/capsule-texts';
import type { Database } from '../../db/client';
import { inWardrobe } from '../../db/queries';
import {
  capsuleDays,
  capsuleItems,
  capsules,
  clientClothingItems,
  clothingItems,
  outfits,
  profiles,
} from '../../db/schema';

export type CapsuleRow = typeof capsules.$inferSelect;
/** How many garments the piece picker offers, newest first: the largest wardrobes seen hold a few hundred. */
export const CHOICES_LISTED = 500;
/** How many open proposals the piece picker offers, and of her looks the day picker, newest first. */
export const PROPOSALS_LISTED = 60;
export const LOOKS_LISTED = 60;

const createdByName = sql<string | null>`trim(${profiles.firstName} || ' ' || ${profiles.lastName})`;
const summaryColumns = {
  capsule: capsules,
  createdByName,
  pieces: sql<number>`(select count(*)::int from ${capsuleItems} where ${capsuleItems.capsuleId} = ${capsules.id})`,
  packed: sql<number>`(select count(*)::int from ${capsuleItems} where ${capsuleItems.capsuleId} = ${capsules.id} and ${capsuleItems.packed})`,
};
/** An open proposal: not declined, not bought (a bought garment is hers). */
const openProposal = sql`(${clientClothingItems.decision} is null or ${clientClothingItems.decision} in ('wanted', 'maybe'))`;

export type AddPiece = 'added' | 'already' | 'full' | 'notAllowed';

export function capsulesRepository(db: Database) {
  return {
    /**
     * A new capsule, unless she holds MAX_CAPSULES_PER_CLIENT already (null then): her profile row is locked
     * meanwhile, so two creations at once count each other.
     */
    async create(values: typeof capsules.$inferInsert): Promise<CapsuleRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${profiles} where ${profiles.id} = ${values.clientId} for update`);
        const [held] = await tx
          .select({ n: count() })
          .from(capsules)
          .where(eq(capsules.clientId, values.clientId));
        if ((held?.n ?? 0) >= MAX_CAPSULES_PER_CLIENT) return null;
        const [row] = await tx.insert(capsules).values(values).returning();
        return row!;
      });
    },

    /** Her capsules, newest first (capsules_client_created_idx), each with its counts. */
    list(clientId: string) {
      return db
        .select(summaryColumns)
        .from(capsules)
        .leftJoin(profiles, eq(profiles.id, capsules.createdBy))
        .where(eq(capsules.clientId, clientId))
        .orderBy(desc(capsules.createdAt), desc(capsules.id))
        .limit(MAX_CAPSULES_PER_CLIENT);
    },

    async find(id: string) {
      const [row] = await db
        .select(summaryColumns)
        .from(capsules)
        .leftJoin(profiles, eq(profiles.id, capsules.createdBy))
        .where(eq(capsules.id, id));
      return row ?? null;
    },

    /** The category and season of the pieces of these capsules still in a wardrobe: what their looks count. */
    lookPieces(capsuleIds: string[]) {
      if (capsuleIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          capsuleId: capsuleItems.capsuleId,
          id: clothingItems.id,
          category: clothingItems.category,
          season: clothingItems.season,
        })
        .from(capsuleItems)
        .innerJoin(clothingItems, eq(clothingItems.id, capsuleItems.clothingItemId))
        .where(and(inArray(capsuleItems.capsuleId, capsuleIds), inWardrobe));
    },

    /** Its pieces in the order they were added, each with its tick. */
    pieces(capsuleId: string) {
      return db
        .select({ item: clothingItems, packed: capsuleItems.packed })
        .from(capsuleItems)
        .innerJoin(clothingItems, eq(clothingItems.id, capsuleItems.clothingItemId))
        .where(eq(capsuleItems.capsuleId, capsuleId))
        .orderBy(asc(capsuleItems.addedAt), asc(capsuleItems.clothingItemId))
        .limit(MAX_CAPSULE_PIECES);
    },

    async update(
      id: string,
      values: Partial<Pick<CapsuleRow, 'name' | 'startsOn' | 'endsOn' | 'occasions' | 'notes'>>,
      at: Date,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(capsules)
          .set({ ...values, updatedAt: at })
          .where(eq(capsules.id, id))
          .returning();
        // New dates: the looks of the days left out go.
        if (row?.startsOn && row.endsOn && (values.startsOn || values.endsOn))
          await tx
            .delete(capsuleDays)
            .where(
              and(
                eq(capsuleDays.capsuleId, id),
                or(lt(capsuleDays.day, row.startsOn), gt(capsuleDays.day, row.endsOn)),
              ),
            );
        return row ?? null;
      });
    },

    async remove(id: string) {
      await db.delete(capsules).where(eq(capsules.id, id));
    },

    /**
     * Puts a piece in: her garment still in her wardrobe, or an open proposal made to her, while the capsule holds
     * fewer than MAX_CAPSULE_PIECES (its row locked meanwhile, so two additions at once count each other).
     */
    async addPiece(capsule: Pick<CapsuleRow, 'id' | 'clientId'>, itemId: string): Promise<AddPiece> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${capsules} where ${capsules.id} = ${capsule.id} for update`);
        const [there] = await tx
          .select({ id: capsuleItems.clothingItemId })
          .from(capsuleItems)
          .where(and(eq(capsuleItems.capsuleId, capsule.id), eq(capsuleItems.clothingItemId, itemId)));
        if (there) return 'already';
        const [allowed] = await tx
          .select({ id: clothingItems.id })
          .from(clothingItems)
          .where(
            and(
              eq(clothingItems.id, itemId),
              or(
                and(eq(clothingItems.userId, capsule.clientId), inWardrobe),
                sql`exists (select 1 from ${clientClothingItems}
                  where ${clientClothingItems.clothingItemId} = ${clothingItems.id}
                    and ${clientClothingItems.clientId} = ${capsule.clientId} and ${openProposal})`,
              ),
            ),
          );
        if (!allowed) return 'notAllowed';
        const [held] = await tx
          .select({ n: count() })
          .from(capsuleItems)
          .where(eq(capsuleItems.capsuleId, capsule.id));
        if ((held?.n ?? 0) >= MAX_CAPSULE_PIECES) return 'full';
        await tx.insert(capsuleItems).values({ capsuleId: capsule.id, clothingItemId: itemId });
        await tx
          .update(capsules)
          .set({ updatedAt: sql`now()` })
          .where(eq(capsules.id, capsule.id));
        return 'added';
      });
    },

    async removePiece(capsuleId: string, itemId: string) {
      await db
        .delete(capsuleItems)
        .where(and(eq(capsuleItems.capsuleId, capsuleId), eq(capsuleItems.clothingItemId, itemId)));
    },

    /** Ticks or unticks a piece (a value, not a toggle: a double tap says the same twice); false without it. */
    async setPacked(capsuleId: string, itemId: string, packed: boolean): Promise<boolean> {
      const rows = await db
        .update(capsuleItems)
        .set({ packed })
        .where(and(eq(capsuleItems.capsuleId, capsuleId), eq(capsuleItems.clothingItemId, itemId)))
        .returning({ id: capsuleItems.clothingItemId });
      return rows.length > 0;
    },

    async packing(capsuleId: string) {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          packed: sql<number>`(count(*) filter (where ${capsuleItems.packed}))::int`,
        })
        .from(capsuleItems)
        .where(eq(capsuleItems.capsuleId, capsuleId));
      return { packed: row?.packed ?? 0, total: row?.total ?? 0 };
    },

    /** A travel case's days that have a look or an occasion, first to last, with the look. */
    days(capsuleId: string) {
      return db
        .select({
          day: capsuleDays.day,
          occasion: capsuleDays.occasion,
          outfitId: outfits.id,
          outfitName: outfits.name,
        })
        .from(capsuleDays)
        .leftJoin(outfits, eq(outfits.id, capsuleDays.outfitId))
        .where(eq(capsuleDays.capsuleId, capsuleId))
        .orderBy(asc(capsuleDays.day));
    },

    async setDay(
      capsuleId: string,
      day: string,
      values: { outfitId: string | null; occasion: string | null },
    ) {
      await db
        .insert(capsuleDays)
        .values({ capsuleId, day, ...values })
        .onConflictDoUpdate({ target: [capsuleDays.capsuleId, capsuleDays.day], set: values });
    },

    async removeDay(capsuleId: string, day: string) {
      await db.delete(capsuleDays).where(and(eq(capsuleDays.capsuleId, capsuleId), eq(capsuleDays.day, day)));
    },

    /** Her garments still in her wardrobe, newest first (clothing_items_user_created_idx). */
    wardrobe(clientId: string) {
      return db
        .select()
        .from(clothingItems)
        .where(and(eq(clothingItems.userId, clientId), inWardrobe))
        .orderBy(desc(clothingItems.createdAt), desc(clothingItems.id))
        .limit(CHOICES_LISTED);
    },

    /** The proposals made to her and still open, newest first (client_clothing_items_client_created_idx). */
    openProposals(clientId: string) {
      return db
        .select({ item: clothingItems })
        .from(clientClothingItems)
        .innerJoin(clothingItems, eq(clothingItems.id, clientClothingItems.clothingItemId))
        .where(and(eq(clientClothingItems.clientId, clientId), openProposal))
        .orderBy(desc(clientClothingItems.createdAt), desc(clientClothingItems.clothingItemId))
        .limit(PROPOSALS_LISTED);
    },

    /** Her looks as she sees them, newest first (outfits_client_shared_created_idx). */
    looks(clientId: string) {
      return db
        .select({ id: outfits.id, name: outfits.name })
        .from(outfits)
        .where(and(eq(outfits.clientId, clientId), sql`${outfits.latest} and ${outfits.shared}`))
        .orderBy(desc(outfits.createdAt), desc(outfits.id))
        .limit(LOOKS_LISTED);
    },
  };
}
