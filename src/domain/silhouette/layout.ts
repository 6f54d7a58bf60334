import type { Gender } from '../genders';
import { MEASUREMENT_RANGES } from '../limits';
import { clamp } from './geometry';

/**
 * The figure's frame: a square viewBox, the figure centred on x = 300 with the soles on a fixed ground
 * line. The outfit canvas drops garments relative to the centre (top -150, bottom -20, shoes +120), so a
 * reference body has its torso near y = 150, its hips near 270 and its feet near 420-450.
 */
export const SILHOUETTE_VIEWBOX = 600;
export const SILHOUETTE_CENTER_X = SILHOUETTE_VIEWBOX / 2;
export const SILHOUETTE_GROUND_Y = 450;

export type SilhouetteMeasurements = {
  gender?: Gender | null;
  height?: number | null;
  weight?: number | null;
  bustSize?: number | null;
};

/** Reference bodies used when a measurement is missing (§2: male figure for homme, female otherwise). */
export const SILHOUETTE_REFERENCE = {
  homme: { height: 178, weight: 75 },
  femme: { height: 165, weight: 60, bustSize: 90 },
} as const;

type Region =
  | 'head'
  | 'neck'
  | 'shoulders'
  | 'chest'
  | 'bust'
  | 'underbust'
  | 'waist'
  | 'highHip'
  | 'hips'
  | 'thigh'
  | 'knee'
  | 'calf'
  | 'ankle'
  | 'upperArm'
  | 'elbow'
  | 'forearm'
  | 'wrist'
  | 'hand';

/**
 * Half-widths as fractions of the drawn height for a BMI-22 body, and how strongly each region follows
 * the weight: the belly and hips gain most, the head and wrists hardly change.
 */
const PROPORTIONS: Record<'homme' | 'femme', Record<Region, number>> = {
  femme: {
    head: 0.046,
    neck: 0.027,
    shoulders: 0.114,
    chest: 0.09,
    bust: 0.094,
    underbust: 0.079,
    waist: 0.069,
    highHip: 0.093,
    hips: 0.111,
    thigh: 0.058,
    knee: 0.03,
    calf: 0.033,
    ankle: 0.014,
    upperArm: 0.02,
    elbow: 0.0155,
    forearm: 0.0165,
    wrist: 0.01,
    hand: 0.014,
  },
  homme: {
    head: 0.048,
    neck: 0.033,
    shoulders: 0.133,
    chest: 0.111,
    bust: 0.107,
    underbust: 0.099,
    waist: 0.089,
    highHip: 0.092,
    hips: 0.096,
    thigh: 0.055,
    knee: 0.032,
    calf: 0.035,
    ankle: 0.016,
    upperArm: 0.025,
    elbow: 0.019,
    forearm: 0.0195,
    wrist: 0.012,
    hand: 0.016,
  },
};

const WEIGHT_EXPONENT: Record<Region, number> = {
  head: 0.15,
  neck: 0.5,
  shoulders: 0.55,
  chest: 0.85,
  bust: 0.85,
  underbust: 1,
  waist: 1.3,
  highHip: 1.15,
  hips: 1,
  thigh: 1.1,
  knee: 0.8,
  calf: 0.85,
  ankle: 0.4,
  upperArm: 0.9,
  elbow: 0.7,
  forearm: 0.75,
  wrist: 0.4,
  hand: 0.3,
};

export type SilhouetteLayout = {
  shape: 'homme' | 'femme';
  /** The measurements actually drawn, after fallbacks and clamping. */
  height: number;
  weight: number;
  bustSize: number | null;
  /** Drawn height in frame units, from the top of the head to the soles; grows with the height. */
  drawnHeight: number;
  /** Multiplies the body widths; grows with the weight for a given height (BMI-like). */
  widthFactor: number;
  /** 0 for the smallest bust size, 1 for the largest; 0 for homme. */
  bustProminence: number;
  centerX: number;
  /** Key heights (y in the frame). */
  top: number;
  chin: number;
  shoulders: number;
  bust: number;
  waist: number;
  hips: number;
  crotch: number;
  knees: number;
  ankles: number;
  feet: number;
  /** Half-widths of each region in frame units (thigh, knee, calf, ankle: one leg). */
  halfWidths: Record<Region, number>;
  /** Distance from the centre line to each leg's axis. */
  legAxis: { thigh: number; knee: number; ankle: number };
  /** Distance from the centre line to each arm's axis; the arms hang slightly away from the body. */
  armAxis: { shoulder: number; elbow: number; wrist: number; hand: number };
  /** Half of the figure's full width, hands included. */
  halfSpan: number;
};

