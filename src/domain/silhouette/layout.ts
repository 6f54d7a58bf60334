import type { Gender } from '../genders';
import { MEASUREMENT_RANGES } from '../limits';
import { clamp } from './geometry';

/**
 * The figure's frame: a square viewBox, the figure centred on x = 300 with the soles on a fixed ground
 * line near the bottom, so that an ordinary body fills about 90 % of the board's height.
 */
export const SILHOUETTE_VIEWBOX = 600;
export const SILHOUETTE_CENTER_X = SILHOUETTE_VIEWBOX / 2;
export const SILHOUETTE_GROUND_Y = 588;

/** Lengths in cm, weight in kg; shoulders (point to point), waist and hips (circumferences) are optional. */
export type SilhouetteMeasurements = {
  gender?: Gender | null;
  height?: number | null;
  weight?: number | null;
  bustSize?: number | null;
  shoulderWidth?: number | null;
  waistSize?: number | null;
  hipSize?: number | null;
};

/** The optional body measurements' ranges, in cm: the forms' and the API's. */
export const BODY_SHAPE_RANGES = {
  shoulderWidth: MEASUREMENT_RANGES.shoulderWidth,
  waistSize: MEASUREMENT_RANGES.waistSize,
  hipSize: MEASUREMENT_RANGES.hipSize,
} as const;

/**
 * Drawn front width per cm of measurement: the shoulders are drawn point to point; a waist or hip
 * circumference is seen from the front as about a third of its length (the hips with both thighs).
 */
const FRONT_WIDTH_PER_CM = { shoulders: 1, waist: 0.34, hips: 0.37 } as const;

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
    head: 0.042,
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
    head: 0.044,
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
  /** Shoulder width and waist and hip circumferences in cm: as given, or derived from the others. */
  shoulderWidth: number;
  waistSize: number;
  hipSize: number;
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

/** A croquis head: a little smaller than life, on a longer neck (figure.ts draws it to this scale). */
export const HEAD_SCALE = 0.92;

const HEIGHT_ANCHOR_CM = 160;
const HEIGHT_ANCHOR_UNITS = 510;
const MAX_DRAWN_HEIGHT = 578;
const REFERENCE_BMI = 22;

/** Proportional to the height up to 160 cm, then eased so that even 250 cm stays inside the frame. */
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

/**
 * Known shoulders, waist and hips replace the widths derived from height and weight; their neighbours
 * (the high hip between waist and hips, the thighs under the hips) follow, so the outline stays smooth.
 * Returns the sizes in cm actually drawn: the derived ones when unknown.
 */
function applyBodyShape(
  halfWidths: Record<Region, number>,
  measurements: SilhouetteMeasurements,
  unitsPerCm: number,
): { shoulderWidth: number; waistSize: number; hipSize: number } {
  const sizeOf = (region: keyof typeof FRONT_WIDTH_PER_CM) =>
    (2 * halfWidths[region]) / unitsPerCm / FRONT_WIDTH_PER_CM[region];
  const given = (key: keyof typeof BODY_SHAPE_RANGES) => {
    const value = measurements[key];
    if (typeof value !== 'number' || Number.isNaN(value)) return null;
    return clamp(value, BODY_SHAPE_RANGES[key].min, BODY_SHAPE_RANGES[key].max);
  };
  const sizes = { shoulderWidth: sizeOf('shoulders'), waistSize: sizeOf('waist'), hipSize: sizeOf('hips') };
  const regions = { shoulderWidth: 'shoulders', waistSize: 'waist', hipSize: 'hips' } as const;
  const ratios = { shoulderWidth: 1, waistSize: 1, hipSize: 1 };
  for (const key of ['shoulderWidth', 'waistSize', 'hipSize'] as const) {
    const value = given(key);
    if (value === null) continue;
    ratios[key] = value / sizes[key];
    sizes[key] = value;
    const region = regions[key];
    halfWidths[region] = (value * FRONT_WIDTH_PER_CM[region] * unitsPerCm) / 2;
  }
  halfWidths.highHip *= Math.sqrt(ratios.waistSize * ratios.hipSize);
  halfWidths.underbust *= Math.sqrt(ratios.waistSize);
  halfWidths.chest *= Math.sqrt(ratios.shoulderWidth);
  halfWidths.thigh *= ratios.hipSize ** 0.8;
  return sizes;
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
  const shapeSizes = applyBodyShape(halfWidths, measurements, H / height);

  const legAxis = {
    thigh: Math.max(0.01 * H, halfWidths.hips * 0.97 - halfWidths.thigh),
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
    ...shapeSizes,
    drawnHeight: H,
    widthFactor: f,
    bustProminence: p,
    centerX: SILHOUETTE_CENTER_X,
    top,
    chin: y(0.125 * HEAD_SCALE),
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
