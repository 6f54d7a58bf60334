import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import type { Page } from '~/domain/wardrobe';
import { cn } from '~/web/lib/cn';
import { LoadFailure } from './load-failure';
import { LoadMore } from './load-more';

/**
 * A paged list of cards with its states: the French failure with 'Réessayer', card-shaped placeholders while the
 * first page loads, the empty message, then the cards and the next pages on scroll.
 */
export function PagedCardGrid<T extends { id: string }>({
  list,
  failedMessage,
  emptyMessage,
  className,
  placeholders = 3,
  children,
}: {
  list: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  failedMessage: string;
  emptyMessage: ReactNode;
  /** The grid's columns and gaps. */
  className: string;
  placeholders?: number;
  /** A card, given its place in the list (the first row's pictures load at once). */
  children: (item: T, index: number) => ReactNode;
}) {
  const { fetchNextPage, isFetchingNextPage } = list;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  if (list.isError && !list.data) {
    return <LoadFailure message={failedMessage} onRetry={() => void list.refetch()} />;
  }
  if (list.isPending) {
    return (
      <div className={cn('grid', className)} aria-busy>
        {Array.from({ length: placeholders }, (_, index) => (
          <div key={index} className="aspect-[3/4] animate-pulse rounded-2xl bg-gray-100" />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center text-gray-500">
        {emptyMessage}
      </p>
    );
  }
  return (
    <>
      <ul className={cn('grid', className)}>
        {items.map((item, index) => (
          <li key={item.id} className="min-w-0">
            {children(item, index)}
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
