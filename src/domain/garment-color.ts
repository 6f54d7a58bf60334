import type { Color } from './clothing';

/**
 * Reference swatches (sRGB) for each colour a garment can be filed under: several per value, so that navy and
 * denim are blue and khaki is green. 'other' is never detected: it stays the user's choice.
 */
const SWATCHES: Record<Exclude<Color, 'other'>, string[]> = {
  black: ['#000000', '#141414', '#1c1c22'],
  grey: ['#808080', '#5f5f5f', '#a6a6a6', '#c4c4c4', '#3f3f44'],
  white: ['#ffffff', '#f4f4f0', '#e9e9e6'],
  beige: ['#f5f5dc', '#e3d3b4', '#d8c3a5', '#c8b48c', '#e8dcc4'],
  brown: ['#8b4513', '#6f4e37', '#a0522d', '#5c4033', '#7b5b3a'],
  pink: ['#ffc0cb', '#ff69b4', '#e8a0b4', '#d9708f', '#f7cad0'],
  red: ['#e00000', '#c0392b', '#8b0000', '#b22222', '#a31d2b'],
  orange: ['#ff8c00', '#e67e22', '#f39c12', '#ff7f50'],
  yellow: ['#ffd700', '#f1c40f', '#e8d44d', '#fff176'],
  green: ['#2e7d32', '#2e8b57', '#556b2f', '#8fbc8f', '#6b8e23', '#1b4d3e', '#9aa86b'],
  blue: ['#1e4fd8', '#1e3a8a', '#000080', '#4682b4', '#87ceeb', '#2b4a7a', '#34495e', '#5b7fa8'],
  purple: ['#800080', '#8e44ad', '#9370db', '#4b0082', '#b39ddb', '#5e3f7e', '#7b6396'],
};

type Lab = [number, number, number];

/** sRGB channel (0-255) to linear light, tabulated: whole photos are converted pixel by pixel. */
const LINEAR = Float64Array.from({ length: 256 }, (_, value) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});
const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);

/**
 * Interleaved sRGB (0-255) to CIE L*a*b* under D65, as three planes, without allocating per pixel: the classical
 * engine converts every pixel of a photo. Lab distances follow perceived difference.
 */
export function rgbToLabPlanes(
  rgb: Uint8Array,
  pixels: number,
): { L: Float32Array; a: Float32Array; b: Float32Array } {
  const L = new Float32Array(pixels);
  const a = new Float32Array(pixels);
  const b = new Float32Array(pixels);
  for (let i = 0; i < pixels; i += 1) {
    const r = LINEAR[rgb[i * 3]!]!;
    const g = LINEAR[rgb[i * 3 + 1]!]!;
    const bl = LINEAR[rgb[i * 3 + 2]!]!;
    const fx = f((0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047);
    const fy = f(0.2126 * r + 0.7152 * g + 0.0722 * bl);
    const fz = f((0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883);
    L[i] = 116 * fy - 16;
    a[i] = 500 * (fx - fy);
    b[i] = 200 * (fy - fz);
  }
  return { L, a, b };
}

/** One sRGB colour (integers 0-255) to CIE L*a*b* under D65. */
export function rgbToLab(r: number, g: number, b: number): Lab {
  const lab = rgbToLabPlanes(Uint8Array.of(r, g, b), 1);
  return [lab.L[0]!, lab.a[0]!, lab.b[0]!];
}

function hexToLab(hex: string): Lab {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgbToLab((value >> 16) & 255, (value >> 8) & 255, value & 255);
}

const REFERENCES: { color: Color; lab: Lab }[] = Object.entries(SWATCHES).flatMap(([color, hexes]) =>
  hexes.map((hex) => ({ color: color as Color, lab: hexToLab(hex) })),
);

/** The garment colour whose nearest swatch is closest to this sRGB colour (CIE76 distance in Lab). */
export function nearestGarmentColor(r: number, g: number, b: number): Color {
  const [l, a, bb] = rgbToLab(r, g, b);
  let best = REFERENCES[0]!;
  let bestDistance = Infinity;
  for (const reference of REFERENCES) {
    const distance = (l - reference.lab[0]) ** 2 + (a - reference.lab[1]) ** 2 + (bb - reference.lab[2]) ** 2;
    if (distance < bestDistance) {
      best = reference;
      bestDistance = distance;
    }
  }
  return best.color;
}

/**
 * The dominant colour of a garment's pixels (RGBA, 8 bits): each opaque pixel votes for its nearest colour, so
 * shading and a small print do not pull the result towards a mixture. Null when too few pixels are opaque.
 */
export function dominantGarmentColor(rgba: Uint8Array, minimumPixels = 50): Color | null {
  const votes = new Map<Color, number>();
  let counted = 0;
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    if (rgba[i + 3]! < 200) continue;
    const color = nearestGarmentColor(rgba[i]!, rgba[i + 1]!, rgba[i + 2]!);
    votes.set(color, (votes.get(color) ?? 0) + 1);
    counted += 1;
  }
  if (counted < minimumPixels) return null;
  return [...votes.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}
