import { guidedFilter } from './guided-filter';

export type RefineOptions = { radius: number; epsilon: number; low: number; high: number };

/**
 * Tuned on bench/enhance (real photos): a window of 9 px at 512 px and a small epsilon snap the matte to the
 * garment's edges; the ramp then turns the upsampled matte's wide soft band into a narrow one, which removes
 * the light halo and the half-transparent patches while keeping one or two pixels of anti-aliasing.
 */
export const REFINE: RefineOptions = { radius: 4, epsilon: 1e-3, low: 0.3, high: 0.7 };

/**
 * The model's matte, upsampled to the photo's size (8-bit), refined with the photo itself as the guide so its
 * edges follow the garment's rather than the 320 px grid's. Returns an 8-bit alpha of the same size.
 */
export function refineAlpha(
  rgb: Uint8Array,
  coarse: Uint8Array,
  width: number,
  height: number,
  options: RefineOptions = REFINE,
): Buffer {
  const size = width * height;
  const guide = new Float32Array(size);
  const input = new Float32Array(size);
  for (let i = 0; i < size; i += 1) {
    guide[i] = (0.299 * rgb[i * 3]! + 0.587 * rgb[i * 3 + 1]! + 0.114 * rgb[i * 3 + 2]!) / 255;
    input[i] = coarse[i]! / 255;
  }
  const refined = guidedFilter(guide, input, width, height, options.radius, options.epsilon);
  const alpha = Buffer.alloc(size);
  const span = options.high - options.low;
  for (let i = 0; i < size; i += 1) {
    const t = Math.min(1, Math.max(0, (refined[i]! - options.low) / span));
    alpha[i] = Math.round(t * t * (3 - 2 * t) * 255);
  }
  return alpha;
}
