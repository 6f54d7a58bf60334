import type { Gender } from './genders';
import type { ClientProfile } from './measurements';

/**
 * The client's morphology from her shoulders, bust, waist and hips: the French letters for femme, five shapes
 * for homme. The rules, their thresholds and their sources are in docs/decisions/0015-morphology.md.
 */
export type FemaleMorphology = 'A' | 'V' | 'H' | 'X' | '8' | 'O';
export type MaleMorphology = 'triangle' | 'triangle_inverse' | 'rectangle' | 'trapeze' | 'ovale';
export type Morphology = FemaleMorphology | MaleMorphology;
export type MorphologySet = 'femme' | 'homme';

/** What the morphology needs, in the order a form asks for them; `missing` keeps this order. */
export const MORPHOLOGY_INPUTS = ['gender', 'shoulderWidth', 'bustSize', 'waistSize', 'hipSize'] as const;
export type MorphologyInput = (typeof MORPHOLOGY_INPUTS)[number];
export type MorphologyMeasurements = Partial<Pick<ClientProfile, MorphologyInput>>;

export type MorphologyResult =
  | { kind: 'computed'; set: 'femme'; type: FemaleMorphology }
  | { kind: 'computed'; set: 'homme'; type: MaleMorphology }
  | { kind: 'incomplete'; missing: MorphologyInput[] };

export const FEMALE_MORPHOLOGIES = [
  'A',
  'V',
  'H',
  'X',
  '8',
  'O',
] as const satisfies readonly FemaleMorphology[];
export const MALE_MORPHOLOGIES = [
  'triangle',
  'triangle_inverse',
  'rectangle',
  'trapeze',
  'ovale',
] as const satisfies readonly MaleMorphology[];

/**
 * Which morphologies a consultant may choose for a client: the letters for femme, the shapes for homme. For
 * 'autre', or a gender not given yet, both systems stay open: her gender does not say which figure reading
 * fits her, so the consultant chooses (the computed one follows `computeMorphology`).
 */
export function morphologiesFor(gender: Gender | null | undefined): readonly Morphology[] {
  if (gender === 'femme') return FEMALE_MORPHOLOGIES;
  if (gender === 'homme') return MALE_MORPHOLOGIES;
  return [...FEMALE_MORPHOLOGIES, ...MALE_MORPHOLOGIES];
}

export const CM_PER_INCH = 2.54;

/** The sorting thresholds of FFIT (Simmons, Istook & Devarajan 2004, part II) as published, in inches. */
export const FFIT_THRESHOLDS_INCHES = {
  /** Bust over hips, or hips over bust, from which one dominates (triangle, inverted triangle, bottom hourglass). */
  dominance: 3.6,
  /** The most the bust may exceed the hips in an hourglass; beyond, a defined waist makes a top hourglass. */
  hourglassBustExcess: 1,
  /** Bust minus waist of a defined waist (hourglass, top hourglass). */
  bustWaist: 9,
  /** Hips minus waist of an hourglass. */
  hourglassHipsWaist: 10,
  /** Hips minus waist of a bottom hourglass. */
  bottomHourglassHipsWaist: 9,
} as const;

/**
 * FFIT's thresholds in whole cm, rounded to the nearest: measurements are stored in whole cm, so an exact
 * 9.144 cm would act as 10 cm, further from FFIT's 3.6 in than 9 cm is.
 */
export const MORPHOLOGY_THRESHOLDS_CM = {
  dominance: 9,
  hourglassBustExcess: 3,
  bustWaist: 23,
  hourglassHipsWaist: 25,
  bottomHourglassHipsWaist: 23,
} as const satisfies Record<keyof typeof FFIT_THRESHOLDS_INCHES, number>;

/**
 * Seen from the front, the hips are about 0.37 of their circumference wide (the croquis draws them so). Shoulder
 * width over this factor is the hip circumference as wide as the shoulders, which FFIT's thresholds then compare.
 */
export const HIP_WIDTH_PER_GIRTH = 0.37;

/** Ours, not FFIT's: shoulders this much (in hip-girth cm) over the hips make a man's triangle inversé. */
export const MALE_BROAD_SHOULDERS_CM = 2 * MORPHOLOGY_THRESHOLDS_CM.dominance;

export const INCOMPLETE_MORPHOLOGY_LABEL = 'Morphologie à compléter';

export const MORPHOLOGY_LABELS: Record<Morphology, string> = {
  A: 'Morphologie en A',
  V: 'Morphologie en V',
  H: 'Morphologie en H',
  X: 'Morphologie en X',
  '8': 'Morphologie en 8',
  O: 'Morphologie en O',
  triangle: 'Triangle',
  triangle_inverse: 'Triangle inversé',
  rectangle: 'Rectangle',
  trapeze: 'Trapèze',
  ovale: 'Ovale',
};

