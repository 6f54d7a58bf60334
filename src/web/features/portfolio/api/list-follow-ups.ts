import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientSummary } from '~/domain/clients';
import { api } from '~/web/lib/api';
import { followUpsKey } from '~/web/lib/follow-up-key';

export function listFollowUps(signal?: AbortSignal) {
  return api<{ items: ClientSummary[] }>('/api/follow-ups', { signal });
}

export const followUpsQueryOptions = queryOptions({
  queryKey: followUpsKey,
  queryFn: ({ signal }) => listFollowUps(signal),
});

/** The clients whose follow-up day is today or past (Europe/Paris), oldest day first. */
export function useFollowUps() {
  return useQuery(followUpsQueryOptions);
}
