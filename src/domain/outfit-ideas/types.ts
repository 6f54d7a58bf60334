import type { Category, Color, Occasion, Season } from '../clothing';
import type { Morphology } from '../morphology';
import type { LabColor, MeasuredColor, PaletteMatch } from '../palette-match';
import type { Swatch } from '../palettes';

/** A garment as the ideas engine reads it: her own, or an open proposal of her consultant's. */
export interface IdeaGarment {
  id: string;
  category: Category;
  season: Season;
  /** The occasions she labelled it with; none, it goes with every one. */
  occasions: readonly Occasion[];
  /** What she calls it; the reasons fall back to the category and colour. */
  name: string | null;
  /** The colour she filed it under. */
  color: Color;
  /** The measured colours of its cutout in L*a*b*, largest share first; null or empty until measured. */
  colors: readonly MeasuredColor[] | null;
  /** Its dominant colour against her palette, as stored (hers) or judged on the way out (a proposal). */
  paletteMatch: PaletteMatch | null;
  archived: boolean;
  /** The latest decision of a wardrobe sort about it is 'alter' ('à retoucher'). */
  toAlter: boolean;
  wearCount: number;
  /** 'YYYY-MM-DD'. */
  lastWornOn: string | null;
  /** In euros; not scored (cost per wear belongs to the wear log). */
  price: number | null;
  /** An open proposal of her consultant's, not (yet) hers. */
  proposal: boolean;
}

/** What the diagnosis lends the engine. */
export interface IdeaDiagnosis {
  /** Her effective swatches (the season's without those removed, then the added ones); empty without a palette. */
  swatches: readonly Swatch[];
  avoid: readonly Swatch[];
  /** The effective morphology (the consultant's, else the computed one). */
  morphology: Morphology | null;
  /** The categories whose advice the consultant rewrote: our rules, read from our default advice, stay silent. */
  customAdvice: readonly Category[];
}

export interface IdeaRejection {
  signature: string;
  /** 'YYYY-MM-DD', or an ISO instant (its date is read). */
  rejectedOn: string;
}

export interface IdeasRequest {
  garments: readonly IdeaGarment[];
  diagnosis: IdeaDiagnosis;
  /** The season to dress for; 'all' filters nothing and leaves outerwear optional. */
  season: Season;
  /** The occasion to dress for: the pieces labelled with another occasion only are left out. */
  occasion?: Occasion | null;
  /** Her 'today', 'YYYY-MM-DD'. */
  today: string;
  seed: string;
  rejections?: readonly IdeaRejection[];
  /** 'Garder cette pièce, changer le reste': every idea holds it. */
  keepId?: string | null;
  /** How many ideas; 20 by default. */
  count?: number;
}

/** Where a piece sits in a look, top to bottom as the cards lay it out. */
export const SLOTS = ['outerwear', 'top', 'one_piece', 'bottom', 'shoes', 'accessory'] as const;
export type Slot = (typeof SLOTS)[number];

export interface OutfitIdea {
  /** The garment ids, sorted and joined by ','. */
  signature: string;
  /** Its pieces in the order of SLOTS. */
  items: IdeaGarment[];
  /** Higher is better; comparable between the ideas of one answer. */
  score: number;
  /** Why, in French, the strongest first. */
  reasons: string[];
}

export interface IdeasResult {
  ideas: OutfitIdea[];
  /**
   * What stops a complete look, for the empty state: no top and bottom pair nor one-piece (the categories
   * absent), or no shoes (ideas still come, without shoes).
   */
  missing: Category[];
}

export type { LabColor };
