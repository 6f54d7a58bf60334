import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  clientInvites,
  clothingItems,
  consultantClients,
  outfits,
  profiles,
  rateLimitCounters,
  verifications,
} from '../../db/schema';

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

    /**
     * The profile cascades to what the user owns; what only names them goes too: invitations to their address
     * (sent by anyone), better-auth verifications (reset tokens hold the user id, mail ones the address) and
     * rate-limit counters (keyed on the account's address or the user's id).
     */
    async delete(id: string) {
      await db.transaction(async (tx) => {
        const [profile] = await tx.delete(profiles).where(eq(profiles.id, id)).returning();
        if (!profile) return;
        const email = profile.email.toLowerCase();
        await tx.delete(clientInvites).where(eq(sql`lower(${clientInvites.email})`, email));
        await tx
          .delete(verifications)
          .where(
            or(
              sql`position(${id} in ${verifications.value}) > 0`,
              eq(sql`lower(${verifications.identifier})`, email),
              eq(sql`lower(${verifications.value})`, email),
            ),
          );
        const counterOf = (subject: string) =>
          sql`right(${rateLimitCounters.key}, ${subject.length + 1}) = ${`:${subject}`}`;
        await tx.delete(rateLimitCounters).where(or(counterOf(id), counterOf(email)));
      });
    },
  };
}
