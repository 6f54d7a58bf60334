import { eq } from 'drizzle-orm';
import type { ColourMeasurements, DrapingInput } from '~/domain/draping';
import { holdConsent } from '../../access/consent-hold';
import type { Database } from '../../db/client';
import { colourAnalyses } from '../../db/schema';
import { AppError } from '../../errors';

export type ColourAnalysisRow = typeof colourAnalyses.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A client's colour analysis, one row. What is read from her face is kept only with the account's consent (held
 * under the lock its withdrawal takes); her photo also needs its own consent, read under this row's lock, so a
 * photo stored and a consent withdrawn at the same moment never leave a photo she no longer agrees to.
 */
export function colourAnalysisRepository(db: Database) {
  /** Her row, created empty when missing, locked until the transaction ends. */
  async function lockedRow(tx: Transaction, clientId: string) {
    await tx.insert(colourAnalyses).values({ clientId }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(colourAnalyses)
      .where(eq(colourAnalyses.clientId, clientId))
      .for('update');
    return row!;
  }

  return {
    async find(clientId: string): Promise<ColourAnalysisRow | null> {
      const [row] = await db.select().from(colourAnalyses).where(eq(colourAnalyses.clientId, clientId));
      return row ?? null;
    },

    async grantPhotoConsent(clientId: string, at: Date) {
      return db.transaction(async (tx) => {
        const row = await lockedRow(tx, clientId);
        if (row.photoConsentAt) return row;
        const [updated] = await tx
          .update(colourAnalyses)
          .set({ photoConsentAt: at, updatedAt: at })
          .where(eq(colourAnalyses.clientId, clientId))
          .returning();
        return updated!;
      });
    },

    /** Withdrawn: the photo goes with it; the measured colours stay (she may erase them apart). */
    async withdrawPhotoConsent(clientId: string, at: Date) {
      return db.transaction(async (tx) => {
        const row = await lockedRow(tx, clientId);
        const [updated] = await tx
          .update(colourAnalyses)
          .set({ photoConsentAt: null, photoKey: null, updatedAt: at })
          .where(eq(colourAnalyses.clientId, clientId))
          .returning();
        return { row: updated!, erased: row.photoKey };
      });
    },

    /** Her new photo, taken by her or by her consultant: returns the one it replaces, to delete. */
    async setPhoto(clientId: string, key: string | null, by: string, at: Date) {
      return db.transaction(async (tx) => {
        if (key) await holdConsent(tx, clientId, { askedBy: by === clientId ? 'herself' : 'consultant' });
        const row = await lockedRow(tx, clientId);
        if (key && !row.photoConsentAt) throw new AppError('FACE_PHOTO_CONSENT_REQUIRED');
        const [updated] = await tx
          .update(colourAnalyses)
          .set({ photoKey: key, updatedBy: by, updatedAt: at })
          .where(eq(colourAnalyses.clientId, clientId))
          .returning();
        return { row: updated!, replaced: row.photoKey };
      });
    },

    async setMeasurements(clientId: string, measurements: ColourMeasurements, by: string, at: Date) {
      return db.transaction(async (tx) => {
        await holdConsent(tx, clientId, { askedBy: by === clientId ? 'herself' : 'consultant' });
        await lockedRow(tx, clientId);
        const [updated] = await tx
          .update(colourAnalyses)
          .set({ measurements, measuredAt: at, updatedBy: by, updatedAt: at })
          .where(eq(colourAnalyses.clientId, clientId))
          .returning();
        return updated!;
      });
    },

    async setDraping(clientId: string, input: DrapingInput, by: string, at: Date) {
      return db.transaction(async (tx) => {
        await lockedRow(tx, clientId);
        const [updated] = await tx
          .update(colourAnalyses)
          .set({ drapes: input.drapes, note: input.note, updatedBy: by, updatedAt: at })
          .where(eq(colourAnalyses.clientId, clientId))
          .returning();
        return updated!;
      });
    },

    /** 'Tout effacer': the row goes; returns the photo's key to delete. */
    async erase(clientId: string) {
      const [row] = await db
        .delete(colourAnalyses)
        .where(eq(colourAnalyses.clientId, clientId))
        .returning({ key: colourAnalyses.photoKey });
      return row?.key ?? null;
    },
  };
}
