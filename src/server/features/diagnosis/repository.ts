import { eq, sql } from 'drizzle-orm';
import type { Category } from '~/domain/clothing';
import type { DiagnosisInput } from '~/domain/diagnosis';
import type { PaletteMatch } from '~/domain/palette-match';
import { holdConsent } from '../../access/consent-hold';
import type { Database } from '../../db/client';
import { silhouetteColumns } from '../../db/queries';
import { clientDiagnoses, clientProfiles, wardrobeVerdictCounts } from '../../db/schema';

export type DiagnosisRow = typeof clientDiagnoses.$inferSelect;

export function diagnosisRepository(db: Database) {
  return {
    async find(clientId: string): Promise<DiagnosisRow | null> {
      const [row] = await db.select().from(clientDiagnoses).where(eq(clientDiagnoses.clientId, clientId));
      return row ?? null;
    },

    /** What the morphology is computed and the silhouette drawn from; null when the client has not onboarded. */
    async measurements(clientId: string) {
      const [row] = await db
        .select(silhouetteColumns)
        .from(clientProfiles)
        .where(eq(clientProfiles.userId, clientId));
      return row ?? null;
    },

    /**
     * A morphology is read from her measurements, so it is kept only with her consent, checked under the lock a
     * withdrawal takes (which erases it).
     */
    async save(clientId: string, input: DiagnosisInput, consultantId: string, now: Date): Promise<void> {
      const values = { ...input, updatedBy: consultantId, updatedAt: now };
      await db.transaction(async (tx) => {
        if (input.morphology) await holdConsent(tx, clientId, { askedBy: 'consultant' });
        await tx
          .insert(clientDiagnoses)
          .values({ clientId, ...values })
          .onConflictDoUpdate({ target: clientDiagnoses.clientId, set: values });
      });
    },

    /**
     * Her own garments counted by category and verdict ('unmeasured': without a measured colour): a few rows kept by
     * the database with every change of her garments (migration kept_counts, decision record 49).
     */
    async wardrobeCounts(clientId: string) {
      return db
        .select({
          category: sql<Category>`${wardrobeVerdictCounts.category}`,
          verdict: sql<PaletteMatch | 'unmeasured'>`${wardrobeVerdictCounts.verdict}`,
          count: wardrobeVerdictCounts.garments,
        })
        .from(wardrobeVerdictCounts)
        .where(eq(wardrobeVerdictCounts.userId, clientId));
    },
  };
}
