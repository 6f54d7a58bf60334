import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Category } from '~/domain/clothing';
import type { ClothingItem, Page } from '~/domain/wardrobe';
import { WARDROBE_PAGE_SIZE } from '~/domain/limits';
import { api } from '~/web/lib/api';

/** Every wardrobe query starts with this key, so mutations invalidate them all at once. */
export const wardrobeKey = ['wardrobe'] as const;

/** `palette: 'in'` is the 'Dans ma palette' filter. */
export type WardrobeFilter = { q: string; category: Category | null; palette?: 'in' | null };

export function listItems(filter: WardrobeFilter, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(WARDROBE_PAGE_SIZE) });
  if (filter.q) params.set('q', filter.q);
  if (filter.category) params.set('category', filter.category);
  if (filter.palette) params.set('palette', filter.palette);
  if (cursor) params.set('cursor', cursor);
  return api<Page<ClothingItem>>(`/api/wardrobe/items?${params}`, { signal });
}

export function wardrobeItemsQueryOptions(filter: WardrobeFilter) {
  return infiniteQueryOptions({
    queryKey: [...wardrobeKey, filter],
    queryFn: ({ pageParam, signal }) => listItems(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The signed-in client's garments, newest first, a page at a time; the server searches and filters. */
export function useWardrobeItems(filter: WardrobeFilter) {
  return useInfiniteQuery({
    ...wardrobeItemsQueryOptions(filter),
    // A new search keeps the current cards on screen until its first page arrives.
    placeholderData: keepPreviousData,
  });
}
