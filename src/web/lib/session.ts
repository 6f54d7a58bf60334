import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Me } from '~/domain/profile';
import { api, ApiError } from './api';

export const meQueryKey = ['me'] as const;

/** The signed-in user, or null when signed out. */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: async (): Promise<Me | null> => {
    try {
      return await api<Me>('/api/me', { signOutOn401: false });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
});

export function useMe() {
  return useQuery(meQueryOptions);
}

export async function signOut(queryClient: QueryClient) {
  await api('/api/auth/sign-out', { method: 'POST', json: {}, retry: true, signOutOn401: false }).catch(
    () => {},
  );
  queryClient.clear();
  queryClient.setQueryData(meQueryKey, null);
}
