import { kmeans } from 'ml-kmeans';
import sharp from 'sharp';
import { rgbToLabPlanes } from '~/domain/garment-color';
import { deltaE2000, type MeasuredColor } from '~/domain/palette-match';

/** Enough pixels to find a garment's colours, few enough to cluster in a few milliseconds. */
const SAMPLE_SIDE = 64;
const OPAQUE = 200;
const MINIMUM_PIXELS = 50;
/** Clusters: a solid garment, its shading, and a print or trim. */
const CLUSTERS = 3;
/** Clusters nearer than this are one colour in light and shadow, and are merged. */
const SAME_COLOR_DELTA_E = 8;
/** A colour covering less of the garment than this is a detail, not one of its colours. */
const MINIMUM_SHARE = 0.1;

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The dominant colours of a cutout (its opaque pixels only), in CIE L*a*b*, largest share first; null when the
 * cutout keeps too little of the garment to say. Deterministic: the same image always gives the same colours.
 */
export async function measureGarmentColors(png: Buffer): Promise<MeasuredColor[] | null> {
  const { data, info } = await sharp(png)
    .ensureAlpha()
    .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = info.width * info.height;
  const rgb = new Uint8Array(pixels * 3);
  let opaque = 0;
  for (let i = 0; i < pixels; i += 1) {
    if (data[i * 4 + 3]! < OPAQUE) continue;
    rgb.set(data.subarray(i * 4, i * 4 + 3), opaque * 3);
    opaque += 1;
  }
  if (opaque < MINIMUM_PIXELS) return null;
  const lab = rgbToLabPlanes(rgb, opaque);
  const points = Array.from({ length: opaque }, (_, i) => [lab.L[i]!, lab.a[i]!, lab.b[i]!]);
  const { clusters, centroids } = kmeans(points, CLUSTERS, { seed: 1, initialization: 'kmeans++' });
  const counts = centroids.map((_, k) => clusters.filter((cluster) => cluster === k).length);
  const colors = mergeShades(
    centroids.map(([l, a, b], k) => ({ l: l!, a: a!, b: b!, share: counts[k]! / opaque })),
  );
  return colors
    .filter((color) => color.share >= MINIMUM_SHARE)
    .sort((x, y) => y.share - x.share)
    .map(({ l, a, b, share }) => ({
      l: round1(l),
      a: round1(a),
      b: round1(b),
      share: Math.round(share * 100) / 100,
    }));
}

/** One colour in light and shadow splits into near clusters: they become one, weighted by their shares. */
function mergeShades(colors: MeasuredColor[]): MeasuredColor[] {
  const merged: MeasuredColor[] = [];
  for (const color of [...colors].sort((x, y) => y.share - x.share)) {
    const same = merged.find((kept) => deltaE2000(kept, color) < SAME_COLOR_DELTA_E);
    if (!same) {
      merged.push({ ...color });
      continue;
    }
    const share = same.share + color.share;
    same.l = (same.l * same.share + color.l * color.share) / share;
    same.a = (same.a * same.share + color.a * color.share) / share;
    same.b = (same.b * same.share + color.b * color.share) / share;
    same.share = share;
  }
  return merged;
}
