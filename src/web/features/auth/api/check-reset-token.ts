import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/web/lib/api';

export function checkResetToken(token: string) {
  return api<{ valid: boolean }>(`/api/auth/reset-password-token/${encodeURIComponent(token)}`, {
    signOutOn401: false,
  });
}

/** Never cached: a link that has just been used must read as used. */
export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-token', token],
    queryFn: async () => (await checkResetToken(token)).valid,
    staleTime: 0,
    gcTime: 0,
  });

export function useResetTokenCheck(token: string | null) {
  return useQuery({ ...resetTokenQueryOptions(token ?? ''), enabled: !!token });
}
