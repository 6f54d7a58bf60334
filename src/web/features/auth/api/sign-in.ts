import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/web/lib/api';
import { clearOfflineData } from '~/web/lib/offline-data';
import { refreshMe } from './refresh-me';

export type SignInInput = { email: string; password: string };

export function signIn(input: SignInInput) {
  // A 401 here means wrong credentials, not an expired session.
  return api<unknown>('/api/auth/sign-in/email', { method: 'POST', json: input, signOutOn401: false });
}

/** Signs in and resolves with the signed-in profile. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      await signIn(input);
      // What a previous session left for offline use is not hers.
      await clearOfflineData();
      return refreshMe(queryClient);
    },
  });
}
