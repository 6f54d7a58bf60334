import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, ne, not, or, sql } from 'drizzle-orm';
import type { OutfitReaction } from '~/domain/outfits';
import { hasBodyMeasurements } from '~/domain/silhouette';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import {
  containing,
  keysetValues,
  olderThanPlaceholders,
  preparedPerShape,
  silhouetteColumns,
} from '../../db/queries';
import {
  clientClothingItems,
  clientProfiles,
  clothingItems,
  consultantClients,
  outfitClothingItems,
  outfits,
  profiles,
} from '../../db/schema';

export type NewOutfitRow = typeof outfits.$inferInsert;
type Silhouette = 'measured' | 'generic';

/**
 * Whether the image is drawn on her measured silhouette, read under a lock on her row (the one a consent
 * withdrawal takes first, so the outfit is either erased by it or written after it on the generic figure). An
 * editor that drew her measurements once they are gone is refused: the image would keep them.
 */
async function silhouetteOf(tx: Database, clientId: string, drawnOn: Silhouette | undefined) {
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, clientId)).for('share');
  const [measurements] = await tx
    .select(silhouetteColumns)
    .from(clientProfiles)
    .where(eq(clientProfiles.userId, clientId));
  const measured = !!measurements && hasBodyMeasurements(measurements);
  if (drawnOn === 'measured' && !measured) throw new AppError('SILHOUETTE_CHANGED');
  return measured;
}
type Keyset = { createdAt: Date; id: string };

const outfitColumns = {
  outfit: outfits,
  consultant: {
    id: profiles.id,
    firstName: profiles.firstName,
    lastName: profiles.lastName,
    profilePhotoKey: profiles.profilePhotoKey,
  },
  /** Whether the consultant still follows the client: once the link ended, the client keeps the outfit. */
  linked: sql<boolean>`${consultantClients.clientId} is not null`,
};

