import { StickyNote } from 'lucide-react';
import { ARCHIVE_REASON_LABELS } from '~/domain/clothing';
import type { OutfitGarment } from '~/domain/outfits';
import { OUTFIT_MESSAGES } from '~/domain/outfit-texts';
import { Button } from '~/web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '~/web/components/ui/popover';
import { garmentLabels, garmentTitle } from '~/web/lib/garment-text';
import { GarmentDetails } from '../garment-details';
import { PaletteBadge } from '../palette-badge';
import { SOFT_BACKDROP } from '../image-backgrounds';

/** An outfit's garments under two headings: the client's own, and the consultant's proposals. */
export function GarmentGroups({
  garments,
  wardrobeTitle,
  viewer,
}: {
  garments: OutfitGarment[];
  viewer: 'client' | 'consultant';
  /** 'Votre garde-robe' for the client, 'Garde-robe du client' for the consultant. */
  wardrobeTitle: string;
}) {
  if (garments.length === 0) return <p className="text-sm text-gray-500">{OUTFIT_MESSAGES.emptyGarments}</p>;
  const groups = [
    { title: wardrobeTitle, items: garments.filter((g) => g.source === 'wardrobe') },
    { title: 'Propositions du consultant', items: garments.filter((g) => g.source === 'proposal') },
  ].filter((group) => group.items.length > 0);
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <h3 className="mb-2 text-sm font-semibold text-gray-900">{group.title}</h3>
          <ul className="space-y-2">
            {group.items.map((garment) => (
              <li key={garment.id} className="flex items-center gap-3 rounded-xl border border-gray-200 p-2">
                <img
                  src={garment.enhancedUrl ?? garment.displayUrl}
                  alt=""
                  className={`size-14 shrink-0 rounded-lg object-contain p-1 ${SOFT_BACKDROP}`}
                />
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-gray-900">{garmentTitle(garment)}</p>
                  {garment.archived && (
                    <p className="text-xs font-medium text-amber-800">
                      Sorti de la garde-robe ({ARCHIVE_REASON_LABELS[garment.archived.reason].toLowerCase()})
                    </p>
                  )}
                  <p className="text-xs text-gray-500">{garmentLabels(garment).join(' · ')}</p>
                  <PaletteBadge match={garment.paletteMatch} viewer={viewer} className="mt-1" />
                  <GarmentDetails item={garment} />
                </div>
                {garment.notes && (
                  <Popover>
                    <PopoverTrigger asChild>
                      <Button variant="ghost" size="sm" className="px-2" aria-label="Voir les notes">
                        <StickyNote aria-hidden />
                      </Button>
                    </PopoverTrigger>
                    <PopoverContent aria-label="Notes du vêtement" className="whitespace-pre-wrap">
                      {garment.notes}
                    </PopoverContent>
                  </Popover>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
