import { rgbToLabPlanes } from '../../../../domain/garment-color';
import { boxMean } from './guided-filter';

/** Kept share of the frame under which a cutout may be only a part of the garment. */
const SMALL_CUTOUT_SHARE = 0.15;
/**
 * Lab distance between the colour just around the cutout and the colour of the frame's edge past which the
 * surroundings are not the background. Good cutouts measure at most 7.5 (bench/enhance, both sets); a black
 * T-shirt whose print alone was kept, 32.5.
 */
const SURROUNDINGS_VS_EDGE = 15;
/** Width of the ring around the cutout, and of the frame's edge band, in shares of the image's sides. */
const RING_SHARE = 0.03;
const EDGE_SHARE = 0.03;

/**
 * The 'print only' failure (docs/decisions/0009): on a dark T-shirt that fills the photo, the model may keep the
 * print alone. The cutout is then small, and what surrounds it (the T-shirt) differs from the frame's edge (the
 * bed or floor around the T-shirt); around a whole garment, both are the same background.
 */
export function keepsOnlyAPart(alpha: Uint8Array, rgb: Uint8Array, width: number, height: number): boolean {
  const pixels = width * height;
  let kept = 0;
  for (let i = 0; i < pixels; i += 1) if (alpha[i]! >= 128) kept += 1;
  if (kept === 0 || kept / pixels >= SMALL_CUTOUT_SHARE) return false;

  // Within the ring's width of a kept pixel: the mean of the kept mask over that window is above zero.
  const keptMask = Float32Array.from(alpha, (value) => (value >= 128 ? 1 : 0));
  const near = boxMean(
    keptMask,
    width,
    height,
    Math.max(2, Math.round(Math.max(width, height) * RING_SHARE)),
  );
  const edge = Math.max(2, Math.round(Math.min(width, height) * EDGE_SHARE));
  const lab = rgbToLabPlanes(rgb, pixels);
  const ring: number[] = [];
  const border: number[] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      if (alpha[i]! >= 128) continue;
      if (near[i]! > 0) ring.push(i);
      if (x < edge || y < edge || x >= width - edge || y >= height - edge) border.push(i);
    }
  }
  if (ring.length === 0 || border.length === 0) return false;
  const distance = Math.hypot(
    median(ring, lab.L) - median(border, lab.L),
    median(ring, lab.a) - median(border, lab.a),
    median(ring, lab.b) - median(border, lab.b),
  );
  return distance > SURROUNDINGS_VS_EDGE;
}

function median(indices: number[], plane: Float32Array): number {
  const values = Float32Array.from(indices, (i) => plane[i]!).sort();
  return values[values.length >> 1]!;
}
