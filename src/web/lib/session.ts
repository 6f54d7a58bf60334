import { clearOfflineData } from './offline-data';
import { clearAllDrafts } from './drafts';
import { MutationObserver, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Me } from '~/domain/profile';
import { api, ApiError } from './api';
import { retryIfIdempotent } from './query-client';

export const meQueryKey = ['me'] as const;

/**
 * The signed-in user, or null when signed out. While her address is unconfirmed, it is asked again each time the
 * window comes back into view: confirmed from another device (the phone's mail app), the open page learns it.
 */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  refetchOnWindowFocus: (query) => (query.state.data?.emailVerified === false ? 'always' : false),
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

/**
 * Ends the session on the server, then forgets everything cached. Signing out twice does no harm, so a
 * transient failure is retried like a query; not paused while offline, so the user is signed out here anyway.
 */
export async function signOut(queryClient: QueryClient) {
  await new MutationObserver(queryClient, {
    mutationFn: () => api('/api/auth/sign-out', { method: 'POST', json: {}, signOutOn401: false }),
    ...retryIfIdempotent,
    networkMode: 'always',
  })
    .mutate()
    .catch(() => {});
  queryClient.clear();
  queryClient.setQueryData(meQueryKey, null);
  clearAllDrafts();
  await clearOfflineData();
}
