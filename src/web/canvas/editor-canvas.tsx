import type Konva from 'konva';
import { BringToFront, Redo2, SendToBack, Undo2, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { CATEGORY_LABELS } from '~/domain/clothing';
import { Button } from '~/web/components/ui/button';
import { cn } from '~/web/lib/cn';
import { isAtEnd } from './arrange';
import { stackingOrder } from './draft';
import type { EditorAction, EditorState } from './editor-state';
import { canRedo, canUndo } from './history';
import { useCanvasSize } from './use-canvas-size';

/**
 * The drawing itself (Konva, about 90 KB compressed) loads with the first garment put on the board (see
 * `loadOutfitStage`); until then the board shows the silhouette as a plain picture, which the stage draws in the
 * same place. A phone opening the editor runs none of it.
 */
const loadStageModule = () => import('~/web/canvas/outfit-stage');
const OutfitStage = lazy(async () => ({ default: (await loadStageModule()).OutfitStage }));

/** Starts loading the stage, e.g. while a garment's picture loads; the stage then appears without waiting. */
export const loadOutfitStage = () => void loadStageModule();

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};
/** Steps in the 600 frame: a small one, and a larger one with Shift. */
const STEP = 4;
const LARGE_STEP = 20;
const SCALE_STEP = 1.1;
/** On phones the tools show their icons only, each a finger-sized target; the words stay for screen readers. */
const TOOL = 'max-sm:size-11 max-sm:px-0';
const TOOL_LABEL = 'max-sm:sr-only';

/** A toolbar button: icon and word on wide screens, a finger-sized icon on phones (the word for screen readers). */
function ToolButton({
  icon: Icon,
  label,
  description,
  shortcut,
  disabled,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  /** A longer accessible name than the visible word, when the word alone is ambiguous. */
  description?: string;
  shortcut: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className={TOOL}
      onClick={onClick}
      disabled={disabled}
      aria-label={description}
      aria-keyshortcuts={shortcut}
    >
      <Icon aria-hidden />
      <span className={TOOL_LABEL}>{label}</span>
    </Button>
  );
}

/** The keyboard command a key stands for on a garment, or null. */
function keyAction(event: KeyboardEvent): EditorAction | null {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key;
  if (mod && key.toLowerCase() === 'z') return { type: event.shiftKey ? 'redo' : 'undo' };
  if (mod && key.toLowerCase() === 'y') return { type: 'redo' };
  if (mod) return null;
  const arrow = ARROWS[key];
  if (arrow) {
    const step = event.shiftKey ? LARGE_STEP : STEP;
    return { type: 'nudge', dx: arrow[0] * step, dy: arrow[1] * step };
  }
  if (key === '+' || key === '=') return { type: 'scale', factor: SCALE_STEP };
  if (key === '-' || key === '_') return { type: 'scale', factor: 1 / SCALE_STEP };
  if (key === 'PageUp') return { type: 'layer', direction: 'forward' };
  if (key === 'PageDown') return { type: 'layer', direction: 'backward' };
  if (key === 'Escape') return { type: 'deselect' };
  return null;
}

/** What a picker's tile carries when dragged onto the board: the garment's id. */
export const GARMENT_DRAG_TYPE = 'application/x-atelier-garment';

/**
 * The square board with its undo, redo and layer buttons. Each garment on it has a focusable button
 * (visually hidden: focusing one selects the garment, which the board shows with its frame), so the
 * keyboard reaches every garment; a live region says what each command did.
 */
