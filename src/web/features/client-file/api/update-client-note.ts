import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientNote } from '~/domain/client-notes';
import { api } from '~/web/lib/api';
import { clientNotesKey } from './list-client-notes';

export function updateClientNote(clientId: string, noteId: string, body: string) {
  return api<ClientNote>(`/api/clients/${encodeURIComponent(clientId)}/notes/${encodeURIComponent(noteId)}`, {
    method: 'PATCH',
    json: { body },
  });
}

export function useUpdateClientNote(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, body }: { noteId: string; body: string }) =>
      updateClientNote(clientId, noteId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientNotesKey(clientId) }),
  });
}
