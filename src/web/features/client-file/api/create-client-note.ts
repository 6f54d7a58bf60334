import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientNote } from '~/domain/client-notes';
import { api } from '~/web/lib/api';
import { clientNotesKey } from './list-client-notes';

export function createClientNote(clientId: string, body: string) {
  return api<ClientNote>(`/api/clients/${encodeURIComponent(clientId)}/notes`, {
    method: 'POST',
    json: { body },
  });
}

export function useCreateClientNote(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => createClientNote(clientId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientNotesKey(clientId) }),
  });
}
