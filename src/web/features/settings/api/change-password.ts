import { useMutation } from '@tanstack/react-query';
import { api } from '~/web/lib/api';

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

/**
 * POST /api/auth/change-password. Other sessions are revoked; this one is replaced by a new session whose
 * cookie comes back with the answer, so the user stays signed in here.
 */
export function changePassword(input: ChangePasswordInput) {
  return api<unknown>('/api/auth/change-password', {
    method: 'POST',
    json: { ...input, revokeOtherSessions: true },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
