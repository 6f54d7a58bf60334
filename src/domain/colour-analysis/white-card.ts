import {
  clampRect,
  linearPixel,
  luminance,
  SRGB_BYTE_TO_LINEAR,
  quantile,
  samplingStep,
  type FaceBox,
  type LinearRgb,
  type PixelRect,
  type RgbaImage,
} from './image';

/**
 * The white sheet or card the client holds under her chin: the reference that tells the light's colour and
 * strength. Found without a model: the largest bright region of one chromaticity, near neutral, that reaches the
 * zone just under the chin and is brighter than the face.
 */
export type WhiteCard = {
  /** Its bounding box in image pixels. */
  region: PixelRect;
  /** How many pixels of the image it covers (an estimate from the sampled grid). */
  area: number;
  /** Its mean colour in linear sRGB, from its pixels that are not clipped. */
  linearRgb: LinearRgb;
  /** The share of its sampled pixels with a channel at 250 or more: a clipped card under-reports the cast. */
  clippedShare: number;
};

/**
 * The thresholds of the search, all relative (to the face box, to the brightest part of the search area), so
 * that they hold for any resolution and exposure.
 */
export const WHITE_CARD_SEARCH = {
  /** The search area: from just above the box's bottom (the chin) down 2 face heights, 1 face width each side. */
  belowChin: 0.95,
  depth: 2,
  sideWidths: 1,
  /** About this many pixels are read in the search area, whatever the photo's resolution. */
  sampleBudget: 20_000,
  /** A card pixel is at least this share of the search area's 97th-percentile luminance. */
  brightShare: 0.5,
  /**
   * Its rg chromaticity (r/(r+g+b), g/(r+g+b)) is within this of the brightest pixels' one: a paper's shading
   * changes its luminance, not its chromaticity.
   */
  chromaticityTolerance: 0.035,
  /**
   * The card's chromaticity is within this of neutral (1/3, 1/3). A mild cast passes: warm indoor light left
   * after a phone's automatic white balance, linear gains (1, 0.85, 0.65), lies at 0.067; pale skin (sRGB
   * 240, 200, 180) lies at 0.13, a yellow sheet (255, 230, 100) at 0.2.
   */
  maxChromaticityFromNeutral: 0.11,
  /**
   * It covers at least a quarter of the zone under the chin where the neck shows: the middle 30 % of the face's
   * width, from 5 % to 70 % of its height below the box.
   */
  underChin: { halfWidth: 0.15, from: 0.05, to: 0.7, minCover: 0.25 },
  /** It covers at least this share of the face box's area (an A5 sheet under the chin covers about one and a half). */
  minAreaShare: 0.15,
  /** It is at least this much brighter than the middle of the face: paper reflects 80-90 %, skin 10-50 %. */
  minBrightnessOverFace: 1.1,
} as const;

const chromaticity = ({ r, g, b }: LinearRgb) => {
  const sum = r + g + b;
  return sum > 0 ? { r: r / sum, g: g / sum } : { r: 1 / 3, g: 1 / 3 };
};
const distance = (p: { r: number; g: number }, q: { r: number; g: number }) =>
  Math.hypot(p.r - q.r, p.g - q.g);

/** The median luminance of the middle half of the face box, or 0 when the box is outside the image. */
export function faceLuminance(image: RgbaImage, faceBox: FaceBox): number {
  const middle = clampRect(
    {
      x: faceBox.x + faceBox.width / 4,
      y: faceBox.y + faceBox.height / 4,
      width: faceBox.width / 2,
      height: faceBox.height / 2,
    },
    image,
  );
  if (!middle) return 0;
  const step = samplingStep(middle.width * middle.height, 2000);
  const values: number[] = [];
  for (let y = middle.y; y < middle.y + middle.height; y += step)
    for (let x = middle.x; x < middle.x + middle.width; x += step)
      values.push(luminance(linearPixel(image, x, y)));
  return quantile(
    values.sort((p, q) => p - q),
    0.5,
  );
}

