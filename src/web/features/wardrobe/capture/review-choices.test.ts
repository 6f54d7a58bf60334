import { describe, expect, it } from 'vitest';
import type { Capture } from '~/domain/capture';
import {
  applyToSelected,
  choicesOf,
  missingCategories,
  selectAll,
  toSaveItems,
  updateChoice,
} from './review-choices';

const capture = (id: string, change: Partial<Capture> = {}): Capture => ({
  id,
  status: 'ready',
  error: null,
  confidence: 'ok',
  color: 'red',
  originalUrl: `/o/${id}`,
  cutoutUrl: `/c/${id}`,
  createdAt: '2026-11-23T10:00:00.000Z',
  ...change,
});

describe('review grid choices', () => {
  it('starts a ready photo with its measured colour and no category, and ignores the others', () => {
    const captures = [
      capture('a'),
      capture('b', { status: 'processing', color: null }),
      capture('c', { color: null }),
    ];
    const choices = choicesOf(captures, {});
    expect(Object.keys(choices)).toEqual(['a', 'c']);
    expect(choices.a).toMatchObject({ category: null, color: 'red', season: 'all', useOriginal: false });
    expect(choices.c!.color).toBe('other');
  });

  it('sets a value on the selected photos only, and keeps what each photo was given', () => {
    const captures = [capture('a'), capture('b'), capture('c')];
    let edits = updateChoice({}, 'a', { selected: true, name: 'Robe' });
    edits = updateChoice(edits, 'c', { selected: true });
    edits = applyToSelected(edits, choicesOf(captures, edits), { category: 'top', season: 'winter' });
    const choices = choicesOf(captures, edits);
    expect([choices.a, choices.b, choices.c].map((c) => [c!.category, c!.season, c!.name])).toEqual([
      ['top', 'winter', 'Robe'],
      [null, 'all', ''],
      ['top', 'winter', ''],
    ]);
    expect(missingCategories(choices, captures)).toEqual(['b']);
    const all = choicesOf(captures, selectAll(edits, choices, true));
    expect(Object.values(all).every((c) => c.selected)).toBe(true);
  });

  it('saves the photo itself when asked or when there is no cutout, with a trimmed name or none', () => {
    const captures = [capture('a'), capture('b', { cutoutUrl: null }), capture('c')];
    let edits = updateChoice({}, 'a', { category: 'top', useOriginal: true, name: '  ' });
    edits = updateChoice(edits, 'b', { category: 'shoes', name: ' Derbies ' });
    const items = toSaveItems(choicesOf(captures, edits), captures);
    expect(items).toEqual([
      { id: 'a', category: 'top', color: 'red', season: 'all', name: null, useOriginal: true },
      { id: 'b', category: 'shoes', color: 'red', season: 'all', name: 'Derbies', useOriginal: true },
    ]);
  });
});
