import { useQuery } from '@tanstack/react-query';
import { api } from '~/web/lib/api';

import { DEFAULT_PUBLIC_CONFIG, type PublicConfig } from '~/domain/public-config';

/** The server's values; the defaults until they arrive, so the footer links always work. */
export function usePublicConfig(): PublicConfig {
  const query = useQuery({
    queryKey: ['public-config'],
    queryFn: () => api<PublicConfig>('/api/public-config', { signOutOn401: false }),
    staleTime: Infinity,
  });
  return query.data ?? DEFAULT_PUBLIC_CONFIG;
}
