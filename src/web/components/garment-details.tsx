import type { ClothingItem } from '~/domain/wardrobe';
import { cn } from '~/web/lib/cn';
import { garmentDetails } from '~/web/lib/garment-text';

/** A garment's brand, size, price and purchase date on one discreet line; nothing when it has none. */
export function GarmentDetails({ item, className }: { item: ClothingItem; className?: string }) {
  const details = garmentDetails(item);
  if (details.length === 0) return null;
  return <p className={cn('text-xs text-gray-500', className)}>{details.join(' · ')}</p>;
}
