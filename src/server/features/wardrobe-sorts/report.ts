import { CATEGORIES, CATEGORY_LABELS, COLOR_LABELS, type Category, type Color } from '~/domain/clothing';
import {
  ESSENTIALS,
  type EditedGap,
  LEAVING_DECISIONS,
  type SortGap,
  SORT_DECISIONS,
  type PaletteShare,
  type SortCounts,
  type SortDecisionView,
  type SortReport,
} from '~/domain/wardrobe-sort';

export type SortedGarment = {
  id: string;
  category: string;
  color: string;
  season: string;
  name: string | null;
  brand: string | null;
  size: string | null;
  paletteMatch: string | null;
  archivedAt?: Date | null;
};

const noCounts = (): SortCounts => ({
  ...(Object.fromEntries(SORT_DECISIONS.map((decision) => [decision, 0])) as Record<
    (typeof SORT_DECISIONS)[number],
    number
  >),
  undecided: 0,
});

function paletteShare(garments: readonly SortedGarment[]): PaletteShare {
  const measured = garments.filter((garment) => garment.paletteMatch !== null);
  return {
    measured: measured.length,
    suited: measured.filter((garment) => garment.paletteMatch !== 'out').length,
  };
}

export const titleOf = (garment: SortedGarment) =>
  garment.name ?? CATEGORY_LABELS[garment.category as Category] ?? garment.category;

/**
 * What a buyer reads on a second-hand site, ready to copy: 'Haut bleu, Sézane, taille 38, bon état.' The condition
 * is 'usé' when the sort said so ('Usé'), 'jamais porté' when never worn, 'bon état' otherwise.
 */
export function saleTextOf(garment: SortedGarment, decision: SortDecisionView): string {
  const color = garment.color === 'other' ? '' : (COLOR_LABELS[garment.color as Color]?.toLowerCase() ?? '');
  const what = `${titleOf(garment)} ${color}`.trim();
  const condition = decision.reasons.includes('worn')
    ? 'usé'
    : decision.reasons.includes('neverWorn')
      ? 'jamais porté'
      : 'bon état';
  return [what, garment.brand, garment.size && `taille ${garment.size}`, condition]
    .filter((part): part is string => Boolean(part))
    .join(', ')
    .concat('.');
}

export type GapContext = {
  /** She has a palette: a piece counts only in or near it. */
  hasPalette: boolean;
  /** Her consultant's own list, which replaces the computed one. */
  edited?: readonly EditedGap[] | null;
};

/** For each essential category, the seasons that nothing staying covers ('all' covers every season). */
export function missingOf(staying: readonly SortedGarment[], context: GapContext): SortGap[] {
  const counted = staying.filter(
    (garment) => !context.hasPalette || garment.paletteMatch === 'in' || garment.paletteMatch === 'near',
  );
  return ESSENTIALS.flatMap(({ category, seasons }) => {
    const ofCategory = counted.filter((garment) => garment.category === category);
    const uncovered = seasons.filter(
      (season) => !ofCategory.some((garment) => garment.season === season || garment.season === 'all'),
    );
    return uncovered.length === 0
      ? []
      : [
          {
            category,
            seasons: uncovered,
            inPalette: context.hasPalette,
            note: null,
          },
        ];
  });
}

/** The report of a sort: counts, the palette's share before and after, what to alter, what leaves, what is missing. */
export function sortReport(
  garments: readonly SortedGarment[],
  decisions: readonly SortDecisionView[],
  context: GapContext = { hasPalette: false },
): SortReport {
  const decisionOf = new Map(decisions.map((decision) => [decision.itemId, decision]));
  const counts = noCounts();
  const byCategory = new Map<Category, SortCounts>();
  for (const garment of garments) {
    const decision = decisionOf.get(garment.id)?.decision ?? 'undecided';
    counts[decision] += 1;
    const category = garment.category as Category;
    const ofCategory = byCategory.get(category) ?? noCounts();
    ofCategory[decision] += 1;
    byCategory.set(category, ofCategory);
  }
  const staying = garments.filter(
    (garment) => !LEAVING_DECISIONS.includes(decisionOf.get(garment.id)?.decision ?? 'keep'),
  );
  return {
    total: garments.length,
    counts,
    byCategory: CATEGORIES.filter((category) => byCategory.has(category)).map((category) => ({
      category,
      counts: byCategory.get(category)!,
    })),
    palette: { before: paletteShare(garments), after: paletteShare(staying) },
    alterations: garments.flatMap((garment) => {
      const decision = decisionOf.get(garment.id);
      return decision?.decision === 'alter'
        ? [
            {
              itemId: garment.id,
              title: titleOf(garment),
              note: decision.note,
              decidedBy: decision.decidedBy,
            },
          ]
        : [];
    }),
    leaving: garments.flatMap((garment) => {
      const decision = decisionOf.get(garment.id);
      if (decision?.decision !== 'give' && decision?.decision !== 'sell') return [];
      return [
        {
          itemId: garment.id,
          title: titleOf(garment),
          decision: decision.decision,
          saleText: decision.decision === 'sell' ? saleTextOf(garment, decision) : null,
          archivedAt: garment.archivedAt?.toISOString() ?? null,
        },
      ];
    }),
    missing: context.edited
      ? context.edited.map((gap) => ({ ...gap, inPalette: context.hasPalette }))
      : missingOf(staying, context),
    missingEdited: Boolean(context.edited),
  };
}
