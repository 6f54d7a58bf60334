import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DOCUMENTS_LIST_LIMIT, type CarnetComposition, type DocumentKind } from '~/domain/documents-texts';
import { OPEN_PROPOSALS_LISTED } from './limits';
import type { Database } from '../../db/client';
import { budgetCentsOf, inWardrobe, silhouetteColumns } from '../../db/queries';
import {
  carnetDrafts,
  clientClothingItems,
  clientDiagnoses,
  clientDocuments,
  clientProfiles,
  clothingItems,
  consultantBusinesses,
  consultantClients,
  outfitClothingItems,
  outfits,
  profiles,
  styleQuestionnaires,
} from '../../db/schema';

export type BrandRow = {
  firstName: string;
  lastName: string;
  business: typeof consultantBusinesses.$inferSelect | null;
};

export type DocumentRow = typeof clientDocuments.$inferSelect & {
  sentByFirstName: string | null;
  sentByLastName: string | null;
};

/** What a garment shows on a page: its cutout (or photo), its names, whether it left her wardrobe. */
const garmentColumns = {
  id: clothingItems.id,
  category: clothingItems.category,
  color: clothingItems.color,
  name: clothingItems.name,
  brand: clothingItems.brand,
  size: clothingItems.size,
  shop: clothingItems.shop,
  productUrl: clothingItems.productUrl,
  fitNote: clothingItems.fitNote,
  priceCents: clothingItems.priceCents,
  imageKey: clothingItems.imageKey,
  enhancedImageKey: clothingItems.enhancedImageKey,
  archivedAt: clothingItems.archivedAt,
};
export type PrintedGarment = {
  id: string;
  category: string;
  color: string;
  name: string | null;
  brand: string | null;
  size: string | null;
  shop: string | null;
  productUrl: string | null;
  fitNote: string | null;
  priceCents: number | null;
  imageKey: string;
  enhancedImageKey: string | null;
  archivedAt: Date | null;
};

