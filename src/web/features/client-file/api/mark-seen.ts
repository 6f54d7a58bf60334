import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '~/web/lib/api';

/** Opening the client's file marks her answers and reactions as seen; the portfolio's cards follow. */
export function useMarkSeen(clientId: string) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: () => api<void>(`/api/clients/${encodeURIComponent(clientId)}/seen`, { method: 'PUT' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clients', 'list'] }),
  });
  useEffect(() => {
    if (clientId) mutate();
  }, [clientId, mutate]);
}
