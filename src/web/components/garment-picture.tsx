import { CATEGORY_LABELS, COLOR_LABELS } from '~/domain/clothing';
import type { ClothingItem } from '~/domain/wardrobe';
import { SOFT_BACKDROP } from './image-backgrounds';
import { cn } from '~/web/lib/cn';

/** A garment's square picture on the cards' soft backdrop, described by its category and colour. */
export function GarmentPicture({ item }: { item: Pick<ClothingItem, 'displayUrl' | 'category' | 'color'> }) {
  return (
    <div className={cn('aspect-square p-3', SOFT_BACKDROP)}>
      <img
        src={item.displayUrl}
        alt={`${CATEGORY_LABELS[item.category]}, ${COLOR_LABELS[item.color].toLowerCase()}`}
        loading="lazy"
        decoding="async"
        className="size-full object-contain drop-shadow-sm"
      />
    </div>
  );
}
