import type Konva from 'konva';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Category } from '~/domain/clothing';
import { OUTFIT_MESSAGES } from '~/domain/outfit-texts';
import { hasBodyMeasurements, silhouetteSource } from '~/domain/silhouette';
import type { ClothingItem } from '~/domain/wardrobe';
import { WARDROBE_MESSAGES } from '~/domain/wardrobe-texts';
import { announcingReducer, initialAnnouncedState } from '~/web/canvas/announce';
import type { Draft } from '~/web/canvas/draft';
import { boardPicture } from '~/web/canvas/board-picture';
import { EditorCanvas } from '~/web/canvas/editor-canvas';
import { placeGarment } from '~/web/canvas/place-garment';
import { boardOf } from '~/web/canvas/saved-board';
import { CategorySelect } from '~/web/components/category-select';
import { LoadMore } from '~/web/components/load-more';
import { GarmentTile } from '~/web/components/outfit/garment-tile';
import { Button } from '~/web/components/ui/button';
import { FormField } from '~/web/components/ui/form-field';
import { Input, Textarea } from '~/web/components/ui/input';
import { useClientProfile } from '~/web/lib/client-profile';
import { keepDraft, readKeptDraft } from '~/web/lib/drafts';
import { errorMessage } from '~/web/lib/error-message';
import { useMe } from '~/web/lib/session';
import { toast } from '~/web/lib/toast';
import { useMyPieces, useSaveOwnLook } from './api';

const DRAFT_KEY = 'own-look';

/** What this browser keeps of the look she is composing, so a reload or a lost connection loses nothing. */
type KeptLook = { name: string; comments: string; board: Draft };

/**
 * 'Composer une tenue': the client lays her own pieces on her silhouette with the consultant's editor, names the
 * look and keeps it among her looks (her consultant sees it and may comment).
 */
