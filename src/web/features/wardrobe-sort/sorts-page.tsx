import { ArrowRight, ListChecks } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  CATEGORIES,
  CATEGORY_TAB_LABELS,
  SEASONS,
  SEASON_LABELS,
  type Category,
  type Season,
} from '~/domain/clothing';
import {
  SORT_DECISION_LABELS,
  SORT_DECISIONS,
  SORT_MESSAGES,
  type WardrobeSortSummary,
} from '~/domain/wardrobe-sort-texts';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import { NativeSelect } from '~/web/components/ui/native-select';
import { Spinner } from '~/web/components/ui/spinner';
import { errorMessage } from '~/web/lib/error-message';
import { formatDate } from '~/web/lib/format';
import { toast } from '~/web/lib/toast';
import { sortScope, useReport, useSortPlace, useSorts, useStartSort } from './api';

/** 'Tri de garde-robe': start a sort (all of it, a category or a season), and the sorts kept with their dates. */
export function WardrobeSortsPage() {
  const { clientId, base, viewer } = useSortPlace();
  const sorts = useSorts(clientId);
  const start = useStartSort();
  const navigate = useNavigate();
  const id = useId();
  const [category, setCategory] = useState<Category | ''>('');
  const [season, setSeason] = useState<Season>('all');

  async function onStart(event: FormEvent) {
    event.preventDefault();
    try {
      const sort = await start.mutateAsync({
        clientId,
        ...(category ? { category } : {}),
        ...(season !== 'all' ? { season } : {}),
      });
      navigate(`${base}/${sort.id}`);
    } catch (error) {
      toast.error('Erreur', { description: errorMessage(error) });
    }
  }

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{SORT_MESSAGES.title}</h1>
        <p className="mt-1 text-gray-500">
          {viewer === 'client'
            ? 'Chaque vêtement à son tour : garder, retoucher, donner ou vendre. Seule ou avec votre conseillère.'
            : 'Chaque vêtement de votre cliente à son tour, ensemble ou à distance : ses décisions s’affichent en direct.'}
        </p>
      </header>

      <form
        onSubmit={onStart}
        aria-labelledby={`${id}-start`}
        className="space-y-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
      >
        <h2 id={`${id}-start`} className="font-semibold text-gray-900">
          Commencer un tri
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <label htmlFor={`${id}-category`} className="text-sm font-medium text-gray-700">
              Catégorie
            </label>
            <NativeSelect
              id={`${id}-category`}
              value={category}
              onChange={(event) => setCategory(event.target.value as Category | '')}
            >
              <option value="">Toute la garde-robe</option>
              {CATEGORIES.map((option) => (
                <option key={option} value={option}>
                  {CATEGORY_TAB_LABELS[option]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-season`} className="text-sm font-medium text-gray-700">
              Saison
            </label>
            <NativeSelect
              id={`${id}-season`}
              value={season}
              onChange={(event) => setSeason(event.target.value as Season)}
            >
              {SEASONS.map((option) => (
                <option key={option} value={option}>
                  {SEASON_LABELS[option]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <Button type="submit" disabled={start.isPending || clientId === ''} className="min-h-11">
          <ListChecks aria-hidden />
          Commencer le tri
        </Button>
      </form>

      {sorts.data?.items[0] && <LastSortSummary sort={sorts.data.items[0]} base={base} />}

      <section aria-labelledby={`${id}-list`} className="space-y-3">
        <h2 id={`${id}-list`} className="font-semibold text-gray-900">
          Tris précédents
        </h2>
        {sorts.isPending ? (
          <Spinner label="Chargement des tris..." />
        ) : sorts.isError ? (
          <LoadFailure message="Impossible de charger les tris." onRetry={() => void sorts.refetch()} />
        ) : sorts.data.items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-8 text-center text-gray-500">
            Aucun tri pour le moment.
          </p>
        ) : (
          <ul className="space-y-2">
            {sorts.data.items.map((sort) => (
              <li key={sort.id}>
                <Link
                  to={`${base}/${sort.id}`}
                  className="flex items-center justify-between gap-3 rounded-xl border border-gray-200 bg-white px-4 py-3 hover:border-brand-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  <span className="min-w-0">
                    <span className="block font-medium text-gray-900">
                      Créé le {formatDate(sort.createdAt)}
                      {sort.startedBy ? ` par ${sort.startedBy.name}` : ''}
                    </span>
                    <span className="block text-sm text-gray-500">
                      {sortScope(sort)} · {sort.decided} décision{sort.decided > 1 ? 's' : ''} ·{' '}
                      {sort.finishedAt ? `terminé le ${formatDate(sort.finishedAt)}` : 'en cours'}
                    </span>
                  </span>
                  <ArrowRight className="size-4 shrink-0 text-gray-400" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The last sort at a glance: its decisions counted, and the way to its report. */
function LastSortSummary({ sort, base }: { sort: WardrobeSortSummary; base: string }) {
  const report = useReport(sort.id);
  const id = useId();
  if (!report.data) return null;
  const { counts, missing } = report.data;
  return (
    <section
      aria-labelledby={`${id}-last`}
      className="space-y-3 rounded-2xl border border-brand-100 bg-brand-50/40 p-5"
    >
      <h2 id={`${id}-last`} className="font-semibold text-gray-900">
        Dernier tri, du {formatDate(sort.createdAt)}
      </h2>
      <ul className="flex flex-wrap gap-2 text-sm">
        {SORT_DECISIONS.filter((decision) => counts[decision] > 0).map((decision) => (
          <li key={decision} className="rounded-full bg-white px-3 py-1 text-gray-800 ring-1 ring-gray-200">
            {SORT_DECISION_LABELS[decision]} : {counts[decision]}
          </li>
        ))}
        {counts.undecided > 0 && (
          <li className="rounded-full bg-white px-3 py-1 text-gray-800 ring-1 ring-gray-200">
            À décider : {counts.undecided}
          </li>
        )}
      </ul>
      {missing.length > 0 && (
        <p className="text-sm text-gray-700">
          {missing.length} manque{missing.length > 1 ? 's' : ''} dans la garde-robe
        </p>
      )}
      <Link
        to={`${base}/${sort.id}/bilan`}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        Voir le bilan
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </section>
  );
}
