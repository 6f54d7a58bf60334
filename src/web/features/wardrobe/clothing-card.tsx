import { Archive, Brush, CalendarCheck, EllipsisVertical, Pencil, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { CATEGORY_LABELS, COLOR_LABELS, SEASON_LABELS } from '~/domain/clothing';
import type { ClothingItem } from '~/domain/wardrobe';
import type { GarmentWears } from '~/domain/wear-calendar-texts';
import { WearLine } from '~/web/components/garment-wears';
import { Button } from '~/web/components/ui/button';
import { LazyDropdownMenu } from '~/web/components/ui/lazy-dropdown-menu';
import { GarmentDetails } from '~/web/components/garment-details';
import { GarmentPicture } from '~/web/components/garment-picture';
import { PaletteBadge } from '~/web/components/palette-badge';
import { garmentTitle } from '~/web/lib/garment-text';

/** What a card offers on its garment: each opens its dialog. */
export type GarmentActions = {
  onEdit: (item: ClothingItem) => void;
  onRetouch: (item: ClothingItem) => void;
  onArchive: (item: ClothingItem) => void;
  onDelete: (item: ClothingItem) => void;
};

/**
 * One garment of the grid: its picture, name or category, labels, details, notes, 'Modifier' at hand and the
 * rarer actions (retouch, take out of the wardrobe, delete) in a menu beside it.
 */
export function ClothingCard({
  item,
  gridIndex,
  onEdit,
  onRetouch,
  onArchive,
  onDelete,
  wears,
  onWorn,
}: {
  item: ClothingItem;
  gridIndex: number;
  /** Her wears of it, once the summary has come. */
  wears?: GarmentWears;
  /** 'Porté aujourd'hui': logs it for her today. */
  onWorn?: (item: ClothingItem) => void;
} & GarmentActions) {
  const titleId = `clothing-${item.id}-title`;
  // A chosen action opens its dialog once the menu has given focus back to its button, so that closing the
  // dialog returns there (Radix moves focus after the menu has gone, which would be after the dialog opened).
  const chosen = useRef<(() => void) | null>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const afterMenu = (event: Event) => {
    const action = chosen.current;
    chosen.current = null;
    if (!action) return;
    event.preventDefault();
    moreButton.current?.focus();
    action();
  };
  return (
    <article
      aria-labelledby={titleId}
      className="@container flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <GarmentPicture item={item} gridIndex={gridIndex} />
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
        {wears && <WearLine wears={wears} />}
        {item.notes && (
          <p className="line-clamp-2 text-sm text-gray-500" title={item.notes}>
            {item.notes}
          </p>
        )}
        <div className="mt-auto flex gap-2 pt-1">
          <Button variant="outline" size="sm" className="min-h-11 flex-1 px-2" onClick={() => onEdit(item)}>
            <Pencil aria-hidden />
            Modifier
          </Button>
          {/* Not modal: a modal menu hid the page (aria-hidden) while its buttons stayed focusable (axe). */}
          <LazyDropdownMenu
            modal={false}
            trigger={
              <Button
                ref={moreButton}
                variant="outline"
                size="icon"
                className="size-11 shrink-0"
                aria-label={`Autres actions : ${garmentTitle(item)}`}
              >
                <EllipsisVertical aria-hidden />
              </Button>
            }
            contentProps={{ onCloseAutoFocus: afterMenu }}
            items={({ DropdownMenuItem }) => (
              <>
                {onWorn && (
                  <DropdownMenuItem onSelect={() => onWorn(item)}>
                    <CalendarCheck aria-hidden />
                    Porté aujourd’hui
                  </DropdownMenuItem>
                )}
                <DropdownMenuItem onSelect={() => (chosen.current = () => onRetouch(item))}>
                  <Brush aria-hidden />
                  Retoucher le détourage
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => (chosen.current = () => onArchive(item))}>
                  <Archive aria-hidden />
                  Sortir de la garde-robe
                </DropdownMenuItem>
                <DropdownMenuItem destructive onSelect={() => (chosen.current = () => onDelete(item))}>
                  <Trash2 aria-hidden />
                  Supprimer
                </DropdownMenuItem>
              </>
            )}
          />
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
        <div className="flex gap-2 pt-1">
          <div className="h-11 flex-1 animate-pulse rounded-lg bg-gray-100" />
          <div className="size-11 animate-pulse rounded-lg bg-gray-100" />
        </div>
      </div>
    </div>
  );
}
