import { converter, differenceCiede2000, formatHex, type Lab65 } from 'culori';
import type { Swatch } from './palettes';

/**
 * How a garment's colour sits against a client's palette, by CIEDE2000 (docs/decisions/0016-colour-palette.md).
 * Only the server computes it: the screens receive the verdict, never the colour science.
 */
export type PaletteMatch = 'in' | 'near' | 'out';

/** CIE L*a*b* (D65), as culori's lab65 and as stored with each garment. */
export type LabColor = { l: number; a: number; b: number };

/** A colour measured on a garment's cutout and the share of its opaque pixels it covers (0–1). */
export type MeasuredColor = LabColor & { share: number };

/** Highest CIEDE2000 difference to the nearest swatch for each verdict; above `near` the garment is 'out'. */
export const PALETTE_MATCH_THRESHOLDS = { in: 6, near: 12 } as const;

const toLab65 = converter('lab65');
const ciede2000 = differenceCiede2000();

const lab65 = ({ l, a, b }: LabColor): Lab65 => ({ mode: 'lab65', l, a, b });

/** CIEDE2000 (kL = kC = kH = 1) between two L*a*b* colours. */
export function deltaE2000(first: LabColor, second: LabColor): number {
  return ciede2000(lab65(first), lab65(second));
}

export function hexToLab(hex: string): LabColor {
  const lab = toLab65(hex);
  if (!lab) throw new Error(`not a colour: ${hex}`);
  return { l: lab.l, a: lab.a, b: lab.b };
}

export function labToHex(color: LabColor): string {
  return formatHex(lab65(color));
}

/** The palette a garment is checked against: its swatches, and the colours to avoid, in L*a*b*. */
export type PaletteTarget = { swatches: LabColor[]; avoid: LabColor[] };

export function paletteTarget(swatches: readonly Swatch[], avoid: readonly Swatch[]): PaletteTarget {
  return { swatches: swatches.map((s) => hexToLab(s.hex)), avoid: avoid.map((s) => hexToLab(s.hex)) };
}

const nearest = (color: LabColor, targets: LabColor[]) =>
  targets.reduce((best, target) => Math.min(best, deltaE2000(color, target)), Infinity);

/**
 * The verdict for a garment's dominant colour (its largest measured share). A colour to avoid that is as near
 * as the nearest swatch, and near enough to be 'in', makes the garment 'out': the consultant's word wins.
 * Null when the garment has no measured colour or the palette has no swatch.
 */
export function paletteMatchOf(
  colors: readonly MeasuredColor[] | null,
  target: PaletteTarget,
): PaletteMatch | null {
  const dominant = colors?.reduce<MeasuredColor | null>(
    (best, c) => (best && best.share >= c.share ? best : c),
    null,
  );
  if (!dominant || target.swatches.length === 0) return null;
  const toPalette = nearest(dominant, target.swatches);
  const toAvoid = nearest(dominant, target.avoid);
  if (toAvoid <= PALETTE_MATCH_THRESHOLDS.in && toAvoid <= toPalette) return 'out';
  if (toPalette <= PALETTE_MATCH_THRESHOLDS.in) return 'in';
  if (toPalette <= PALETTE_MATCH_THRESHOLDS.near) return 'near';
  return 'out';
}
