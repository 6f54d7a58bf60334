import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientProfile, ConsultantMeasurements } from '~/domain/measurements';
import { api } from '~/web/lib/api';
import { clientDetailKey } from '~/web/lib/client-detail-key';

export function recordMeasurements(clientId: string, measurements: ConsultantMeasurements) {
  return api<{ profile: ClientProfile }>(`/api/clients/${encodeURIComponent(clientId)}/measurements`, {
    method: 'PUT',
    json: measurements,
  });
}

/** The measurements taken in session; her file (silhouette, history, diagnosis) and the portfolio follow. */
export function useRecordMeasurements(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (measurements: ConsultantMeasurements) => recordMeasurements(clientId, measurements),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientDetailKey(clientId) }),
        queryClient.invalidateQueries({ queryKey: ['clients', 'list'] }),
      ]),
  });
}
