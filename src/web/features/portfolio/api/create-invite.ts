import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedInvite } from '~/domain/invites';
import { api } from '~/web/lib/api';

export function createInvite(email: string) {
  return api<CreatedInvite>('/api/invites', { method: 'POST', json: { email } });
}

export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvite,
    // An accepted invite shows up in the portfolio; refresh it on the next visit.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clients', 'list'] }),
  });
}
