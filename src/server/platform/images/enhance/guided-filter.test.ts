import { describe, expect, it } from 'vitest';
import { halve, resizeBilinear } from './bilinear';
import { boxMean, fastGuidedFilter, guidedFilter } from './guided-filter';

const WIDTH = 40;
const HEIGHT = 10;
/** A photo with a sharp vertical edge at x = 20, and a matte blurred across x = 14..26 around it. */
const guide = Float32Array.from({ length: WIDTH * HEIGHT }, (_, i) => (i % WIDTH < 20 ? 0.2 : 0.8));
const blurred = Float32Array.from({ length: WIDTH * HEIGHT }, (_, i) =>
  Math.min(1, Math.max(0, ((i % WIDTH) - 14) / 12)),
);

describe('the guided filter', () => {
  it('averages over a window clipped to the image', () => {
    const values = Float32Array.from([1, 2, 3, 4]);
    expect([...boxMean(values, 2, 2, 1)]).toEqual([2.5, 2.5, 2.5, 2.5]);
    expect([...boxMean(values, 4, 1, 1)]).toEqual([1.5, 2, 3, 3.5]);
  });

  it('keeps a constant matte constant', () => {
    const flat = new Float32Array(WIDTH * HEIGHT).fill(0.7);
    for (const value of guidedFilter(guide, flat, WIDTH, HEIGHT, 4, 1e-3)) expect(value).toBeCloseTo(0.7, 5);
  });

  it("moves a blurred matte's transition onto the photo's edge and narrows it", () => {
    const middleRow = (values: Float32Array) => [...values.slice(5 * WIDTH, 6 * WIDTH)];
    /** The rise from x - 1 to x, for each x. */
    const steps = (row: number[]) => row.map((value, x) => (x === 0 ? 0 : value - row[x - 1]!));
    const refined = steps(middleRow(guidedFilter(guide, blurred, WIDTH, HEIGHT, 4, 1e-3)));
    const before = steps(middleRow(blurred));
    expect(refined.indexOf(Math.max(...refined))).toBe(20);
    expect(refined[20]).toBeGreaterThan(3 * before[20]!);
  });

  it('at half size (the fast filter), keeps a constant matte constant and refines as the full filter does', () => {
    const flat = { map: new Float32Array(8 * 8).fill(0.7), width: 8, height: 8 };
    for (const value of fastGuidedFilter(guide, WIDTH, HEIGHT, flat, 4, 1e-3))
      expect(value).toBeCloseTo(0.7, 5);

    const fast = fastGuidedFilter(
      guide,
      WIDTH,
      HEIGHT,
      { map: blurred, width: WIDTH, height: HEIGHT },
      4,
      1e-3,
    );
    const full = guidedFilter(guide, blurred, WIDTH, HEIGHT, 4, 1e-3);
    fast.forEach((value, i) => expect(Math.abs(value - full[i]!)).toBeLessThan(0.03));
  });
});

describe('resizing a map', () => {
  it('halves by 2 x 2 means, keeping an odd last row and column alone', () => {
    const map = Float32Array.from([1, 3, 5, 1, 3, 5, 7, 7, 7]);
    const half = halve(map, 3, 3);
    expect([half.width, half.height]).toEqual([2, 2]);
    expect([...half.values]).toEqual([2, 5, 7, 7]);
  });

  it('resizes bilinearly with pixel centres aligned and edges clamped', () => {
    expect([...resizeBilinear(Float32Array.from([0, 1]), 2, 1, 4, 1)]).toEqual([0, 0.25, 0.75, 1]);
    expect([...resizeBilinear(Float32Array.from([0, 1, 2, 3]), 4, 1, 2, 1)]).toEqual([0.5, 2.5]);
  });
});
