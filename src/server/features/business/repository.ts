import { eq, getTableColumns, sql } from 'drizzle-orm';
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

    /**
     * Points her business at a new logo (null: none): the row as it is now, and the key it replaced, to delete once
     * nothing points there. The row is made first if need be, then read locked and changed in one statement, so of
     * two logos sent at once the second replaces the first, and each file is deleted by whoever replaced it.
     */
    async setLogo(consultantId: string, logoKey: string | null, at: Date) {
      await db
        .insert(consultantBusinesses)
        .values({ consultantId, accentColor: DEFAULT_ACCENT_COLOR, updatedAt: at })
        .onConflictDoNothing();
      const before = db.$with('before').as(
        db
          .select({ replaced: sql<string | null>`${consultantBusinesses.logoKey}`.as('replaced') })
          .from(consultantBusinesses)
          .where(eq(consultantBusinesses.consultantId, consultantId))
          .for('update'),
      );
      const [row] = await db
        .with(before)
        .update(consultantBusinesses)
        .set({ logoKey, updatedAt: at })
        .from(before)
        .where(eq(consultantBusinesses.consultantId, consultantId))
        .returning({ ...getTableColumns(consultantBusinesses), replaced: before.replaced });
      const { replaced, ...business } = row!;
      return { business, replaced };
    },
  };
}
