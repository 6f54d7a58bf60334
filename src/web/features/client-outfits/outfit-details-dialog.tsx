import { OUTFIT_MESSAGES, type OutfitSummary } from '~/domain/outfits';
import { displayName } from '~/domain/profile';
import { GarmentGroups } from '~/web/components/outfit/garment-groups';
import { useZoomGuard, ZoomableImage } from '~/web/components/outfit/zoomable-image';
import { Avatar } from '~/web/components/ui/avatar';
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
import { Spinner } from '~/web/components/ui/spinner';
import { formatDate } from '~/web/lib/format';
import { useOutfitDetail } from './api/my-outfits';

/** §2 'Détails de la tenue': who made it and when, the picture, the comments, the garments by origin. */
export function OutfitDetailsDialog({
  outfit,
  onClose,
}: {
  outfit: OutfitSummary | null;
  onClose: () => void;
}) {
  const detail = useOutfitDetail(outfit?.id ?? null);
  const { onZoomChange, contentProps } = useZoomGuard();
  return (
    <Dialog open={outfit !== null} onOpenChange={(open) => !open && onClose()}>
      {outfit && (
        <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto" {...contentProps}>
          <DialogHeader>
            <DialogTitle>Détails de la tenue</DialogTitle>
            <DialogDescription className="sr-only">{outfit.name}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-6 sm:grid-cols-2">
            <div className="space-y-4">
              <ZoomableImage src={outfit.imageUrl} alt={outfit.name} onZoomChange={onZoomChange} />
            </div>
            <div className="space-y-5">
              <div>
                <h3 className="text-xl font-semibold text-gray-900">{outfit.name}</h3>
                <div className="mt-2 flex items-center gap-3">
                  <Avatar person={outfit.consultant} src={outfit.consultant.photoUrl} className="size-9" />
                  <div className="text-sm">
                    <p className="text-gray-900">
                      Créée par {displayName(outfit.consultant) || 'Consultant'}
                    </p>
                    <p className="text-gray-500">{formatDate(outfit.createdAt)}</p>
                  </div>
                </div>
              </div>
              {outfit.comments && (
                <p className="whitespace-pre-wrap rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
                  {outfit.comments}
                </p>
              )}
              {detail.isPending ? (
                <Spinner />
              ) : detail.isError ? (
                <p className="text-sm text-red-700">{OUTFIT_MESSAGES.loadFailed}</p>
              ) : (
                <GarmentGroups
                  garments={detail.data.garments}
                  viewer="client"
                  wardrobeTitle="Votre garde-robe"
                />
              )}
            </div>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Fermer</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
