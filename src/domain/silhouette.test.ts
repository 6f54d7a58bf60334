import { describe, expect, it } from 'vitest';
import { buildSilhouetteSvg, silhouetteLayout, SILHOUETTE_GROUND_Y } from './silhouette';

/** Well-formed enough for an SVG: every opened element is closed in order. */
function isWellFormed(svg: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0;
}

const numbersIn = (svg: string) => svg.match(/-?\d+(\.\d+)?/g)!.map(Number);

describe('buildSilhouetteSvg', () => {
  it('is a well-formed SVG in a square frame', () => {
    const svg = buildSilhouetteSvg({ gender: 'femme', height: 168, weight: 61, bustSize: 92 });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600">')).toBe(true);
    expect(isWellFormed(svg)).toBe(true);
    expect(numbersIn(svg).every(Number.isFinite)).toBe(true);
  });

  it('gives the same bytes for the same input', () => {
    const input = { gender: 'homme', height: 181, weight: 80 } as const;
    expect(buildSilhouetteSvg(input)).toBe(buildSilhouetteSvg({ ...input }));
  });

  it('draws a taller client taller, feet on the same ground line', () => {
    const heights = [120, 150, 170, 200, 250];
    const layouts = heights.map((height) => silhouetteLayout({ gender: 'femme', height, weight: 60 }));
    for (let i = 1; i < layouts.length; i += 1) {
      expect(layouts[i]!.drawnHeight).toBeGreaterThan(layouts[i - 1]!.drawnHeight);
      expect(layouts[i]!.feet).toBe(SILHOUETTE_GROUND_Y);
    }
    expect(layouts.at(-1)!.top).toBeGreaterThanOrEqual(0);
  });

  it('draws a heavier client wider', () => {
    const widths = [45, 60, 80, 110, 160].map(
      (weight) => silhouetteLayout({ gender: 'homme', height: 178, weight }).halfWidths.waist,
    );
    for (let i = 1; i < widths.length; i += 1) expect(widths[i]).toBeGreaterThan(widths[i - 1]!);
  });

  it('shapes the bust of a femme figure from the bust size, and ignores it for homme', () => {
    const bust = (bustSize: number, gender: 'femme' | 'homme') =>
      silhouetteLayout({ gender, height: 165, weight: 60, bustSize }).halfWidths.bust;
    expect(bust(110, 'femme')).toBeGreaterThan(bust(80, 'femme'));
    expect(bust(110, 'homme')).toBe(bust(80, 'homme'));
    expect(buildSilhouetteSvg({ gender: 'femme' })).toContain('Q');
  });

  it('falls back to the reference male and female figures', () => {
    expect(buildSilhouetteSvg({ gender: 'homme' })).toBe(
      buildSilhouetteSvg({ gender: 'homme', height: 178, weight: 75 }),
    );
    expect(buildSilhouetteSvg({})).toBe(
      buildSilhouetteSvg({ gender: 'femme', height: 165, weight: 60, bustSize: 90 }),
    );
    expect(buildSilhouetteSvg({ gender: 'autre' })).toBe(buildSilhouetteSvg({}));
  });

  it('clamps values outside the spec ranges', () => {
    expect(buildSilhouetteSvg({ height: 400, weight: 1 })).toBe(
      buildSilhouetteSvg({ height: 250, weight: 30 }),
    );
  });
});
