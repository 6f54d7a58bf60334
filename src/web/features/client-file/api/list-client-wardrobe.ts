import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Category } from '~/domain/clothing';
import { WARDROBE_PAGE_SIZE } from '~/domain/limits';
import type { ClothingItem, Page } from '~/domain/wardrobe';
import { api } from '~/web/lib/api';
import { clientDetailKey } from '~/web/lib/client-detail-key';

export function listClientWardrobe(
  clientId: string,
  category: Category | null,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({ limit: String(WARDROBE_PAGE_SIZE) });
  if (category) params.set('category', category);
  if (cursor) params.set('cursor', cursor);
  return api<Page<ClothingItem>>(`/api/clients/${encodeURIComponent(clientId)}/wardrobe?${params}`, {
    signal,
  });
}

export const clientWardrobeQueryOptions = (clientId: string, category: Category | null) =>
  infiniteQueryOptions({
    queryKey: [...clientDetailKey(clientId), 'wardrobe', category],
    queryFn: ({ pageParam, signal }) => listClientWardrobe(clientId, category, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** A linked client's garments, read-only, newest first, a page at a time. */
export function useClientWardrobe(clientId: string, category: Category | null) {
  return useInfiniteQuery({
    ...clientWardrobeQueryOptions(clientId, category),
    placeholderData: keepPreviousData,
  });
}
