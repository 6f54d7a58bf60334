import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clothingItems, consultantClients, outfits, profiles } from '../../db/schema';

export function profilesRepository(db: Database) {
  return {
    async findById(id: string) {
      const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
      return row ?? null;
    },

    async updateNames(id: string, names: { firstName: string; lastName: string }) {
      await db
        .update(profiles)
        .set({ ...names, name: `${names.firstName} ${names.lastName}`, updatedAt: new Date() })
        .where(eq(profiles.id, id));
    },

    async setPhotoKey(id: string, key: string | null) {
      await db
        .update(profiles)
        .set({ profilePhotoKey: key, updatedAt: new Date() })
        .where(eq(profiles.id, id));
    },

    /** True when one is the other's consultant or client. */
    async areLinked(a: string, b: string) {
      const [row] = await db
        .select({ one: consultantClients.consultantId })
        .from(consultantClients)
        .where(
          or(
            and(eq(consultantClients.consultantId, a), eq(consultantClients.clientId, b)),
            and(eq(consultantClients.consultantId, b), eq(consultantClients.clientId, a)),
          ),
        )
        .limit(1);
      return !!row;
    },

    /** Every stored file that disappears with the user's rows. */
    async fileKeysOwnedBy(userId: string) {
      const [profile] = await db
        .select({ key: profiles.profilePhotoKey })
        .from(profiles)
        .where(eq(profiles.id, userId));
      const items = await db
        .select({ image: clothingItems.imageKey, enhanced: clothingItems.enhancedImageKey })
        .from(clothingItems)
        .where(eq(clothingItems.userId, userId));
      const outfitImages = await db
        .select({ key: outfits.imageKey })
        .from(outfits)
        .where(or(eq(outfits.clientId, userId), eq(outfits.consultantId, userId)));
      return [
        profile?.key,
        ...items.flatMap((i) => [i.image, i.enhanced]),
        ...outfitImages.map((o) => o.key),
      ].filter((key): key is string => !!key);
    },

    async delete(id: string) {
      await db.delete(profiles).where(eq(profiles.id, id));
    },
  };
}
