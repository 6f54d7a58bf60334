import { and, count, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { restoreLatestVersions } from '../../db/outfit-versions';
import {
  clientDiagnoses,
  clientDocuments,
  colourAnalyses,
  clientProfiles,
  clothingItems,
  garmentCaptures,
  measurementHistory,
  outfitClothingItems,
  outfits,
  profiles,
} from '../../db/schema';

const MEASUREMENTS_ERASED = {
  gender: null,
  age: null,
  height: null,
  weight: null,
  bustSize: null,
  shoulderWidth: null,
  waistSize: null,
  hipSize: null,
};
const MEASUREMENT_NAMES = Object.keys(MEASUREMENTS_ERASED) as (keyof typeof MEASUREMENTS_ERASED)[];

type Executor = Pick<Database, 'selectDistinct'>;

/**
 * The outfits whose image shows what her consent covers: composed with at least one of her garments (her
 * photos), or drawn on the silhouette made from her measurements.
 */
const outfitsShowingHer = (db: Executor, clientId: string) =>
  union(
    db
      .selectDistinct({ id: outfitClothingItems.outfitId })
      .from(outfitClothingItems)
      .innerJoin(clothingItems, eq(clothingItems.id, outfitClothingItems.clothingItemId))
      .where(eq(clothingItems.userId, clientId)),
    db
      .selectDistinct({ id: outfits.id })
      .from(outfits)
      .where(and(eq(outfits.clientId, clientId), eq(outfits.drawnOnMeasurements, true))),
  );

export function consentRepository(db: Database) {
  return {
    async consentedAt(userId: string) {
      const [row] = await db
        .select({ consentedAt: profiles.consentedAt })
        .from(profiles)
        .where(eq(profiles.id, userId));
      return row?.consentedAt ?? null;
    },

    /** Keeps the first date a client agreed on while she has not withdrawn it. */
    async grant(userId: string, at: Date) {
      await db
        .update(profiles)
        .set({ consentedAt: at })
        .where(and(eq(profiles.id, userId), isNull(profiles.consentedAt)));
    },

    /** What withdrawing the consent would erase, counted. */
    async erasable(clientId: string) {
      const [[profile], [history], [garments], [captures], outfitIds, [morphology], [documents], [colours]] =
        await Promise.all([
          db.select().from(clientProfiles).where(eq(clientProfiles.userId, clientId)),
          db.select({ n: count() }).from(measurementHistory).where(eq(measurementHistory.clientId, clientId)),
          db.select({ n: count() }).from(clothingItems).where(eq(clothingItems.userId, clientId)),
          db.select({ n: count() }).from(garmentCaptures).where(eq(garmentCaptures.userId, clientId)),
          outfitsShowingHer(db, clientId),
          db
            .select({ n: count() })
            .from(clientDiagnoses)
            .where(and(eq(clientDiagnoses.clientId, clientId), isNotNull(clientDiagnoses.morphology))),
          db.select({ n: count() }).from(clientDocuments).where(eq(clientDocuments.clientId, clientId)),
          db
            .select({ n: count() })
            .from(colourAnalyses)
            .where(
              and(
                eq(colourAnalyses.clientId, clientId),
                or(isNotNull(colourAnalyses.measurements), isNotNull(colourAnalyses.photoKey)),
              ),
            ),
        ]);
      return {
        measurements: !!profile && MEASUREMENT_NAMES.some((name) => profile[name] !== null),
        measurementChanges: history?.n ?? 0,
        garments: garments?.n ?? 0,
        pendingPhotos: captures?.n ?? 0,
        outfits: outfitIds.length,
        morphology: (morphology?.n ?? 0) > 0,
        documents: documents?.n ?? 0,
        colourAnalysis: (colours?.n ?? 0) > 0,
      };
    },

    /**
     * Erases the client's measurements (the row stays, empty, so she is not sent back to onboarding), their
     * history, the morphology her consultant confirmed from them, her garments, her pending photos and the
     * outfits whose image shows her garments or her measured silhouette, and records the withdrawal. Returns the stored files to delete once the rows are gone.
     * Her style questionnaire's inspiration photos stay: pictures she chose to share for her style, not her
     * measurements nor photos of her, which this consent covers (decision record 72); they go with her account.
     */
    async withdraw(clientId: string) {
      return db.transaction(async (tx) => {
        // Serialises with a concurrent withdrawal or grant of the same client.
        await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, clientId)).for('update');
        const outfitIds = (await outfitsShowingHer(tx, clientId)).map((row) => row.id);
        const removedOutfits = outfitIds.length
          ? await tx
              .delete(outfits)
              .where(inArray(outfits.id, outfitIds))
              .returning({ key: outfits.imageKey })
          : [];
        await restoreLatestVersions(tx, clientId);
        const removedGarments = await tx
          .delete(clothingItems)
          .where(eq(clothingItems.userId, clientId))
          .returning({ image: clothingItems.imageKey, enhanced: clothingItems.enhancedImageKey });
        const removedCaptures = await tx
          .delete(garmentCaptures)
          .where(eq(garmentCaptures.userId, clientId))
          .returning({ image: garmentCaptures.imageKey, cutout: garmentCaptures.cutoutKey });
        // Her documents print her silhouette, her looks and her garments' photos: they go with them.
        const removedDocuments = await tx
          .delete(clientDocuments)
          .where(eq(clientDocuments.clientId, clientId))
          .returning({ key: clientDocuments.fileKey });
        // Her colour analysis is read from her face: the photo and the measured colours go (the drapes her
        // consultant noted are hers to keep with the diagnosis' season).
        const [colourAnalysis] = await tx
          .select({ key: colourAnalyses.photoKey })
          .from(colourAnalyses)
          .where(eq(colourAnalyses.clientId, clientId));
        await tx
          .update(colourAnalyses)
          .set({ photoKey: null, photoConsentAt: null, measurements: null, measuredAt: null })
          .where(eq(colourAnalyses.clientId, clientId));
        await tx.delete(measurementHistory).where(eq(measurementHistory.clientId, clientId));
        await tx
          .update(clientDiagnoses)
          .set({ morphology: null, morphologyNote: null })
          .where(eq(clientDiagnoses.clientId, clientId));
        await tx
          .update(clientProfiles)
          .set({ ...MEASUREMENTS_ERASED, updatedAt: new Date() })
          .where(eq(clientProfiles.userId, clientId));
        await tx.update(profiles).set({ consentedAt: null }).where(eq(profiles.id, clientId));
        return [
          ...removedOutfits.map((row) => row.key),
          ...removedGarments.flatMap((row) => [row.image, row.enhanced]),
          ...removedCaptures.flatMap((row) => [row.image, row.cutout]),
          ...removedDocuments.map((row) => row.key),
          colourAnalysis?.key,
        ].filter((key): key is string => !!key);
      });
    },
  };
}
