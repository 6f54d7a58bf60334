import { CATEGORY_LABELS, COLOR_LABELS } from '~/domain/clothing';
import type { ClothingItem } from '~/domain/wardrobe';
import { SOFT_BACKDROP } from './image-backgrounds';
import { cn } from '~/web/lib/cn';
import { GARMENTS_FIRST_ROW, pictureLoading } from '~/web/lib/picture-loading';

/** A garment's square picture on the cards' soft backdrop, described by its category and colour. */
export function GarmentPicture({
  item,
  gridIndex = Infinity,
}: {
  item: Pick<ClothingItem, 'displayUrl' | 'category' | 'color'>;
  /** Its place in its grid: the first row's pictures load at once. */
  gridIndex?: number;
}) {
  return (
    <div className={cn('aspect-square p-3', SOFT_BACKDROP)}>
      <img
        src={item.displayUrl}
        alt={`${CATEGORY_LABELS[item.category]}, ${COLOR_LABELS[item.color].toLowerCase()}`}
        {...pictureLoading(gridIndex, GARMENTS_FIRST_ROW)}
        decoding="async"
        className="size-full object-contain drop-shadow-sm"
      />
    </div>
  );
}
