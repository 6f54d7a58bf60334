import { StickyNote } from 'lucide-react';
import { useId, useState } from 'react';
import { useOutletContext } from 'react-router';
import type { ClientSummary } from '~/domain/clients';
import { CLIENT_MESSAGES } from '~/domain/client-texts';
import type { Category } from '~/domain/clothing';
import type { ClothingItem } from '~/domain/wardrobe';
import { WARDROBE_MESSAGES } from '~/domain/wardrobe-texts';
import { GarmentDetails } from '~/web/components/garment-details';
import { GarmentPicture } from '~/web/components/garment-picture';
import { PaletteBadge } from '~/web/components/palette-badge';
import { garmentLabels, garmentTitle } from '~/web/lib/garment-text';
import { PagedCardGrid } from '~/web/components/paged-card-grid';
import { Button } from '~/web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '~/web/components/ui/popover';
import { CategorySelect } from '~/web/components/category-select';
import { useClientWardrobe } from './api/list-client-wardrobe';

/** §2 Client detail, Garde-robe: the client's garments, read-only, with a category filter. */
export function WardrobeTab() {
  const client = useOutletContext<ClientSummary>();
  const filterId = useId();
  const [category, setCategory] = useState<Category | null>(null);
  const list = useClientWardrobe(client.id, category);

  return (
    <section className="space-y-4" aria-labelledby={`${filterId}-title`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={`${filterId}-title`} className="text-lg font-semibold text-gray-900">
          Garde-robe
        </h2>
        <CategorySelect value={category} onChange={setCategory} className="w-full sm:w-64" />
      </div>

      <PagedCardGrid
        list={list}
        failedMessage={CLIENT_MESSAGES.loadWardrobeFailed}
        emptyMessage={WARDROBE_MESSAGES.empty}
        className="grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4"
        placeholders={8}
      >
        {(item, index) => <ReadOnlyClothingCard item={item} gridIndex={index} />}
      </PagedCardGrid>
    </section>
  );
}

function ReadOnlyClothingCard({ item, gridIndex }: { item: ClothingItem; gridIndex: number }) {
  const title = garmentTitle(item);
  return (
    <article
      aria-label={title}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm"
    >
      <GarmentPicture item={item} gridIndex={gridIndex} />
      <div className="flex flex-1 items-start justify-between gap-2 p-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-gray-900">{title}</h3>
          <p className="text-xs text-gray-500">{garmentLabels(item).join(' · ')}</p>
          <PaletteBadge match={item.paletteMatch} viewer="consultant" className="mt-1" />
          <GarmentDetails item={item} className="mt-1" />
        </div>
        {item.notes && (
          <Popover>
            <PopoverTrigger asChild>
              <Button variant="ghost" size="sm" className="shrink-0 px-2" aria-label="Voir les notes">
                <StickyNote aria-hidden />
              </Button>
            </PopoverTrigger>
            <PopoverContent aria-label="Notes du vêtement" className="whitespace-pre-wrap">
              {item.notes}
            </PopoverContent>
          </Popover>
        )}
      </div>
    </article>
  );
}
