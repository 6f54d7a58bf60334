import type Konva from 'konva';
import { Lightbulb } from 'lucide-react';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useOutletContext, useSearchParams } from 'react-router';
import { toast } from '~/web/lib/toast';
import type { ClientSummary } from '~/domain/clients';
import { OUTFIT_MESSAGES } from '~/domain/outfit-texts';
import type { OutfitDetail } from '~/domain/outfits';
import { hasBodyMeasurements, silhouetteSource } from '~/domain/silhouette';
import type { ClothingItem } from '~/domain/wardrobe';
import { Button } from '~/web/components/ui/button';
import { FormField } from '~/web/components/ui/form-field';
import { Input, Textarea } from '~/web/components/ui/input';
import { CANVAS_SIZE } from '~/web/canvas/draft';
import { announcingReducer, initialAnnouncedState } from '~/web/canvas/announce';
import { editorReducer } from '~/web/canvas/editor-state';
import { placeGarment } from '~/web/canvas/place-garment';
import type { Category } from '~/domain/clothing';
import type { QueryClient } from '@tanstack/react-query';
import { clientDiagnosisQueryOptions } from '~/web/lib/diagnosis';
import { useOutfit, useSaveOutfit } from '../api/client-outfits';
import { catalogueQueryOptions } from '../api/list-catalogue';
import { clientWardrobeQueryOptions } from '../api/list-client-wardrobe';
import { boardOf, draftFromBoard } from '~/web/canvas/saved-board';
import { DraftStatusLine, LeaveGuard } from './draft-status';
import { useDraftAutosave } from './use-draft-autosave';
import { AdviceTip } from './advice-tip';
import { LazySheSaidPanel } from './lazy-she-said-panel';
import { boardPicture } from '~/web/canvas/board-picture';
import { EditorCanvas } from '~/web/canvas/editor-canvas';
import { GarmentPicker } from './garment-picker';

/**
 * Asks for what the editor shows beside the board (her garments, the proposals, her diagnosis's advice) as soon
 * as its code has loaded, before the page is drawn: the requests then leave in a task of their own, not in the
 * one that puts the page on screen (src/web/app/router.tsx).
 */
export function prefetchOutfitEditor(queryClient: QueryClient, clientId: string) {
  void queryClient.prefetchInfiniteQuery(clientWardrobeQueryOptions(clientId, null));
  void queryClient.prefetchInfiniteQuery(catalogueQueryOptions(clientId, null));
  void queryClient.prefetchQuery(clientDiagnosisQueryOptions(clientId));
}

/** The drafts this page created, whose '?draft=' is the open editor's own: it goes on, it does not reload them. */
const createdHere = new Set<string>();

/**
 * §2 Outfit creation: the client's silhouette on a canvas, the garment picker, and 'Enregistrer et partager'.
 * A new look is autosaved as the consultant's draft ('?draft=<id>', which a reload or another device resumes).
 * With '?revise=<id>' it opens on that version's board, and saving makes the next version (shared at once).
 */
export function OutfitEditorPage() {
  const client = useOutletContext<ClientSummary>();
  const [params, setParams] = useSearchParams();
  const revises = params.get('revise');
  const draftParam = params.get('draft');
  const resumes = draftParam && !createdHere.has(draftParam) ? draftParam : null;
  const opened = revises ?? resumes;
  const previous = useOutfit(opened);
  /** A new, empty editor after a look is shared. */
  const [generation, setGeneration] = useState(0);
  const onCreated = useCallback(
    (id: string) => {
      createdHere.add(id);
      setParams({ draft: id }, { replace: true });
    },
    [setParams],
  );
  const onShared = useCallback(() => {
    setParams({}, { replace: true });
    setGeneration((count) => count + 1);
  }, [setParams]);
  if (opened && !previous.data) {
    return (
      <p
        className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
        role="status"
      >
        {previous.isError
          ? OUTFIT_MESSAGES.loadFailed
          : revises
            ? 'Chargement de la tenue à réviser...'
            : 'Chargement du brouillon...'}
      </p>
    );
  }
  if (resumes && previous.data?.shared) {
    return (
      <p
        className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
        role="status"
      >
        {OUTFIT_MESSAGES.alreadyShared}{' '}
        <Link className="font-medium underline" to={`/consultant/client/${client.id}/outfits`}>
          {OUTFIT_MESSAGES.seeOutfits}
        </Link>
      </p>
    );
  }
  const loaded = previous.data ?? null;
  return (
    <OutfitEditor
      key={opened ? `${revises ? 'revise' : 'draft'}-${opened}` : `new-${generation}`}
      client={client}
      previous={revises ? loaded : null}
      resumed={resumes ? loaded : null}
      onCreated={onCreated}
      onShared={onShared}
    />
  );
}

