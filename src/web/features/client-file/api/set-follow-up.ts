import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientSummary } from '~/domain/clients';
import { api } from '~/web/lib/api';
import { followUpsKey } from '~/web/lib/follow-up-key';
import { clientQueryOptions } from './get-client';

export function setFollowUp(clientId: string, followUpOn: string | null) {
  return api<{ followUpOn: string | null }>(`/api/clients/${encodeURIComponent(clientId)}/follow-up`, {
    method: 'PUT',
    json: { followUpOn },
  });
}

/** Sets or clears the day to get back to the client; the file, the portfolio and 'À relancer' follow. */
export function useSetFollowUp(clientId: string) {
  const queryClient = useQueryClient();
  const clientKey = clientQueryOptions(clientId).queryKey;
  return useMutation({
    mutationFn: (followUpOn: string | null) => setFollowUp(clientId, followUpOn),
    onSuccess: ({ followUpOn }) => {
      queryClient.setQueryData<ClientSummary>(clientKey, (client) => client && { ...client, followUpOn });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: ['clients', 'list'] }),
        queryClient.invalidateQueries({ queryKey: followUpsKey }),
      ]);
    },
  });
}
