import { describe, expect, it } from 'vitest';
import { fitGarment, type OpaqueBox } from '~/domain/garment-fit';
import { hasBodyMeasurements, silhouetteLandmarks } from '~/domain/silhouette';
import { defaultBox, placementFor } from './draft';
import { editorReducer, initialEditorState, type EditorAction } from './editor-state';
import { canUndo } from './history';

const measured = { gender: 'femme', height: 168, weight: 62, bustSize: 92, hipSize: 100 } as const;
const landmarks = silhouetteLandmarks(measured);
const picture = (width: number, height: number, margin = 0): OpaqueBox => ({
  imageWidth: width,
  imageHeight: height,
  left: margin,
  top: margin,
  right: width - margin,
  bottom: height - margin,
});
const item = (category: 'top' | 'bottom' | 'shoes') => ({
  itemId: category,
  category,
  src: `/${category}.png`,
});
const toggle = (category: 'top' | 'bottom' | 'shoes', opaque: OpaqueBox): EditorAction => ({
  type: 'toggle',
  item: item(category),
  natural: { width: opaque.imageWidth, height: opaque.imageHeight },
  fit: { landmarks, opaque },
});

describe('garments added on a measured silhouette', () => {
  it('land on the body: the top at the shoulders, trousers down to the ankles, shoes on the soles', () => {
    const [tee, trousers, shoes] = [picture(500, 520, 40), picture(300, 700, 10), picture(600, 260, 20)];
    const state = [toggle('top', tee), toggle('bottom', trousers), toggle('shoes', shoes)].reduce(
      editorReducer,
      initialEditorState(),
    );
    const placed = Object.fromEntries(state.history.present.garments.map((g) => [g.itemId, g]));
    // Each garment shows its opaque part only, placed where the body needs it.
    const bottomOf = (id: string) => placed[id]!.y + placed[id]!.height;
    expect(Math.abs(placed.top!.y - landmarks.shoulders.y)).toBeLessThan(6);
    expect(Math.abs(placed.bottom!.y - landmarks.waist.y)).toBeLessThan(2);
    expect(Math.abs(bottomOf('bottom') - landmarks.ankles.y)).toBeLessThan(2);
    expect(Math.abs(bottomOf('shoes') - landmarks.feet.y)).toBeLessThan(2);
    expect(placed.top!.crop).toEqual({ x: 40, y: 40, width: 420, height: 440 });
    expect(placed.top!.width / placed.top!.height).toBeCloseTo(420 / 440, 6);
    const whole = fitGarment('top', landmarks, tee);
    expect(placed.top!.x).toBeCloseTo(whole.x + 40 * (whole.width / 500), 6);
    // Not the 120 target any more, and each addition is one undo step.
    expect(placed.bottom!.height).toBeGreaterThan(200);
    expect(canUndo(state.history)).toBe(true);
    expect(editorReducer(state, { type: 'undo' }).history.present.garments).toHaveLength(2);
  });

  it('falls back to the spec offsets and the 120 target without a fit', () => {
    expect(placementFor('top', { width: 400, height: 200 }, null)).toEqual(
      defaultBox('top', { width: 400, height: 200 }),
    );
    const state = editorReducer(initialEditorState(), {
      type: 'toggle',
      item: item('shoes'),
      natural: null,
    });
    expect(state.history.present.garments[0]).toMatchObject(defaultBox('shoes', null));
  });

  it('keeps shoes on the soles even when their picture has a wide transparent margin below', () => {
    const shoes = picture(400, 400);
    const padded = { ...shoes, top: 215, bottom: 300, left: 50, right: 350 };
    const box = placementFor('shoes', { width: 400, height: 400 }, { landmarks, opaque: padded });
    expect(Math.abs(box.y + box.height - landmarks.feet.y)).toBeLessThan(1);
    expect(box.crop).toEqual({ x: 50, y: 215, width: 300, height: 85 });
  });

  it('keeps a fitted box inside the board', () => {
    const huge = picture(100, 4000);
    const box = placementFor('one_piece', { width: 100, height: 4000 }, { landmarks, opaque: huge });
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(600);
  });
});

describe('hasBodyMeasurements', () => {
  it('is true as soon as one measurement of the body is known', () => {
    expect(hasBodyMeasurements({})).toBe(false);
    expect(hasBodyMeasurements({ gender: 'homme', height: null, weight: null, bustSize: null })).toBe(false);
    expect(hasBodyMeasurements({ height: Number.NaN })).toBe(false);
    expect(hasBodyMeasurements({ height: 170 })).toBe(true);
    expect(hasBodyMeasurements({ hipSize: 98 })).toBe(true);
  });
});
