import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/web/lib/api';
import { refreshMe } from './refresh-me';

export type ResetPasswordInput = { token: string; newPassword: string };

export function resetPassword(input: ResetPasswordInput) {
  return api<unknown>('/api/auth/reset-password', { method: 'POST', json: input, signOutOn401: false });
}

/** A reset closes every session of the account, this browser's included. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => refreshMe(queryClient),
  });
}
