import { describe, expect, it } from 'vitest';
import { CATEGORIES, type Category } from './clothing';
import { fitGarment, opaqueBoundsOfPixels, type OpaqueBox } from './garment-fit';
import { silhouetteLandmarks } from './silhouette';

/** Where the opaque part of the picture lands when the whole picture is drawn in `box`. */
function opaqueOnBoard(box: { x: number; y: number; width: number; height: number }, o: OpaqueBox) {
  const scale = box.width / o.imageWidth;
  return {
    left: box.x + o.left * scale,
    top: box.y + o.top * scale,
    right: box.x + o.right * scale,
    bottom: box.y + o.bottom * scale,
    scale,
    ratio: box.height / box.width,
  };
}

const full = (imageWidth: number, imageHeight: number): OpaqueBox => ({
  imageWidth,
  imageHeight,
  left: 0,
  top: 0,
  right: imageWidth,
  bottom: imageHeight,
});

/** The same garment with a wide transparent margin, off-centre. */
const withMargin = (o: OpaqueBox): OpaqueBox => ({
  imageWidth: o.imageWidth + 300,
  imageHeight: o.imageHeight + 200,
  left: o.left + 200,
  top: o.top + 50,
  right: o.right + 200,
  bottom: o.bottom + 50,
});

const BODIES = [
  { gender: 'femme', height: 165, weight: 60, bustSize: 90 },
  { gender: 'homme', height: 190, weight: 95, shoulderWidth: 50 },
  { gender: 'femme', height: 150, weight: 85, waistSize: 100, hipSize: 125 },
  { gender: 'femme', height: 250, weight: 30 },
  { gender: 'homme', height: 120, weight: 250 },
] as const;

const TEE = full(500, 520);
const TROUSERS = full(300, 700);
const SHOES = full(600, 260);

