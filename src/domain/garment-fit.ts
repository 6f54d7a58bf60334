import type { Category } from './clothing';
import type { SilhouetteLandmarks } from './silhouette/landmarks';

/**
 * A garment picture's natural size and the box around its opaque pixels (right and bottom exclusive):
 * cut-outs often keep a transparent margin that must not count when the garment is fitted to the body.
 */
export type OpaqueBox = {
  imageWidth: number;
  imageHeight: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
};

export type PlacedBox = { x: number; y: number; width: number; height: number };

/**
 * Where the opaque part of a garment goes: centred on the body, its top (or, for shoes, its bottom) on a
 * line, as large as fits in maxWidth x maxHeight with its ratio kept.
 */
type Slot = { edge: 'top' | 'bottom'; y: number; maxWidth: number; maxHeight: number };

/** How far a collar rises above the shoulder points, as a fraction of the drawn body height. */
const NECKLINE_LIFT = 0.01;

/** A bottom at least this much longer than wide is long trousers or a long skirt, fitted by its length. */
const LONG_BOTTOM = 1.5;
/**
 * Flat-laid sleeves spread out: a top's body is about two thirds of its width, so a top as wide as the
 * chest is about 1.45 times the shoulder span.
 */
const SLEEVES = 1.45;

function slotFor(category: Category, m: SilhouetteLandmarks, ratio: number): Slot {
  const bodyHeight = m.feet.y - m.head.top;
  const lift = NECKLINE_LIFT * bodyHeight;
  const shoulderSpan = m.shoulders.right - m.shoulders.left;
  const torso = m.hips.y - m.shoulders.y;
  switch (category) {
    case 'top':
      // A tunic may pass the hips a little.
      return {
        edge: 'top',
        y: m.shoulders.y - lift,
        maxWidth: SLEEVES * shoulderSpan,
        maxHeight: 1.1 * torso,
      };
    case 'outerwear':
      return {
        edge: 'top',
        y: m.shoulders.y - 1.5 * lift,
        maxWidth: 1.15 * SLEEVES * shoulderSpan,
        maxHeight: 1.5 * torso,
      };
    case 'one_piece':
      // The width decides; the length is the garment's own, down to the soles at most.
      return {
        edge: 'top',
        y: m.shoulders.y - lift,
        maxWidth: SLEEVES * shoulderSpan,
        maxHeight: m.feet.y - m.shoulders.y,
      };
    case 'bottom': {
      // Long trousers reach the ankles whatever their cut; a skirt or shorts is as wide as the hips allow.
      const legs = m.ankles.y - m.waist.y;
      if (ratio >= LONG_BOTTOM) return { edge: 'top', y: m.waist.y, maxWidth: Infinity, maxHeight: legs };
      return {
        edge: 'top',
        y: m.waist.y,
        maxWidth: Math.max(2.6 * m.hips.halfWidth, 0.5 * legs),
        maxHeight: legs,
      };
    }
    case 'shoes':
      return {
        edge: 'bottom',
        y: m.feet.y,
        maxWidth: 1.15 * (m.feet.right - m.feet.left),
        maxHeight: 0.5 * (m.feet.y - m.knees.y),
      };
    case 'accessory':
      // A scarf or a necklace at the base of the neck.
      return {
        edge: 'top',
        y: m.neck.y,
        maxWidth: 0.6 * shoulderSpan,
        maxHeight: 1.5 * (m.bust.y - m.neck.y),
      };
  }
}

const usable = (o: OpaqueBox): OpaqueBox =>
  o.right > o.left && o.bottom > o.top
    ? o
    : { ...o, left: 0, top: 0, right: o.imageWidth, bottom: o.imageHeight };

/**
 * The box of the whole picture, in the board's frame, that puts the garment's opaque part where it is
 * worn: a top from the shoulder line towards the hips, as wide as the shoulders allow; a bottom from the
 * waist to the ankles; a one-piece from the shoulders down; shoes on the soles; outerwear over the top,
 * wider and longer; an accessory at the neck. The picture's ratio is kept.
 */
export function fitGarment(category: Category, landmarks: SilhouetteLandmarks, opaque: OpaqueBox): PlacedBox {
  const o = usable(opaque);
  const opaqueWidth = o.right - o.left;
  const opaqueHeight = o.bottom - o.top;
  const slot = slotFor(category, landmarks, opaqueHeight / opaqueWidth);
  const scale = Math.min(slot.maxWidth / opaqueWidth, slot.maxHeight / opaqueHeight);
  const edge = slot.edge === 'top' ? o.top : o.bottom;
  return {
    x: landmarks.centerX - ((o.left + o.right) / 2) * scale,
    y: slot.y - edge * scale,
    width: o.imageWidth * scale,
    height: o.imageHeight * scale,
  };
}

/** Below this alpha a pixel is a cut-out's fringe or shadow, not the garment. */
const OPAQUE_ALPHA = 16;

/**
 * The opaque box of a picture from its RGBA pixels, sampled at `width` x `height` (a downscaled copy is
 * enough), in the picture's natural size. A picture without any opaque pixel counts as wholly opaque.
 */
export function opaqueBoundsOfPixels(
  rgba: ArrayLike<number>,
  width: number,
  height: number,
  natural: { width: number; height: number },
): OpaqueBox {
  let [minX, minY, maxX, maxY] = [width, height, -1, -1];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (rgba[(y * width + x) * 4 + 3]! < OPAQUE_ALPHA) continue;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  const whole = { imageWidth: natural.width, imageHeight: natural.height };
  if (maxX < 0) return { ...whole, left: 0, top: 0, right: natural.width, bottom: natural.height };
  const sx = natural.width / width;
  const sy = natural.height / height;
  return {
    ...whole,
    left: Math.floor(minX * sx),
    top: Math.floor(minY * sy),
    right: Math.min(natural.width, Math.ceil((maxX + 1) * sx)),
    bottom: Math.min(natural.height, Math.ceil((maxY + 1) * sy)),
  };
}
