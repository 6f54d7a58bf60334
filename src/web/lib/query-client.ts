import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** Cache rules of §9: stale after 5 minutes, collected after 10, no refetch on window focus. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
        refetchOnWindowFocus: false,
        // api() already retries transient failures with backoff; a 4xx will not get better.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
      },
    },
  });
}
