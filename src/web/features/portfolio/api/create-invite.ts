import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedInvite } from '~/domain/invites';
import { api } from '~/web/lib/api';
import { invitationsKey } from './invitations';

export function createInvite(email: string) {
  return api<CreatedInvite>('/api/invites', { method: 'POST', json: { email } });
}

export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvite,
    // The new invitation joins the list of invitations; an accepted one shows up in the portfolio.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['clients', 'list'] }),
        queryClient.invalidateQueries({ queryKey: invitationsKey }),
      ]),
  });
}
