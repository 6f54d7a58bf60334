import { Brush, Pencil, Trash2 } from 'lucide-react';
import { CATEGORY_LABELS, COLOR_LABELS, SEASON_LABELS } from '~/domain/clothing';
import type { ClothingItem } from '~/domain/wardrobe';
import { Button } from '~/web/components/ui/button';
import { GarmentDetails } from '~/web/components/garment-details';
import { GarmentPicture } from '~/web/components/garment-picture';
import { PaletteBadge } from '~/web/components/palette-badge';
import { garmentTitle } from '~/web/lib/garment-text';

const ICON = '@[13rem]:hidden @[15rem]:inline-block';

/** One garment of the grid: its picture, name or category, labels, details, notes, and the edit and delete actions. */
export function ClothingCard({
  item,
  onEdit,
  onRetouch,
  onDelete,
}: {
  item: ClothingItem;
  onEdit: (item: ClothingItem) => void;
  onRetouch: (item: ClothingItem) => void;
  onDelete: (item: ClothingItem) => void;
}) {
  const titleId = `clothing-${item.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="@container flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <GarmentPicture item={item} />
      <div className="flex flex-1 flex-col gap-2 p-3 @[14rem]:p-4">
        <h2 id={titleId} className="font-semibold break-words text-gray-900">
          {garmentTitle(item)}
        </h2>
        <ul className="flex flex-wrap gap-1.5 text-xs" aria-label="Caractéristiques">
          {item.name && (
            <li className="rounded-full bg-gray-100 px-2 py-0.5 font-medium text-gray-700">
              {CATEGORY_LABELS[item.category]}
            </li>
          )}
          <li className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700">
            {COLOR_LABELS[item.color]}
          </li>
          <li className="rounded-full bg-gray-100 px-2 py-0.5 font-medium text-gray-700">
            {SEASON_LABELS[item.season]}
          </li>
          {item.paletteMatch && (
            <li>
              <PaletteBadge match={item.paletteMatch} viewer="client" />
            </li>
          )}
        </ul>
        <GarmentDetails item={item} />
        {item.notes && (
          <p className="line-clamp-2 text-sm text-gray-500" title={item.notes}>
            {item.notes}
          </p>
        )}
        {/* Narrow cards stack the actions; mid-width ones drop the icons so both labels fit. */}
        <div className="mt-auto grid grid-cols-1 gap-2 pt-1 @[13rem]:grid-cols-2">
          <Button variant="outline" size="sm" className="px-2" onClick={() => onEdit(item)}>
            <Pencil className={ICON} aria-hidden />
            Modifier
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="px-2 text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => onDelete(item)}
          >
            <Trash2 className={ICON} aria-hidden />
            Supprimer
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="px-2 @[13rem]:col-span-2"
            aria-label={`Retoucher le détourage : ${garmentTitle(item)}`}
            onClick={() => onRetouch(item)}
          >
            <Brush className={ICON} aria-hidden />
            Retoucher
          </Button>
        </div>
      </div>
    </article>
  );
}

/** A card-shaped placeholder while the first page loads. */
export function ClothingCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-gray-200 bg-white" aria-hidden>
      <div className="aspect-square animate-pulse bg-gray-100" />
      <div className="space-y-2 p-3">
        <div className="h-4 w-1/2 animate-pulse rounded bg-gray-100" />
        <div className="h-3 w-3/4 animate-pulse rounded bg-gray-100" />
        <div className="grid grid-cols-2 gap-2 pt-1">
          <div className="h-9 animate-pulse rounded-lg bg-gray-100" />
          <div className="h-9 animate-pulse rounded-lg bg-gray-100" />
        </div>
      </div>
    </div>
  );
}
