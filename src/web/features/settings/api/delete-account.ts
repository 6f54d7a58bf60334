import { useMutation } from '@tanstack/react-query';
import { api } from '~/web/lib/api';

/** DELETE /api/me: erases the account and its files, and ends the session. */
export function deleteAccount() {
  return api<void>('/api/me', { method: 'DELETE' });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
