import type { Category, Season } from './clothing';

/**
 * The wardrobe sort ('Tri de garde-robe'): every garment of her wardrobe in turn, one decision each, then a
 * report. Zod-free: the web app imports it.
 */
export const SORT_DECISIONS = ['keep', 'alter', 'give', 'sell', 'unsure'] as const;
export type SortDecision = (typeof SORT_DECISIONS)[number];

export const SORT_DECISION_LABELS: Record<SortDecision, string> = {
  keep: 'Garder',
  alter: 'À retoucher',
  give: 'À donner',
  sell: 'À vendre',
  unsure: 'Je ne sais pas',
};

/** The decisions that take the garment out of her wardrobe once the sort is done. */
export const LEAVING_DECISIONS: readonly SortDecision[] = ['give', 'sell'];

export const SORT_REASONS = ['size', 'offPalette', 'cut', 'worn', 'neverWorn', 'notMyStyle'] as const;
export type SortReason = (typeof SORT_REASONS)[number];

export const SORT_REASON_LABELS: Record<SortReason, string> = {
  size: 'Taille',
  offPalette: 'Hors palette',
  cut: 'Coupe',
  worn: 'Usé',
  neverWorn: 'Jamais porté',
  notMyStyle: 'Plus mon style',
};

export const MAX_SORT_NOTE_LENGTH = 500;
/** A sort goes through at most this many garments (the largest wardrobes seen hold a few hundred). */
export const MAX_SORT_GARMENTS = 1000;

export type PersonRef = { id: string; name: string };

export type WardrobeSortSummary = {
  id: string;
  clientId: string;
  /** Who started it; null once that account is gone. */
  startedBy: PersonRef | null;
  /** The part of the wardrobe it goes through; null for every category or season. */
  category: Category | null;
  season: Season | null;
  createdAt: string;
  finishedAt: string | null;
  /** Garments decided so far. */
  decided: number;
};

export type SortDecisionView = {
  itemId: string;
  decision: SortDecision;
  reasons: SortReason[];
  note: string | null;
  /** Who decided (client or consultant); null once that account is gone. */
  decidedBy: PersonRef | null;
  decidedAt: string;
};

export type SortCounts = Record<SortDecision, number> & { undecided: number };

/** The share of garments in or near her palette, before the sort and in what she keeps. */
export type PaletteShare = { suited: number; measured: number };

/**
 * A gap of the wardrobe that stays: no piece of this category for these seasons (none in or near her palette, when
 * she has one). The screens add her morphology's advice for the category, from her diagnosis.
 */
export type SortGap = {
  category: Category;
  seasons: Season[];
  inPalette: boolean;
  /** Her consultant's words for the piece to look for ('Pantalon droit marine'); null when computed. */
  note: string | null;
};

/** A gap as her consultant writes it: the report's list replaced by hers. */
export type EditedGap = { category: Category; seasons: Season[]; note: string | null };
export const MAX_GAPS = 20;
export const MAX_GAP_NOTE_LENGTH = 200;

/** What every wardrobe needs for each season: outerwear only outside summer. */
export const ESSENTIALS: { category: Category; seasons: Season[] }[] = [
  { category: 'top', seasons: ['spring', 'summer', 'autumn', 'winter'] },
  { category: 'bottom', seasons: ['spring', 'summer', 'autumn', 'winter'] },
  { category: 'shoes', seasons: ['spring', 'summer', 'autumn', 'winter'] },
  { category: 'outerwear', seasons: ['spring', 'autumn', 'winter'] },
];

export type SortReport = {
  total: number;
  counts: SortCounts;
  byCategory: { category: Category; counts: SortCounts }[];
  palette: { before: PaletteShare; after: PaletteShare };
  alterations: { itemId: string; title: string; note: string | null; decidedBy: PersonRef | null }[];
  leaving: {
    itemId: string;
    title: string;
    decision: 'give' | 'sell';
    saleText: string | null;
    /** Out of her wardrobe since ('Sortis de la garde-robe'); null while still in it. */
    archivedAt: string | null;
  }[];
  /** 'Ce qui manque'. */
  missing: SortGap[];
  /** The list is her consultant's (edited), not computed from the kept wardrobe. */
  missingEdited: boolean;
};

export const SORT_MESSAGES = {
  title: 'Tri de garde-robe',
  notFound: 'Tri introuvable.',
  finished: 'Ce tri est terminé : ses décisions ne changent plus.',
} as const;
