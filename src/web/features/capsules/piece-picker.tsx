import { Check, Plus } from 'lucide-react';
import { useState } from 'react';
import { MAX_CAPSULE_PIECES, type CapsuleDetail } from '~/domain/capsule-texts';
import { CATEGORIES, CATEGORY_TAB_LABELS, type Category } from '~/domain/clothing';
import { GarmentPicture } from '~/web/components/garment-picture';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/web/components/ui/dialog';
import { Spinner } from '~/web/components/ui/spinner';
import { cn } from '~/web/lib/cn';
import { errorMessage } from '~/web/lib/error-message';
import { garmentTitle } from '~/web/lib/garment-text';
import { toast } from '~/web/lib/toast';
import { useAddPiece, useCapsuleChoices } from './api';

/** 'Ajouter des pièces': her wardrobe (and the open proposals made to her), a tap puts a piece in. */
export function PiecePicker({ detail }: { detail: CapsuleDetail }) {
  const [open, setOpen] = useState(false);
  const [category, setCategory] = useState<Category | 'all'>('all');
  const choices = useCapsuleChoices(detail.capsule.id, open);
  const add = useAddPiece(detail.capsule.id);
  const inside = new Set(detail.pieces.map((piece) => piece.id));
  const full = detail.pieces.length >= MAX_CAPSULE_PIECES;
  const garments = (choices.data?.garments ?? []).filter(
    (garment) => category === 'all' || garment.category === category,
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" className="min-h-11">
          <Plus aria-hidden />
          Ajouter des pièces
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle className="text-lg font-semibold">Ajouter des pièces</DialogTitle>
          <DialogDescription className="text-sm text-gray-600">
            {detail.pieces.length}/{MAX_CAPSULE_PIECES} pièces · {detail.capsule.name}
          </DialogDescription>
        </DialogHeader>
        <div role="group" aria-label="Catégorie" className="mb-3 flex flex-wrap gap-2">
          {(['all', ...CATEGORIES] as const).map((option) => (
            <Button
              key={option}
              type="button"
              size="sm"
              variant="outline"
              aria-pressed={category === option}
              className={cn('min-h-11', category === option && 'border-brand-600 bg-brand-50 text-brand-800')}
              onClick={() => setCategory(option)}
            >
              {option === 'all' ? 'Tout' : CATEGORY_TAB_LABELS[option]}
            </Button>
          ))}
        </div>
        {choices.isPending ? (
          <Spinner label="Chargement de la garde-robe..." />
        ) : choices.isError ? (
          <LoadFailure
            message="Impossible de charger la garde-robe."
            onRetry={() => void choices.refetch()}
          />
        ) : garments.length === 0 ? (
          <p className="py-6 text-center text-gray-500">Aucune pièce dans cette catégorie.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {garments.map((garment, index) => {
              const added = inside.has(garment.id);
              const title = garmentTitle(garment);
              return (
                <li key={garment.id}>
                  <button
                    type="button"
                    aria-pressed={added}
                    aria-label={added ? `${title} : dans la capsule` : `Ajouter ${title}`}
                    disabled={added || full || add.isPending}
                    onClick={() =>
                      add.mutate(garment.id, {
                        onError: (error) => toast.error('Erreur', { description: errorMessage(error) }),
                      })
                    }
                    className={cn(
                      'relative block w-full overflow-hidden rounded-xl border bg-white text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                      added ? 'border-brand-600' : 'border-gray-200 hover:border-brand-300',
                    )}
                  >
                    <GarmentPicture item={garment} gridIndex={index} />
                    <span className="block truncate px-2 py-1.5 text-sm text-gray-900">{title}</span>
                    {garment.proposed && (
                      <span className="block px-2 pb-1.5 text-xs text-gray-600">Proposition</span>
                    )}
                    {added && (
                      <span className="absolute top-2 right-2 flex size-7 items-center justify-center rounded-full bg-brand-600 text-white">
                        <Check className="size-4" aria-hidden />
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