export function OwnLookEditorPage() {
  const me = useMe();
  const profile = useClientProfile();
  const userId = me.data?.id;
  const [{ editor: state, announcement }, dispatch] = useReducer(
    announcingReducer,
    undefined,
    initialAnnouncedState,
  );
  const [name, setName] = useState('');
  const [comments, setComments] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [restoredFor, setRestoredFor] = useState<string | null>(null);
  const [category, setCategory] = useState<Category | null>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const dragged = useRef<ClothingItem | null>(null);
  const save = useSaveOwnLook(userId);
  const navigate = useNavigate();
  const pieces = useMyPieces(category);
  const items = pieces.data?.pages.flatMap((page) => page.items) ?? [];
  const present = state.history.present;
  const placedIds = useMemo(() => new Set(present.garments.map((g) => g.itemId)), [present]);
  const measurements = profile.data ?? {};
  const silhouetteSrc = useMemo(() => silhouetteSource(profile.data ?? {}), [profile.data]);

  // Her look as she left it, once her account is known (after the server's first render, which keeps nothing).
  useEffect(() => {
    if (!userId || restoredFor === userId) return;
    const kept = readKeptDraft<KeptLook>(userId, DRAFT_KEY);
    if (kept) {
      dispatch({ type: 'load', draft: kept.board });
      // Local storage is read after the server's first render, which has none (decision record 52).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setName(kept.name);
      setComments(kept.comments);
    }
    setRestoredFor(userId);
  }, [userId, restoredFor]);
  useEffect(() => {
    if (!userId || restoredFor !== userId) return;
    const empty = present.garments.length === 0 && !name.trim() && !comments.trim();
    keepDraft(userId, DRAFT_KEY, empty ? null : ({ name, comments, board: present } satisfies KeptLook));
  }, [userId, restoredFor, present, name, comments]);

  const toggle = (item: ClothingItem) =>
    placeGarment(item, { onBoard: placedIds.has(item.id), measurements, dispatch });
  const dropGarment = (itemId: string) => {
    const item = dragged.current;
    if (item?.id === itemId && !placedIds.has(itemId)) void toggle(item);
  };

  const { fetchNextPage, isFetchingNextPage } = pieces;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameError(OUTFIT_MESSAGES.nameRequired);
    if (present.garments.length === 0)
      return void toast.error('Erreur', { description: OUTFIT_MESSAGES.garmentRequired });
    dispatch({ type: 'deselect' });
    const image = await boardPicture(stageRef);
    if (!image) return void toast.error('Erreur', { description: OUTFIT_MESSAGES.captureFailed });
    try {
      await save.mutateAsync({
        name,
        comments,
        itemIds: present.garments.map((g) => g.itemId),
        draft: boardOf(present),
        silhouette: hasBodyMeasurements(measurements) ? 'measured' : 'generic',
        image,
      });
    } catch (error) {
      toast.error(OUTFIT_MESSAGES.createFailed, { description: errorMessage(error) });
      return;
    }
    if (userId) keepDraft(userId, DRAFT_KEY, null);
    toast.success('Tenue enregistrée dans vos tenues');
    void navigate('/client/dashboard/outfits');
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900">Composer une tenue</h1>
        <p className="text-sm text-gray-600">
          Posez vos vêtements sur votre silhouette, donnez un nom à la tenue&nbsp;: votre conseillère la verra
          et pourra la commenter.
        </p>
      </div>
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
        <section
          aria-label="Mes vêtements"
          className="min-w-0 space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <CategorySelect value={category} onChange={setCategory} className="w-full sm:w-52" />
          {pieces.isError && !pieces.data ? (
            <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
              Impossible de charger votre garde-robe. Vérifiez votre connexion puis réessayez.
            </p>
          ) : (
            <ul className="grid grid-cols-3 gap-3" aria-busy={pieces.isPending}>
              {pieces.isPending
                ? Array.from({ length: 6 }, (_, index) => (
                    <li
                      key={index}
                      className="aspect-square animate-pulse rounded-xl bg-gray-100"
                      aria-hidden
                    />
                  ))
                : items.map((item) => (
                    <li key={item.id}>
                      <GarmentTile
                        viewer="client"
                        item={item}
                        placed={placedIds.has(item.id)}
                        onToggle={() => void toggle(item)}
                        onDrag={(dragging) => (dragged.current = dragging ? item : null)}
                      />
                    </li>
                  ))}
            </ul>
          )}
          {!pieces.isPending && items.length === 0 && !pieces.isError && (
            <p className="text-center text-sm text-gray-500">
              {WARDROBE_MESSAGES.empty}{' '}
              <Link className="font-medium text-brand-700 underline" to="/client/dashboard/wardrobe">
                Ajouter des vêtements
              </Link>
            </p>
          )}
          <LoadMore
            hasNextPage={pieces.hasNextPage}
            loading={pieces.isFetchingNextPage}
            failed={pieces.isFetchNextPageError}
            onLoadMore={loadMore}
          />
        </section>
        <form onSubmit={submit} noValidate className="min-w-0 space-y-5 lg:col-start-1">
          <FormField label="Nom de la tenue" error={nameError}>
            <Input
              value={name}
              maxLength={120}
              placeholder="Ex. : Dimanche en ville"
              onChange={(event) => {
                setNameError(undefined);
                setName(event.target.value);
              }}
              disabled={save.isPending}
            />
          </FormField>
          <FormField label="Notes">
            <Textarea
              value={comments}
              maxLength={2000}
              onChange={(event) => setComments(event.target.value)}
              disabled={save.isPending}
              placeholder="Pour quelle occasion, avec quel sac..."
            />
          </FormField>
          <Button type="submit" size="lg" className="w-full" disabled={save.isPending || !userId}>
            {save.isPending ? 'Enregistrement...' : 'Enregistrer la tenue'}
          </Button>
        </form>
      </div>
    </div>
  );
}
