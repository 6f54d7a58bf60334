import { CATEGORY_LABELS, type Category } from '~/domain/clothing';
import { isAtEnd } from './arrange';
import type { Draft } from './draft';
import { editorReducer, initialEditorState, type EditorAction, type EditorState } from './editor-state';

/**
 * What the editor's live region says after each command, in French: the garment's category with the
 * past participle agreeing with it ('Haut déplacé', 'Chaussures retirées'). `count` changes with each
 * message so the same words are announced again.
 */
export type AnnouncedEditorState = {
  editor: EditorState;
  announcement: { text: string; count: number };
};

/** The ending of a past participle agreeing with each category label (Une pièce, Chaussures...). */
const AGREEMENT: Record<Category, '' | 'e' | 's' | 'es'> = {
  top: '',
  bottom: '',
  one_piece: 'e',
  shoes: 'es',
  outerwear: '',
  accessory: '',
};

export const initialAnnouncedState = (): AnnouncedEditorState => ({
  editor: initialEditorState(),
  announcement: { text: '', count: 0 },
});

const categoryOf = (draft: Draft, itemId: string | null) =>
  draft.garments.find((g) => g.itemId === itemId)?.category;

function describe(before: EditorState, action: EditorAction, after: EditorState): string | null {
  const changed = before.history.present !== after.history.present;
  if (action.type === 'undo') return changed ? 'Action annulée' : null;
  if (action.type === 'redo') return changed ? 'Action rétablie' : null;
  const itemId =
    action.type === 'toggle'
      ? action.item.itemId
      : action.type === 'remove'
        ? action.itemId
        : before.selectedId;
  const category = categoryOf(before.history.present, itemId) ?? categoryOf(after.history.present, itemId);
  if (!category || !itemId) return null;
  const label = CATEGORY_LABELS[category];
  const done = (participle: string) => `${label} ${participle}${AGREEMENT[category]}`;
  switch (action.type) {
    case 'toggle':
      return done(categoryOf(before.history.present, itemId) ? 'retiré' : 'ajouté');
    case 'remove':
      return done('retiré');
    case 'nudge':
      return changed ? done('déplacé') : null;
    case 'scale':
      if (!changed) return `${label} : taille limite atteinte`;
      return done(action.factor > 1 ? 'agrandi' : 'réduit');
    case 'layer': {
      const forward = action.direction === 'forward';
      const plane = forward ? 'au premier plan' : 'à l’arrière-plan';
      if (!changed) return `${label} déjà ${plane}`;
      const atEnd = isAtEnd(after.history.present, itemId, action.direction);
      return atEnd ? `${done('passé')} ${plane}` : `${done(forward ? 'avancé' : 'reculé')} d’un plan`;
    }
    default:
      return null;
  }
}

/** The editor's reducer with the sentence its live region reads out. */
export function announcingReducer(state: AnnouncedEditorState, action: EditorAction): AnnouncedEditorState {
  const editor = editorReducer(state.editor, action);
  const text = describe(state.editor, action, editor);
  return {
    editor,
    announcement: text === null ? state.announcement : { text, count: state.announcement.count + 1 },
  };
}
