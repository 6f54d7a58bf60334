import type { Gender } from './genders';
import { MEASUREMENT_RANGES } from './limits';

/** The figure's frame: a square viewBox, figure centred on x = 300 with the feet on a fixed ground line. */
export const SILHOUETTE_VIEWBOX = 600;
export const SILHOUETTE_CENTER_X = SILHOUETTE_VIEWBOX / 2;
export const SILHOUETTE_GROUND_Y = 440;

export type SilhouetteMeasurements = {
  gender?: Gender | null;
  height?: number | null;
  weight?: number | null;
  bustSize?: number | null;
};

/** Reference bodies used when a measurement is missing (§2: male figure for homme, female otherwise). */
const REFERENCE = {
  homme: { height: 178, weight: 75, bustSize: null },
  femme: { height: 165, weight: 60, bustSize: 90 },
} as const;

export type SilhouetteLayout = {
  shape: 'homme' | 'femme';
  /** Drawn height in frame units, from the top of the head to the ground. */
  drawnHeight: number;
  /** Multiplies every body width; grows with weight for a given height. */
  widthFactor: number;
  top: number;
  shoulders: number;
  bust: number;
  waist: number;
  hips: number;
  knees: number;
  feet: number;
  /** Half-widths at shoulders, bust, waist and hips. */
  halfWidths: { shoulders: number; bust: number; waist: number; hips: number };
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number) => Math.round(value * 10) / 10;

/** Where each body region falls for these measurements; the canvas uses it to place garments. */
export function silhouetteLayout(measurements: SilhouetteMeasurements): SilhouetteLayout {
  const shape = measurements.gender === 'homme' ? 'homme' : 'femme';
  const reference = REFERENCE[shape];
  const { height: heightRange, weight: weightRange, bustSize: bustRange } = MEASUREMENT_RANGES;
  const height = clamp(measurements.height ?? reference.height, heightRange.min, heightRange.max);
  const weight = clamp(measurements.weight ?? reference.weight, weightRange.min, weightRange.max);
  const bustSize =
    shape === 'femme'
      ? clamp(measurements.bustSize ?? REFERENCE.femme.bustSize, bustRange.min, bustRange.max)
      : 0;

  // 120 cm -> 300 units, 250 cm -> 440: strictly taller, always inside the frame.
  const drawnHeight = 300 + (140 * (height - heightRange.min)) / (heightRange.max - heightRange.min);
  const bmi = weight / (height / 100) ** 2;
  const widthFactor = clamp((bmi / 22) ** 0.6, 0.55, 2.2);
  const top = SILHOUETTE_GROUND_Y - drawnHeight;
  const at = (fraction: number) => top + fraction * drawnHeight;
  const w = (fraction: number) => fraction * drawnHeight * widthFactor;

  const halfWidths =
    shape === 'homme'
      ? { shoulders: w(0.13), bust: w(0.11), waist: w(0.09), hips: w(0.095) }
      : {
          shoulders: w(0.11),
          bust: w(0.085) + ((bustSize - 60) / 90) * 0.05 * drawnHeight * Math.sqrt(widthFactor),
          waist: w(0.07),
          hips: w(0.11),
        };

  return {
    shape,
    drawnHeight,
    widthFactor,
    top,
    shoulders: at(0.185),
    bust: at(0.28),
    waist: at(0.39),
    hips: at(0.5),
    knees: at(0.73),
    feet: SILHOUETTE_GROUND_Y,
    halfWidths,
  };
}

type Point = [number, number];

