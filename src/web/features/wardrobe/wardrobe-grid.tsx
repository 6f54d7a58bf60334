import { Shirt } from 'lucide-react';
import type { ClothingItem } from '~/domain/wardrobe';
import { WARDROBE_MESSAGES } from '~/domain/wardrobe-texts';
import { useMe } from '~/web/lib/session';
import { errorMessage } from '~/web/lib/error-message';
import { todayHere } from '~/web/lib/french-date';
import { garmentTitle } from '~/web/lib/garment-text';
import { toast } from '~/web/lib/toast';
import { useLogWear, useUndoWear } from '~/web/lib/wear-calendar';
import { useWearSummary, wearsById } from '~/web/lib/wear-summary';
import { ClothingCard, ClothingCardSkeleton, type GarmentActions } from './clothing-card';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';
const SKELETON_COUNT = 8;

/** The garments as cards: 2 columns on phones, 3 on medium screens, 4 on large ones. */
export function WardrobeGrid({
  items,
  loading,
  filtered,
  ...actions
}: {
  items: ClothingItem[];
  loading: boolean;
  /** A search, a category or the palette filter is on: nothing matched, rather than nothing yet. */
  filtered: boolean;
} & GarmentActions) {
  // 'Porté N fois' and the cost per wear, from her kept counts (the agenda's 'Je l'ai porté').
  const me = useMe();
  const wears = wearsById(useWearSummary(me.data?.id).data);
  const onWorn = useWornToday(me.data?.id);
  if (loading) {
    return (
      <div className={GRID} role="status" aria-label="Chargement...">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <ClothingCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center">
        <span className="rounded-full bg-brand-50 p-3 text-brand-600">
          <Shirt className="size-6" aria-hidden />
        </span>
        <p className="font-medium text-gray-900">{WARDROBE_MESSAGES.empty}</p>
        <p className="max-w-sm text-sm text-gray-600">
          {filtered ? WARDROBE_MESSAGES.emptyFiltered : WARDROBE_MESSAGES.emptyWardrobe}
        </p>
      </div>
    );
  }
  return (
    <ul className={GRID} aria-label="Vêtements">
      {items.map((item, index) => (
        <li key={item.id}>
          <ClothingCard
            item={item}
            gridIndex={index}
            wears={wears.get(item.id)}
            onWorn={onWorn}
            {...actions}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Porté aujourd'hui' from a card's menu: the piece logged for her today (once, however often she taps), with
 * 'Annuler' in the toast that says so.
 */
function useWornToday(clientId: string | undefined) {
  const log = useLogWear(clientId ?? '');
  const undo = useUndoWear(clientId ?? '');
  return (item: ClothingItem) => {
    if (!clientId) return;
    const day = todayHere();
    log.mutate(
      { day, itemIds: [item.id] },
      {
        onSuccess: () =>
          toast.success(`Port noté pour aujourd’hui\u00a0: ${garmentTitle(item)}`, {
            action: {
              label: 'Annuler',
              onClick: () =>
                undo.mutate(
                  { day, itemId: item.id },
                  { onError: (error) => toast.error(errorMessage(error)) },
                ),
            },
          }),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };
}
