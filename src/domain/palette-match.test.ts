import { describe, expect, it } from 'vitest';
import {
  PALETTE_MATCH_THRESHOLDS,
  deltaE2000,
  hexToLab,
  labToHex,
  paletteMatchOf,
  paletteTarget,
  type LabColor,
} from './palette-match';
import { HEX_PATTERN, PALETTES, PALETTE_IDS } from './palettes';

/**
 * Table 1 of Sharma, Wu & Dalal (2005), 'The CIEDE2000 color-difference formula: implementation notes,
 * supplementary test data, and mathematical observations', Color Research & Application 30(1): L*, a*, b* of
 * both colours and ΔE00 to four decimals. Pairs 7–16 probe the hue's discontinuity around a* = 0.
 */
const SHARMA_PAIRS: [number, number, number, number, number, number, number][] = [
  [50, 2.6772, -79.7751, 50, 0, -82.7485, 2.0425],
  [50, 3.1571, -77.2803, 50, 0, -82.7485, 2.8615],
  [50, 2.8361, -74.02, 50, 0, -82.7485, 3.4412],
  [50, -1.3802, -84.2814, 50, 0, -82.7485, 1],
  [50, -1.1848, -84.8006, 50, 0, -82.7485, 1],
  [50, -0.9009, -85.5211, 50, 0, -82.7485, 1],
  [50, 0, 0, 50, -1, 2, 2.3669],
  [50, -1, 2, 50, 0, 0, 2.3669],
  [50, 2.49, -0.001, 50, -2.49, 0.0009, 7.1792],
  [50, 2.49, -0.001, 50, -2.49, 0.001, 7.1792],
  [50, 2.49, -0.001, 50, -2.49, 0.0011, 7.2195],
  [50, 2.49, -0.001, 50, -2.49, 0.0012, 7.2195],
  [50, -0.001, 2.49, 50, 0.0009, -2.49, 4.8045],
  [50, -0.001, 2.49, 50, 0.001, -2.49, 4.8045],
  [50, -0.001, 2.49, 50, 0.0011, -2.49, 4.7461],
  [50, 2.5, 0, 50, 0, -2.5, 4.3065],
  [50, 2.5, 0, 73, 25, -18, 27.1492],
  [50, 2.5, 0, 61, -5, 29, 22.8977],
  [50, 2.5, 0, 56, -27, -3, 31.903],
  [50, 2.5, 0, 58, 24, 15, 19.4535],
  [50, 2.5, 0, 50, 3.1736, 0.5854, 1],
  [50, 2.5, 0, 50, 3.2972, 0, 1],
  [50, 2.5, 0, 50, 1.8634, 0.5757, 1],
  [50, 2.5, 0, 50, 3.2592, 0.335, 1],
  [60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644],
  [63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.263],
  [61.2901, 3.7196, -5.3901, 61.4292, 2.248, -4.962, 1.8731],
  [35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645],
  [22.7233, 20.0904, -46.694, 23.0331, 14.973, -42.5619, 2.0373],
  [36.4612, 47.858, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146],
  [90.8027, -2.0831, 1.441, 91.1528, -1.6435, 0.0447, 1.4441],
  [90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381],
  [6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377],
  [2.0776, 0.0795, -1.135, 0.9033, -0.0636, -0.5514, 0.9082],
];

describe('CIEDE2000', () => {
  it.each(SHARMA_PAIRS.map((pair, index) => [index + 1, ...pair] as const))(
    'gives the published difference for pair %i',
    (_, l1, a1, b1, l2, a2, b2, expected) => {
      const first = { l: l1, a: a1, b: b1 };
      const second = { l: l2, a: a2, b: b2 };
      expect(deltaE2000(first, second)).toBeCloseTo(expected, 4);
      expect(deltaE2000(second, first)).toBeCloseTo(expected, 4);
    },
  );

  it('round-trips sRGB through L*a*b*', () => {
    for (const hex of ['#000000', '#ffffff', '#c8102e', '#4682b4', '#c19a6b'])
      expect(labToHex(hexToLab(hex))).toBe(hex);
  });
});