export function outfitsRepository(db: Database) {
  // The link joined on its primary key, row by row (an `exists` subquery was planned as a hash of every link).
  const withConsultant = () =>
    db
      .select(outfitColumns)
      .from(outfits)
      .leftJoin(profiles, eq(profiles.id, outfits.consultantId))
      .leftJoin(
        consultantClients,
        and(
          eq(consultantClients.consultantId, outfits.consultantId),
          eq(consultantClients.clientId, outfits.clientId),
        ),
      );

  const newestFirst = [desc(outfits.createdAt), desc(outfits.id)] as const;
  const before = () => olderThanPlaceholders(outfits.createdAt, outfits.id);
  const clientList = preparedPerShape(
    'outfits_of_client',
    (has: (filter: 'search' | 'after') => boolean, name) => {
      const pattern = sql.placeholder('pattern');
      return withConsultant()
        .where(
          and(
            eq(outfits.clientId, sql.placeholder('clientId')),
            // Her shared looks: exactly the partial index's predicate (outfits_client_shared_created_idx).
            sql`${outfits.latest} and ${outfits.shared}`,
            has('search')
              ? or(
                  ilike(outfits.name, pattern),
                  ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, pattern),
                )
              : undefined,
            has('after') ? before() : undefined,
          ),
        )
        .orderBy(...newestFirst)
        .limit(sql.placeholder('limit'))
        .prepare(name);
    },
  );
  const consultantList = preparedPerShape(
    'outfits_by_consultant',
    (has: (filter: 'after') => boolean, name) =>
      withConsultant()
        .where(
          and(
            eq(outfits.consultantId, sql.placeholder('consultantId')),
            eq(outfits.clientId, sql.placeholder('clientId')),
            sql`${outfits.latest}`,
            has('after') ? before() : undefined,
          ),
        )
        .orderBy(...newestFirst)
        .limit(sql.placeholder('limit'))
        .prepare(name),
  );

  const ownList = preparedPerShape('own_outfits_of_client', (has: (filter: 'after') => boolean, name) =>
    withConsultant()
      .where(
        and(
          eq(outfits.clientId, sql.placeholder('clientId')),
          // Exactly the partial index's predicate (outfits_client_own_created_idx).
          sql`${outfits.latest} and ${outfits.consultantId} is null`,
          has('after') ? before() : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );

  return {
    /**
     * Of `ids`, the pieces a look she composes herself may hold, with what draws them: her garments still in her
     * wardrobe, and the pieces proposed to her that she has not declined.
     */
    async ownGarments(clientId: string, ids: string[]) {
      return db
        .select({
          id: clothingItems.id,
          category: clothingItems.category,
          imageKey: clothingItems.imageKey,
          enhancedImageKey: clothingItems.enhancedImageKey,
        })
        .from(clothingItems)
        .leftJoin(
          clientClothingItems,
          and(
            eq(clientClothingItems.clothingItemId, clothingItems.id),
            eq(clientClothingItems.clientId, clientId),
          ),
        )
        .where(
          and(
            inArray(clothingItems.id, ids),
            or(
              and(eq(clothingItems.userId, clientId), isNull(clothingItems.archivedAt)),
              and(
                isNotNull(clientClothingItems.clientId),
                or(isNull(clientClothingItems.decision), ne(clientClothingItems.decision, 'declined')),
              ),
            ),
          ),
        );
    },

    /** The looks she composed herself, newest first. */
    async listOwn(clientId: string, options: { after?: Keyset; limit: number }) {
      const { after } = options;
      return ownList({ after }).execute({
        clientId,
        limit: options.limit,
        ...keysetValues(after && { at: after.createdAt, id: after.id }),
      });
    },

    async comment(id: string, comment: string | null, by: string, at: Date) {
      await db
        .update(outfits)
        .set(
          comment === null
            ? { consultantComment: null, commentedBy: null, commentedAt: null }
            : { consultantComment: comment, commentedBy: by, commentedAt: at },
        )
        .where(eq(outfits.id, id));
    },

    /**
     * Of `ids`, those an outfit for this client may hold: the client's own garments, and this consultant's
     * proposals for this client.
     */
    async allowedGarmentIds(consultantId: string, clientId: string, ids: string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: clothingItems.id })
        .from(clothingItems)
        .leftJoin(
          clientClothingItems,
          and(
            eq(clientClothingItems.clothingItemId, clothingItems.id),
            eq(clientClothingItems.clientId, clientId),
          ),
        )
        .where(
          and(
            inArray(clothingItems.id, ids),
            or(
              eq(clothingItems.userId, clientId),
              and(eq(clothingItems.userId, consultantId), sql`${clientClothingItems.clientId} is not null`),
            ),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },

    /** The outfit and its garment links, together or not at all. */
    async insert(
      row: NewOutfitRow & { id: string },
      garmentIds: string[],
      drawnOn?: Silhouette | 'no silhouette',
    ): Promise<void> {
      await db.transaction(async (tx) => {
        // A flat lay of her pieces shows nothing of her measurements.
        const drawnOnMeasurements =
          drawnOn === 'no silhouette' ? false : await silhouetteOf(tx, row.clientId, drawnOn);
        await tx.insert(outfits).values({ ...row, drawnOnMeasurements });
        // A draft may hold no garment yet.
        if (garmentIds.length === 0) return;
        await tx
          .insert(outfitClothingItems)
          .values(garmentIds.map((clothingItemId) => ({ outfitId: row.id, clothingItemId })));
      });
    },

    /**
     * A draft's new content (and, with `shared`, its sharing), with its garments, together or not at all: the
     * image key it had comes back to remove the file. Null when it is no longer a draft (shared meanwhile).
     */
    async saveDraft(
      id: string,
      clientId: string,
      changes: Pick<
        NewOutfitRow,
        'name' | 'comments' | 'imageKey' | 'draft' | 'updatedAt' | 'shared' | 'createdAt'
      >,
      garmentIds: string[],
      drawnOn?: Silhouette,
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        const drawnOnMeasurements = await silhouetteOf(tx, clientId, drawnOn);
        const [current] = await tx
          .select({ imageKey: outfits.imageKey })
          .from(outfits)
          .where(and(eq(outfits.id, id), not(outfits.shared)))
          .for('update');
        if (!current) return null;
        await tx
          .update(outfits)
          .set({ ...changes, drawnOnMeasurements })
          .where(eq(outfits.id, id));
        await tx.delete(outfitClothingItems).where(eq(outfitClothingItems.outfitId, id));
        if (garmentIds.length > 0) {
          await tx
            .insert(outfitClothingItems)
            .values(garmentIds.map((clothingItemId) => ({ outfitId: id, clothingItemId })));
        }
        return current.imageKey;
      });
    },

    /**
     * A new version of a look: the previous one stops being the latest and the new one is written with its
     * garments, together or not at all. False when the previous one was no longer the latest.
     */
    async revise(
      previousId: string,
      row: NewOutfitRow & { id: string },
      garmentIds: string[],
      drawnOn?: Silhouette,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const drawnOnMeasurements = await silhouetteOf(tx, row.clientId, drawnOn);
        const superseded = await tx
          .update(outfits)
          .set({ latest: false })
          .where(and(eq(outfits.id, previousId), sql`${outfits.latest}`))
          .returning({ id: outfits.id });
        if (superseded.length === 0) return false;
        await tx.insert(outfits).values({ ...row, drawnOnMeasurements });
        await tx
          .insert(outfitClothingItems)
          .values(garmentIds.map((clothingItemId) => ({ outfitId: row.id, clothingItemId })));
        return true;
      });
    },

    /** Every version of a look, first to newest. */
    async versions(rootId: string) {
      return db
        .select({
          id: outfits.id,
          version: outfits.version,
          createdAt: outfits.createdAt,
          reaction: outfits.reaction,
        })
        .from(outfits)
        .where(eq(outfits.rootId, rootId))
        .orderBy(asc(outfits.version));
    },

    async react(id: string, reaction: OutfitReaction, comment: string | null, at: Date) {
      await db
        .update(outfits)
        .set({ reaction, reactionComment: comment, reactedAt: at })
        .where(eq(outfits.id, id));
    },

    async find(id: string) {
      const [row] = await withConsultant().where(eq(outfits.id, id));
      return row ?? null;
    },

    async garments(outfitId: string) {
      const rows = await db
        .select({ item: clothingItems })
        .from(outfitClothingItems)
        .innerJoin(clothingItems, eq(clothingItems.id, outfitClothingItems.clothingItemId))
        .where(eq(outfitClothingItems.outfitId, outfitId))
        .orderBy(clothingItems.category, clothingItems.createdAt);
      return rows.map((row) => row.item);
    },

    /** A client's outfits, newest first; `q` matches the outfit name or the consultant's name. */
    async listForClient(clientId: string, options: { q?: string; after?: Keyset; limit: number }) {
      const { q, after } = options;
      return clientList({ search: q, after }).execute({
        clientId,
        pattern: q ? containing(q) : undefined,
        limit: options.limit,
        ...keysetValues(after && { at: after.createdAt, id: after.id }),
      });
    },

    /** The outfits this consultant made for this client, newest first. */
    async listForConsultant(
      consultantId: string,
      clientId: string,
      options: { after?: Keyset; limit: number },
    ) {
      const { after } = options;
      return consultantList({ after }).execute({
        consultantId,
        clientId,
        limit: options.limit,
        ...keysetValues(after && { at: after.createdAt, id: after.id }),
      });
    },

    async update(id: string, changes: { name: string; comments: string | null; updatedAt: Date }) {
      await db.update(outfits).set(changes).where(eq(outfits.id, id));
    },

    /** A look goes with all its versions; their image keys come back to remove the files. */
    async deleteLook(rootId: string): Promise<string[]> {
      const rows = await db
        .delete(outfits)
        .where(eq(outfits.rootId, rootId))
        .returning({ imageKey: outfits.imageKey });
      return rows.map((row) => row.imageKey);
    },
  };
}

export type OutfitRow = NonNullable<Awaited<ReturnType<ReturnType<typeof outfitsRepository>['find']>>>;
