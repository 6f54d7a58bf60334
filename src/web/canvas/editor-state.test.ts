import { describe, expect, it } from 'vitest';
import type { Category } from '~/domain/clothing';
import { CANVAS_SIZE, FIRST_Z, MIN_SIZE, defaultBox, stackingOrder, targetSize } from './draft';
import { editorReducer, initialEditorState, type EditorAction, type EditorState } from './editor-state';
import { canRedo, canUndo } from './history';

const top = { itemId: 'top', category: 'top' as const, src: '/top.png' };
const shoes = { itemId: 'shoes', category: 'shoes' as const, src: '/shoes.png' };

const run = (actions: EditorAction[], state: EditorState = initialEditorState()) =>
  actions.reduce(editorReducer, state);
const garments = (state: EditorState) => state.history.present.garments;
const find = (state: EditorState, id: string) => garments(state).find((g) => g.itemId === id)!;

describe('outfit draft', () => {
  it('places garments by category around the centre at the 120 target with their ratio', () => {
    const centre = CANVAS_SIZE / 2;
    const box = defaultBox('top', { width: 400, height: 200 });
    expect(box).toEqual({ x: centre - 60, y: centre - 150 - 30, width: 120, height: 60 });
    expect(defaultBox('shoes', null)).toMatchObject({ width: 120, height: 120, y: centre + 120 - 60 });
    expect(defaultBox('bottom', null).y).toBe(centre - 20 - 60);
    expect(defaultBox('one_piece', null).y).toBe(centre - 120 - 60);
    expect(defaultBox('outerwear', null).x).toBeLessThan(centre - 60);
    expect(defaultBox('accessory', null).x).toBeGreaterThan(centre - 60);
    expect(targetSize({ width: 0, height: 0 })).toEqual({ width: 120, height: 120 });
  });

  it('toggles a garment in and out, stacking from 10 and raising on select', () => {
    let state = run([
      { type: 'toggle', item: top, natural: null },
      { type: 'toggle', item: shoes, natural: null },
    ]);
    // The shoes go under the top, whatever the order they were added in.
    expect(garments(state).map((g) => [g.itemId, g.z])).toEqual([
      ['top', FIRST_Z + 1],
      ['shoes', FIRST_Z],
    ]);
    state = run([{ type: 'select', itemId: 'top' }], state);
    expect(state.selectedId).toBe('top');
    expect(stackingOrder(state.history.present).map((g) => g.itemId)).toEqual(['shoes', 'top']);
    expect(find(state, 'top').z).toBe(FIRST_Z + 2);
    // At most one selected.
    state = run([{ type: 'select', itemId: 'shoes' }], state);
    expect(state.selectedId).toBe('shoes');
    state = run([{ type: 'toggle', item: shoes, natural: null }], state);
    expect(garments(state).map((g) => g.itemId)).toEqual(['top']);
    expect(state.selectedId).toBeNull();
  });

  it('keeps garments inside the canvas and at least 30 x 30, with their ratio', () => {
    let state = run([
      { type: 'toggle', item: top, natural: { width: 200, height: 100 } },
      { type: 'drag', itemId: 'top', x: -50, y: 9999, done: true },
    ]);
    expect(find(state, 'top')).toMatchObject({ x: 0, y: CANVAS_SIZE - 60 });
    state = run(
      [{ type: 'resize', itemId: 'top', box: { x: 10, y: 10, width: 5, height: 5 }, done: true }],
      state,
    );
    const small = find(state, 'top');
    expect(Math.min(small.width, small.height)).toBeCloseTo(MIN_SIZE);
    expect(small.width / small.height).toBeCloseTo(2);
    state = run(
      [{ type: 'resize', itemId: 'top', box: { x: 500, y: 10, width: 900, height: 450 }, done: true }],
      state,
    );
    const big = find(state, 'top');
    expect(big.x + big.width).toBeLessThanOrEqual(CANVAS_SIZE);
    expect(big.width / big.height).toBeCloseTo(2);
  });

  it('undoes a whole drag at once, and redoes it', () => {
    let state = run([{ type: 'toggle', item: top, natural: null }]);
    const start = { ...find(state, 'top') };
    state = run(
      [
        { type: 'drag', itemId: 'top', x: 100, y: 100, done: false },
        { type: 'drag', itemId: 'top', x: 120, y: 130, done: false },
        { type: 'drag', itemId: 'top', x: 150, y: 160, done: true },
      ],
      state,
    );
    expect(find(state, 'top')).toMatchObject({ x: 150, y: 160 });
    state = run([{ type: 'undo' }], state);
    expect(find(state, 'top')).toMatchObject({ x: start.x, y: start.y });
    expect(canRedo(state.history)).toBe(true);
    state = run([{ type: 'redo' }], state);
    expect(find(state, 'top')).toMatchObject({ x: 150, y: 160 });
    state = run([{ type: 'undo' }, { type: 'undo' }], state);
    expect(garments(state)).toEqual([]);
    expect(canUndo(state.history)).toBe(false);
  });

  it('moves the selected garment with the arrow keys and removes it', () => {
    let state = run([
      { type: 'toggle', item: top, natural: null },
      { type: 'nudge', dx: 10, dy: 0 },
    ]);
    const before = { ...find(state, 'top') };
    expect(state.history.past).toHaveLength(1); // nothing selected: the nudge did nothing
    state = run(
      [
        { type: 'select', itemId: 'top' },
        { type: 'nudge', dx: 10, dy: -5 },
      ],
      state,
    );
    expect(find(state, 'top')).toMatchObject({ x: before.x + 10, y: before.y - 5 });
    state = run([{ type: 'remove', itemId: 'top' }], state);
    expect(garments(state)).toEqual([]);
    expect(state.selectedId).toBeNull();
    state = run([{ type: 'reset' }], state);
    expect(state).toEqual(initialEditorState());
  });
});

