import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Category } from '~/domain/clothing';
import { WARDROBE_PAGE_SIZE } from '~/domain/limits';
import type { ClothingItem, Page } from '~/domain/wardrobe';
import { api } from '~/web/lib/api';
import { clientDetailKey } from '~/web/lib/client-detail-key';

export const catalogueKey = (clientId: string) => [...clientDetailKey(clientId), 'catalogue'] as const;

export function listCatalogue(
  clientId: string,
  category: Category | null,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({ limit: String(WARDROBE_PAGE_SIZE) });
  if (category) params.set('category', category);
  if (cursor) params.set('cursor', cursor);
  return api<Page<ClothingItem>>(`/api/clients/${encodeURIComponent(clientId)}/catalogue?${params}`, {
    signal,
  });
}

export const catalogueQueryOptions = (clientId: string, category: Category | null) =>
  infiniteQueryOptions({
    queryKey: [...catalogueKey(clientId), category],
    queryFn: ({ pageParam, signal }) => listCatalogue(clientId, category, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** This consultant's proposals for the client, newest first. */
export function useCatalogue(clientId: string, category: Category | null) {
  return useInfiniteQuery(catalogueQueryOptions(clientId, category));
}
