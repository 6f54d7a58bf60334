import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { inWardrobe } from '../../db/queries';
import {
  calendarFeeds,
  clothingItems,
  garmentWears,
  outfitClothingItems,
  outfitPlans,
  outfits,
  profiles,
} from '../../db/schema';

const planned = alias(outfits, 'planned');
const latest = alias(outfits, 'latest');
const maker = alias(profiles, 'maker');
const planner = alias(profiles, 'planner');

/**
 * Her calendar, her wear log and her feed's address. The log and the kept counts on her garments
 * (`clothing_items.wear_count`, `last_worn_on`) change together in one transaction, by the rows actually inserted
 * or deleted, so a double tap counts once and an undo never takes off what was not counted.
 */
export function wearCalendarRepository(db: Database) {
  /** The looks planned from `from` to `to`, each shown as the newest version of the look planned. */
  function plans(clientId: string, from: string, to: string) {
    return db
      .select({
        day: outfitPlans.day,
        note: outfitPlans.note,
        plannedBy: outfitPlans.plannedBy,
        plannerFirstName: planner.firstName,
        plannerLastName: planner.lastName,
        look: {
          id: latest.id,
          name: latest.name,
          shared: latest.shared,
          updatedAt: latest.updatedAt,
          consultantId: latest.consultantId,
        },
        makerFirstName: maker.firstName,
        makerLastName: maker.lastName,
      })
      .from(outfitPlans)
      .innerJoin(planned, eq(planned.id, outfitPlans.outfitId))
      .innerJoin(latest, and(eq(latest.rootId, planned.rootId), eq(latest.latest, true)))
      .leftJoin(maker, eq(maker.id, latest.consultantId))
      .leftJoin(planner, eq(planner.id, outfitPlans.plannedBy))
      .where(and(eq(outfitPlans.clientId, clientId), gte(outfitPlans.day, from), lte(outfitPlans.day, to)))
      .orderBy(asc(outfitPlans.day));
  }

  /** What she logged from `from` to `to`, by day (the log's index on client and day). */
  function wears(clientId: string, from: string, to: string) {
    return db
      .select({
        day: garmentWears.wornOn,
        itemId: garmentWears.clothingItemId,
        outfitId: garmentWears.outfitId,
      })
      .from(garmentWears)
      .where(
        and(
          eq(garmentWears.clientId, clientId),
          gte(garmentWears.wornOn, from),
          lte(garmentWears.wornOn, to),
        ),
      )
      .orderBy(desc(garmentWears.wornOn), asc(garmentWears.clothingItemId));
  }

  return {
    plans,
    wears,

    async plan(input: {
      clientId: string;
      day: string;
      outfitId: string;
      plannedBy: string;
      note: string | null;
      at: Date;
    }) {
      await db
        .insert(outfitPlans)
        .values({ ...input, createdAt: input.at, updatedAt: input.at })
        .onConflictDoUpdate({
          target: [outfitPlans.clientId, outfitPlans.day],
          set: {
            outfitId: sql`excluded.outfit_id`,
            note: sql`excluded.note`,
            plannedBy: sql`excluded.planned_by`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    },

    async unplan(clientId: string, day: string) {
      await db.delete(outfitPlans).where(and(eq(outfitPlans.clientId, clientId), eq(outfitPlans.day, day)));
    },

    /** Of the look's garments, those in her wardrobe (hers, not given away): what 'Je l'ai porté' logs. */
    async garmentsOfLook(clientId: string, outfitId: string) {
      const rows = await db
        .select({ id: clothingItems.id })
        .from(outfitClothingItems)
        .innerJoin(clothingItems, eq(clothingItems.id, outfitClothingItems.clothingItemId))
        .where(
          and(eq(outfitClothingItems.outfitId, outfitId), eq(clothingItems.userId, clientId), inWardrobe),
        );
      return rows.map((row) => row.id);
    },

    /** Of these garments, those in her wardrobe. */
    async inHerWardrobe(clientId: string, itemIds: string[]) {
      const rows = await db
        .select({ id: clothingItems.id })
        .from(clothingItems)
        .where(and(inArray(clothingItems.id, itemIds), eq(clothingItems.userId, clientId), inWardrobe));
      return rows.map((row) => row.id);
    },

    /** Logs the garments for the day; each garment's count goes up once, only for the rows really inserted. */
    async logWears(clientId: string, day: string, itemIds: string[], outfitId: string | null) {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(garmentWears)
          .values(itemIds.map((clothingItemId) => ({ clientId, clothingItemId, wornOn: day, outfitId })))
          .onConflictDoNothing()
          .returning({ id: garmentWears.clothingItemId });
        if (inserted.length > 0) {
          await tx
            .update(clothingItems)
            .set({
              wearCount: sql`${clothingItems.wearCount} + 1`,
              lastWornOn: sql`greatest(${clothingItems.lastWornOn}, ${day}::date)`,
            })
            .where(
              and(
                eq(clothingItems.userId, clientId),
                inArray(
                  clothingItems.id,
                  inserted.map((row) => row.id),
                ),
              ),
            );
        }
        return inserted.length;
      });
    },

    /** Takes the day's log back (one garment's, or all); each count goes down once per row really deleted. */
    async undoWears(clientId: string, day: string, itemId: string | undefined) {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(garmentWears)
          .where(
            and(
              eq(garmentWears.clientId, clientId),
              eq(garmentWears.wornOn, day),
              itemId ? eq(garmentWears.clothingItemId, itemId) : undefined,
            ),
          )
          .returning({ id: garmentWears.clothingItemId });
        if (deleted.length > 0) {
          // The last day worn is read back from the log by its primary key (client, garment, day).
          await tx
            .update(clothingItems)
            .set({
              wearCount: sql`greatest(${clothingItems.wearCount} - 1, 0)`,
              lastWornOn: sql`(select max(${garmentWears.wornOn}) from ${garmentWears}
                where ${garmentWears.clientId} = ${clientId} and ${garmentWears.clothingItemId} = ${clothingItems.id})`,
            })
            .where(
              and(
                eq(clothingItems.userId, clientId),
                inArray(
                  clothingItems.id,
                  deleted.map((row) => row.id),
                ),
              ),
            );
        }
        return deleted.length;
      });
    },

    /** Her garments in her wardrobe with their kept counts: the summary reads no log. */
    async garmentCounts(clientId: string) {
      return db
        .select({
          id: clothingItems.id,
          name: clothingItems.name,
          category: clothingItems.category,
          enhancedImageKey: clothingItems.enhancedImageKey,
          priceCents: clothingItems.priceCents,
          wearCount: clothingItems.wearCount,
          lastWornOn: clothingItems.lastWornOn,
          createdAt: clothingItems.createdAt,
        })
        .from(clothingItems)
        .where(and(eq(clothingItems.userId, clientId), inWardrobe))
        .orderBy(desc(clothingItems.createdAt), desc(clothingItems.id));
    },

    async feed(clientId: string) {
      const [row] = await db
        .select({ createdAt: calendarFeeds.createdAt })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.clientId, clientId));
      return row ?? null;
    },

    /** A new address replaces the old one. */
    async replaceFeed(clientId: string, tokenHash: string, at: Date) {
      await db
        .insert(calendarFeeds)
        .values({ clientId, tokenHash, createdAt: at })
        .onConflictDoUpdate({
          target: calendarFeeds.clientId,
          set: { tokenHash: sql`excluded.token_hash`, createdAt: sql`excluded.created_at` },
        });
    },

    async revokeFeed(clientId: string) {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.clientId, clientId));
    },

    async feedOwner(tokenHash: string) {
      const [row] = await db
        .select({ clientId: calendarFeeds.clientId })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.tokenHash, tokenHash));
      return row?.clientId ?? null;
    },
  };
}

export type WearCalendarRepository = ReturnType<typeof wearCalendarRepository>;
