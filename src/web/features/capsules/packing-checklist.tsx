import { Check } from 'lucide-react';
import { useId } from 'react';
import type { CapsuleDetail } from '~/domain/capsule-texts';
import { CATEGORY_LABELS } from '~/domain/clothing';
import { cn } from '~/web/lib/cn';
import { garmentTitle } from '~/web/lib/garment-text';
import { usePackingTicks } from './use-packing-ticks';

/**
 * The packing checklist, ticked on the phone: a whole row is the target (56 px tall), the tick shows at once and
 * survives a reload or a lost connection (see usePackingTicks).
 */
export function PackingChecklist({ detail }: { detail: CapsuleDetail }) {
  const id = useId();
  const { tick, isPacked, waiting } = usePackingTicks(detail.capsule.id, detail);
  const packed = detail.pieces.filter((piece) => isPacked(piece.id, piece.packed)).length;
  const total = detail.pieces.length;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="font-semibold text-gray-900">
          Dans la valise
        </h2>
        <p className="text-sm text-gray-700" aria-live="polite">
          {packed}/{total} pièce{total > 1 ? 's' : ''} dans la valise
          {waiting > 0 && ' · en attente d’envoi'}
        </p>
      </div>
      {total === 0 ? (
        <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-6 text-center text-gray-500">
          Ajoutez des pièces pour préparer la valise.
        </p>
      ) : (
        <ul className="divide-y divide-gray-100 overflow-hidden rounded-2xl border border-gray-200 bg-white">
          {detail.pieces.map((piece) => {
            const checked = isPacked(piece.id, piece.packed);
            const title = garmentTitle(piece);
            return (
              <li key={piece.id}>
                <label
                  className={cn(
                    'flex min-h-14 cursor-pointer items-center gap-3 px-4 py-2 hover:bg-gray-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:focus-visible]:ring-inset',
                    checked && 'bg-brand-50/50',
                  )}
                >
                  <input
                    type="checkbox"
                    className="peer sr-only"
                    checked={checked}
                    onChange={(event) => tick(piece.id, event.currentTarget.checked)}
                  />
                  <span
                    aria-hidden
                    className={cn(
                      'flex size-7 shrink-0 items-center justify-center rounded-md border-2',
                      checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-gray-400 bg-white',
                    )}
                  >
                    {checked && <Check className="size-5" />}
                  </span>
                  <img
                    src={piece.displayUrl}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="size-10 shrink-0 rounded-md bg-gray-50 object-contain"
                  />
                  <span className="min-w-0 flex-1">
                    <span
                      className={cn('block truncate font-medium text-gray-900', checked && 'line-through')}
                    >
                      {title}
                    </span>
                    <span className="block text-xs text-gray-600">{CATEGORY_LABELS[piece.category]}</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
