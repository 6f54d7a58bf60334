import { Fragment } from 'react';
import type { ClothingItem } from '~/domain/wardrobe';
import { cn } from '~/web/lib/cn';
import { garmentDetails, garmentPurchase } from '~/web/lib/garment-text';

/** A garment's brand, size and price on one discreet line, its purchase date under them; nothing without any. */
export function GarmentDetails({ item, className }: { item: ClothingItem; className?: string }) {
  const details = garmentDetails(item);
  const purchase = garmentPurchase(item);
  if (details.length === 0 && !purchase) return null;
  return (
    <div className={cn('space-y-0.5 text-xs text-gray-500', className)}>
      {details.length > 0 && (
        <p>
          {details.map((detail, index) => (
            <Fragment key={detail}>
              {index > 0 && ' · '}
              <span className="whitespace-nowrap">{detail}</span>
            </Fragment>
          ))}
        </p>
      )}
      {purchase && <p>{purchase}</p>}
    </div>
  );
}
