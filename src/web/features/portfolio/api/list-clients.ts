import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ClientSummary } from '~/domain/clients';
import { CLIENTS_PAGE_SIZE } from '~/domain/limits';
import type { Page } from '~/domain/wardrobe';
import { api } from '~/web/lib/api';

export const clientsKey = ['clients', 'list'] as const;

export function listClients(q: string, attention: boolean, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(CLIENTS_PAGE_SIZE) });
  if (q) params.set('q', q);
  if (attention) params.set('attention', 'true');
  if (cursor) params.set('cursor', cursor);
  return api<Page<ClientSummary>>(`/api/clients?${params}`, { signal });
}

export const clientsQueryOptions = (q: string, attention = false) =>
  infiniteQueryOptions({
    queryKey: [...clientsKey, q, attention],
    queryFn: ({ pageParam, signal }) => listClients(q, attention, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** The consultant's clients, newest link first, searched on the server by name and email; 'À traiter' only. */
export function useClients(q: string, attention = false) {
  return useInfiniteQuery({ ...clientsQueryOptions(q, attention), placeholderData: keepPreviousData });
}
