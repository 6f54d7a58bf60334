import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedInvite } from '~/domain/invites';
import { api } from '~/web/lib/api';
import { invitationsKey } from './invitations';

/** `withQuestionnaire`: 'Joindre le questionnaire de style', sent to her as she joins. */
export function createInvite({ email, withQuestionnaire }: { email: string; withQuestionnaire: boolean }) {
  return api<CreatedInvite>('/api/invites', { method: 'POST', json: { email, withQuestionnaire } });
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