export function EditorCanvas({
  state,
  dispatch,
  announcement,
  silhouetteSrc,
  stageRef,
  onDropGarment,
}: {
  state: EditorState;
  dispatch: (action: EditorAction) => void;
  announcement: { text: string; count: number };
  silhouetteSrc: string;
  stageRef: Ref<Konva.Stage>;
  /** A garment dragged from the picker was dropped on the board. */
  onDropGarment: (itemId: string) => void;
}) {
  // Measured here, not by the page: a new size redraws the board alone. Nothing is drawn until it is known.
  const [containerRef, size] = useCanvasSize();
  const draft = state.history.present;
  const { selectedId } = state;
  // Top garment first, as the list is read.
  const onBoard = stackingOrder(draft).reverse();
  const listRef = useRef<HTMLUListElement>(null);
  // Once a garment has been on the board the stage stays, so that emptying it does not unload the drawing.
  const [stageWanted, setStageWanted] = useState(draft.garments.length > 0);
  if (!stageWanted && draft.garments.length > 0) setStageWanted(true);
  const focusAfterRemoval = useRef<string | null | undefined>(undefined);
  const [dropping, setDropping] = useState(false);
  // Until the stage is drawn (and while its code loads) the silhouette is a plain picture in its place.
  const silhouettePicture = <img src={silhouetteSrc} alt="" className="size-full" draggable={false} />;

  useEffect(() => {
    const next = focusAfterRemoval.current;
    if (next === undefined) return;
    focusAfterRemoval.current = undefined;
    const button =
      next && listRef.current?.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(next)}"]`);
    if (button) button.focus();
    else document.getElementById('outfit-board')?.focus();
  }, [draft]);

  /** Keys on a garment's button act on it; on the board itself only undo, redo and Escape do. */
  const onKeyDown = (event: KeyboardEvent) => {
    const itemId = (event.target as HTMLElement).dataset.itemId;
    if (itemId && (event.key === 'Delete' || event.key === 'Backspace')) {
      const index = onBoard.findIndex((g) => g.itemId === itemId);
      focusAfterRemoval.current = (onBoard[index + 1] ?? onBoard[index - 1])?.itemId ?? null;
      dispatch({ type: 'remove', itemId });
    } else {
      const action = keyAction(event);
      if (!action || (!itemId && !['undo', 'redo', 'deselect'].includes(action.type))) return;
      dispatch(action);
    }
    event.preventDefault();
  };

  const canLayer = (direction: 'forward' | 'backward') =>
    selectedId !== null && draft.garments.length > 1 && !isAtEnd(draft, selectedId, direction);

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-end gap-1">
        <ToolButton
          icon={BringToFront}
          label="Avancer"
          description="Avancer le vêtement sélectionné"
          shortcut="PageUp"
          disabled={!canLayer('forward')}
          onClick={() => dispatch({ type: 'layer', direction: 'forward' })}
        />
        <ToolButton
          icon={SendToBack}
          label="Reculer"
          description="Reculer le vêtement sélectionné"
          shortcut="PageDown"
          disabled={!canLayer('backward')}
          onClick={() => dispatch({ type: 'layer', direction: 'backward' })}
        />
        <ToolButton
          icon={Undo2}
          label="Annuler"
          shortcut="Control+Z"
          disabled={!canUndo(state.history)}
          onClick={() => dispatch({ type: 'undo' })}
        />
        <ToolButton
          icon={Redo2}
          label="Rétablir"
          shortcut="Control+Shift+Z"
          disabled={!canRedo(state.history)}
          onClick={() => dispatch({ type: 'redo' })}
        />
      </div>
      {/* The stage sits in an absolute layer so its pixel size never feeds back into the square's width. */}
      <div
        ref={containerRef}
        id="outfit-board"
        tabIndex={-1}
        role="group"
        aria-label="Silhouette du client"
        onKeyDown={onKeyDown}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes(GARMENT_DRAG_TYPE)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDropping(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
        }}
        onDrop={(event) => {
          const itemId = event.dataTransfer.getData(GARMENT_DRAG_TYPE);
          if (!itemId) return;
          event.preventDefault();
          setDropping(false);
          onDropGarment(itemId);
        }}
        className={cn(
          'relative aspect-square w-full touch-none overflow-hidden rounded-2xl border border-gray-200 bg-gray-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
          dropping && 'ring-2 ring-brand-500',
        )}
        data-testid="outfit-canvas"
      >
        <div className="absolute inset-0" aria-hidden>
          {stageWanted && size > 0 ? (
            <Suspense fallback={silhouettePicture}>
              <OutfitStage
                draft={draft}
                selectedId={selectedId}
                dispatch={dispatch}
                size={size}
                silhouetteSrc={silhouetteSrc}
                stageRef={stageRef}
              />
            </Suspense>
          ) : (
            silhouettePicture
          )}
        </div>
        {draft.garments.length === 0 && (
          <p className="pointer-events-none absolute inset-x-6 bottom-6 rounded-xl bg-white/90 p-3 text-center text-sm text-gray-600 shadow-sm">
            Sélectionnez des vêtements pour les ajouter à la silhouette
          </p>
        )}
        <ul ref={listRef} className="sr-only" aria-label="Vêtements sur la silhouette">
          {onBoard.map((garment) => (
            <li key={garment.itemId}>
              <button
                type="button"
                data-item-id={garment.itemId}
                aria-describedby="outfit-board-keys"
                aria-pressed={garment.itemId === selectedId}
                onFocus={() => dispatch({ type: 'select', itemId: garment.itemId, raise: false })}
                onClick={() => dispatch({ type: 'select', itemId: garment.itemId, raise: false })}
              >
                {CATEGORY_LABELS[garment.category]} sur la silhouette
              </button>
            </li>
          ))}
        </ul>
      </div>
      <p id="outfit-board-keys" className="sr-only">
        Flèches pour déplacer (Maj : plus loin), + et - pour agrandir ou réduire, Page précédente et Page
        suivante pour avancer ou reculer, Suppr pour retirer, Ctrl+Z pour annuler.
      </p>
      <p role="status" className="sr-only">
        <span key={announcement.count}>{announcement.text}</span>
      </p>
    </div>
  );
}
