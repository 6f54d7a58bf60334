import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** Failures that clear by themselves: the server out of reach (status 0), a gateway's, a busy server's. */
const TRANSIENT = new Set([0, 502, 503, 504]);
/** Seven retries 0.2, 0.4, ... 12.8 s apart: about 25 seconds, long enough for a network blip or a restart. */
const TRANSIENT_RETRIES = 7;
const FIRST_DELAY_MS = 200;
const LONGEST_DELAY_MS = 30_000;

function retriesFor(error: unknown): number {
  if (!(error instanceof ApiError)) return 0;
  if (TRANSIENT.has(error.status)) return TRANSIENT_RETRIES;
  return error.status >= 500 ? 1 : 0;
}

/**
 * The web app's one retry policy (docs/decisions/0037-one-retry-policy.md), for queries and for the mutations
 * that are safe to repeat: a network failure, 502, 503 or 504 is retried up to 7 times; any other 5xx once;
 * a 4xx never (a 429 included: its French message says when to try again); anything that is not an ApiError
 * (an abort, a bug of ours) never.
 */
export const shouldRetry = (failureCount: number, error: unknown) => failureCount < retriesFor(error);

/** Doubles from 200 ms, waits at least what the server's Retry-After asks, and never more than 30 s. */
export function retryDelay(failureCount: number, error: unknown): number {
  const asked = error instanceof ApiError ? (error.retryAfterMs ?? 0) : 0;
  return Math.min(Math.max(FIRST_DELAY_MS * 2 ** failureCount, asked), LONGEST_DELAY_MS);
}

/** For a mutation that does no harm when sent twice (sign-out, an enhancement): the queries' policy. */
export const retryIfIdempotent = { retry: shouldRetry, retryDelay } as const;

/** Cache rules of §9: stale after 5 minutes, collected after 10, no refetch on window focus. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay,
        // Offline, a query still asks: the service worker answers from what was last seen (src/web/sw.ts),
        // where TanStack Query's default would wait for the network, 'Chargement…' on screen.
        networkMode: 'offlineFirst',
      },
      // Mutations keep TanStack Query's default, no retry: a write sent twice may be done twice. Those that
      // are idempotent opt in with `retryIfIdempotent`. Offline, a write fails at once with the network's
      // message instead of waiting, its button busy, for a connection that may come back after she left.
      mutations: { networkMode: 'always' },
    },
  });
}
