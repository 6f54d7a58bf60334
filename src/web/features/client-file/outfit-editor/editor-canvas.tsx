import type Konva from 'konva';
import { Redo2, Undo2 } from 'lucide-react';
import type { KeyboardEvent, Ref } from 'react';
import { CATEGORY_LABELS } from '~/domain/clothing';
import { Button } from '~/web/components/ui/button';
import type { EditorAction, EditorState } from '~/web/canvas/editor-state';
import { canRedo, canUndo } from '~/web/canvas/history';
import { OutfitStage } from '~/web/canvas/outfit-stage';

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The square canvas with its undo and redo buttons and keyboard shortcuts. */
export function EditorCanvas({
  state,
  dispatch,
  silhouetteSrc,
  stageRef,
  containerRef,
  size,
}: {
  state: EditorState;
  dispatch: (action: EditorAction) => void;
  silhouetteSrc: string;
  stageRef: Ref<Konva.Stage>;
  /** The measured square (see useCanvasSize): nothing is drawn until its size is known. */
  containerRef: Ref<HTMLDivElement>;
  size: number;
}) {
  const draft = state.history.present;

  const onKeyDown = (event: KeyboardEvent) => {
    const mod = event.ctrlKey || event.metaKey;
    if (mod && event.key.toLowerCase() === 'z') {
      dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
    } else if (mod && event.key.toLowerCase() === 'y') {
      dispatch({ type: 'redo' });
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && state.selectedId) {
      dispatch({ type: 'remove', itemId: state.selectedId });
    } else if (event.key === 'Escape') {
      dispatch({ type: 'deselect' });
    } else if (ARROWS[event.key] && state.selectedId) {
      const [dx, dy] = ARROWS[event.key]!;
      const step = event.shiftKey ? 10 : 2;
      dispatch({ type: 'nudge', dx: dx * step, dy: dy * step });
    } else {
      return;
    }
    event.preventDefault();
  };

  return (
    <div className="space-y-2">
      <div className="flex items-center justify-end gap-1">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => dispatch({ type: 'undo' })}
          disabled={!canUndo(state.history)}
          aria-keyshortcuts="Control+Z"
        >
          <Undo2 aria-hidden />
          Annuler
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => dispatch({ type: 'redo' })}
          disabled={!canRedo(state.history)}
          aria-keyshortcuts="Control+Shift+Z"
        >
          <Redo2 aria-hidden />
          Rétablir
        </Button>
      </div>
      <div
        ref={containerRef}
        tabIndex={0}
        role="application"
        aria-label="Silhouette du client : les vêtements sélectionnés s'y placent. Flèches pour déplacer le vêtement sélectionné, Suppr pour le retirer, Ctrl+Z pour annuler."
        aria-describedby="outfit-canvas-content"
        onKeyDown={onKeyDown}
        className="relative aspect-square w-full touch-none overflow-hidden rounded-2xl border border-gray-200 bg-gray-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        data-testid="outfit-canvas"
      >
        {size > 0 && (
          <OutfitStage
            draft={draft}
            selectedId={state.selectedId}
            dispatch={dispatch}
            size={size}
            silhouetteSrc={silhouetteSrc}
            stageRef={stageRef}
          />
        )}
        {draft.garments.length === 0 && (
          <p className="pointer-events-none absolute inset-x-6 bottom-6 rounded-xl bg-white/90 p-3 text-center text-sm text-gray-600 shadow-sm">
            Sélectionnez des vêtements pour les ajouter à la silhouette
          </p>
        )}
      </div>
      <p id="outfit-canvas-content" className="sr-only" aria-live="polite">
        {draft.garments.length
          ? `Sur la silhouette : ${draft.garments.map((g) => CATEGORY_LABELS[g.category]).join(', ')}`
          : 'Aucun vêtement sur la silhouette'}
      </p>
    </div>
  );
}
