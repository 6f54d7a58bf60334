import type { EnhanceConfidence } from '../../../../domain/enhance';
import { borderBand, fitSurfaces, renderSurfaces } from './background-model';

/**
 * A shadow darkens the surface by a share of its lightness: darkening up to SHADOW_DEPTH of the background's
 * lightness counts for SHADOW_WEIGHT only (a soft shadow is background), anything deeper counts in full (a
 * black garment on a dark floor is still a garment).
 */
const SHADOW_WEIGHT = 0.3;
const SHADOW_DEPTH = 0.45;
/** The smallest distance (in Lab units) that separates garment from background, however clean the photo. */
const MIN_THRESHOLD = 9;
/** How many times the border's own spread a pixel must differ by to be garment. */
const NOISE_FACTOR = 4;
/** Fitting passes, and the share of the border kept after each (the part closest to the previous fit). */
const TRIM_PASSES = 3;
const TRIM_KEEP = 0.7;
/** Garment pieces smaller than this share of the largest one are specks and dropped (a pair of shoes stays). */
const KEEP_FRACTION = 0.15;

type Lab = { L: Float32Array; a: Float32Array; b: Float32Array };

/**
 * How far each pixel is from the fitted background, with shadows discounted. The fit is trimmed: after each
 * pass only the border pixels closest to it are kept, so a garment touching the frame does not bend it.
 */
export function backgroundDistance(lab: Lab, width: number, height: number) {
  const band = borderBand(width, height);
  const distance = new Float32Array(width * height);
  let samples = band;
  for (let pass = 0; pass < TRIM_PASSES; pass += 1) {
    const surfaces = fitSurfaces([lab.L, lab.a, lab.b], width, height, samples);
    const [bL, ba, bb] = renderSurfaces(surfaces, width, height) as [
      Float32Array,
      Float32Array,
      Float32Array,
    ];
    for (let i = 0; i < distance.length; i += 1) {
      const dL = lab.L[i]! - bL[i]!;
      const da = lab.a[i]! - ba[i]!;
      const db = lab.b[i]! - bb[i]!;
      const weightedL = dL < 0 ? shadowWeighted(-dL, bL[i]!) : dL;
      distance[i] = Math.sqrt(weightedL * weightedL + da * da + db * db);
    }
    const cut = percentile(distance, band, TRIM_KEEP);
    samples = band.filter((i) => distance[i]! <= cut);
  }
  const threshold = Math.max(MIN_THRESHOLD, robustSpread(distance, samples) * NOISE_FACTOR);
  return { distance, threshold, band };
}

function shadowWeighted(darkening: number, backgroundLightness: number): number {
  const shadow = Math.min(darkening, SHADOW_DEPTH * Math.max(backgroundLightness, 0));
  return shadow * SHADOW_WEIGHT + (darkening - shadow);
}

function percentile(distance: Float32Array, samples: Int32Array, share: number): number {
  const values = Float32Array.from(samples, (i) => distance[i]!).sort();
  return values[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;
}

/** 1.4826 x the median distance of the samples: a standard deviation that ignores outliers. */
function robustSpread(distance: Float32Array, samples: Int32Array): number {
  return percentile(distance, samples, 0.5) * 1.4826;
}

/**
 * The garment mask (1 = garment): background is what is close to the background model and connected to the
 * border; everything else, holes included, is garment; then only the large pieces are kept.
 */
export function garmentMask(distance: Float32Array, threshold: number, width: number, height: number) {
  const size = width * height;
  const background = new Uint8Array(size);
  const stack = new Int32Array(size);
  let top = 0;
  const push = (i: number) => {
    if (!background[i] && distance[i]! < threshold) {
      background[i] = 1;
      stack[top++] = i;
    }
  };
  for (let x = 0; x < width; x += 1) {
    push(x);
    push((height - 1) * width + x);
  }
  for (let y = 0; y < height; y += 1) {
    push(y * width);
    push(y * width + width - 1);
  }
  while (top > 0) {
    const i = stack[--top]!;
    const x = i % width;
    if (x > 0) push(i - 1);
    if (x < width - 1) push(i + 1);
    if (i >= width) push(i - width);
    if (i < size - width) push(i + width);
  }
  const mask = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) mask[i] = background[i] ? 0 : 1;
  return keepLargePieces(mask, width, height);
}

function keepLargePieces(mask: Uint8Array, width: number, height: number): Uint8Array {
  const size = width * height;
  const label = new Int32Array(size);
  const areas: number[] = [0];
  const stack = new Int32Array(size);
  for (let start = 0; start < size; start += 1) {
    if (!mask[start] || label[start]) continue;
    const id = areas.length;
    let area = 0;
    let top = 0;
    label[start] = id;
    stack[top++] = start;
    while (top > 0) {
      const i = stack[--top]!;
      area += 1;
      const x = i % width;
      const neighbours = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
      for (const n of neighbours) {
        if (n >= 0 && n < size && mask[n] && !label[n]) {
          label[n] = id;
          stack[top++] = n;
        }
      }
    }
    areas.push(area);
  }
  const largest = Math.max(0, ...areas);
  const kept = new Uint8Array(size);
  for (let i = 0; i < size; i += 1)
    kept[i] = label[i] && areas[label[i]!]! >= largest * KEEP_FRACTION ? 1 : 0;
  return kept;
}

export type MaskConfidence = EnhanceConfidence;

/**
 * How clearly the garment stands out: the median distance of its pixels to the background model, in
 * thresholds. A dark garment on a dark floor barely clears the threshold and its cutout is unreliable.
 */
const MIN_CONTRAST = 2.5;

/** §DESIGN: a cutout is doubtful when the garment is tiny, fills the photo, or runs off the frame. */
export function maskConfidence(
  mask: Uint8Array,
  width: number,
  height: number,
  separation: { distance: Float32Array; threshold: number },
): MaskConfidence {
  let area = 0;
  for (const value of mask) area += value;
  const share = area / mask.length;
  if (share < 0.05) return 'foreground_too_small';
  if (share > 0.9) return 'foreground_too_large';
  const inside = Int32Array.from({ length: area });
  let n = 0;
  for (let i = 0; i < mask.length; i += 1) if (mask[i]) inside[n++] = i;
  if (percentile(separation.distance, inside, 0.5) < MIN_CONTRAST * separation.threshold)
    return 'low_contrast';
  let edge = 0;
  let onEdge = 0;
  for (let x = 0; x < width; x += 1) {
    edge += 2;
    onEdge += mask[x]! + mask[(height - 1) * width + x]!;
  }
  for (let y = 0; y < height; y += 1) {
    edge += 2;
    onEdge += mask[y * width]! + mask[y * width + width - 1]!;
  }
  return onEdge / edge > 0.04 ? 'touches_border' : 'ok';
}
