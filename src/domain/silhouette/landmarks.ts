import { silhouetteLayout, type SilhouetteLayout, type SilhouetteMeasurements } from './layout';

/** A horizontal line across the body: its height and both ends. */
export type BodyLine = { y: number; left: number; right: number };
/** A level of the torso: its height and half of its drawn width. */
export type BodyLevel = { y: number; halfWidth: number };

/**
 * Where the body is on the board, in the 600 x 600 frame (y grows downwards): what garments are
 * placed by. The x of `left` is on the viewer's left.
 */
export type SilhouetteLandmarks = {
  centerX: number;
  head: { top: number; chin: number };
  /** The base of the neck, where a necklace or a collar lies. */
  neck: BodyLevel;
  /** The shoulder line, from one shoulder point to the other. */
  shoulders: BodyLine;
  bust: BodyLevel;
  waist: BodyLevel;
  hips: BodyLevel;
  crotch: { y: number };
  knees: { y: number };
  ankles: { y: number };
  /** The soles (y) and the outer edges of both feet. */
  feet: BodyLine;
  wrists: BodyLine;
};

const NECK_BASE = 0.155;
/** The wrist's height on the drawn arm (see figure.ts). */
const WRIST = 0.52;

export function landmarksOf(l: SilhouetteLayout): SilhouetteLandmarks {
  const w = l.halfWidths;
  const line = (y: number, half: number): BodyLine => ({
    y,
    left: l.centerX - half,
    right: l.centerX + half,
  });
  return {
    centerX: l.centerX,
    head: { top: l.top, chin: l.chin },
    neck: { y: l.top + NECK_BASE * l.drawnHeight, halfWidth: w.neck },
    shoulders: line(l.shoulders, w.shoulders),
    bust: { y: l.bust, halfWidth: w.bust },
    waist: { y: l.waist, halfWidth: w.waist },
    hips: { y: l.hips, halfWidth: w.hips },
    crotch: { y: l.crotch },
    knees: { y: l.knees },
    ankles: { y: l.ankles },
    // The toe tip, the widest point of each foot (see figure.ts).
    feet: line(l.feet, l.legAxis.ankle + w.ankle * 1.75),
    wrists: line(l.top + WRIST * l.drawnHeight, l.armAxis.wrist),
  };
}

/** The body landmarks of the silhouette drawn for these measurements. */
export const silhouetteLandmarks = (measurements: SilhouetteMeasurements): SilhouetteLandmarks =>
  landmarksOf(silhouetteLayout(measurements));