describe('fitGarment', () => {
  it('starts a top at the shoulder line, centred, about as wide as the shoulders and down to the hips', () => {
    for (const body of BODIES) {
      const m = silhouetteLandmarks(body);
      for (const picture of [TEE, withMargin(TEE), full(300, 500), full(700, 450)]) {
        const o = opaqueOnBoard(fitGarment('top', m, picture), picture);
        expect(Math.abs(o.top - m.shoulders.y)).toBeLessThanOrEqual(6);
        expect((o.left + o.right) / 2).toBeCloseTo(m.centerX, 6);
        expect(o.bottom).toBeLessThanOrEqual(m.crotch.y);
        expect(o.right - o.left).toBeLessThanOrEqual(1.5 * (m.shoulders.right - m.shoulders.left));
      }
    }
    // On a plausible body, a tee is about as wide as the shoulders or more (its sleeves), past the waist.
    for (const body of BODIES.slice(0, 4)) {
      const m = silhouetteLandmarks(body);
      const tee = opaqueOnBoard(fitGarment('top', m, TEE), TEE);
      expect(tee.right - tee.left).toBeGreaterThanOrEqual(0.95 * (m.shoulders.right - m.shoulders.left));
      expect(tee.bottom).toBeGreaterThan(m.waist.y);
    }
  });

  it('runs trousers from the waist to the ankles', () => {
    for (const body of BODIES) {
      const m = silhouetteLandmarks(body);
      for (const picture of [TROUSERS, withMargin(TROUSERS), full(180, 330), full(400, 620)]) {
        const o = opaqueOnBoard(fitGarment('bottom', m, picture), picture);
        expect(Math.abs(o.top - m.waist.y)).toBeLessThanOrEqual(2);
        expect(Math.abs(o.bottom - m.ankles.y)).toBeLessThanOrEqual(2);
        expect((o.left + o.right) / 2).toBeCloseTo(m.centerX, 6);
      }
    }
    // On an ordinary body, a skirt (as wide as long) starts at the waist but is not blown up to the ankles.
    for (const body of BODIES.slice(0, 3)) {
      const m = silhouetteLandmarks(body);
      const skirt = opaqueOnBoard(fitGarment('bottom', m, full(400, 400)), full(400, 400));
      expect(Math.abs(skirt.top - m.waist.y)).toBeLessThanOrEqual(2);
      expect(skirt.bottom).toBeLessThan(m.ankles.y - 0.2 * (m.ankles.y - m.waist.y));
    }
  });

  it('puts shoes on the sole line, about as wide as the feet', () => {
    for (const body of BODIES) {
      const m = silhouetteLandmarks(body);
      for (const picture of [SHOES, withMargin(SHOES), full(300, 300)]) {
        const o = opaqueOnBoard(fitGarment('shoes', m, picture), picture);
        expect(Math.abs(o.bottom - m.feet.y)).toBeLessThanOrEqual(2);
        expect((o.left + o.right) / 2).toBeCloseTo(m.centerX, 6);
        expect(o.right - o.left).toBeLessThanOrEqual(1.3 * (m.feet.right - m.feet.left));
        expect(o.top).toBeGreaterThan(m.knees.y);
      }
    }
  });

  it('drops a one-piece from the shoulders by its own proportions, never below the feet', () => {
    for (const body of BODIES) {
      const m = silhouetteLandmarks(body);
      for (const picture of [full(400, 900), full(300, 1200), withMargin(full(500, 700))]) {
        const o = opaqueOnBoard(fitGarment('one_piece', m, picture), picture);
        expect(Math.abs(o.top - m.shoulders.y)).toBeLessThanOrEqual(6);
        expect(o.bottom).toBeLessThanOrEqual(m.feet.y);
        expect(o.bottom).toBeGreaterThan(m.hips.y);
      }
    }
  });

  it('lays outerwear over the top, a bit wider and longer', () => {
    for (const body of BODIES) {
      const m = silhouetteLandmarks(body);
      const top = opaqueOnBoard(fitGarment('top', m, TEE), TEE);
      const coat = opaqueOnBoard(fitGarment('outerwear', m, TEE), TEE);
      expect(coat.top).toBeLessThanOrEqual(top.top);
      expect(coat.right - coat.left).toBeGreaterThan(top.right - top.left);
      expect(coat.bottom).toBeGreaterThan(top.bottom);
      expect((coat.left + coat.right) / 2).toBeCloseTo(m.centerX, 6);
    }
  });

  it('hangs an accessory by the neck', () => {
    for (const body of BODIES) {
      const m = silhouetteLandmarks(body);
      const o = opaqueOnBoard(fitGarment('accessory', m, full(400, 400)), full(400, 400));
      expect(o.top).toBeGreaterThanOrEqual(m.head.chin);
      expect(o.top).toBeLessThanOrEqual(m.shoulders.y);
      expect((o.left + o.right) / 2).toBeCloseTo(m.centerX, 6);
    }
  });

  it('keeps the picture ratio and compensates transparent margins for every category', () => {
    const m = silhouetteLandmarks(BODIES[0]);
    for (const category of CATEGORIES as readonly Category[]) {
      const plain = full(400, 600);
      const padded = withMargin(plain);
      const a = fitGarment(category, m, plain);
      const b = fitGarment(category, m, padded);
      expect(a.height / a.width).toBeCloseTo(600 / 400, 6);
      expect(b.height / b.width).toBeCloseTo(padded.imageHeight / padded.imageWidth, 6);
      const [oa, ob] = [opaqueOnBoard(a, plain), opaqueOnBoard(b, padded)];
      for (const side of ['left', 'top', 'right', 'bottom'] as const)
        expect(ob[side]).toBeCloseTo(oa[side], 6);
    }
  });

  it('treats an empty or degenerate opaque box as the whole picture', () => {
    const m = silhouetteLandmarks(BODIES[0]);
    const empty = { imageWidth: 400, imageHeight: 600, left: 200, top: 300, right: 200, bottom: 300 };
    expect(fitGarment('top', m, empty)).toEqual(fitGarment('top', m, full(400, 600)));
  });
});

describe('opaqueBoundsOfPixels', () => {
  /** RGBA pixels of a w x h picture, transparent but for the given opaque rectangle. */
  function pixels(w: number, h: number, rect: { left: number; top: number; right: number; bottom: number }) {
    const data = new Uint8ClampedArray(w * h * 4);
    for (let y = rect.top; y < rect.bottom; y += 1)
      for (let x = rect.left; x < rect.right; x += 1) data[(y * w + x) * 4 + 3] = 255;
    return data;
  }

  it('finds the opaque rectangle, scaled back to the natural size', () => {
    const data = pixels(50, 40, { left: 10, top: 5, right: 30, bottom: 35 });
    expect(opaqueBoundsOfPixels(data, 50, 40, { width: 500, height: 400 })).toEqual({
      imageWidth: 500,
      imageHeight: 400,
      left: 100,
      top: 50,
      right: 300,
      bottom: 350,
    });
  });

  it('ignores nearly transparent pixels and gives the whole picture when nothing is opaque', () => {
    const data = pixels(10, 10, { left: 2, top: 2, right: 4, bottom: 4 });
    data[(9 * 10 + 9) * 4 + 3] = 5;
    expect(opaqueBoundsOfPixels(data, 10, 10, { width: 10, height: 10 })).toMatchObject({
      left: 2,
      top: 2,
      right: 4,
      bottom: 4,
    });
    expect(opaqueBoundsOfPixels(new Uint8ClampedArray(400), 10, 10, { width: 100, height: 80 })).toEqual(
      full(100, 80),
    );
  });
});
