import { Check } from 'lucide-react';
import { CATEGORY_LABELS, COLOR_LABELS } from '~/domain/clothing';
import { PALETTE_MATCH_LABELS } from '~/domain/diagnosis-texts';
import type { PaletteMatch } from '~/domain/palette-match';
import type { ClothingItem } from '~/domain/wardrobe';
import { GARMENT_DRAG_TYPE } from '~/web/canvas/editor-canvas';
import { garmentSrc } from '~/web/canvas/saved-board';
import { SOFT_BACKDROP } from '~/web/components/image-backgrounds';
import { cn } from '~/web/lib/cn';
import { formatPrice } from '~/web/lib/format';

const PALETTE_DOT: Record<PaletteMatch, string> = {
  in: 'bg-emerald-500',
  near: 'bg-amber-400',
  out: 'bg-stone-400',
};

/**
 * A garment of the outfit editor's picker: pressed while it is on the board, toggled by a tap or a click, dragged
 * onto the board with a mouse; its name says its category, colour, palette verdict and price.
 */
export function GarmentTile({
  viewer,
  item,
  placed,
  onToggle,
  onDrag,
}: {
  /** Whose words the palette's verdict is in. */
  viewer: 'consultant' | 'client';
  item: ClothingItem;
  placed: boolean;
  onToggle: () => void;
  onDrag: (dragging: boolean) => void;
}) {
  const verdict = item.paletteMatch ? PALETTE_MATCH_LABELS[viewer][item.paletteMatch] : null;
  const label = [
    CATEGORY_LABELS[item.category],
    COLOR_LABELS[item.color].toLowerCase(),
    verdict?.toLowerCase(),
    // Last, as the tile shows it: the name holds the visible text (axe 'label-content-name-mismatch').
    item.price !== null ? formatPrice(item.price) : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <button
      type="button"
      aria-pressed={placed}
      aria-label={label}
      title={item.notes ?? label}
      onClick={onToggle}
      // A garment not yet on the board can also be dragged onto it, as the landing page promises.
      draggable={!placed}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'copy';
        event.dataTransfer.setData(GARMENT_DRAG_TYPE, item.id);
        onDrag(true);
      }}
      onDragEnd={() => onDrag(false)}
      className={cn(
        'relative block aspect-square w-full overflow-hidden rounded-xl border-2 p-1.5 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
        SOFT_BACKDROP,
        placed ? 'border-brand-600' : 'border-transparent hover:border-brand-200',
      )}
    >
      <img
        src={garmentSrc(item)}
        alt=""
        loading="lazy"
        className="size-full object-contain"
        draggable={false}
      />
      {item.paletteMatch && (
        <span
          className={cn(
            'absolute bottom-1.5 left-1.5 size-3 rounded-full ring-2 ring-white',
            PALETTE_DOT[item.paletteMatch],
          )}
          aria-hidden
        />
      )}
      {item.price !== null && (
        <span
          className="absolute right-1.5 bottom-1.5 rounded-full bg-white/90 px-1.5 text-[11px] font-medium text-gray-800 shadow-sm"
          aria-hidden
        >
          {formatPrice(item.price)}
        </span>
      )}
      {placed && (
        <span className="absolute right-1.5 top-1.5 rounded-full bg-brand-600 p-0.5 text-white">
          <Check className="size-3.5" aria-hidden />
        </span>
      )}
    </button>
  );
}
