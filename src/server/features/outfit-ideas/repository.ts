import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inWardrobe, silhouetteColumns } from '../../db/queries';
import {
  clientClothingItems,
  clientDiagnoses,
  clientProfiles,
  clothingItems,
  outfitIdeaRejections,
  sortDecisions,
  styleQuestionnaires,
} from '../../db/schema';

const garmentColumns = {
  id: clothingItems.id,
  userId: clothingItems.userId,
  category: clothingItems.category,
  season: clothingItems.season,
  occasions: clothingItems.occasions,
  name: clothingItems.name,
  color: clothingItems.color,
  colors: clothingItems.colors,
  paletteMatch: clothingItems.paletteMatch,
  priceCents: clothingItems.priceCents,
  wearCount: clothingItems.wearCount,
  lastWornOn: clothingItems.lastWornOn,
  enhancedImageKey: clothingItems.enhancedImageKey,
};

/**
 * The latest decision a wardrobe sort made about the garment is 'à retoucher' ('alter'): a subquery per garment read
 * by `sort_decisions_item_idx` (a garment has a decision per sort it went through, a few).
 */
const toAlter = sql<boolean>`coalesce((select ${sortDecisions.decision} from ${sortDecisions} where ${sortDecisions.itemId} = ${clothingItems.id} order by ${sortDecisions.decidedAt} desc limit 1) = 'alter', false)`;

export type IdeaGarmentRow = Awaited<
  ReturnType<ReturnType<typeof outfitIdeasRepository>['garments']>
>[number];

/** What 'Idées de tenues' reads: five statements whatever the size of her wardrobe, and its rejections. */
export function outfitIdeasRepository(db: Database) {
  return {
    /** Her garments still in her wardrobe, with whether their latest sort decision is 'alter' (the wardrobe's order). */
    garments(clientId: string) {
      return db
        .select({ ...garmentColumns, toAlter })
        .from(clothingItems)
        .where(and(eq(clothingItems.userId, clientId), inWardrobe))
        .orderBy(desc(clothingItems.createdAt), desc(clothingItems.id));
    },

    /**
     * The proposals made to her with their answer (the open ones are kept by the service), newest first as on
     * 'Propositions'. Proposals never go through her sorts: they are not hers.
     */
    proposals(clientId: string) {
      return db
        .select({ ...garmentColumns, decision: clientClothingItems.decision })
        .from(clientClothingItems)
        .innerJoin(clothingItems, eq(clothingItems.id, clientClothingItems.clothingItemId))
        .where(and(eq(clientClothingItems.clientId, clientId), inWardrobe))
        .orderBy(desc(clientClothingItems.createdAt), desc(clientClothingItems.clothingItemId));
    },

    async diagnosis(clientId: string) {
      const [row] = await db.select().from(clientDiagnoses).where(eq(clientDiagnoses.clientId, clientId));
      return row ?? null;
    },

    /** What her computed morphology is read from. */
    async measurements(clientId: string) {
      const [row] = await db
        .select(silhouetteColumns)
        .from(clientProfiles)
        .where(eq(clientProfiles.userId, clientId));
      return row ?? null;
    },

    /** Her answers to 'Vos occasions habituelles', in each questionnaire she was sent (one per consultant). */
    async occasionAnswers(clientId: string): Promise<unknown[]> {
      const rows = await db
        .select({ occasions: sql<unknown>`${styleQuestionnaires.answers} -> 'occasions'` })
        .from(styleQuestionnaires)
        .where(eq(styleQuestionnaires.clientId, clientId));
      return rows.map((row) => row.occasions);
    },

    /** The ideas she rejected since `since`. */
    rejections(clientId: string, since: Date) {
      return db
        .select({ signature: outfitIdeaRejections.signature, rejectedAt: outfitIdeaRejections.rejectedAt })
        .from(outfitIdeaRejections)
        .where(and(eq(outfitIdeaRejections.clientId, clientId), gt(outfitIdeaRejections.rejectedAt, since)))
        .orderBy(asc(outfitIdeaRejections.signature));
    },

    /** 'Pas pour moi': recorded once (again rejected, its 30 days start again); her expired ones go. */
    async reject(clientId: string, signature: string, at: Date, expiredBefore: Date): Promise<void> {
      await db
        .insert(outfitIdeaRejections)
        .values({ clientId, signature, rejectedAt: at })
        .onConflictDoUpdate({
          target: [outfitIdeaRejections.clientId, outfitIdeaRejections.signature],
          set: { rejectedAt: at },
        });
      await db
        .delete(outfitIdeaRejections)
        .where(
          and(
            eq(outfitIdeaRejections.clientId, clientId),
            lt(outfitIdeaRejections.rejectedAt, expiredBefore),
          ),
        );
    },
  };
}
