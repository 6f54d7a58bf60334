import { describe, expect, it } from 'vitest';
import { DEFAULT_CARNET_COMPOSITION } from '~/domain/documents-texts';
import { moved, moveLook, moveSection, sameComposition, toggleLook, toggleSection } from './composition';

describe('the carnet composition', () => {
  it('moves an item one place, and leaves the list as it is at either end', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], -1, 1)).toEqual(['a', 'b', 'c']);
  });

  it('moves and toggles a section by its kind', () => {
    const next = toggleSection(moveSection(DEFAULT_CARNET_COMPOSITION, 'palette', -1), 'sort', false);
    expect(next.sections.map((section) => section.kind)).toEqual([
      'cover',
      'palette',
      'morphology',
      'looks',
      'shopping',
      'sort',
    ]);
    expect(next.sections.find((section) => section.kind === 'sort')?.included).toBe(false);
    expect(DEFAULT_CARNET_COMPOSITION.sections[1]?.kind).toBe('morphology');
  });

  it('puts a chosen look last, keeps the order when one is left out, and moves them', () => {
    let composition = toggleLook(DEFAULT_CARNET_COMPOSITION, 'a', true);
    composition = toggleLook(composition, 'b', true);
    composition = toggleLook(composition, 'c', true);
    expect(composition.lookIds).toEqual(['a', 'b', 'c']);
    expect(moveLook(composition, 'c', -1).lookIds).toEqual(['a', 'c', 'b']);
    expect(toggleLook(composition, 'b', false).lookIds).toEqual(['a', 'c']);
  });

  it('compares what would print', () => {
    const intro = { ...DEFAULT_CARNET_COMPOSITION, intro: ' Bonjour ' };
    expect(sameComposition(intro, { ...DEFAULT_CARNET_COMPOSITION, intro: 'Bonjour' })).toBe(true);
    expect(sameComposition(intro, DEFAULT_CARNET_COMPOSITION)).toBe(false);
    expect(
      sameComposition(DEFAULT_CARNET_COMPOSITION, moveSection(DEFAULT_CARNET_COMPOSITION, 'sort', -1)),
    ).toBe(false);
  });
});