export function documentsRepository(db: Database) {
  const documentSelection = {
    document: clientDocuments,
    sentByFirstName: profiles.firstName,
    sentByLastName: profiles.lastName,
  };

  const toDocumentRow = (row: {
    document: typeof clientDocuments.$inferSelect;
    sentByFirstName: string | null;
    sentByLastName: string | null;
  }): DocumentRow => ({
    ...row.document,
    sentByFirstName: row.sentByFirstName,
    sentByLastName: row.sentByLastName,
  });

  return {
    async person(id: string) {
      const [row] = await db
        .select({ firstName: profiles.firstName, lastName: profiles.lastName })
        .from(profiles)
        .where(eq(profiles.id, id));
      return row ?? null;
    },

    async diagnosis(clientId: string) {
      const [row] = await db.select().from(clientDiagnoses).where(eq(clientDiagnoses.clientId, clientId));
      return row ?? null;
    },

    async measurements(clientId: string) {
      const [row] = await db
        .select(silhouetteColumns)
        .from(clientProfiles)
        .where(eq(clientProfiles.userId, clientId));
      return row ?? null;
    },

    /** A consultant's name and business, if she follows this client (a former consultant brands nothing). */
    async brandFollowing(consultantId: string, clientId: string): Promise<BrandRow | null> {
      const [row] = await db
        .select({
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          business: consultantBusinesses,
        })
        .from(consultantClients)
        .innerJoin(profiles, eq(profiles.id, consultantClients.consultantId))
        .leftJoin(consultantBusinesses, eq(consultantBusinesses.consultantId, consultantClients.consultantId))
        .where(
          and(eq(consultantClients.consultantId, consultantId), eq(consultantClients.clientId, clientId)),
        );
      return row ?? null;
    },

    budgetCents: (consultantId: string, clientId: string) => budgetCentsOf(db, consultantId, clientId),

    /**
     * The style questionnaire she answered last, whoever sent it (one per consultant who did; one just sent, still
     * unanswered, does not hide her answers to another): the questions as sent and her answers, for the carnet's
     * cover. A client has a handful at most, found by style_questionnaires_client_consultant_idx.
     */
    async latestQuestionnaire(clientId: string) {
      const [row] = await db
        .select({ questions: styleQuestionnaires.questions, answers: styleQuestionnaires.answers })
        .from(styleQuestionnaires)
        .where(
          and(eq(styleQuestionnaires.clientId, clientId), sql`${styleQuestionnaires.answers} <> '{}'::jsonb`),
        )
        .orderBy(desc(styleQuestionnaires.updatedAt), desc(styleQuestionnaires.id))
        .limit(1);
      return row ?? null;
    },

    async draft(consultantId: string, clientId: string) {
      const [row] = await db
        .select()
        .from(carnetDrafts)
        .where(and(eq(carnetDrafts.consultantId, consultantId), eq(carnetDrafts.clientId, clientId)));
      return row ?? null;
    },

    async saveDraft(consultantId: string, clientId: string, composition: CarnetComposition, at: Date) {
      await db
        .insert(carnetDrafts)
        .values({ consultantId, clientId, composition, updatedAt: at })
        .onConflictDoUpdate({
          target: [carnetDrafts.clientId, carnetDrafts.consultantId],
          set: { composition, updatedAt: at },
        });
    },

    /**
     * Her shared looks for this client, newest first (outfits_client_consultant_created_idx): the carnet's choice.
     * A look is named by its first version's id, so a revision keeps its place in the carnet.
     */
    lookOptions(consultantId: string, clientId: string, limit: number) {
      return db
        .select({
          id: outfits.rootId,
          latestId: outfits.id,
          name: outfits.name,
          createdAt: outfits.createdAt,
        })
        .from(outfits)
        .where(
          and(
            eq(outfits.clientId, clientId),
            eq(outfits.consultantId, consultantId),
            sql`${outfits.latest}`,
            sql`${outfits.shared}`,
          ),
        )
        .orderBy(desc(outfits.createdAt), desc(outfits.id))
        .limit(limit);
    },

    /** The newest shared version of each chosen look (by its first version's id), with its picture. */
    looks(consultantId: string, clientId: string, rootIds: readonly string[]) {
      if (rootIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: outfits.id,
          rootId: outfits.rootId,
          name: outfits.name,
          comments: outfits.comments,
          imageKey: outfits.imageKey,
        })
        .from(outfits)
        .where(
          and(
            eq(outfits.clientId, clientId),
            eq(outfits.consultantId, consultantId),
            inArray(outfits.rootId, [...rootIds]),
            sql`${outfits.latest}`,
            sql`${outfits.shared}`,
          ),
        );
    },

    /** The garments of these looks (by look id), in their categories' order. */
    async garmentsOfLooks(outfitIds: readonly string[]) {
      if (outfitIds.length === 0) return new Map<string, PrintedGarment[]>();
      const rows = await db
        .select({ outfitId: outfitClothingItems.outfitId, garment: garmentColumns })
        .from(outfitClothingItems)
        .innerJoin(clothingItems, eq(clothingItems.id, outfitClothingItems.clothingItemId))
        .where(inArray(outfitClothingItems.outfitId, [...outfitIds]));
      const byLook = new Map<string, PrintedGarment[]>();
      for (const row of rows) byLook.set(row.outfitId, [...(byLook.get(row.outfitId) ?? []), row.garment]);
      return byLook;
    },

    /**
     * The proposals she has not declined nor bought, newest first (client_clothing_items_client_created_idx):
     * all of hers, or one consultant's. The list stops at `OPEN_PROPOSALS_LISTED`.
     */
    openProposals(clientId: string, consultantId: string | null) {
      return db
        .select({ garment: garmentColumns, decision: clientClothingItems.decision })
        .from(clientClothingItems)
        .innerJoin(clothingItems, eq(clothingItems.id, clientClothingItems.clothingItemId))
        .where(
          and(
            eq(clientClothingItems.clientId, clientId),
            consultantId ? eq(clientClothingItems.consultantId, consultantId) : undefined,
            sql`(${clientClothingItems.decision} is null or ${clientClothingItems.decision} in ('wanted', 'maybe'))`,
          ),
        )
        .orderBy(desc(clientClothingItems.createdAt), desc(clientClothingItems.clothingItemId))
        .limit(OPEN_PROPOSALS_LISTED);
    },

    /** Her garments still in her wardrobe, by category: what a proposal is worn with. */
    async wardrobeCounts(clientId: string) {
      const rows = await db
        .select({ category: clothingItems.category, count: count() })
        .from(clothingItems)
        .where(and(eq(clothingItems.userId, clientId), inWardrobe))
        .groupBy(clothingItems.category);
      return new Map(rows.map((row) => [row.category, row.count]));
    },

    /**
     * A new version: numbered after the newest of its kind for this client in the same statement, so two sends
     * at once get 1 and 2 or one of them fails on the unique index (and is retried by the service).
     */
    async insertDocument(values: {
      id: string;
      clientId: string;
      consultantId: string;
      kind: DocumentKind;
      title: string;
      fileKey: string;
      byteSize: number;
      pageCount: number;
      at: Date;
    }) {
      const next = sql<number>`(select coalesce(max(${clientDocuments.version}), 0) + 1 from ${clientDocuments}
        where ${clientDocuments.clientId} = ${values.clientId} and ${clientDocuments.kind} = ${values.kind})`;
      const [inserted] = await db
        .insert(clientDocuments)
        .values({
          id: values.id,
          clientId: values.clientId,
          consultantId: values.consultantId,
          kind: values.kind,
          version: next,
          title: values.title,
          fileKey: values.fileKey,
          byteSize: values.byteSize,
          pageCount: values.pageCount,
          createdAt: values.at,
        })
        .returning();
      return inserted!;
    },

    /** Her documents (all, or those one consultant sent), newest first, by the matching index. */
    async list(clientId: string, consultantId: string | null): Promise<DocumentRow[]> {
      const rows = await db
        .select(documentSelection)
        .from(clientDocuments)
        .leftJoin(profiles, eq(profiles.id, clientDocuments.consultantId))
        .where(
          and(
            eq(clientDocuments.clientId, clientId),
            consultantId ? eq(clientDocuments.consultantId, consultantId) : undefined,
          ),
        )
        .orderBy(desc(clientDocuments.createdAt), desc(clientDocuments.id))
        .limit(DOCUMENTS_LIST_LIMIT);
      return rows.map(toDocumentRow);
    },

    async find(id: string): Promise<DocumentRow | null> {
      const [row] = await db
        .select(documentSelection)
        .from(clientDocuments)
        .leftJoin(profiles, eq(profiles.id, clientDocuments.consultantId))
        .where(eq(clientDocuments.id, id));
      return row ? toDocumentRow(row) : null;
    },

    /** Her first opening; later ones change nothing. */
    async markOpened(id: string, at: Date) {
      await db
        .update(clientDocuments)
        .set({ openedAt: at })
        .where(and(eq(clientDocuments.id, id), isNull(clientDocuments.openedAt)));
    },
  };
}
