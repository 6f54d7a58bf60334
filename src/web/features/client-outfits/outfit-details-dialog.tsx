import { useState } from 'react';
import { OUTFIT_MESSAGES, OUTFIT_REACTION_LABELS, type OutfitSummary } from '~/domain/outfits';
import { OutfitStatus } from '~/web/components/outfit/outfit-status';
import { displayName } from '~/domain/person';
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
import { OutfitReactionForm } from './outfit-reaction-form';

/** §2 'Détails de la tenue': who made it and when, the picture, the comments, the garments by origin. */
export function OutfitDetailsDialog({
  outfit,
  onClose,
}: {
  outfit: OutfitSummary | null;
  onClose: () => void;
}) {
  // An earlier version can be shown in place of the latest.
  const [shownId, setShownId] = useState<string | null>(null);
  const detail = useOutfitDetail(outfit ? (shownId ?? outfit.id) : null);
  const { onZoomChange, contentProps } = useZoomGuard();
  const shown = detail.data ?? outfit;
  return (
    <Dialog
      open={outfit !== null}
      onOpenChange={(open) => {
        if (open) return;
        setShownId(null);
        onClose();
      }}
    >
      {outfit && shown && (
        <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto" {...contentProps}>
          <DialogHeader>
            <DialogTitle>Détails de la tenue</DialogTitle>
            <DialogDescription className="sr-only">{shown.name}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-6 sm:grid-cols-2">
            <div className="space-y-4">
              <ZoomableImage src={shown.imageUrl} alt={shown.name} onZoomChange={onZoomChange} />
            </div>
            <div className="space-y-5">
              <div>
                <h3 className="text-xl font-semibold text-gray-900">{shown.name}</h3>
                <OutfitStatus outfit={shown} className="mt-2" />
                <div className="mt-2 flex items-center gap-3">
                  <Avatar person={shown.consultant} src={shown.consultant.photoUrl} className="size-9" />
                  <div className="text-sm">
                    <p className="text-gray-900">Créée par {displayName(shown.consultant) || 'Consultant'}</p>
                    <p className="text-gray-500">{formatDate(shown.createdAt)}</p>
                  </div>
                </div>
              </div>
              {shown.comments && (
                <p className="whitespace-pre-wrap rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
                  {shown.comments}
                </p>
              )}
              {detail.data?.latest && <OutfitReactionForm key={detail.data.id} outfit={detail.data} />}
              {detail.data && detail.data.versions.length > 1 && (
                <nav aria-label="Versions de la tenue" className="space-y-1">
                  <p className="text-sm font-semibold text-gray-900">Versions</p>
                  <ul className="flex flex-wrap gap-2">
                    {detail.data.versions.map((version) => (
                      <li key={version.id}>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-current={version.id === detail.data.id ? 'true' : undefined}
                          onClick={() => setShownId(version.id)}
                          className="aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-50"
                        >
                          Version {version.version}
                          {version.reaction ? ` · ${OUTFIT_REACTION_LABELS[version.reaction]}` : ''}
                        </Button>
                      </li>
                    ))}
                  </ul>
                </nav>
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
