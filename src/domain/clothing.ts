export const CATEGORIES = ['top', 'bottom', 'one_piece', 'shoes', 'outerwear', 'accessory'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  top: 'Haut',
  bottom: 'Bas',
  one_piece: 'Une pièce',
  shoes: 'Chaussures',
  outerwear: 'Outerwear',
  accessory: 'Accessoire',
};

/** Plural labels of the wardrobe tabs (§2 Client wardrobe). */
export const CATEGORY_TAB_LABELS: Record<Category, string> = {
  top: 'Hauts',
  bottom: 'Bas',
  one_piece: 'One-piece',
  shoes: 'Chaussures',
  outerwear: 'Outerwear',
  accessory: 'Accessoires',
};

export const COLORS = [
  'black',
  'grey',
  'white',
  'beige',
  'brown',
  'pink',
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'other',
] as const;
export type Color = (typeof COLORS)[number];

export const COLOR_LABELS: Record<Color, string> = {
  black: 'Noir',
  grey: 'Gris',
  white: 'Blanc',
  beige: 'Beige',
  brown: 'Marron',
  pink: 'Rose',
  red: 'Rouge',
  orange: 'Orange',
  yellow: 'Jaune',
  green: 'Vert',
  blue: 'Bleu',
  purple: 'Violet',
  other: 'Autre',
};

export const SEASONS = ['all', 'spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

export const SEASON_LABELS: Record<Season, string> = {
  all: 'Toute saison',
  spring: 'Printemps',
  summer: 'Été',
  autumn: 'Automne',
  winter: 'Hiver',
};

/**
 * The occasions a garment suits, as the style questionnaire names her usual ones (its default options): 'Idées de
 * tenues' keeps, for an occasion, the pieces labelled with it and those she has not labelled at all.
 */
export const OCCASIONS = [
  'office',
  'remote',
  'clients',
  'weekend',
  'evening',
  'sport',
  'travel',
  'ceremony',
] as const;
export type Occasion = (typeof OCCASIONS)[number];

export const OCCASION_LABELS: Record<Occasion, string> = {
  office: 'Bureau',
  remote: 'Télétravail',
  clients: 'Rendez-vous clients',
  weekend: 'Week-end',
  evening: 'Sorties le soir',
  sport: 'Sport',
  travel: 'Voyages',
  ceremony: 'Cérémonies',
};

/** Why a garment left her wardrobe ('Sortis de la garde-robe'). */
export const ARCHIVE_REASONS = ['given', 'sold', 'thrown'] as const;
export type ArchiveReason = (typeof ARCHIVE_REASONS)[number];

export const ARCHIVE_REASON_LABELS: Record<ArchiveReason, string> = {
  given: 'Donné',
  sold: 'Vendu',
  thrown: 'Jeté',
};

export const DEFAULT_COLOR: Color = 'other';
export const DEFAULT_SEASON: Season = 'all';
