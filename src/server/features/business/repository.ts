import { eq } from 'drizzle-orm';
import type { BusinessInput } from '~/domain/business';
import { DEFAULT_ACCENT_COLOR } from '~/domain/business-texts';
import type { Database } from '../../db/client';
import { consultantBusinesses } from '../../db/schema';

export type BusinessRow = typeof consultantBusinesses.$inferSelect;

export function businessRepository(db: Database) {
  return {
    async find(consultantId: string): Promise<BusinessRow | null> {
      const [row] = await db
        .select()
        .from(consultantBusinesses)
        .where(eq(consultantBusinesses.consultantId, consultantId));
      return row ?? null;
    },

    async save(consultantId: string, input: BusinessInput, at: Date): Promise<BusinessRow> {
      const [row] = await db
        .insert(consultantBusinesses)
        .values({ consultantId, ...input, updatedAt: at })
        .onConflictDoUpdate({ target: consultantBusinesses.consultantId, set: { ...input, updatedAt: at } })
        .returning();
      return row!;
    },

    /** Points her business at a new logo (null: none); the key it replaced, to delete once nothing points there. */
    async setLogo(consultantId: string, logoKey: string | null, at: Date): Promise<string | null> {
      const before = await this.find(consultantId);
      await db
        .insert(consultantBusinesses)
        .values({ consultantId, accentColor: DEFAULT_ACCENT_COLOR, logoKey, updatedAt: at })
        .onConflictDoUpdate({ target: consultantBusinesses.consultantId, set: { logoKey, updatedAt: at } });
      return before?.logoKey ?? null;
    },
  };
}
