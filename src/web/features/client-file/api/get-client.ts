import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientSummary } from '~/domain/clients';
import { api } from '~/web/lib/api';
import { clientDetailKey } from '~/web/lib/client-detail-key';

export const clientQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: clientDetailKey(clientId),
    queryFn: () => api<ClientSummary>(`/api/clients/${clientId}`),
  });

export function useClient(clientId: string) {
  return useQuery(clientQueryOptions(clientId));
}
