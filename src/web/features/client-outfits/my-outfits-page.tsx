import { Loader2, Plus, RotateCcw, Search, Sparkles } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { toast } from '~/web/lib/toast';
import type { OutfitSummary } from '~/domain/outfits';
import { OUTFIT_MESSAGES } from '~/domain/outfit-texts';
import { displayName } from '~/domain/person';
import { LoadMore } from '~/web/components/load-more';
import { OutfitStatus } from '~/web/components/outfit/outfit-status';
import { Button } from '~/web/components/ui/button';
import { Input } from '~/web/components/ui/input';
import { formatDate } from '~/web/lib/format';
import { useDebouncedValue } from '~/web/lib/use-debounced-value';
import { Link, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs';
import { ProposalsView } from './proposals-view';
import { useMyOutfits } from './api/my-outfits';
import { OutfitDetailsDialog } from './outfit-details-dialog';
import { OUTFITS_FIRST_ROW, pictureLoading } from '~/web/lib/picture-loading';
import { NewMarker } from '~/web/components/new-marker';
import { useNewOnVisit, useNewsCount } from '~/web/lib/news';
import { NEWS_TEXTS } from '~/domain/notification-texts';

type View = 'outfits' | 'proposals';

/** §2 Client outfits ('Mes Tenues'): her outfits, and the garments proposed to her ('?vue=propositions'). */
export function MyOutfitsPage() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('vue') === 'propositions' ? 'proposals' : 'outfits';
  const newProposals = useNewsCount('proposals');
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">Mes Tenues</h1>
        <p className="mt-1 text-gray-500">Découvrez vos tenues créées par votre conseiller</p>
      </header>
      <Tabs
        value={view}
        onValueChange={(next) =>
          setParams(next === 'proposals' ? { vue: 'propositions' } : {}, { replace: true })
        }
      >
        <TabsList aria-label="Affichage">
          <TabsTrigger value="outfits">Tenues</TabsTrigger>
          <TabsTrigger value="proposals">
            Propositions
            {newProposals && view !== 'proposals' && (
              <span className="ml-1.5 min-w-5 rounded-full bg-brand-600 px-1.5 py-0.5 text-xs font-semibold leading-4 text-white">
                {newProposals}
                <span className="sr-only"> {NEWS_TEXTS.count(newProposals)}</span>
              </span>
            )}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="outfits" className="mt-6 focus-visible:outline-none">
          <OutfitsView />
        </TabsContent>
        <TabsContent value="proposals" className="mt-6 focus-visible:outline-none">
          <ProposalsView />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** Search, the outfit cards and their details. */
function OutfitsView() {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const list = useMyOutfits(q);
  const outfits = list.data?.pages.flatMap((page) => page.items) ?? [];
  const [open, setOpen] = useState<OutfitSummary | null>(null);
  const fresh = useNewOnVisit('looks');
  const { fetchNextPage, isFetchingNextPage } = list;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);

  useEffect(() => {
    if (list.isError) toast.error('Erreur', { description: OUTFIT_MESSAGES.loadFailed });
  }, [list.isError]);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full max-w-md">
          <label htmlFor={searchId} className="sr-only">
            Rechercher une tenue ou un conseiller
          </label>
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-gray-400" />
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Rechercher une tenue ou un conseiller..."
            className="pl-9 pr-9"
            autoComplete="off"
          />
          {list.isFetching && list.isPlaceholderData && (
            <Loader2
              className="absolute right-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-gray-400"
              aria-hidden
            />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/client/dashboard/idees">
              <Sparkles aria-hidden />
              Idées de tenues
            </Link>
          </Button>
          <Button asChild>
            <Link to="/client/dashboard/outfits/composer">
              <Plus aria-hidden />
              Composer une tenue
            </Link>
          </Button>
        </div>
      </div>

      {list.isError && !list.data ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-white p-10"
        >
          <p className="font-medium text-gray-900">{OUTFIT_MESSAGES.loadFailed}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            <RotateCcw aria-hidden />
            Réessayer
          </Button>
        </div>
      ) : list.isPending ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3" aria-busy>
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="aspect-[3/4] animate-pulse rounded-2xl bg-gray-100" />
          ))}
        </div>
      ) : outfits.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center text-gray-500">
          {q ? OUTFIT_MESSAGES.emptySearch : OUTFIT_MESSAGES.emptyClient}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {outfits.map((outfit, index) => (
            <li key={outfit.id} className="min-w-0">
              <article
                aria-label={outfit.name}
                className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm"
              >
                {fresh.has(outfit.id) && <NewMarker className="absolute left-3 top-3 shadow-sm" />}
                <img
                  src={outfit.imageUrl}
                  alt={outfit.name}
                  {...pictureLoading(index, OUTFITS_FIRST_ROW)}
                  className="aspect-square w-full bg-gray-200 object-contain"
                />
                <div className="flex flex-1 flex-col gap-3 p-4">
                  <div>
                    <h2 className="truncate font-semibold text-gray-900">{outfit.name}</h2>
                    <p className="text-sm text-gray-500">
                      Créé le {formatDate(outfit.createdAt)} par{' '}
                      {outfit.consultant ? displayName(outfit.consultant) || 'Consultant' : 'vous'}
                    </p>
                  </div>
                  <OutfitStatus outfit={outfit} />
                  <Button variant="outline" className="mt-auto" onClick={() => setOpen(outfit)}>
                    Voir les détails
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onLoadMore={loadMore}
      />
      <OutfitDetailsDialog outfit={open} onClose={() => setOpen(null)} />
    </div>
  );
}
