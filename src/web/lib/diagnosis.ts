import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Diagnosis, DiagnosisInput } from '~/domain/diagnosis';
import { api } from './api';
import { clientDetailKey } from './client-detail-key';

/** The signed-in client's diagnosis ('Mon diagnostic'). */
export const myDiagnosisQueryOptions = queryOptions({
  queryKey: ['me', 'diagnosis'],
  queryFn: ({ signal }) => api<Diagnosis>('/api/me/diagnosis', { signal }),
});

const clientDiagnosisKey = (clientId: string) => [...clientDetailKey(clientId), 'diagnosis'] as const;

/** A linked client's diagnosis, on her file's 'Diagnostic' tab and beside the outfit editor. */
export const clientDiagnosisQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: clientDiagnosisKey(clientId),
    queryFn: ({ signal }) =>
      api<Diagnosis>(`/api/clients/${encodeURIComponent(clientId)}/diagnosis`, { signal }),
  });

/** Saves the whole diagnosis; every list of her file shows new palette verdicts afterwards. */
export function useSaveDiagnosis(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DiagnosisInput) =>
      api<Diagnosis>(`/api/clients/${encodeURIComponent(clientId)}/diagnosis`, {
        method: 'PUT',
        json: input,
      }),
    onSuccess: (diagnosis) => {
      queryClient.setQueryData(clientDiagnosisKey(clientId), diagnosis);
      void queryClient.invalidateQueries({
        queryKey: clientDetailKey(clientId),
        predicate: (query) => query.queryKey[3] !== 'diagnosis',
      });
    },
  });
}
