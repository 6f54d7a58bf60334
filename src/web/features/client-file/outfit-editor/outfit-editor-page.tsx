import type Konva from 'konva';
import { Lightbulb } from 'lucide-react';
import { useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { useOutletContext } from 'react-router';
import { toast } from 'sonner';
import type { ClientSummary } from '~/domain/clients';
import { OUTFIT_MESSAGES } from '~/domain/outfits';
import { buildSilhouetteSvg } from '~/domain/silhouette';
import type { ClothingItem } from '~/domain/wardrobe';
import { Button } from '~/web/components/ui/button';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { CANVAS_SIZE } from '~/web/canvas/draft';
import { editorReducer, initialEditorState } from '~/web/canvas/editor-state';
import { loadImage } from '~/web/canvas/load-image';
import { useCreateOutfit } from '../api/client-outfits';
import { EditorCanvas } from './editor-canvas';
import { GarmentPicker, garmentSrc } from './garment-picker';
import { useCanvasSize } from './use-canvas-size';

const CAPTURE_PAUSE_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** §2 Outfit creation: the client's silhouette on a canvas, the garment picker, and 'Enregistrer et partager'. */
export function OutfitEditorPage() {
  const client = useOutletContext<ClientSummary>();
  const [state, dispatch] = useReducer(editorReducer, undefined, initialEditorState);
  const [name, setName] = useState('');
  const [comments, setComments] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [containerRef, size] = useCanvasSize();
  const stageRef = useRef<Konva.Stage>(null);
  const create = useCreateOutfit(client.id);
  const garments = state.history.present.garments;
  const placedIds = useMemo(() => new Set(garments.map((g) => g.itemId)), [garments]);
  const silhouetteSrc = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(buildSilhouetteSvg(client))}`,
    [client],
  );

  const toggle = async (item: ClothingItem) => {
    const src = garmentSrc(item);
    const image = placedIds.has(item.id) ? null : await loadImage(src);
    const natural = image ? { width: image.naturalWidth, height: image.naturalHeight } : null;
    dispatch({ type: 'toggle', item: { itemId: item.id, category: item.category, src }, natural });
  };

  const saving = create.isPending;
  const canSave = garments.length > 0 && name.trim() !== '' && !saving;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameError(OUTFIT_MESSAGES.nameRequired);
    if (garments.length === 0)
      return void toast.error('Erreur', { description: OUTFIT_MESSAGES.garmentRequired });
    dispatch({ type: 'deselect' });
    // Lets the canvas redraw without the selection frame before it is captured.
    await sleep(CAPTURE_PAUSE_MS);
    const stage = stageRef.current;
    const image = stage
      ? await stage
          .toBlob({ pixelRatio: (2 * CANVAS_SIZE) / stage.width(), mimeType: 'image/png' })
          .catch(() => null)
      : null;
    if (!(image instanceof Blob)) {
      toast.error('Erreur', { description: OUTFIT_MESSAGES.captureFailed });
      return;
    }
    try {
      await create.mutateAsync({ name, comments, itemIds: garments.map((g) => g.itemId), image });
    } catch (error) {
      toast.error(OUTFIT_MESSAGES.createFailed, {
        description: error instanceof Error && error.message ? error.message : undefined,
      });
      return;
    }
    toast.success(OUTFIT_MESSAGES.created);
    setName('');
    setComments('');
    dispatch({ type: 'reset' });
  };

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form onSubmit={save} noValidate className="space-y-5">
        <EditorCanvas
          state={state}
          dispatch={dispatch}
          silhouetteSrc={silhouetteSrc}
          stageRef={stageRef}
          containerRef={containerRef}
          size={size}
        />
        <FormField label="Nom de la tenue" error={nameError}>
          <Input
            value={name}
            maxLength={120}
            placeholder="Ex. : Tenue de réunion"
            onChange={(event) => {
              setNameError(undefined);
              setName(event.target.value);
            }}
            disabled={saving}
          />
        </FormField>
        <FormField label="Commentaires">
          <textarea
            value={comments}
            maxLength={2000}
            onChange={(event) => setComments(event.target.value)}
            disabled={saving}
            placeholder="Vos conseils pour porter cette tenue"
            className="min-h-20 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm placeholder:text-gray-400 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
          />
        </FormField>
        <div className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            Cliquez sur un vêtement pour le poser sur la silhouette, faites-le glisser pour le placer et tirez
            un coin pour le redimensionner. Un double-clic le retire. Au clavier : flèches pour déplacer,
            Suppr pour retirer, Ctrl+Z pour annuler.
          </p>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={!canSave}>
          {saving ? 'Enregistrement...' : 'Enregistrer et partager'}
        </Button>
      </form>
      <GarmentPicker clientId={client.id} placedIds={placedIds} onToggle={(item) => void toggle(item)} />
    </div>
  );
}
