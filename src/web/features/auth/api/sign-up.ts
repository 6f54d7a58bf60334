import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpInput } from '~/domain/auth';
import { api } from '~/web/lib/api';
import { refreshMe } from './refresh-me';

export function signUp(input: SignUpInput) {
  return api<{ user: { id: string } }>('/api/auth/sign-up/email', {
    method: 'POST',
    json: input,
    signOutOn401: false,
  });
}

/** Creates the account (the server signs it in) and resolves with the signed-in profile. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      await signUp(input);
      return refreshMe(queryClient);
    },
  });
}
