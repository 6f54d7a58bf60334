import { describe, expect, it } from 'vitest';
import { boxMean, guidedFilter } from './guided-filter';

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
});
