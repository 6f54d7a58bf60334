import type { Category, Season } from '../clothing';

/** The least a piece needs to be counted in a look. */
export interface LookPiece {
  id: string;
  category: Category;
  season: Season;
}

export interface CompleteLookOptions {
  /** Only pieces worn in this season count; a piece of season 'all' fits every season. */
  season?: Season;
}

/** Whether a piece of `pieceSeason` can be worn in `season` ('all' on either side fits everything). */
export function fitsSeason(pieceSeason: Season, season: Season | undefined): boolean {
  return season === undefined || season === 'all' || pieceSeason === 'all' || pieceSeason === season;
}

/** How many pieces of each category a set holds (a piece listed twice counts once). */
export function countByCategory(
  pieces: readonly LookPiece[],
  options: CompleteLookOptions = {},
): Record<Category, number> {
  const counts: Record<Category, number> = {
    top: 0,
    bottom: 0,
    one_piece: 0,
    shoes: 0,
    outerwear: 0,
    accessory: 0,
  };
  const seen = new Set<string>();
  for (const piece of pieces) {
    if (seen.has(piece.id) || !fitsSeason(piece.season, options.season)) continue;
    seen.add(piece.id);
    counts[piece.category] += 1;
  }
  return counts;
}

/**
 * The number of distinct complete looks a set of pieces makes: (a top and a bottom, or a one-piece)
 * and a pair of shoes. Outerwear and accessories are optional and do not multiply the count (a look
 * with or without the coat is the same look). Pieces out of `options.season` do not count.
 *
 * count = (tops × bottoms + one-pieces) × shoes
 */
export function countCompleteLooks(pieces: readonly LookPiece[], options: CompleteLookOptions = {}): number {
  return looksFromCounts(countByCategory(pieces, options));
}

/** The same count from how many pieces of each category there are: (tops × bottoms + one-pieces) × shoes. */
export const looksFromCounts = (counts: Readonly<Record<Category, number>>): number =>
  (counts.top * counts.bottom + counts.one_piece) * counts.shoes;
