import { and, eq, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  clientClothingItems,
  clientInvites,
  clothingItems,
  consultantClients,
  consultantInvoicing,
  conversations,
  invoices,
  quotes,
  outfitClothingItems,
  outfits,
  profiles,
  rateLimitCounters,
  sessions,
  verifications,
} from '../../db/schema';

export function profilesRepository(db: Database) {
  // Prepared once, like the lists (decision records 23 and 47): built on each call, a statement cost more than the
  // database took to run it.
  const profileById = db
    .select()
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder('id')))
    .prepare('profile_by_id');
  const namesUpdate = db
    .update(profiles)
    .set({
      firstName: sql`${sql.placeholder('firstName')}`,
      lastName: sql`${sql.placeholder('lastName')}`,
      name: sql`${sql.placeholder('name')}`,
      updatedAt: sql`now()`,
    })
    .where(eq(profiles.id, sql.placeholder('id')))
    .returning()
    .prepare('profile_names_update');

  return {
    async findById(id: string) {
      const [row] = await profileById.execute({ id });
      return row ?? null;
    },

    /** The profile as it is after the change, in the same statement. */
    async updateNames(id: string, names: { firstName: string; lastName: string }) {
      const [row] = await namesUpdate.execute({
        id,
        ...names,
        name: `${names.firstName} ${names.lastName}`,
      });
      return row ?? null;
    },

    async setPhotoKey(id: string, key: string | null) {
      await db
        .update(profiles)
        .set({ profilePhotoKey: key, updatedAt: new Date() })
        .where(eq(profiles.id, id));
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
     * Whether any client kept something the consultant made her: an outfit, a proposal, a conversation, or an
     * invoice (kept ten years, decision record 77).
     */
    async clientsKeepWorkOf(consultantId: string) {
      const found = await Promise.all([
        // A look shared with her client; a draft the client never saw keeps nothing.
        db
          .select({ id: outfits.id })
          .from(outfits)
          .where(and(eq(outfits.consultantId, consultantId), eq(outfits.shared, true)))
          .limit(1),
        db
          .select({ id: clientClothingItems.clothingItemId })
          .from(clientClothingItems)
          .where(eq(clientClothingItems.consultantId, consultantId))
          .limit(1),
        db
          .select({ id: conversations.id })
          .from(conversations)
          .where(eq(conversations.consultantId, consultantId))
          .limit(1),
        db.select({ id: invoices.id }).from(invoices).where(eq(invoices.consultantId, consultantId)).limit(1),
      ]);
      return found.some((rows) => rows.length > 0);
    },

    /** The profile cascades to what the user owns; what only names them goes too (`eraseTraces`). */
    async delete(id: string) {
      await db.transaction(async (tx) => {
        // Her quotes go with her, but one an invoice was drawn from: it stays with the invoice (decision 78).
        await tx
          .delete(quotes)
          .where(
            and(
              eq(quotes.clientId, id),
              notExists(tx.select().from(invoices).where(eq(invoices.quoteId, quotes.id))),
            ),
          );
        const [profile] = await tx.delete(profiles).where(eq(profiles.id, id)).returning();
        if (profile) await eraseTraces(tx, id, profile.email);
      });
    },

    /**
     * A consultant leaves while clients keep what she made them (decision record 14): her links end (taking her
     * notes), her conversations close, her sign-in goes, and of her garments only those in a client's outfit or
     * catalogue stay. The profile row stays, without her name, address or photo, marked deleted. Returns the
     * clients she followed and the stored files to delete.
     */
    async retire(id: string, at: Date) {
      return db.transaction(async (tx) => {
        const [profile] = await tx.select().from(profiles).where(eq(profiles.id, id)).for('update');
        if (!profile) return { clientIds: [], fileKeys: [] };
        const links = await tx
          .delete(consultantClients)
          .where(eq(consultantClients.consultantId, id))
          .returning({ clientId: consultantClients.clientId });
        await tx
          .update(conversations)
          .set({ closedAt: at })
          .where(and(eq(conversations.consultantId, id), isNull(conversations.closedAt)));
        // Her drafts were hers alone: they go (before her garments, which they may hold).
        const drafts = await tx
          .delete(outfits)
          .where(and(eq(outfits.consultantId, id), eq(outfits.shared, false)))
          .returning({ image: outfits.imageKey });
        const garments = await tx
          .delete(clothingItems)
          .where(
            and(
              eq(clothingItems.userId, id),
              notExists(
                tx
                  .select()
                  .from(clientClothingItems)
                  .where(eq(clientClothingItems.clothingItemId, clothingItems.id)),
              ),
              notExists(
                tx
                  .select()
                  .from(outfitClothingItems)
                  .where(eq(outfitClothingItems.clothingItemId, clothingItems.id)),
              ),
            ),
          )
          .returning({ image: clothingItems.imageKey, enhanced: clothingItems.enhancedImageKey });
        await tx.delete(sessions).where(eq(sessions.userId, id));
        await tx.delete(accounts).where(eq(accounts.userId, id));
        await tx.delete(clientInvites).where(eq(clientInvites.consultantId, id));
        // Her IBAN and SIRET: each invoice keeps what it printed.
        await tx.delete(consultantInvoicing).where(eq(consultantInvoicing.consultantId, id));
        await eraseTraces(tx, id, profile.email);
        await tx
          .update(profiles)
          .set({
            name: '',
            firstName: '',
            lastName: '',
            email: `${id}@supprime.invalid`,
            emailVerified: false,
            profilePhotoKey: null,
            deletedAt: at,
            updatedAt: at,
          })
          .where(eq(profiles.id, id));
        return {
          clientIds: links.map((link) => link.clientId),
          fileKeys: [
            profile.profilePhotoKey,
            ...drafts.map((d) => d.image),
            ...garments.flatMap((g) => [g.image, g.enhanced]),
          ].filter((key): key is string => !!key),
        };
      });
    },
  };
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What only names the user: invitations to their address (sent by anyone), better-auth verifications (reset
 * tokens hold the user id, mail ones the address) and rate-limit counters (keyed on the address or the user id).
 */
async function eraseTraces(tx: Transaction, id: string, address: string) {
  const email = address.toLowerCase();
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
}
