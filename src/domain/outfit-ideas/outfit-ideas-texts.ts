import type { Category, Occasion, Season } from '../clothing';
import type { PaletteMatch } from '../palette-match';

/**
 * 'Idées de tenues': what the API answers and the page's French texts (no zod here: the web app imports it).
 * The engine is in search.ts; docs/decisions/0073-outfit-ideas-engine.md.
 */

/** A piece of an idea, as the wardrobe list shows a garment. */
export type OutfitIdeaItem = {
  id: string;
  category: Category;
  /** What she calls it; null shows the category. */
  name: string | null;
  /** The best image (the cutout when it exists), as in the wardrobe list. */
  displayUrl: string;
  /** The background-free cutout, when it exists. */
  enhancedUrl: string | null;
  paletteMatch: PaletteMatch | null;
  /** An open proposal of her consultant's, not yet hers: marked 'Proposition'. */
  proposal: boolean;
};

export type OutfitIdeaView = {
  /** Its garment ids, sorted and joined by ',': what 'Pas pour moi' sends. */
  signature: string;
  /** Top to bottom: outerwear, top, one-piece, bottom, shoes, accessory. */
  items: OutfitIdeaItem[];
  score: number;
  reasons: string[];
};

/** GET /api/clients/:clientId/outfit-ideas. */
export type OutfitIdeasAnswer = {
  ideas: OutfitIdeaView[];
  /** What stops complete looks (see `missingCategories`): empty when nothing does. */
  missing: Category[];
  /** The season dressed for (the query's, else today's). */
  season: Season;
  /** The occasion dressed for; null for any. */
  occasion: Occasion | null;
  /** Her usual occasions, as her style questionnaire's answers name them: offered first. */
  herOccasions: Occasion[];
  /** The seed used (the query's, else her today): the same seed gives the same ideas. */
  seed: string;
  /** The kept piece, when one was asked. */
  keep: string | null;
};

export const OUTFIT_IDEAS_PAGE_SIZE = 12;
export const MAX_SEED_LENGTH = 64;
/** An idea holds 2 to 6 pieces (signature at most 400 characters, as the table checks). */
export const MIN_IDEA_PIECES = 2;
export const MAX_IDEA_PIECES = 6;

export const OUTFIT_IDEAS_TEXTS = {
  title: 'Idées de tenues',
  intro:
    'Des tenues complètes composées avec vos pièces, d’après votre diagnostic. Gardez celles qui vous plaisent, écartez les autres.',
  menu: 'Idées de tenues',
  season: 'Saison',
  occasion: 'Occasion',
  anyOccasion: 'Toutes les occasions',
  herOccasions: 'Vos occasions',
  otherOccasions: 'Autres occasions',
  more: 'D’autres idées',
  keepLook: 'Garder cette tenue',
  keptLook: 'Tenue gardée',
  planIt: 'La prévoir dans mon agenda',
  reject: 'Pas pour moi',
  keepPiece: 'Garder cette pièce, changer le reste',
  keepingPiece: (name: string) => `Idées autour de\u00a0: ${name}`,
  stopKeeping: 'Toutes les idées',
  proposal: 'Proposition',
  why: 'Pourquoi cette tenue',
  ideaLabel: (n: number) => `Idée ${n}`,
  loading: 'Nous composons vos tenues…',
  error: 'Les idées de tenues n’ont pas pu être chargées.',
  retry: 'Réessayer',
  emptyTitle: 'Pas encore assez de pièces',
  emptyMissing: (categories: string) =>
    `Pour composer une tenue complète, ajoutez à votre garde-robe\u00a0: ${categories}.`,
  emptyForOccasion: (occasion: string, categories: string) =>
    `Pour l’occasion « ${occasion} », il vous manque\u00a0: ${categories}. Indiquez les occasions de vos pièces dans votre garde-robe, ou choisissez-en une autre.`,
  emptyNone:
    'Toutes les idées possibles avec vos pièces ont été écartées. Ajoutez des pièces ou revenez plus tard.',
  noShoes: 'Ajoutez des chaussures à votre garde-robe pour des tenues complètes.',
  toWardrobe: 'Aller à ma garde-robe',
  keptToast: 'Tenue gardée dans vos tenues.',
  keepError: 'La tenue n’a pas pu être gardée.',
  rejectedToast: 'Idée écartée\u00a0: elle ne vous sera plus proposée pendant 30\u00a0jours.',
  rejectError: 'L’idée n’a pas pu être écartée.',
  lookName: (n: number) => `Idée de tenue ${n}`,
} as const;

/** How the empty state names the missing categories ('un haut et un bas, ou une robe'). */
export const MISSING_LABELS: Record<Category, string> = {
  top: 'un haut',
  bottom: 'un bas',
  one_piece: 'une pièce unique (robe, combinaison)',
  shoes: 'des chaussures',
  outerwear: 'une veste ou un manteau',
  accessory: 'un accessoire',
};
