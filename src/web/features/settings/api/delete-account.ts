import { useMutation } from '@tanstack/react-query';
import { api } from '~/web/lib/api';

/** DELETE /api/me with the account's password: erases the account and its files, and ends the session. */
export function deleteAccount(password: string) {
  return api<void>('/api/me', { method: 'DELETE', json: { password } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: (password: string) => deleteAccount(password) });
}
