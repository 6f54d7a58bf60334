import { describe, expect, it } from 'vitest';
import { announcingReducer, initialAnnouncedState, type AnnouncedEditorState } from './announce';
import type { EditorAction } from './editor-state';

const top = { itemId: 'top', category: 'top' as const, src: '/top.png' };
const shoes = { itemId: 'shoes', category: 'shoes' as const, src: '/shoes.png' };

const said = (actions: EditorAction[], state: AnnouncedEditorState = initialAnnouncedState()) => {
  const messages: string[] = [];
  actions.reduce((current, action) => {
    const next = announcingReducer(current, action);
    if (next.announcement.count !== current.announcement.count) messages.push(next.announcement.text);
    return next;
  }, state);
  return messages;
};

describe('what the live region says', () => {
  it('names each change in French with the garment category, agreeing in gender and number', () => {
    expect(
      said([
        { type: 'toggle', item: top, natural: null },
        { type: 'toggle', item: shoes, natural: null },
        { type: 'select', itemId: 'top', raise: false },
        { type: 'nudge', dx: 2, dy: 0 },
        { type: 'nudge', dx: 2, dy: 0 },
        { type: 'scale', factor: 1.1 },
        { type: 'scale', factor: 0.9 },
        { type: 'layer', direction: 'backward' },
        { type: 'layer', direction: 'backward' },
        { type: 'layer', direction: 'forward' },
        { type: 'undo' },
        { type: 'redo' },
        { type: 'select', itemId: 'shoes', raise: false },
        { type: 'remove', itemId: 'shoes' },
      ]),
    ).toEqual([
      'Haut ajouté',
      'Chaussures ajoutées',
      'Haut déplacé',
      'Haut déplacé',
      'Haut agrandi',
      'Haut réduit',
      // The shoes landed under the top (their layer): it starts in front.
      'Haut passé à l’arrière-plan',
      'Haut déjà à l’arrière-plan',
      'Haut passé au premier plan',
      'Action annulée',
      'Action rétablie',
      'Chaussures retirées',
    ]);
  });

  it('says nothing for selection alone or a drag frame', () => {
    expect(
      said([
        { type: 'toggle', item: top, natural: null },
        { type: 'select', itemId: 'top' },
        { type: 'drag', itemId: 'top', x: 10, y: 10, done: false },
        { type: 'deselect' },
      ]),
    ).toEqual(['Haut ajouté']);
  });
});
