import { converter } from 'culori';
import type { Chroma, ContrastLevel, SkinValue, Undertone } from '../draping-texts';
import type { LabColor } from './image';

/**
 * From measured colours to the four readings of a colour analysis. Each class comes from one measure and two
 * thresholds; each measure is also given as a score, 0 at the middle of its range and ±1 at the thresholds, which
 * the season suggestions compare.
 *
 * The thresholds are reasoned, not yet fitted: they should be calibrated against the consultants' own verdicts
 * on photos taken with the card. The ranges they split come from spectrophotometric studies of facial skin
 * (L* about 30-70, C* 12-30, h_ab 40-70°: e.g. Xiao et al., "Characterising the variations in ethnic skin
 * colours", Color Res. Appl. 2017; de Rigal et al., Br. J. Dermatol. 2007) and from hair and iris colorimetry
 * (black hair L* ~15, brown 20-30, blond 45-60; brown irises L* 25-40, blue and green 40-55).
 */

/** The classes as the colour analysis keeps them (draping-texts.ts, which the stored measurements are checked by). */
export type { Chroma, ContrastLevel, Undertone };
export type Value = SkinValue;

/** What is measured on the client: skin, eyes and hair in CIELAB (D65), after white balance. */
export type ColourMeasures = { skin: LabColor; eyes: LabColor | null; hair: LabColor | null };

export type ColourClasses = {
  undertone: Undertone;
  value: Value;
  chroma: Chroma;
  /** Null without the hair and the eyes. */
  contrast: ContrastLevel | null;
  /** The measure behind each class: skin hue (°), weighted L*, weighted C*, weighted ΔL*. */
  measures: { skinHue: number; lightness: number; chroma: number; contrast: number | null };
  /** Each measure as a score: 0 at its range's middle, -1 and 1 at the thresholds (cool, deep, soft, low). */
  scores: { undertone: number; value: number; chroma: number; contrast: number | null };
};

export const CLASS_THRESHOLDS = {
  /**
   * Undertone from the skin's hue angle: below 50° the skin reads pink (cool), above 60° golden (warm), the middle
   * of the measured 40-70° range is neutral. The hue rather than b* alone: b* grows with melanin whatever the
   * undertone, while the hue (the ratio of b* to a*) separates golden from pink at every depth. The 10° neutral
   * band also absorbs what a white card leaves of a cast (about ±2 in a* and b*).
   */
  undertone: { coolBelow: 50, warmAbove: 60 },
  /**
   * Value from the person's overall lightness, skin weighing most: 0.5 skin, 0.3 hair, 0.2 eyes (renormalised
   * when one is missing). Light colouring (skin 68, blond hair 55, blue eyes 50) weighs about 60; medium (skin 62,
   * light brown hair 35, hazel eyes 38) about 49; deep (skin 45, black hair 15, brown eyes 25) about 32.
   */
  value: { deepBelow: 43, lightFrom: 54, weights: { skin: 0.5, hair: 0.3, eyes: 0.2 } },
  /**
   * Chroma from the skin's and the eyes' C* (0.6 and 0.4). Hair is left out: dark hair is low in chroma by being
   * dark, which says nothing of clear or muted colouring. Skin C* runs from about 14 (greyed, fair) to 28 (deep,
   * golden); eyes from 4 (grey) to 20 (clear blue, green or amber). A fair skin of C* 19 with brown eyes of 15
   * weighs 17.4, just soft; the same skin with clear eyes of 20 weighs 19.4, vivid. The weakest of the four
   * readings, as skin chroma also grows with depth and warmth: the drapes decide.
   */
  chroma: { brightFrom: 18, weights: { skin: 0.6, eyes: 0.4 } },
  /**
   * Contrast from the lightness difference of hair and skin (0.7) and eyes and skin (0.3), as consultants judge
   * it on a grey-scale photo. One Munsell value step is about 10 L*: under 2 steps is low, 4 or more is marked
   * (pale skin and black hair differ by about 50).
   */
  contrast: { lowBelow: 20, markedFrom: 40, weights: { hair: 0.7, eyes: 0.3 } },
} as const;

const toLch = converter('lch65');
const chromaOf = (lab: LabColor) => toLch({ mode: 'lab65', ...lab }).c;
const hueOf = (lab: LabColor) => toLch({ mode: 'lab65', ...lab }).h ?? 0;

/** The weighted mean of the values that are present, or null when none is. */
function weighted(entries: readonly [number | null, number][]): number | null {
  const present = entries.filter((entry): entry is [number, number] => entry[0] !== null);
  const total = present.reduce((sum, [, w]) => sum + w, 0);
  return total > 0 ? present.reduce((sum, [v, w]) => sum + v * w, 0) / total : null;
}

/** The score of a measure: 0 halfway between the thresholds, -1 at the lower, 1 at the upper. */
const score = (measure: number, lower: number, upper: number) =>
  (measure - (lower + upper) / 2) / ((upper - lower) / 2);

export function classifyColours({ skin, eyes, hair }: ColourMeasures): ColourClasses {
  const t = CLASS_THRESHOLDS;
  const skinHue = hueOf(skin);
  const undertone: Undertone =
    skinHue < t.undertone.coolBelow ? 'froid' : skinHue > t.undertone.warmAbove ? 'chaud' : 'neutre';

  const lightness = weighted([
    [skin.l, t.value.weights.skin],
    [hair?.l ?? null, t.value.weights.hair],
    [eyes?.l ?? null, t.value.weights.eyes],
  ])!;
  const value: Value =
    lightness < t.value.deepBelow ? 'profond' : lightness >= t.value.lightFrom ? 'clair' : 'moyen';

  const chromaMeasure = weighted([
    [chromaOf(skin), t.chroma.weights.skin],
    [eyes ? chromaOf(eyes) : null, t.chroma.weights.eyes],
  ])!;
  const chroma: Chroma = chromaMeasure >= t.chroma.brightFrom ? 'vif' : 'doux';

  const contrastMeasure = weighted([
    [hair ? Math.abs(hair.l - skin.l) : null, t.contrast.weights.hair],
    [eyes ? Math.abs(eyes.l - skin.l) : null, t.contrast.weights.eyes],
  ]);
  const contrast: ContrastLevel | null =
    contrastMeasure === null
      ? null
      : contrastMeasure < t.contrast.lowBelow
        ? 'faible'
        : contrastMeasure >= t.contrast.markedFrom
          ? 'marque'
          : 'moyen';

  return {
    undertone,
    value,
    chroma,
    contrast,
    measures: { skinHue, lightness, chroma: chromaMeasure, contrast: contrastMeasure },
    scores: {
      undertone: score(skinHue, t.undertone.coolBelow, t.undertone.warmAbove),
      value: score(lightness, t.value.deepBelow, t.value.lightFrom),
      // One threshold: ±1 four C* units either side of it.
      chroma: score(chromaMeasure, t.chroma.brightFrom - 4, t.chroma.brightFrom + 4),
      contrast:
        contrastMeasure === null ? null : score(contrastMeasure, t.contrast.lowBelow, t.contrast.markedFrom),
    },
  };
}
