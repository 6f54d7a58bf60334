import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/web/lib/api';
import { clientNotesKey } from './list-client-notes';

export function deleteClientNote(clientId: string, noteId: string) {
  return api<void>(`/api/clients/${encodeURIComponent(clientId)}/notes/${encodeURIComponent(noteId)}`, {
    method: 'DELETE',
  });
}

export function useDeleteClientNote(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => deleteClientNote(clientId, noteId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientNotesKey(clientId) }),
  });
}