export const MORPHOLOGY_EXPLANATIONS: Record<Morphology, string> = {
  A: "Vos hanches sont plus larges que le haut de votre corps, épaules ou poitrine : votre silhouette s'évase doucement vers le bas.",
  V: "Le haut de votre corps, épaules ou poitrine, est plus large que vos hanches : votre silhouette s'affine doucement vers le bas.",
  H: 'Vos épaules et vos hanches sont dans le même alignement et votre taille est peu marquée : votre silhouette dessine une ligne droite.',
  X: 'Vos épaules et vos hanches sont dans le même alignement, votre poitrine et vos hanches ont des volumes proches et votre taille est marquée : votre silhouette dessine deux courbes qui se répondent.',
  '8': 'Vos épaules et vos hanches sont dans le même alignement et votre taille est marquée, avec des courbes plus amples à la poitrine ou aux hanches : votre silhouette dessine un 8.',
  O: "Votre tour de taille est au moins égal à vos tours de poitrine et de hanches : votre silhouette s'arrondit en son centre.",
  triangle: "Vos hanches sont plus larges que vos épaules : votre silhouette s'élargit vers le bas.",
  triangle_inverse:
    "Vos épaules sont nettement plus larges que vos hanches : votre silhouette s'affine franchement de la carrure vers les hanches.",
  rectangle:
    'Vos épaules et vos hanches sont dans le même alignement : votre silhouette suit une ligne droite, de la carrure aux hanches.',
  trapeze:
    "Vos épaules sont un peu plus larges que vos hanches : votre silhouette s'affine légèrement de la carrure vers les hanches.",
  ovale:
    "Votre tour de taille est au moins égal à votre tour de hanches : votre silhouette s'arrondit en son centre.",
};

export const INCOMPLETE_MORPHOLOGY_EXPLANATION =
  "Il manque des informations pour la déterminer : dès qu'elles seront renseignées, elle s'affichera ici.";

export function morphologyLabel(result: MorphologyResult): string {
  return result.kind === 'computed' ? MORPHOLOGY_LABELS[result.type] : INCOMPLETE_MORPHOLOGY_LABEL;
}

export function morphologyExplanation(result: MorphologyResult): string {
  return result.kind === 'computed'
    ? MORPHOLOGY_EXPLANATIONS[result.type]
    : INCOMPLETE_MORPHOLOGY_EXPLANATION;
}

const isMeasure = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** How much wider the shoulders are than the hips, in cm of hip circumference (negative: narrower). */
const shoulderExcess = (shoulderWidth: number, hipSize: number) =>
  shoulderWidth / HIP_WIDTH_PER_GIRTH - hipSize;

/**
 * The O first, then the shoulder line against the hip line, as the French letters read a figure; between
 * balanced shoulders and hips, FFIT's rules in FFIT's order (its spoon needs a high hip we do not record).
 */
function femaleMorphology(
  shoulderWidth: number,
  bust: number,
  waist: number,
  hips: number,
): FemaleMorphology {
  const t = MORPHOLOGY_THRESHOLDS_CM;
  if (waist >= bust && waist >= hips) return 'O';
  const shoulders = shoulderExcess(shoulderWidth, hips);
  if (shoulders >= t.dominance) return 'V';
  if (shoulders <= -t.dominance) return 'A';
  const bustOverHips = bust - hips;
  const hipsOverBust = hips - bust;
  const bustWaist = bust - waist;
  const hipsWaist = hips - waist;
  if (
    bustOverHips <= t.hourglassBustExcess &&
    hipsOverBust < t.dominance &&
    (bustWaist >= t.bustWaist || hipsWaist >= t.hourglassHipsWaist)
  )
    return 'X';
  if (hipsOverBust >= t.dominance && hipsWaist >= t.bottomHourglassHipsWaist) return '8';
  if (bustOverHips > t.hourglassBustExcess && bustWaist >= t.bustWaist) return '8';
  if (hipsOverBust >= t.dominance) return 'A';
  if (bustOverHips >= t.dominance) return 'V';
  return 'H';
}

function maleMorphology(shoulderWidth: number, waist: number, hips: number): MaleMorphology {
  if (waist >= hips) return 'ovale';
  const shoulders = shoulderExcess(shoulderWidth, hips);
  if (shoulders <= -MORPHOLOGY_THRESHOLDS_CM.dominance) return 'triangle';
  if (shoulders < MORPHOLOGY_THRESHOLDS_CM.dominance) return 'rectangle';
  return shoulders < MALE_BROAD_SHOULDERS_CM ? 'trapeze' : 'triangle_inverse';
}

/**
 * The letters need the bust; the shapes do not. 'autre' gets the letters when a bust is known, the shapes
 * otherwise (the profile keeps a bust for femme only); without a gender the set is unknown.
 */
function setFor({ gender, bustSize }: MorphologyMeasurements): MorphologySet | null {
  if (gender === 'femme' || gender === 'homme') return gender;
  if (gender === 'autre') return isMeasure(bustSize) ? 'femme' : 'homme';
  return null;
}

const NEEDED: Record<MorphologySet | 'unknown', readonly MorphologyInput[]> = {
  femme: ['shoulderWidth', 'bustSize', 'waistSize', 'hipSize'],
  homme: ['shoulderWidth', 'waistSize', 'hipSize'],
  unknown: ['gender', 'shoulderWidth', 'waistSize', 'hipSize'],
};

/** Never a guess: whatever the set needs and is unknown makes the result 'incomplete', and is named. */
export function computeMorphology(measurements: MorphologyMeasurements): MorphologyResult {
  const set = setFor(measurements);
  const needed = NEEDED[set ?? 'unknown'];
  const missing = MORPHOLOGY_INPUTS.filter(
    (key) => needed.includes(key) && (key === 'gender' ? set === null : !isMeasure(measurements[key])),
  );
  const { shoulderWidth, bustSize, waistSize, hipSize } = measurements;
  if (set === null || !isMeasure(shoulderWidth) || !isMeasure(waistSize) || !isMeasure(hipSize))
    return { kind: 'incomplete', missing };
  if (set === 'homme')
    return { kind: 'computed', set, type: maleMorphology(shoulderWidth, waistSize, hipSize) };
  if (!isMeasure(bustSize)) return { kind: 'incomplete', missing };
  return { kind: 'computed', set, type: femaleMorphology(shoulderWidth, bustSize, waistSize, hipSize) };
}
