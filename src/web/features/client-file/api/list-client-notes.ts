import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ClientNote } from '~/domain/client-notes';
import { NOTES_PAGE_SIZE } from '~/domain/limits';
import type { Page } from '~/domain/wardrobe';
import { api } from '~/web/lib/api';
import { clientDetailKey } from '~/web/lib/client-detail-key';

export const clientNotesKey = (clientId: string) => [...clientDetailKey(clientId), 'notes'] as const;

export function listClientNotes(clientId: string, q: string, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(NOTES_PAGE_SIZE) });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return api<Page<ClientNote>>(`/api/clients/${encodeURIComponent(clientId)}/notes?${params}`, { signal });
}

export const clientNotesQueryOptions = (clientId: string, q: string) =>
  infiniteQueryOptions({
    queryKey: [...clientNotesKey(clientId), q],
    queryFn: ({ pageParam, signal }) => listClientNotes(clientId, q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** The consultant's private notes on the client, newest first, searched on the server. */
export function useClientNotes(clientId: string, q: string) {
  return useInfiniteQuery({ ...clientNotesQueryOptions(clientId, q), placeholderData: keepPreviousData });
}
