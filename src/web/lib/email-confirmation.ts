import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/web/lib/toast';
import { api } from './api';
import { meQueryKey } from './session';

export const CONFIRMATION_MESSAGES = {
  sent: 'Email de confirmation envoyé',
  sentDescription: 'Ouvrez le lien reçu pour confirmer votre adresse email.',
  sendFailed: "Impossible d'envoyer l'email de confirmation",
  resend: "Renvoyer l'email de confirmation",
  sending: 'Envoi...',
} as const;

/**
 * POST /api/auth/send-verification-email: the confirmation mail again, to the signed-in user's own address;
 * with an invitation, the mail's link leads back to it.
 */
export function sendConfirmationMail(inviteToken?: string) {
  return api<{ status: true; message: string }>('/api/auth/send-verification-email', {
    method: 'POST',
    json: inviteToken ? { inviteToken } : {},
  });
}

export function useSendConfirmationMail(inviteToken?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendConfirmationMail(inviteToken),
    onSuccess: () =>
      toast.success(CONFIRMATION_MESSAGES.sent, { description: CONFIRMATION_MESSAGES.sentDescription }),
    onError: (error) => {
      toast.error(CONFIRMATION_MESSAGES.sendFailed, { description: error.message || undefined });
      // Perhaps confirmed meanwhile in another tab: let the screen catch up.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
