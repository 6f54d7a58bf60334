import { useCallback } from 'react';
import { LoadFailure } from '~/web/components/load-failure';
import { LoadMore } from '~/web/components/load-more';
import { useMyProposals } from './api/my-proposals';
import { ProposalCard } from './proposal-card';

/** 'Propositions': the garments her consultants proposed, each with her answer. */
export function ProposalsView() {
  const list = useMyProposals();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const { fetchNextPage, isFetchingNextPage } = list;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);

  if (list.isError && !list.data) {
    return (
      <LoadFailure message="Impossible de charger vos propositions" onRetry={() => void list.refetch()} />
    );
  }
  if (list.isPending) {
    return (
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy>
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="aspect-[3/4] animate-pulse rounded-2xl bg-gray-100" />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center text-gray-500">
        Aucune proposition pour le moment : les vêtements que votre conseillère vous propose apparaîtront ici.
      </p>
    );
  }
  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id} className="min-w-0">
            <ProposalCard item={item} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onLoadMore={loadMore}
      />
    </>
  );
}