describe('keyboard and button commands', () => {
  const trousers = { itemId: 'trousers', category: 'bottom' as const, src: '/trousers.png' };
  const threeOnBoard = () =>
    run([
      { type: 'toggle', item: shoes, natural: null },
      { type: 'toggle', item: trousers, natural: null },
      { type: 'toggle', item: top, natural: null },
    ]);
  const order = (state: EditorState) => stackingOrder(state.history.present).map((g) => g.itemId);

  it('selects by keyboard focus without changing the stacking order', () => {
    const state = run([{ type: 'select', itemId: 'shoes', raise: false }], threeOnBoard());
    expect(state.selectedId).toBe('shoes');
    expect(order(state)).toEqual(['shoes', 'trousers', 'top']);
  });

  it('brings the selected garment forward and sends it backward one layer at a time, undoably', () => {
    let state = run([{ type: 'select', itemId: 'shoes', raise: false }], threeOnBoard());
    const pastBefore = state.history.past.length;
    state = run([{ type: 'layer', direction: 'forward' }], state);
    expect(order(state)).toEqual(['trousers', 'shoes', 'top']);
    state = run([{ type: 'layer', direction: 'forward' }], state);
    expect(order(state)).toEqual(['trousers', 'top', 'shoes']);
    // Already at the front: nothing changes and nothing is recorded.
    const atFront = run([{ type: 'layer', direction: 'forward' }], state);
    expect(atFront.history).toBe(state.history);
    expect(state.history.past.length).toBe(pastBefore + 2);
    state = run([{ type: 'layer', direction: 'backward' }], state);
    expect(order(state)).toEqual(['trousers', 'shoes', 'top']);
    state = run([{ type: 'undo' }], state);
    expect(order(state)).toEqual(['trousers', 'top', 'shoes']);
    state = run([{ type: 'undo' }, { type: 'undo' }], state);
    expect(order(state)).toEqual(['shoes', 'trousers', 'top']);
    // Nothing selected: the command does nothing.
    const none = run([{ type: 'deselect' }, { type: 'layer', direction: 'forward' }], state);
    expect(none.history).toBe(state.history);
  });

  it('resizes the selected garment around its centre with its ratio, within the canvas, undoably', () => {
    let state = run([
      { type: 'toggle', item: top, natural: { width: 200, height: 100 } },
      { type: 'select', itemId: 'top', raise: false },
    ]);
    const before = { ...find(state, 'top') };
    state = run([{ type: 'scale', factor: 1.5 }], state);
    const bigger = find(state, 'top');
    expect(bigger.width).toBeCloseTo(before.width * 1.5);
    expect(bigger.width / bigger.height).toBeCloseTo(2);
    expect(bigger.x + bigger.width / 2).toBeCloseTo(before.x + before.width / 2);
    expect(bigger.y + bigger.height / 2).toBeCloseTo(before.y + before.height / 2);
    for (let i = 0; i < 20; i += 1) state = run([{ type: 'scale', factor: 0.5 }], state);
    expect(Math.min(find(state, 'top').width, find(state, 'top').height)).toBeCloseTo(MIN_SIZE);
    for (let i = 0; i < 20; i += 1) state = run([{ type: 'scale', factor: 2 }], state);
    const largest = find(state, 'top');
    expect(largest.x).toBeGreaterThanOrEqual(0);
    expect(largest.x + largest.width).toBeLessThanOrEqual(CANVAS_SIZE + 1e-9);
    expect(largest.width / largest.height).toBeCloseTo(2);
    state = run([{ type: 'undo' }], run([{ type: 'scale', factor: 0.8 }], state));
    expect(find(state, 'top')).toEqual(largest);
  });
});

