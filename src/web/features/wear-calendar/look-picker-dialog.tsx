import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SearchField } from '~/web/components/search-field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/web/components/ui/dialog';
import { LoadFailure } from '~/web/components/load-failure';
import { Spinner } from '~/web/components/ui/spinner';
import { useDebouncedValue } from '~/web/lib/use-debounced-value';
import { weekdayLabel } from '~/web/lib/wear-calendar';
import { useLooksToPlan } from './api/looks';

/** 'Prévoir une tenue': one of her looks (hers or her consultant's) for the day; a tap plans it. */
export function LookPickerDialog({
  day,
  busy,
  onPick,
  onClose,
}: {
  day: string | null;
  busy: boolean;
  onPick: (outfitId: string) => void;
  onClose: () => void;
}) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const looks = useLooksToPlan(q, day !== null);
  const items = looks.data?.items ?? [];
  return (
    <Dialog open={day !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Prévoir une tenue</DialogTitle>
          <DialogDescription>{day ? `Pour ${weekdayLabel(day)}` : ''}</DialogDescription>
        </DialogHeader>
        <SearchField
          label="Rechercher une tenue"
          placeholder="Rechercher une tenue..."
          value={search}
          onChange={setSearch}
          pending={looks.isFetching && !looks.isPending}
        />
        <div className="mt-4">
          {looks.isPending ? (
            <div className="flex justify-center py-10">
              <Spinner />
            </div>
          ) : looks.isError ? (
            <LoadFailure message="Impossible de charger vos tenues." onRetry={() => void looks.refetch()} />
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-gray-300 px-6 py-10 text-center">
              <Sparkles className="size-6 text-brand-600" aria-hidden />
              <p className="font-medium text-gray-900">
                {q ? 'Aucune tenue trouvée' : 'Aucune tenue pour l’instant'}
              </p>
              <p className="text-sm text-gray-600">
                Vos tenues et celles de votre conseiller apparaissent dans{' '}
                <Link to="/client/dashboard/outfits" className="font-medium text-brand-700 underline">
                  Mes Tenues
                </Link>
                .
              </p>
            </div>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Vos tenues">
              {items.map((look) => (
                <li key={look.id}>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => onPick(look.id)}
                    className="flex w-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white text-left transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
                  >
                    <img
                      src={look.imageUrl}
                      alt=""
                      className="aspect-square w-full bg-gray-100 object-cover"
                    />
                    <span className="p-2 text-sm font-medium break-words text-gray-900">{look.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