/** The white card under the face, or null when there is none (or it is too coloured, too small, too dark). */
export function findWhiteCard(image: RgbaImage, faceBox: FaceBox): WhiteCard | null {
  const s = WHITE_CARD_SEARCH;
  const area = clampRect(
    {
      x: faceBox.x - s.sideWidths * faceBox.width,
      y: faceBox.y + s.belowChin * faceBox.height,
      width: (1 + 2 * s.sideWidths) * faceBox.width,
      height: s.depth * faceBox.height,
    },
    image,
  );
  if (!area) return null;

  // A grid of sampled pixels over the search area: linear channels, luminance and rg chromaticity, in typed arrays
  // (the live check runs it on every preview frame).
  const step = samplingStep(area.width * area.height, s.sampleBudget);
  const columns = Math.ceil(area.width / step);
  const rows = Math.ceil(area.height / step);
  const cells = columns * rows;
  const grid = { r: new Float32Array(cells), g: new Float32Array(cells), b: new Float32Array(cells) };
  const luma = new Float64Array(cells);
  const chromaR = new Float32Array(cells);
  const chromaG = new Float32Array(cells);
  for (let row = 0; row < rows; row += 1)
    for (let column = 0; column < columns; column += 1) {
      const i = row * columns + column;
      const at = ((area.y + row * step) * image.width + area.x + column * step) * 4;
      const r = SRGB_BYTE_TO_LINEAR[image.data[at]!]!;
      const g = SRGB_BYTE_TO_LINEAR[image.data[at + 1]!]!;
      const b = SRGB_BYTE_TO_LINEAR[image.data[at + 2]!]!;
      grid.r[i] = r;
      grid.g[i] = g;
      grid.b[i] = b;
      luma[i] = luminance({ r, g, b });
      const sum = r + g + b;
      chromaR[i] = sum > 0 ? r / sum : 1 / 3;
      chromaG[i] = sum > 0 ? g / sum : 1 / 3;
    }
  const brightest = quantile(Float64Array.from(luma).sort(), 0.97);
  if (!(brightest > 0.02)) return null;

  // The light's chromaticity, read on the brightest pixels, and the pixels that share it.
  let castR = 0;
  let castG = 0;
  let castCount = 0;
  for (let i = 0; i < cells; i += 1)
    if (luma[i]! >= 0.85 * brightest) {
      castR += chromaR[i]!;
      castG += chromaG[i]!;
      castCount += 1;
    }
  castR /= castCount;
  castG /= castCount;
  const candidate = new Uint8Array(cells);
  for (let i = 0; i < cells; i += 1)
    candidate[i] =
      luma[i]! >= s.brightShare * brightest &&
      Math.hypot(chromaR[i]! - castR, chromaG[i]! - castG) <= s.chromaticityTolerance
        ? 1
        : 0;

  // The largest connected region of candidates that covers enough of the zone just under the chin, where the
  // neck would show without a card: a white wall beside the neck does not.
  const zone = s.underChin;
  const bottom = faceBox.y + faceBox.height;
  const chin = {
    x0: (faceBox.x + (0.5 - zone.halfWidth) * faceBox.width - area.x) / step,
    x1: (faceBox.x + (0.5 + zone.halfWidth) * faceBox.width - area.x) / step,
    y0: (bottom + zone.from * faceBox.height - area.y) / step,
    y1: (bottom + zone.to * faceBox.height - area.y) / step,
  };
  const inChinZone = (column: number, row: number) =>
    column >= chin.x0 && column <= chin.x1 && row >= chin.y0 && row <= chin.y1;
  let chinCells = 0;
  for (let row = 0; row < rows; row += 1)
    for (let column = 0; column < columns; column += 1) if (inChinZone(column, row)) chinCells += 1;
  if (chinCells === 0) return null;
  const label = new Int32Array(cells).fill(-1);
  let best: number[] = [];
  for (let start = 0; start < cells; start += 1) {
    if (!candidate[start] || label[start] !== -1) continue;
    const members = [start];
    label[start] = start;
    let underChin = 0;
    for (let k = 0; k < members.length; k += 1) {
      const i = members[k]!;
      const column = i % columns;
      const row = (i - column) / columns;
      if (inChinZone(column, row)) underChin += 1;
      const visit = (n: number) => {
        if (candidate[n] && label[n] === -1) {
          label[n] = start;
          members.push(n);
        }
      };
      if (column > 0) visit(i - 1);
      if (column < columns - 1) visit(i + 1);
      if (row > 0) visit(i - columns);
      if (row < rows - 1) visit(i + columns);
    }
    if (underChin >= zone.minCover * chinCells && members.length > best.length) best = members;
  }
  if (best.length * step * step < s.minAreaShare * faceBox.width * faceBox.height) return null;
  return describeCard(image, area, step, columns, best, grid, luma, faceBox);
}

function describeCard(
  image: RgbaImage,
  area: PixelRect,
  step: number,
  columns: number,
  members: number[],
  grid: { r: Float32Array; g: Float32Array; b: Float32Array },
  luma: Float64Array,
  faceBox: FaceBox,
): WhiteCard | null {
  const s = WHITE_CARD_SEARCH;
  const median = quantile(
    members.map((i) => luma[i]!).sort((p, q) => p - q),
    0.5,
  );
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  let clipped = 0;
  const sum = { r: 0, g: 0, b: 0 };
  const all = { r: 0, g: 0, b: 0 };
  let counted = 0;
  for (const i of members) {
    const column = i % columns;
    const row = (i - column) / columns;
    const x = area.x + column * step;
    const y = area.y + row * step;
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x + step);
    y1 = Math.max(y1, y + step);
    const c = { r: grid.r[i]!, g: grid.g[i]!, b: grid.b[i]! };
    all.r += c.r;
    all.g += c.g;
    all.b += c.b;
    const at = (y * image.width + x) * 4;
    if (Math.max(image.data[at]!, image.data[at + 1]!, image.data[at + 2]!) >= 250) {
      clipped += 1;
      continue;
    }
    // The shaded borders and the fingers holding it stay out of the mean.
    if (luma[i]! < 0.7 * median) continue;
    sum.r += c.r;
    sum.g += c.g;
    sum.b += c.b;
    counted += 1;
  }
  // Every pixel clipped: the mean of the clipped pixels, which tells the light only where a channel is not clipped.
  const n = members.length;
  const linearRgb =
    counted > 0
      ? { r: sum.r / counted, g: sum.g / counted, b: sum.b / counted }
      : { r: all.r / n, g: all.g / n, b: all.b / n };
  const c = chromaticity(linearRgb);
  if (distance(c, { r: 1 / 3, g: 1 / 3 }) > s.maxChromaticityFromNeutral) return null;
  if (luminance(linearRgb) < s.minBrightnessOverFace * faceLuminance(image, faceBox)) return null;
  return {
    region: {
      x: x0,
      y: y0,
      width: Math.min(image.width, x1) - x0,
      height: Math.min(image.height, y1) - y0,
    },
    area: members.length * step * step,
    linearRgb,
    clippedShare: clipped / members.length,
  };
}
