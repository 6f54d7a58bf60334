import { Inbox, UserPlus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { CLIENT_MESSAGES } from '~/domain/client-texts';
import { displayName } from '~/domain/person';
import { LoadFailure } from '~/web/components/load-failure';
import { LoadMore } from '~/web/components/load-more';
import { SearchField } from '~/web/components/search-field';
import { Button } from '~/web/components/ui/button';
import { useNewOnVisit } from '~/web/lib/news';
import { useMe } from '~/web/lib/session';
import { useDebouncedValue } from '~/web/lib/use-debounced-value';
import { useClients } from './api/list-clients';
import { ClientCard, ClientCardSkeleton } from './client-card';
import { FollowUpsSection } from './follow-ups-section';
import { InvitationsSection } from './invitations-section';
import { InviteDialog } from './invite-dialog';

const SEARCH_DEBOUNCE_MS = 250;

/**
 * §2 Consultant home ('Mon espace personnel'): the clients to get back to, the invitations on their way, search,
 * the 'Nouveau Client' card and the client cards.
 */
export function PortfolioPage() {
  const me = useMe();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [attention, setAttention] = useState(false);
  const list = useClients(q, attention);
  const clients = list.data?.pages.flatMap((page) => page.items) ?? [];
  const [inviting, setInviting] = useState(false);
  const fresh = useNewOnVisit('clients');
  const { fetchNextPage, isFetchingNextPage } = list;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  const searching = list.isFetching && !list.isFetchingNextPage && list.isPlaceholderData;

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">Mon espace personnel</h1>
        <p className="mt-1 text-gray-500">Retrouvez vos clients, leurs silhouettes et leurs tenues</p>
      </header>

      <FollowUpsSection />

      <InvitationsSection />

      <SearchField
        label="Rechercher un client"
        placeholder="Rechercher un client par nom ou email..."
        value={search}
        onChange={setSearch}
        pending={searching}
      />
      <Button
        variant="outline"
        aria-pressed={attention}
        onClick={() => setAttention((on) => !on)}
        className="aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
      >
        <Inbox aria-hidden />À traiter
      </Button>

      {list.isError && !list.data ? (
        <LoadFailure message={CLIENT_MESSAGES.loadListFailed} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <ul
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4"
            aria-busy={list.isPending}
          >
            <li>
              <button
                type="button"
                onClick={() => setInviting(true)}
                className="flex h-full min-h-44 w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50/50 p-5 text-brand-700 transition-colors hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <UserPlus className="size-8" aria-hidden />
                <span className="font-semibold">Nouveau Client</span>
                <span className="text-sm text-brand-600">Inviter un client par lien</span>
              </button>
            </li>
            {list.isPending
              ? Array.from({ length: 3 }, (_, index) => (
                  <li key={index}>
                    <ClientCardSkeleton />
                  </li>
                ))
              : clients.map((client) => (
                  <li key={client.id} className="min-w-0">
                    <ClientCard client={client} isNew={fresh.has(client.id)} />
                  </li>
                ))}
          </ul>
          {!list.isPending && clients.length === 0 && (
            <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center text-gray-500">
              {attention
                ? 'Rien à traiter : aucune réponse ni réaction nouvelle, aucune tenue à revoir.'
                : q
                  ? CLIENT_MESSAGES.emptySearch
                  : CLIENT_MESSAGES.emptyPortfolio}
            </p>
          )}
          <LoadMore
            hasNextPage={list.hasNextPage}
            loading={list.isFetchingNextPage}
            failed={list.isFetchNextPageError}
            onLoadMore={loadMore}
          />
        </>
      )}

      <InviteDialog
        open={inviting}
        onOpenChange={setInviting}
        consultantName={me.data ? displayName(me.data) : 'Votre conseiller'}
      />
    </div>
  );
}