describe('the layer a new garment lands in', () => {
  const garment = (itemId: string, category: Category) => ({ itemId, category, src: `/${itemId}.png` });
  const add = (...items: ReturnType<typeof garment>[]): EditorAction[] =>
    items.map((item) => ({ type: 'toggle', item, natural: null }));
  const order = (state: EditorState) => stackingOrder(state.history.present).map((g) => g.itemId);

  it('follows its category: shoes, bottom, one-piece, top, outerwear, accessory, lowest first', () => {
    const state = run(
      add(
        garment('bag', 'accessory'),
        garment('shirt', 'top'),
        garment('boots', 'shoes'),
        garment('cardigan', 'outerwear'),
        garment('dress', 'one_piece'),
        garment('skirt', 'bottom'),
      ),
    );
    expect(order(state)).toEqual(['boots', 'skirt', 'dress', 'shirt', 'cardigan', 'bag']);
    // Each add still takes one step of the counter, and no two garments share a layer.
    const zs = garments(state).map((g) => g.z);
    expect(new Set(zs).size).toBe(zs.length);
    expect(Math.min(...zs)).toBe(FIRST_Z);
    expect(state.history.present.nextZ).toBe(FIRST_Z + 6);
    expect(Math.max(...zs)).toBeLessThan(state.history.present.nextZ);
  });

  it('puts a shirt under the cardigan already there, and a garment of the same layer above its like', () => {
    const state = run(add(garment('cardigan', 'outerwear'), garment('shirt', 'top'), garment('tee', 'top')));
    expect(order(state)).toEqual(['shirt', 'tee', 'cardigan']);
  });

  it('stays changeable by hand, and the next garment goes under the lowest one of a higher layer', () => {
    let state = run([
      ...add(garment('cardigan', 'outerwear'), garment('shirt', 'top')),
      { type: 'select', itemId: 'shirt', raise: false },
      { type: 'layer', direction: 'forward' },
    ]);
    expect(order(state)).toEqual(['cardigan', 'shirt']);
    state = run(add(garment('skirt', 'bottom'), garment('scarf', 'accessory')), state);
    expect(order(state)).toEqual(['skirt', 'cardigan', 'shirt', 'scarf']);
    // Undo takes the last add away, layers as they were.
    state = run([{ type: 'undo' }], state);
    expect(order(state)).toEqual(['skirt', 'cardigan', 'shirt']);
  });
});
