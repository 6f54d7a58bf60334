import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientSummary } from '~/domain/clients';
import { api } from '~/web/lib/api';

export const clientQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['clients', 'detail', clientId],
    queryFn: () => api<ClientSummary>(`/api/clients/${clientId}`),
  });

export function useClient(clientId: string) {
  return useQuery(clientQueryOptions(clientId));
}
