import { converter } from 'culori';
import type { LabColor } from '../palette-match';

/**
 * The pictures and faces the colour analysis reads, without the DOM: an `ImageData` (canvas) or sharp's raw
 * RGBA output fits `RgbaImage` as it is, and face-api's detections fit `DetectedFace`.
 */

/** Interleaved 8-bit RGBA, row by row, sRGB-encoded: the shape of a canvas `ImageData`. */
export type RgbaImage = {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray | Uint8Array;
};

/** A point in image pixels (x to the right, y down). */
export type Point = { readonly x: number; readonly y: number };

/** An axis-aligned rectangle in image pixels. */
export type PixelRect = { x: number; y: number; width: number; height: number };

/** The face box of the detector, in image pixels. */
export type FaceBox = PixelRect;

/**
 * A face found by the detector: its box, and its 68 landmarks in the iBUG 300-W order (0-16 jaw from the image's
 * left to its right, 17-21 and 22-26 brows, 27-35 nose, 36-41 and 42-47 eyes, 48-67 mouth), in image pixels.
 */
export type DetectedFace = { box: FaceBox; landmarks: readonly Point[] };

export const LANDMARK_COUNT = 68;

/** Light in linear sRGB (0-1 for a white that reflects all the light; a balanced white card is 0.88). */
export type LinearRgb = { r: number; g: number; b: number };

export type { LabColor };

const toLinear = converter('lrgb');
const toLab65 = converter('lab65');
const toXyz65 = converter('xyz65');

/** An 8-bit sRGB channel to linear light, tabulated with culori: pictures are read pixel by pixel. */
export const SRGB_BYTE_TO_LINEAR = Float64Array.from(
  { length: 256 },
  (_, value) => toLinear({ mode: 'rgb', r: value / 255, g: value / 255, b: value / 255 }).r,
);

/** The luminance (CIE Y) of each linear sRGB primary, read from culori's xyz65 conversion. */
const primaryLuminance = (r: number, g: number, b: number) => toXyz65({ mode: 'lrgb', r, g, b }).y;
const Y_R = primaryLuminance(1, 0, 0);
const Y_G = primaryLuminance(0, 1, 0);
const Y_B = primaryLuminance(0, 0, 1);

/** CIE Y of a linear sRGB colour (1 for the display's white). */
export const luminance = (rgb: LinearRgb): number => Y_R * rgb.r + Y_G * rgb.g + Y_B * rgb.b;

/** CIE L*a*b* (D65) of a linear sRGB colour, with culori. */
export function linearToLab(rgb: LinearRgb): LabColor {
  const lab = toLab65({ mode: 'lrgb', r: rgb.r, g: rgb.g, b: rgb.b });
  return { l: lab.l, a: lab.a, b: lab.b };
}

/** CIE L* of a luminance Y. */
export const lightnessOfLuminance = (y: number): number => linearToLab({ r: y, g: y, b: y }).l;

/** The linear sRGB colour of the pixel at (x, y), which must lie inside the image. */
export function linearPixel(image: RgbaImage, x: number, y: number): LinearRgb {
  const at = (y * image.width + x) * 4;
  return {
    r: SRGB_BYTE_TO_LINEAR[image.data[at]!]!,
    g: SRGB_BYTE_TO_LINEAR[image.data[at + 1]!]!,
    b: SRGB_BYTE_TO_LINEAR[image.data[at + 2]!]!,
  };
}

/** The part of a rectangle inside the image, in whole pixels, or null when nothing is left. */
export function clampRect(rect: PixelRect, image: RgbaImage): PixelRect | null {
  const x0 = Math.max(0, Math.floor(rect.x));
  const y0 = Math.max(0, Math.floor(rect.y));
  const x1 = Math.min(image.width, Math.ceil(rect.x + rect.width));
  const y1 = Math.min(image.height, Math.ceil(rect.y + rect.height));
  return x1 > x0 && y1 > y0 ? { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } : null;
}

/** The value at a share (0-1) of sorted values; NaN when there is none. */
export function quantile(sorted: ArrayLike<number>, share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = Math.min(sorted.length - 1, Math.max(0, Math.round(share * (sorted.length - 1))));
  return sorted[at]!;
}

/** A step between sampled pixels that keeps about `budget` samples out of `area` pixels. */
export const samplingStep = (area: number, budget: number): number =>
  Math.max(1, Math.floor(Math.sqrt(area / budget)));
