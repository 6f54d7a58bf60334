import { useMutation } from '@tanstack/react-query';
import { api } from '~/web/lib/api';

/** The server answers the same whether or not the email has an account. */
export function requestPasswordReset(email: string) {
  return api<unknown>('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email },
    signOutOn401: false,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
