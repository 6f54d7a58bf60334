import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '~/web/lib/toast';
import type { OutfitSummary } from '~/domain/outfits';
import { OUTFIT_MESSAGES } from '~/domain/outfit-texts';
import { LazyGarmentGroups, loadGarmentGroups } from '~/web/components/outfit/lazy-garment-groups';
import { useZoomGuard, ZoomableImage } from '~/web/components/outfit/zoomable-image';
import { Button } from '~/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/web/components/ui/dialog';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { Spinner } from '~/web/components/ui/spinner';
import { useOutfit, useUpdateOutfit } from './api/client-outfits';
import { lazySchemas } from '~/web/lib/lazy-validation';

const outfitSchemas = lazySchemas(() => import('~/domain/outfits'));

/** §2 Client detail, Tenues: the edit dialog (picture, name, comments, the garments by origin). */
export function OutfitEditDialog({
  clientId,
  outfit,
  onClose,
}: {
  clientId: string;
  outfit: OutfitSummary | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={outfit !== null} onOpenChange={(open) => !open && onClose()}>
      {outfit && <OutfitEditBody key={outfit.id} clientId={clientId} outfit={outfit} onClose={onClose} />}
    </Dialog>
  );
}

function OutfitEditBody({
  clientId,
  outfit,
  onClose,
}: {
  clientId: string;
  outfit: OutfitSummary;
  onClose: () => void;
}) {
  const detail = useOutfit(outfit.id);
  // The garment list's code comes beside the outfit's details rather than after them.
  useEffect(() => void loadGarmentGroups(), []);
  const update = useUpdateOutfit(clientId);
  const [name, setName] = useState(outfit.name);
  const [comments, setComments] = useState(outfit.comments ?? '');
  const [error, setError] = useState<string | undefined>();
  const { onZoomChange, contentProps } = useZoomGuard();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void outfitSchemas.submit(({ updateOutfitSchema }) => {
      const parsed = updateOutfitSchema.safeParse({ name, comments });
      if (!parsed.success) return setError(parsed.error.issues[0]?.message);
      update.mutate(
        { id: outfit.id, input: { name, comments } },
        {
          onSuccess: () => {
            toast.success(OUTFIT_MESSAGES.updated);
            onClose();
          },
          onError: () => toast.error('Erreur', { description: OUTFIT_MESSAGES.updateFailed }),
        },
      );
    });
  };

  return (
    <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto" {...contentProps}>
      <DialogHeader>
        <DialogTitle>Modifier la tenue</DialogTitle>
        <DialogDescription>Le nom et les commentaires sont visibles par votre client.</DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} {...outfitSchemas.whenUsed} noValidate className="grid gap-6 sm:grid-cols-2">
        <div className="space-y-4">
          <ZoomableImage src={outfit.imageUrl} alt={outfit.name} onZoomChange={onZoomChange} />
          {detail.isPending ? (
            <Spinner />
          ) : detail.isError ? (
            <p className="text-sm text-red-700">{OUTFIT_MESSAGES.loadFailed}</p>
          ) : (
            <LazyGarmentGroups
              garments={detail.data.garments}
              viewer="consultant"
              wardrobeTitle="Garde-robe du client"
            />
          )}
        </div>
        <div className="flex flex-col gap-4">
          <FormField label="Nom de la tenue" error={error}>
            <Input
              value={name}
              maxLength={120}
              onChange={(event) => {
                setError(undefined);
                setName(event.target.value);
              }}
            />
          </FormField>
          <FormField label="Commentaires">
            <textarea
              value={comments}
              maxLength={2000}
              onChange={(event) => setComments(event.target.value)}
              className="min-h-32 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base focus-visible:border-brand-500 sm:text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
            />
          </FormField>
          <DialogFooter className="mt-auto">
            <DialogClose asChild>
              <Button variant="outline" disabled={update.isPending}>
                Annuler
              </Button>
            </DialogClose>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Enregistrement...' : 'Enregistrer'}
            </Button>
          </DialogFooter>
        </div>
      </form>
    </DialogContent>
  );
}
