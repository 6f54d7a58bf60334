import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '~/domain/profile';
import { meQueryKey, meQueryOptions } from '~/web/lib/session';

/**
 * After signing in or up: everything cached under 'me' belonged to the previous visitor, so it is
 * invalidated, and the fresh profile is awaited before the caller navigates.
 */
export async function refreshMe(queryClient: QueryClient): Promise<Me | null> {
  await queryClient.invalidateQueries({ queryKey: meQueryKey });
  return queryClient.fetchQuery(meQueryOptions);
}
