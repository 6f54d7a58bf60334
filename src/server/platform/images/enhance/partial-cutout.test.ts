import { describe, expect, it } from 'vitest';
import { keepsOnlyAPart } from './partial-cutout';

const SIZE = 200;
type Rect = { x0: number; y0: number; x1: number; y1: number };
const inside = (x: number, y: number, r: Rect) => x >= r.x0 && x < r.x1 && y >= r.y0 && y < r.y1;

/** A photo painted by rectangles (last wins) and the alpha that keeps `kept`. */
function scene(layers: { rect: Rect; rgb: [number, number, number] }[], kept: Rect) {
  const rgb = new Uint8Array(SIZE * SIZE * 3);
  const alpha = new Uint8Array(SIZE * SIZE);
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      const i = y * SIZE + x;
      for (const layer of layers) if (inside(x, y, layer.rect)) rgb.set(layer.rgb, i * 3);
      if (inside(x, y, kept)) alpha[i] = 255;
    }
  }
  return { rgb, alpha };
}

const FRAME = { x0: 0, y0: 0, x1: SIZE, y1: SIZE };
const BED: [number, number, number] = [214, 200, 178];
const SHIRT = { x0: 20, y0: 30, x1: 180, y1: 200 };
const PRINT = { x0: 80, y0: 80, x1: 120, y1: 120 };

describe('the print-only check', () => {
  it("flags a small cutout surrounded by a black T-shirt, not by the bed at the photo's edge", () => {
    const { rgb, alpha } = scene(
      [
        { rect: FRAME, rgb: BED },
        { rect: SHIRT, rgb: [20, 20, 24] },
        { rect: PRINT, rgb: [230, 180, 40] },
      ],
      PRINT,
    );
    expect(keepsOnlyAPart(alpha, rgb, SIZE, SIZE)).toBe(true);
  });

  it('trusts a small garment kept whole on a plain background', () => {
    const { rgb, alpha } = scene(
      [
        { rect: FRAME, rgb: BED },
        { rect: PRINT, rgb: [20, 20, 24] },
      ],
      PRINT,
    );
    expect(keepsOnlyAPart(alpha, rgb, SIZE, SIZE)).toBe(false);
  });

  it('leaves a large cutout to the other checks', () => {
    const { rgb, alpha } = scene(
      [
        { rect: FRAME, rgb: BED },
        { rect: SHIRT, rgb: [20, 20, 24] },
      ],
      { x0: 40, y0: 40, x1: 160, y1: 160 },
    );
    expect(keepsOnlyAPart(alpha, rgb, SIZE, SIZE)).toBe(false);
  });
});