/** A smooth closed or open path through the points (Catmull-Rom turned into cubic Béziers). */
function smoothPath(points: Point[], closed: boolean): string {
  const n = points.length;
  const get = (i: number): Point => (closed ? points[(i + n) % n]! : points[clamp(i, 0, n - 1)]!);
  let d = `M${round(points[0]![0])} ${round(points[0]![1])}`;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i += 1) {
    const [p0, p1, p2, p3] = [get(i - 1), get(i), get(i + 1), get(i + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${round(c1[0])} ${round(c1[1])} ${round(c2[0])} ${round(c2[1])} ${round(p2[0])} ${round(p2[1])}`;
  }
  return closed ? `${d} Z` : d;
}

const mirror = (points: Point[]): Point[] =>
  points.map(([x, y]) => [2 * SILHOUETTE_CENTER_X - x, y] as Point).reverse();

/**
 * An SVG figure whose proportions follow the measurements: taller is drawn taller, heavier wider, and the
 * bust of a femme figure grows with the bust size. Same input, same bytes.
 */
export function buildSilhouetteSvg(measurements: SilhouetteMeasurements): string {
  const l = silhouetteLayout(measurements);
  const H = l.drawnHeight;
  const f = l.widthFactor;
  const cx = SILHOUETTE_CENTER_X;
  const y = (fraction: number) => l.top + fraction * H;
  const hw = l.halfWidths;
  const thigh = l.shape === 'homme' ? 0.06 * H * f : 0.065 * H * f;
  const knee = 0.035 * H * Math.sqrt(f);
  const ankle = 0.018 * H;
  const neck = 0.03 * H * Math.sqrt(f);
  const gap = 0.012 * H;

  const rightSide: Point[] = [
    [cx + neck, y(0.15)],
    [cx + hw.shoulders, l.shoulders],
    [cx + hw.shoulders * 0.93, y(0.24)],
    [cx + hw.bust, l.bust],
    [cx + hw.waist, l.waist],
    [cx + hw.hips, l.hips],
    [cx + gap + thigh * 1.55, y(0.58)],
    [cx + gap + knee * 1.7, l.knees],
    [cx + gap + ankle * 2.2, y(0.95)],
    [cx + gap + ankle * 3.1, y(0.99)],
    [cx + gap + ankle * 0.3, y(0.99)],
    [cx + gap, y(0.95)],
    [cx + gap, l.knees],
    [cx + gap * 0.6, y(0.54)],
  ];
  const body = smoothPath([...rightSide, ...mirror(rightSide)], true);

  const arm = (side: 1 | -1) => {
    const shoulderX = cx + side * hw.shoulders * 0.96;
    const spread = side * (0.025 * H + hw.hips * 0.25);
    const points: Point[] = [
      [shoulderX, l.shoulders + 0.01 * H],
      [shoulderX + spread * 0.55, y(0.3)],
      [cx + side * hw.hips + spread * 0.9, y(0.42)],
      [cx + side * hw.hips + spread * 1.05, y(0.52)],
    ];
    return smoothPath(points, false);
  };
  const armWidth = round(0.045 * H * Math.sqrt(f));

  const bustDetail =
    l.shape === 'femme'
      ? [-1, 1]
          .map((side) => {
            const x = cx + side * hw.bust * 0.45;
            const r = hw.bust * 0.42;
            return `<path d="M${round(x - r)} ${round(l.bust - r * 0.1)} Q${round(x)} ${round(l.bust + r * 0.75)} ${round(x + r)} ${round(l.bust - r * 0.1)}" fill="none" stroke="#a8a29e" stroke-width="1.5" stroke-linecap="round"/>`;
          })
          .join('')
      : '';

  const headRx = round(0.055 * H);
  const headRy = round(0.07 * H);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SILHOUETTE_VIEWBOX} ${SILHOUETTE_VIEWBOX}">`,
    `<ellipse cx="${cx}" cy="${SILHOUETTE_GROUND_Y + 2}" rx="${round(hw.hips * 1.3)}" ry="6" fill="#e7e5e4"/>`,
    `<g fill="none" stroke="#d6d3d1" stroke-linecap="round" stroke-width="${armWidth}">`,
    `<path d="${arm(1)}"/><path d="${arm(-1)}"/>`,
    '</g>',
    `<path d="${body}" fill="#d6d3d1" stroke="#a8a29e" stroke-width="2" stroke-linejoin="round"/>`,
    `<ellipse cx="${cx}" cy="${round(l.top + headRy)}" rx="${headRx}" ry="${headRy}" fill="#d6d3d1" stroke="#a8a29e" stroke-width="2"/>`,
    bustDetail,
    '</svg>',
  ].join('');
}

/** A French description for screen readers, e.g. 'Silhouette femme, 168 cm, 60 kg'. */
export function describeSilhouette(measurements: SilhouetteMeasurements): string {
  const parts = [`Silhouette ${measurements.gender === 'homme' ? 'homme' : 'femme'}`];
  if (measurements.height) parts.push(`${measurements.height} cm`);
  if (measurements.weight) parts.push(`${measurements.weight} kg`);
  return parts.join(', ');
}
