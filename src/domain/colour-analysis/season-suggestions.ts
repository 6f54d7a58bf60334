import { PALETTES, PALETTE_IDS, type PaletteId } from '../palettes';
import { CLASS_REASONS, SEASON_RESERVATIONS } from './colour-analysis-texts';
import type { ColourClasses } from './colour-classes';

/**
 * The seasons nearest to the measured colours, as an aid to the draping: the consultant chooses.
 *
 * Each of the twelve seasons is placed on the four axes of the measure (same scale as ColourClasses.scores:
 * warm +1 / cool -1, light +1 / deep -1, vivid +1 / soft -1, marked contrast +1 / low -1), after the twelve-season
 * system the palettes follow (docs/decisions/0016-colour-palette.md): each season has a dominant axis, on which it
 * sits at the extreme, and leans on the others. The dominant axis weighs double in the distance.
 */
export type Axis = 'undertone' | 'value' | 'chroma' | 'contrast';
export type SeasonProfile = Record<Axis, number> & { dominant: Axis };

export const SEASON_PROFILES: Record<PaletteId, SeasonProfile> = {
  printemps_clair: { undertone: 0.5, value: 1, chroma: 0.5, contrast: -1, dominant: 'value' },
  printemps_chaud: { undertone: 1, value: 0.25, chroma: 0.5, contrast: 0, dominant: 'undertone' },
  printemps_lumineux: { undertone: 0.5, value: 0, chroma: 1, contrast: 1, dominant: 'chroma' },
  ete_clair: { undertone: -0.5, value: 1, chroma: -0.5, contrast: -1, dominant: 'value' },
  ete_froid: { undertone: -1, value: 0, chroma: -0.5, contrast: -0.25, dominant: 'undertone' },
  ete_doux: { undertone: -0.5, value: 0, chroma: -1, contrast: -1, dominant: 'chroma' },
  automne_doux: { undertone: 0.5, value: 0, chroma: -1, contrast: -1, dominant: 'chroma' },
  automne_chaud: { undertone: 1, value: -0.5, chroma: -0.25, contrast: 0, dominant: 'undertone' },
  automne_profond: { undertone: 0.5, value: -1, chroma: 0, contrast: 0.5, dominant: 'value' },
  hiver_profond: { undertone: -0.5, value: -1, chroma: 0.5, contrast: 1, dominant: 'value' },
  hiver_froid: { undertone: -1, value: -0.5, chroma: 0.5, contrast: 1, dominant: 'undertone' },
  hiver_lumineux: { undertone: -0.5, value: 0, chroma: 1, contrast: 1, dominant: 'chroma' },
};

export type SeasonSuggestion = {
  palette: PaletteId;
  label: string;
  /** 1 when the season sits on the measure, 0 at the farthest; compare suggestions, not photos. */
  score: number;
  /** The measured readings the season shares, in French ('sous-ton plutôt chaud', 'contraste marqué'). */
  reasons: string[];
  /** Where the season lies off the measure ('la saison est plus froide'). */
  reservations: string[];
};

export const SUGGESTIONS = {
  /** A third season is shown when its score is within this of the first's. */
  thirdWithin: 0.12,
  /** A measured score within this of the season's position agrees with it; beyond `against`, it speaks against. */
  agrees: 0.6,
  against: 1,
} as const;

const AXES: readonly Axis[] = ['undertone', 'value', 'chroma', 'contrast'];
const clamp = (value: number) => Math.max(-1, Math.min(1, value));
const CLASS_OF = (classes: ColourClasses, axis: Axis) => classes[axis];

export function suggestSeasons(classes: ColourClasses): SeasonSuggestion[] {
  const ranked = PALETTE_IDS.map((palette) => {
    const profile = SEASON_PROFILES[palette];
    let sum = 0;
    let weights = 0;
    const reasons: string[] = [];
    const reservations: string[] = [];
    for (const axis of AXES) {
      const measured = classes.scores[axis];
      const measuredClass = CLASS_OF(classes, axis);
      if (measured === null || measuredClass === null) continue;
      const weight = axis === profile.dominant ? 2 : 1;
      const gap = profile[axis] - clamp(measured);
      sum += weight * gap * gap;
      weights += weight;
      if (Math.abs(gap) <= SUGGESTIONS.agrees && seasonClasses(axis, profile[axis]).includes(measuredClass))
        reasons.push(reasonFor(axis, measuredClass));
      else if (Math.abs(gap) >= SUGGESTIONS.against)
        reservations.push(SEASON_RESERVATIONS[axis][gap > 0 ? 'above' : 'below']);
    }
    // The largest gap on an axis is 2: the root mean square gap over 2 is 0 on the season, 1 at its opposite.
    const score = 1 - Math.sqrt(sum / weights) / 2;
    return { palette, label: PALETTES[palette].label, score, reasons, reservations };
  }).sort((p, q) => q.score - p.score);
  const third = ranked[2]!;
  const count = third.score >= ranked[0]!.score - SUGGESTIONS.thirdWithin ? 3 : 2;
  return ranked.slice(0, count).map((s) => ({ ...s, score: Math.round(s.score * 100) / 100 }));
}

/**
 * The classes a season's position stands for: the end of the axis at ±1; the end or the middle at ±0.5 (a season
 * that only leans); the middle at 0 and ±0.25. Chroma has no middle: its sign, and both classes at 0.
 */
function seasonClasses(axis: Axis, position: number): readonly string[] {
  if (axis === 'chroma') return position > 0 ? ['vif'] : position < 0 ? ['doux'] : ['vif', 'doux'];
  const [low, middle, high] = AXIS_CLASSES[axis];
  if (position >= 1) return [high];
  if (position <= -1) return [low];
  if (position >= 0.5) return [high, middle];
  if (position <= -0.5) return [low, middle];
  return [middle];
}

const AXIS_CLASSES: Record<Exclude<Axis, 'chroma'>, readonly [string, string, string]> = {
  undertone: ['froid', 'neutre', 'chaud'],
  value: ['profond', 'moyen', 'clair'],
  contrast: ['faible', 'moyen', 'marque'],
};

function reasonFor(axis: Axis, measuredClass: string): string {
  const texts: Record<string, string> = CLASS_REASONS[axis];
  return texts[measuredClass]!;
}