const HEIGHT_ANCHOR_CM = 170;
const HEIGHT_ANCHOR_UNITS = 375;
const MAX_DRAWN_HEIGHT = 440;
const REFERENCE_BMI = 22;

/** Proportional to the height up to 170 cm, then eased so that even 250 cm stays inside the frame. */
function drawnHeightFor(height: number): number {
  const ratio = height / HEIGHT_ANCHOR_CM;
  const room = MAX_DRAWN_HEIGHT / HEIGHT_ANCHOR_UNITS - 1;
  const eased = ratio <= 1 ? ratio : 1 + room * Math.tanh((ratio - 1) / room);
  return HEIGHT_ANCHOR_UNITS * eased;
}

/** sqrt(BMI / 22), eased into 0.6-2.1 so extreme ratios stay drawable yet still strictly ordered. */
function widthFactorFor(height: number, weight: number): number {
  const raw = Math.sqrt(weight / (height / 100) ** 2 / REFERENCE_BMI);
  return raw >= 1 ? 1 + 1.1 * Math.tanh((raw - 1) / 1.1) : 1 - 0.4 * Math.tanh((1 - raw) / 0.4);
}

/** Where each body region falls for these measurements; the canvas uses it to place garments. */
export function silhouetteLayout(measurements: SilhouetteMeasurements): SilhouetteLayout {
  const shape = measurements.gender === 'homme' ? 'homme' : 'femme';
  const reference = SILHOUETTE_REFERENCE[shape];
  const ranges = MEASUREMENT_RANGES;
  const measure = (value: number | null | undefined, fallback: number, range: { min: number; max: number }) =>
    clamp(typeof value === 'number' && !Number.isNaN(value) ? value : fallback, range.min, range.max);
  const height = measure(measurements.height, reference.height, ranges.height);
  const weight = measure(measurements.weight, reference.weight, ranges.weight);
  const bustSize =
    shape === 'femme'
      ? measure(measurements.bustSize, SILHOUETTE_REFERENCE.femme.bustSize, ranges.bustSize)
      : null;

  const H = drawnHeightFor(height);
  const f = widthFactorFor(height, weight);
  const p =
    bustSize === null ? 0 : (bustSize - ranges.bustSize.min) / (ranges.bustSize.max - ranges.bustSize.min);
  const top = SILHOUETTE_GROUND_Y - H;
  const y = (fraction: number) => top + fraction * H;

  const base = PROPORTIONS[shape];
  const halfWidths = Object.fromEntries(
    (Object.keys(base) as Region[]).map((region) => [
      region,
      base[region] * H * f ** WEIGHT_EXPONENT[region],
    ]),
  ) as Record<Region, number>;
  // A fuller bust widens the chest outline; 90 cm is the reference drawn by PROPORTIONS.
  if (shape === 'femme') halfWidths.bust += (p - 1 / 3) * 0.024 * H * Math.sqrt(f);

  const legAxis = {
    thigh: halfWidths.hips * 0.97 - halfWidths.thigh,
    knee: (shape === 'homme' ? 0.046 : 0.04) * H * f ** 0.6,
    ankle: (shape === 'homme' ? 0.046 : 0.04) * H * f ** 0.3,
  };
  // The arms hang slightly away from the body: clear of the ribs, waist, hips and thighs whatever the weight.
  const gap = 0.014 * H;
  const shoulder = halfWidths.shoulders - halfWidths.upperArm * 0.85;
  const elbow = Math.max(
    shoulder + 0.016 * H,
    halfWidths.underbust + gap + halfWidths.upperArm * 0.86,
    halfWidths.waist + gap + halfWidths.elbow,
  );
  const wrist = Math.max(
    elbow + 0.014 * H,
    halfWidths.highHip + gap + halfWidths.forearm,
    halfWidths.hips + gap + halfWidths.wrist,
  );
  const hand = Math.max(wrist + 0.005 * H, halfWidths.hips * 0.97 + gap * 0.6 + halfWidths.hand);
  const armAxis = { shoulder, elbow, wrist, hand };

  return {
    shape,
    height,
    weight,
    bustSize,
    drawnHeight: H,
    widthFactor: f,
    bustProminence: p,
    centerX: SILHOUETTE_CENTER_X,
    top,
    chin: y(0.125),
    shoulders: y(0.182),
    bust: y(shape === 'femme' ? 0.266 + 0.012 * p : 0.262),
    waist: y(shape === 'femme' ? 0.375 : 0.385),
    hips: y(0.49),
    crotch: y(0.515),
    knees: y(0.72),
    ankles: y(0.955),
    feet: SILHOUETTE_GROUND_Y,
    halfWidths,
    legAxis,
    armAxis,
    halfSpan: hand + halfWidths.hand,
  };
}
