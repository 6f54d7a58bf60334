import type { Category, Occasion, Season } from '../clothing';
import { fitsSeason } from './complete-looks';
import type { IdeaGarment } from './types';

/**
 * The hard filters of the ideas engine: which garments may appear at all (in the season, not archived, not 'à
 * retoucher'), grouped by category, and which categories a look must then hold.
 */
export type Candidates = Record<Category, IdeaGarment[]>;

/** The season of a day in the northern hemisphere, by meteorological seasons (months 12–2 winter, and so on). */
export function seasonOf(day: string): Exclude<Season, 'all'> {
  const month = Number(day.slice(5, 7));
  if (month === 12 || month <= 2) return 'winter';
  if (month <= 5) return 'spring';
  if (month <= 8) return 'summer';
  return 'autumn';
}

/** A piece she labelled with no occasion goes with every one; otherwise with those she labelled it with. */
export function fitsOccasion(garment: IdeaGarment, occasion: Occasion | null | undefined): boolean {
  return !occasion || garment.occasions.length === 0 || garment.occasions.includes(occasion);
}

/** May this garment appear in an idea for this season (and this occasion, when one is asked)? */
export function isCandidate(garment: IdeaGarment, season: Season, occasion?: Occasion | null): boolean {
  return (
    !garment.archived &&
    !garment.toAlter &&
    fitsSeason(garment.season, season) &&
    fitsOccasion(garment, occasion)
  );
}

/** The garments that pass the filters, by category, in a stable order (by id) whatever order they came in. */
export function candidatesOf(
  garments: readonly IdeaGarment[],
  season: Season,
  occasion?: Occasion | null,
): Candidates {
  const byCategory: Candidates = {
    top: [],
    bottom: [],
    one_piece: [],
    shoes: [],
    outerwear: [],
    accessory: [],
  };
  const seen = new Set<string>();
  for (const garment of garments) {
    if (seen.has(garment.id) || !isCandidate(garment, season, occasion)) continue;
    seen.add(garment.id);
    byCategory[garment.category].push(garment);
  }
  for (const list of Object.values(byCategory)) list.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return byCategory;
}

/** Outerwear is part of the look in autumn and winter when she has one for the season; optional otherwise. */
export const COLD_SEASONS: readonly Season[] = ['autumn', 'winter'];

export type LookShape = {
  /** Top and bottom pairs can be made. */
  separates: boolean;
  onePiece: boolean;
  shoes: boolean;
  outerwear: 'required' | 'optional' | 'none';
  accessory: boolean;
};

export function lookShape(candidates: Candidates, season: Season): LookShape {
  const has = (category: Category) => candidates[category].length > 0;
  return {
    separates: has('top') && has('bottom'),
    onePiece: has('one_piece'),
    shoes: has('shoes'),
    outerwear: !has('outerwear') ? 'none' : COLD_SEASONS.includes(season) ? 'required' : 'optional',
    accessory: has('accessory'),
  };
}

/**
 * What stops complete looks, for the empty state: without a pair nor a one-piece, the absent categories among top,
 * bottom and one-piece; without shoes, 'shoes' (the ideas then come without them).
 */
export function missingCategories(candidates: Candidates): Category[] {
  const missing: Category[] = [];
  const has = (category: Category) => candidates[category].length > 0;
  if (!(has('top') && has('bottom')) && !has('one_piece')) {
    for (const category of ['top', 'bottom', 'one_piece'] as const)
      if (!has(category)) missing.push(category);
  }
  if (!has('shoes')) missing.push('shoes');
  return missing;
}
