import type { Color } from '../clothing';
import { hexToLab, type LabColor, type MeasuredColor } from '../palette-match';

/**
 * Colour harmony between the pieces of a look, read from each piece's dominant colour by hue and lightness only
 * (docs/decisions/0073-outfit-ideas-engine.md): neutrals go with everything, hues close on the wheel (analogous) or
 * far apart on it (complementary) go together, hues in between are said to clash; and a look needs some lightness contrast.
 */

/** Below this chroma (C*ab) a colour is a neutral: black, white, grey, beige, taupe, denim washed out. */
export const NEUTRAL_CHROMA = 14;
/** Hues at most this far apart (degrees) are analogous. */
export const ANALOGOUS_DEGREES = 35;
/**
 * Hues at least this far apart (degrees) are complementary: in CIELAB's hue angle the painters' complementary pairs
 * sit 105° to 135° apart, not 180° (blue–orange 125°, red–green 106°, yellow–violet 135°).
 */
export const COMPLEMENTARY_DEGREES = 100;
/** A lightness gap (L*) from which pieces read as contrasted, and under which a look reads flat. */
export const CONTRAST_LIGHTNESS = 20;
export const FLAT_LIGHTNESS = 8;

export type Tone = { l: number; chroma: number; hue: number; neutral: boolean };

/** Representative colours of the names she files garments under, for garments whose colours are not measured. */
const NAMED: Record<Exclude<Color, 'other'>, string> = {
  black: '#1c1c1e',
  grey: '#8a8a8a',
  white: '#f4f4f0',
  beige: '#dccbaa',
  brown: '#6f4e37',
  pink: '#e8a0b4',
  red: '#b22222',
  orange: '#e67e22',
  yellow: '#f1c40f',
  green: '#2e7d32',
  blue: '#2b4a7a',
  purple: '#7b4f9d',
};
const NAMED_LAB = Object.fromEntries(
  Object.entries(NAMED).map(([name, hex]) => [name, hexToLab(hex)]),
) as Record<Exclude<Color, 'other'>, LabColor>;

export function toneOf(lab: LabColor): Tone {
  const chroma = Math.hypot(lab.a, lab.b);
  const hue = ((Math.atan2(lab.b, lab.a) * 180) / Math.PI + 360) % 360;
  return { l: lab.l, chroma, hue, neutral: chroma < NEUTRAL_CHROMA };
}

/** The dominant measured colour (largest share), else the colour of its name; null for 'other' unmeasured. */
export function dominantTone(colors: readonly MeasuredColor[] | null, color: Color): Tone | null {
  let best: MeasuredColor | null = null;
  for (const c of colors ?? []) if (!best || c.share > best.share) best = c;
  if (best) return toneOf(best);
  return color === 'other' ? null : toneOf(NAMED_LAB[color]);
}

export function hueDistance(first: number, second: number): number {
  const d = Math.abs(first - second) % 360;
  return d > 180 ? 360 - d : d;
}

export type PairHarmony = 'neutral' | 'analogous' | 'complementary' | 'clash' | 'unknown';

export function pairHarmony(first: Tone | null, second: Tone | null): PairHarmony {
  if (!first || !second) return 'unknown';
  if (first.neutral || second.neutral) return 'neutral';
  const d = hueDistance(first.hue, second.hue);
  if (d <= ANALOGOUS_DEGREES) return 'analogous';
  if (d >= COMPLEMENTARY_DEGREES) return 'complementary';
  return 'clash';
}

/** Points of a pair: what goes together scores, a clash costs more than a neutral gains. */
export const PAIR_POINTS: Record<PairHarmony, number> = {
  neutral: 0.5,
  analogous: 1,
  complementary: 1,
  clash: -1.5,
  unknown: 0,
};
