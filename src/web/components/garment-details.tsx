import { ExternalLink } from 'lucide-react';
import { Fragment } from 'react';
import type { ClothingItem } from '~/domain/wardrobe';
import { cn } from '~/web/lib/cn';
import { garmentDetails, garmentPurchase } from '~/web/lib/garment-text';

/**
 * A garment's brand, size and price on one discreet line, its purchase date under them, then a proposal's fit
 * note and shop link; nothing without any.
 */
export function GarmentDetails({ item, className }: { item: ClothingItem; className?: string }) {
  const details = garmentDetails(item);
  const purchase = garmentPurchase(item);
  if (details.length === 0 && !purchase && !item.fitNote && !item.productUrl) return null;
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
      {item.fitNote && <p className="text-gray-600">{item.fitNote}</p>}
      {item.productUrl && (
        <a
          href={item.productUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="inline-flex min-h-6 items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          Voir en boutique{item.shop ? ` (${item.shop})` : ''}
          <ExternalLink className="size-3" aria-hidden />
          <span className="sr-only"> (nouvel onglet)</span>
        </a>
      )}
    </div>
  );
}