describe('the seasonal palettes', () => {
  it.each(PALETTE_IDS)('%s has about thirty named, distinct swatches', (id) => {
    const { label, description, swatches } = PALETTES[id];
    expect(label).toMatch(/^(Printemps|Été|Automne|Hiver) (clair|chaud|lumineux|froid|doux|profond)$/);
    expect(description.length).toBeGreaterThan(20);
    expect(swatches.length).toBeGreaterThanOrEqual(28);
    expect(swatches.length).toBeLessThanOrEqual(32);
    for (const swatch of swatches) expect(swatch.hex).toMatch(HEX_PATTERN);
    expect(new Set(swatches.map((s) => s.name)).size).toBe(swatches.length);
    expect(new Set(swatches.map((s) => s.hex)).size).toBe(swatches.length);
  });

  it('gives each of the twelve seasons its own label', () => {
    expect(new Set(PALETTE_IDS.map((id) => PALETTES[id].label)).size).toBe(12);
  });
});

/** A colour at a given CIEDE2000 difference from `from`, found along the lightness axis. */
function atDifference(from: LabColor, difference: number): LabColor {
  let low = 0;
  let high = 60;
  for (let i = 0; i < 60; i += 1) {
    const mid = (low + high) / 2;
    if (deltaE2000(from, { ...from, l: from.l + mid }) < difference) low = mid;
    else high = mid;
  }
  return { ...from, l: from.l + low };
}

describe('palette matching', () => {
  const raspberry = hexToLab('#b3386a');
  const target = paletteTarget([{ name: 'Framboise', hex: '#b3386a' }], []);
  const measured = (color: LabColor, share = 1) => [{ ...color, share }];

  it('puts a swatch and a colour within the first threshold in the palette', () => {
    expect(paletteMatchOf(measured(raspberry), target)).toBe('in');
    expect(paletteMatchOf(measured(atDifference(raspberry, PALETTE_MATCH_THRESHOLDS.in - 0.1)), target)).toBe(
      'in',
    );
  });

  it('calls a colour between the thresholds near, and beyond them out', () => {
    expect(paletteMatchOf(measured(atDifference(raspberry, PALETTE_MATCH_THRESHOLDS.in + 0.1)), target)).toBe(
      'near',
    );
    expect(
      paletteMatchOf(measured(atDifference(raspberry, PALETTE_MATCH_THRESHOLDS.near - 0.1)), target),
    ).toBe('near');
    expect(
      paletteMatchOf(measured(atDifference(raspberry, PALETTE_MATCH_THRESHOLDS.near + 0.1)), target),
    ).toBe('out');
    expect(paletteMatchOf(measured(hexToLab('#e8a317')), target)).toBe('out');
  });

  it('judges a garment by its dominant colour', () => {
    const saffron = hexToLab('#e8a317');
    expect(
      paletteMatchOf(
        [
          { ...saffron, share: 0.3 },
          { ...raspberry, share: 0.7 },
        ],
        target,
      ),
    ).toBe('in');
    expect(
      paletteMatchOf(
        [
          { ...saffron, share: 0.7 },
          { ...raspberry, share: 0.3 },
        ],
        target,
      ),
    ).toBe('out');
  });

  it('lets a colour to avoid win over a palette swatch as near', () => {
    const avoiding = paletteTarget(
      [{ name: 'Framboise', hex: '#b3386a' }],
      [{ name: 'Framboise trop vive', hex: '#b5386c' }],
    );
    expect(paletteMatchOf(measured(hexToLab('#b5386c')), avoiding)).toBe('out');
    expect(paletteMatchOf(measured(raspberry), avoiding)).toBe('in');
  });

  it('says nothing without a measured colour or without swatches', () => {
    expect(paletteMatchOf(null, target)).toBeNull();
    expect(paletteMatchOf([], target)).toBeNull();
    expect(paletteMatchOf(measured(raspberry), paletteTarget([], []))).toBeNull();
  });

  it('puts the swatches of every season in its own palette', () => {
    for (const id of PALETTE_IDS) {
      const own = paletteTarget(PALETTES[id].swatches, []);
      for (const swatch of PALETTES[id].swatches)
        expect(paletteMatchOf(measured(hexToLab(swatch.hex)), own)).toBe('in');
    }
  });
});
