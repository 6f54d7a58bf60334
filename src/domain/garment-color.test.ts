import { describe, expect, it } from 'vitest';
import type { Color } from './clothing';
import { dominantGarmentColor, nearestGarmentColor, rgbToLab } from './garment-color';

const hex = (value: string) =>
  [1, 3, 5].map((at) => Number.parseInt(value.slice(at, at + 2), 16)) as [number, number, number];

describe('garment colours', () => {
  it('converts sRGB to Lab under D65', () => {
    const [l, a, b] = rgbToLab(255, 255, 255);
    expect(l).toBeCloseTo(100, 1);
    expect(a).toBeCloseTo(0, 1);
    expect(b).toBeCloseTo(0, 1);
    expect(rgbToLab(255, 0, 0)[0]).toBeCloseTo(53.24, 1);
  });

  it.each<[string, Color]>([
    ['#0b0b0d', 'black'],
    ['#1f1f24', 'black'],
    ['#7d7d7d', 'grey'],
    ['#fafafa', 'white'],
    ['#d9c7a7', 'beige'],
    ['#6b4226', 'brown'],
    ['#f6b7c8', 'pink'],
    ['#c62828', 'red'],
    ['#ef6c00', 'orange'],
    ['#fbc02d', 'yellow'],
    ['#2e7d32', 'green'],
    ['#7a7f4a', 'green'],
    ['#2b4a7a', 'blue'],
    ['#1a237e', 'blue'],
    ['#90caf9', 'blue'],
    ['#6a1b9a', 'purple'],
    // A violet fleece in a dim room (real photo u15).
    ['#5c3e78', 'purple'],
  ])('files %s under %s', (value, color) => {
    expect(nearestGarmentColor(...hex(value))).toBe(color);
  });

  /** RGBA pixels: `count` of each colour, with an alpha. */
  function pixels(...runs: [string, number, number][]) {
    return Uint8Array.from(
      runs.flatMap(([value, count, alpha]) =>
        Array(count)
          .fill([...hex(value), alpha])
          .flat(),
      ),
    );
  }

  it('takes the colour most opaque pixels vote for, whatever the shading or a print', () => {
    const shadedRedWithPrint = pixels(['#c62828', 500, 255], ['#8e1b1b', 300, 255], ['#fafafa', 250, 255]);
    expect(dominantGarmentColor(shadedRedWithPrint)).toBe('red');
  });

  it('ignores transparent and half-transparent pixels', () => {
    const blueOnBeigeBackground = pixels(['#2b4a7a', 400, 255], ['#d9c7a7', 5000, 0], ['#d9c7a7', 300, 120]);
    expect(dominantGarmentColor(blueOnBeigeBackground)).toBe('blue');
  });

  it('says nothing when almost nothing is opaque', () => {
    expect(dominantGarmentColor(pixels(['#c62828', 10, 255], ['#ffffff', 1000, 0]))).toBeNull();
  });
});
