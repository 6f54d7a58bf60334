import { fastGuidedFilter } from './guided-filter';

export type RefineOptions = { radius: number; epsilon: number; low: number; high: number };

/**
 * Tuned on bench/enhance (real photos): a window of 9 px at 512 px and a small epsilon snap the matte to the
 * garment's edges; the ramp then turns the upsampled matte's wide soft band into a narrow one, which removes
 * the light halo and the half-transparent patches while keeping one or two pixels of anti-aliasing.
 */
export const REFINE: RefineOptions = { radius: 4, epsilon: 1e-3, low: 0.3, high: 0.7 };

/**
 * The model's matte (0 to 1, at the model's size), brought to the photo's size and refined with the photo itself
 * as the guide so its edges follow the garment's rather than the 320 px grid's. Returns an 8-bit alpha at the
 * photo's size.
 */
export function refineAlpha(
  rgb: Uint8Array,
  width: number,
  height: number,
  coarse: { map: Float32Array; width: number; height: number },
  options: RefineOptions = REFINE,
): Buffer {
  const size = width * height;
  const guide = new Float32Array(size);
  for (let i = 0, j = 0; i < size; i += 1, j += 3)
    guide[i] = (0.299 * rgb[j]! + 0.587 * rgb[j + 1]! + 0.114 * rgb[j + 2]!) / 255;
  const refined = fastGuidedFilter(guide, width, height, coarse, options.radius, options.epsilon);
  const alpha = Buffer.alloc(size);
  const span = options.high - options.low;
  for (let i = 0; i < size; i += 1) {
    const t = (refined[i]! - options.low) / span;
    // Rounded to the nearest by the + 0.5 and the store's truncation; outside the ramp, 0 or 255 at once.
    alpha[i] = t <= 0 ? 0 : t >= 1 ? 255 : t * t * (3 - 2 * t) * 255 + 0.5;
  }
  return alpha;
}
