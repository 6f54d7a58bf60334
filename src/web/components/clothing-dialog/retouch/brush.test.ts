import { describe, expect, it } from 'vitest';
import { applyMask, paintStroke } from './brush';

const WIDTH = 40;
const HEIGHT = 20;
const at = (mask: Uint8ClampedArray, x: number, y: number) => mask[y * WIDTH + x];

describe('the retouch brush', () => {
  it('erases along a stroke, without gaps, and nothing beyond its radius', () => {
    const mask = new Uint8ClampedArray(WIDTH * HEIGHT).fill(255);
    paintStroke(mask, WIDTH, HEIGHT, { x: 5, y: 10 }, { x: 35, y: 10 }, 3, 0);
    for (let x = 5; x <= 35; x += 1) expect(at(mask, x, 10)).toBe(0);
    expect(at(mask, 20, 13)).toBe(0);
    expect(at(mask, 20, 14)).toBe(255);
    expect(at(mask, 1, 10)).toBe(255);
  });

  it('brings back what was erased, and stays inside the picture at its edges', () => {
    const mask = new Uint8ClampedArray(WIDTH * HEIGHT);
    paintStroke(mask, WIDTH, HEIGHT, { x: 0, y: 0 }, { x: 0, y: 0 }, 5, 255);
    expect(at(mask, 0, 0)).toBe(255);
    expect(at(mask, 3, 3)).toBe(255);
    expect(at(mask, 6, 6)).toBe(0);
    expect(mask.length).toBe(WIDTH * HEIGHT);
  });

  it("gives the photo's pixels the mask as alpha, removed ones faint or transparent", () => {
    const photo = Uint8ClampedArray.from([10, 20, 30, 255, 40, 50, 60, 255]);
    const mask = Uint8ClampedArray.from([255, 0]);
    expect([...applyMask(photo, mask)]).toEqual([10, 20, 30, 255, 40, 50, 60, 0]);
    expect([...applyMask(photo, mask, 60)].at(-1)).toBe(60);
  });
});