function OutfitEditor({
  client,
  previous,
  resumed,
  onCreated,
  onShared,
}: {
  client: ClientSummary;
  previous: OutfitDetail | null;
  /** The draft reopened (a reload, another device, the Tenues tab). */
  resumed: OutfitDetail | null;
  onCreated: (id: string) => void;
  onShared: () => void;
}) {
  const from = previous ?? resumed;
  const [{ editor: state, announcement }, dispatch] = useReducer(announcingReducer, from, (loaded) => {
    const initial = initialAnnouncedState();
    return loaded
      ? { ...initial, editor: editorReducer(initial.editor, { type: 'load', draft: draftFromBoard(loaded) }) }
      : initial;
  });
  const [name, setName] = useState(from?.name ?? '');
  const [comments, setComments] = useState(from?.comments ?? '');
  const revises = previous?.id ?? null;
  const [nameError, setNameError] = useState<string | undefined>();
  /** The category of the garment placed last, whose advice the tips box shows. */
  const [placedCategory, setPlacedCategory] = useState<Category | null>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const create = useSaveOutfit(client.id);
  const navigate = useNavigate();
  const garments = state.history.present.garments;
  const placedIds = useMemo(() => new Set(garments.map((g) => g.itemId)), [garments]);
  const silhouetteSrc = useMemo(() => silhouetteSource(client), [client]);

  /** The garment whose tile is being dragged from the picker, placed if it is dropped on the board. */
  const dragged = useRef<ClothingItem | null>(null);
  const dropGarment = (itemId: string) => {
    const item = dragged.current;
    if (item?.id === itemId && !placedIds.has(itemId)) void toggle(item);
  };

  const toggle = async (item: ClothingItem) => {
    const placed = await placeGarment(item, {
      onBoard: placedIds.has(item.id),
      measurements: client,
      dispatch,
    });
    if (placed) setPlacedCategory(item.category);
  };

  const saving = create.isPending;
  const canSave = garments.length > 0 && name.trim() !== '' && !saving;

  /** The board's picture, without the selection frame (hidden while it is drawn, so the screen does not blink). */
  const capture = async (pixelRatio: (width: number) => number) => {
    const stage = stageRef.current;
    if (!stage) return null;
    const frames = stage.find('Transformer');
    const shown = frames.map((frame) => frame.visible());
    frames.forEach((frame) => frame.visible(false));
    let canvas: HTMLCanvasElement;
    try {
      canvas = stage.toCanvas({ pixelRatio: pixelRatio(stage.width()) });
    } finally {
      frames.forEach((frame, index) => frame.visible(shown[index]));
    }
    return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  };

  const board = boardOf(state.history.present);
  const autosave = useDraftAutosave({
    clientId: client.id,
    // A revision of a shared look is shared at once, as before: no draft.
    enabled: !previous && !saving,
    initialId: resumed?.id ?? null,
    changeKey: JSON.stringify([board, name, comments]),
    capture: async () => {
      const image = await capture((width) => CANVAS_SIZE / width);
      if (!image) return null;
      return {
        name,
        comments,
        itemIds: garments.map((g) => g.itemId),
        draft: board,
        silhouette: hasBodyMeasurements(client) ? 'measured' : 'generic',
        image,
      };
    },
    onCreated: (draft) => onCreated(draft.id),
  });
  // Leaving, its draft is no longer this page's own: opened again (from the Tenues tab), it is reloaded.
  const { draftId } = autosave;
  useEffect(
    () => () => {
      const id = draftId();
      if (id) createdHere.delete(id);
    },
    [draftId],
  );

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameError(OUTFIT_MESSAGES.nameRequired);
    if (garments.length === 0)
      return void toast.error('Erreur', { description: OUTFIT_MESSAGES.garmentRequired });
    if (!revises) await autosave.settle();
    dispatch({ type: 'deselect' });
    const image = await boardPicture(stageRef);
    if (!image) {
      toast.error('Erreur', { description: OUTFIT_MESSAGES.captureFailed });
      return;
    }
    try {
      await create.mutateAsync({
        name,
        comments,
        itemIds: garments.map((g) => g.itemId),
        draft: boardOf(state.history.present),
        silhouette: hasBodyMeasurements(client) ? 'measured' : 'generic',
        image,
        revises: revises ?? undefined,
        draftId: revises ? undefined : (autosave.draftId() ?? undefined),
      });
    } catch (error) {
      toast.error(OUTFIT_MESSAGES.createFailed, {
        description: error instanceof Error && error.message ? error.message : undefined,
      });
      // What autosave left aside while sharing is saved now.
      if (autosave.unsaved) autosave.retry();
      return;
    }
    if (revises) {
      toast.success(OUTFIT_MESSAGES.revised);
      void navigate(`/consultant/client/${client.id}/outfits`);
      return;
    }
    // The editor stays ready for the client's next outfit; the notice leads to the one just shared.
    toast.success(OUTFIT_MESSAGES.created, {
      action: {
        label: OUTFIT_MESSAGES.seeOutfits,
        onClick: () => void navigate(`/consultant/client/${client.id}/outfits`),
      },
    });
    autosave.forget();
    onShared();
  };

  // Phone: the board, the garments to pick, then the name and save. Wide screens: the picker beside them.
  return (
    <div className="space-y-6">
      {previous && (
        <p className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          Révision de « {previous.name} » (version {previous.version}) : l’enregistrement crée la version{' '}
          {previous.version + 1}.
          {previous.reactionComment && (
            <span className="mt-1 block">Commentaire du client : « {previous.reactionComment} »</span>
          )}
        </p>
      )}
      {/* Above the board on a phone; on a wide screen above the picker, so the board stays in view. */}
      {!previous && (
        <DraftStatusLine className="lg:hidden" status={autosave.status} onRetry={autosave.retry} />
      )}
      <LeaveGuard when={autosave.unsaved} />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        <div className="min-w-0">
          <EditorCanvas
            state={state}
            dispatch={dispatch}
            announcement={announcement}
            silhouetteSrc={silhouetteSrc}
            stageRef={stageRef}
            onDropGarment={dropGarment}
          />
        </div>
        <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {!previous && (
            <DraftStatusLine
              className="mb-4 hidden lg:flex"
              status={autosave.status}
              onRetry={autosave.retry}
            />
          )}
          <GarmentPicker
            clientId={client.id}
            placedIds={placedIds}
            onToggle={(item) => void toggle(item)}
            onDragGarment={(item) => (dragged.current = item)}
          />
        </div>
        <form onSubmit={save} noValidate className="min-w-0 space-y-5 lg:col-start-1">
          <FormField label="Nom de la tenue" error={nameError}>
            <Input
              value={name}
              maxLength={120}
              placeholder="Ex. : Tenue de réunion"
              onChange={(event) => {
                setNameError(undefined);
                setName(event.target.value);
              }}
              disabled={saving}
            />
          </FormField>
          <FormField label="Commentaires">
            <Textarea
              value={comments}
              maxLength={2000}
              onChange={(event) => setComments(event.target.value)}
              disabled={saving}
              placeholder="Vos conseils pour porter cette tenue"
            />
          </FormField>
          <div className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
            <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden />
            {/* The wording of the device in hand: fingers on a touch screen, mouse and keys otherwise. */}
            <p className="hidden pointer-coarse:block">
              Touchez un vêtement, ou glissez-le sur la silhouette, pour l’y poser&nbsp;; faites-le glisser du
              doigt pour le placer et tirez un coin pour le redimensionner. Un double appui le retire.
            </p>
            <p className="pointer-coarse:hidden">
              Cliquez un vêtement, ou glissez-le sur la silhouette, pour l’y poser&nbsp;; faites-le glisser
              pour le placer et tirez un coin pour le redimensionner. Un double clic le retire. Au
              clavier&nbsp;: Tab atteint chaque vêtement posé, flèches pour déplacer, + et - pour la taille,
              Page précédente et Page suivante pour le plan, Suppr pour retirer, Ctrl+Z pour annuler.
            </p>
          </div>
          <AdviceTip clientId={client.id} category={placedCategory} />
          <LazySheSaidPanel clientId={client.id} />
          <Button type="submit" size="lg" className="w-full" disabled={!canSave}>
            {saving
              ? 'Enregistrement...'
              : revises
                ? 'Enregistrer la nouvelle version'
                : 'Enregistrer et partager'}
          </Button>
        </form>
      </div>
    </div>
  );
}
