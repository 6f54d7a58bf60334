import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { CLIENTS_PAGE_SIZE, type ClientSummary } from '~/domain/clients';
import type { Page } from '~/domain/wardrobe';
import { api } from '~/web/lib/api';

export const clientsKey = ['clients', 'list'] as const;

export function listClients(q: string, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(CLIENTS_PAGE_SIZE) });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return api<Page<ClientSummary>>(`/api/clients?${params}`, { signal });
}

export const clientsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...clientsKey, q],
    queryFn: ({ pageParam, signal }) => listClients(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** The consultant's clients, newest link first, searched on the server by name and email. */
export function useClients(q: string) {
  return useInfiniteQuery({ ...clientsQueryOptions(q), placeholderData: keepPreviousData });
}
