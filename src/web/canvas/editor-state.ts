import {
  addGarment,
  bringToFront,
  emptyDraft,
  hasGarment,
  moveGarment,
  nudgeGarment,
  removeGarment,
  resizeGarment,
  type Box,
  type Draft,
  type GarmentFit,
  type NaturalSize,
} from './draft';
import { scaleGarment, shiftLayer, type LayerDirection } from './arrange';
import { record, redo, replace, startHistory, undo, type History } from './history';
import type { Category } from '~/domain/clothing';

/** The editor: the draft with its history, and the selection beside it (UI state, never undone). */
export type EditorState = {
  history: History<Draft>;
  selectedId: string | null;
  /** The draft when the current drag or resize began, so the whole gesture is one undo step. */
  gestureStart: Draft | null;
};

export type EditorAction =
  | {
      type: 'toggle';
      item: { itemId: string; category: Category; src: string };
      natural: NaturalSize;
      fit?: GarmentFit | null;
    }
  /** `raise: false` (keyboard focus) selects without bringing the garment to the front. */
  | { type: 'select'; itemId: string; raise?: boolean }
  | { type: 'deselect' }
  | { type: 'remove'; itemId: string }
  | { type: 'drag'; itemId: string; x: number; y: number; done: boolean }
  | { type: 'resize'; itemId: string; box: Box; done: boolean }
  | { type: 'nudge'; dx: number; dy: number }
  | { type: 'scale'; factor: number }
  | { type: 'layer'; direction: LayerDirection }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset' }
  /** Starts from a saved board (a revision), with a fresh history. */
  | { type: 'load'; draft: Draft };

export const initialEditorState = (): EditorState => ({
  history: startHistory(emptyDraft()),
  selectedId: null,
  gestureStart: null,
});

/** One step of the draft, recorded for undo. */
function step(state: EditorState, next: Draft): EditorState {
  return { ...state, history: record(state.history, next) };
}

/** A frame of a gesture: shown at once, recorded as one step when the gesture ends. */
function gesture(state: EditorState, next: Draft, done: boolean): EditorState {
  const start = state.gestureStart ?? state.history.present;
  if (!done) return { ...state, history: replace(state.history, next), gestureStart: start };
  return { ...state, history: record(state.history, next, start), gestureStart: null };
}

/** Drops a selection whose garment is gone (after undo, redo or removal). */
function keepSelectionValid(state: EditorState): EditorState {
  const { selectedId } = state;
  return selectedId && !hasGarment(state.history.present, selectedId)
    ? { ...state, selectedId: null }
    : state;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const draft = state.history.present;
  switch (action.type) {
    case 'toggle':
      return hasGarment(draft, action.item.itemId)
        ? keepSelectionValid(step(state, removeGarment(draft, action.item.itemId)))
        : step(state, addGarment(draft, action.item, action.natural, action.fit));
    case 'select':
      return action.raise === false
        ? { ...state, selectedId: action.itemId }
        : {
            ...state,
            selectedId: action.itemId,
            history: replace(state.history, bringToFront(draft, action.itemId)),
          };
    case 'deselect':
      return { ...state, selectedId: null };
    case 'remove':
      return keepSelectionValid(step(state, removeGarment(draft, action.itemId)));
    case 'drag':
      return gesture(state, moveGarment(draft, action.itemId, action.x, action.y), action.done);
    case 'resize':
      return gesture(state, resizeGarment(draft, action.itemId, action.box), action.done);
    case 'nudge':
      return state.selectedId
        ? step(state, nudgeGarment(draft, state.selectedId, action.dx, action.dy))
        : state;
    case 'scale':
      return state.selectedId ? step(state, scaleGarment(draft, state.selectedId, action.factor)) : state;
    case 'layer':
      return state.selectedId ? step(state, shiftLayer(draft, state.selectedId, action.direction)) : state;
    case 'undo':
      return keepSelectionValid({ ...state, history: undo(state.history), gestureStart: null });
    case 'redo':
      return keepSelectionValid({ ...state, history: redo(state.history), gestureStart: null });
    case 'reset':
      return initialEditorState();
    case 'load':
      return { history: startHistory(action.draft), selectedId: null, gestureStart: null };
  }
}
