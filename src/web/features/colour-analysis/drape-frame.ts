/**
 * Where the draping board cuts her photo and lays the drape: the face, the neck and the top of the shoulders, with
 * a scarf shape under the chin that hides the white sheet she held there. In the photo's own pixels, so the drape
 * follows her face whatever the photo's size.
 */

export type Rect = { x: number; y: number; width: number; height: number };
type Point = { x: number; y: number };

/** The landmark of the chin's tip in the 68-point order (0-16 is the jaw line). */
const CHIN = 8;

export type DrapeFrame = {
  /** The part of the photo shown: a portrait crop around the face. */
  crop: Rect;
  /** The scarf's outline (an SVG path) in the photo's pixels. */
  drape: string;
};

/**
 * The crop and the drape for a face found on the photo; without a face, the photo whole with the drape over its
 * lower third (the consultant still compares colours, less precisely).
 */
export function drapeFrame(
  photo: { width: number; height: number },
  face: { box: Rect; landmarks: readonly Point[] } | null,
): DrapeFrame {
  if (!face) {
    const crop = { x: 0, y: 0, width: photo.width, height: photo.height };
    return { crop, drape: scarf(crop, photo.width / 2, photo.height * 0.66, photo.width * 0.22) };
  }
  const { box } = face;
  const chin = face.landmarks[CHIN] ?? { x: box.x + box.width / 2, y: box.y + box.height };
  // A 4:5 portrait: the hair above the face, the neck and the shoulders' start below the chin.
  const height = box.height * 2.3;
  const width = height * 0.8;
  const centre = box.x + box.width / 2;
  const crop = { x: centre - width / 2, y: box.y - box.height * 0.55, width, height };
  return { crop, drape: scarf(crop, chin.x, chin.y + box.height * 0.12, box.width * 0.36) };
}

/**
 * A drape laid over the shoulders as in a draping session: its upper edge slopes from the crop's sides up to the
 * neck and opens in a round neckline under the chin; it falls to the bottom of the crop.
 */
function scarf(crop: Rect, neckX: number, neckY: number, neckHalfWidth: number): string {
  const left = crop.x - 1;
  const right = crop.x + crop.width + 1;
  const bottom = crop.y + crop.height + 1;
  const half = neckHalfWidth;
  const n = (value: number) => Math.round(value * 10) / 10;
  const point = (x: number, y: number) => `${n(x)} ${n(y)}`;
  return [
    `M${point(left, neckY + half * 1.1)}`,
    `C${point(neckX - half * 2.2, neckY + half * 0.25)} ${point(neckX - half * 1.5, neckY)} ${point(neckX - half, neckY)}`,
    `C${point(neckX - half * 0.6, neckY + half * 0.7)} ${point(neckX + half * 0.6, neckY + half * 0.7)} ${point(neckX + half, neckY)}`,
    `C${point(neckX + half * 1.5, neckY)} ${point(neckX + half * 2.2, neckY + half * 0.25)} ${point(right, neckY + half * 1.1)}`,
    `L${point(right, bottom)}`,
    `L${point(left, bottom)}`,
    'Z',
  ].join(' ');
}
