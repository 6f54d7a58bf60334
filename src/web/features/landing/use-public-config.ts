import { useQuery } from '@tanstack/react-query';
import { api } from '~/web/lib/api';

export type PublicConfig = { labsUrl: string; contactEmail: string };

/** Shown until the server's values arrive, so the footer links always work. */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  labsUrl: 'https://labs.atelier-silhouette.fr',
  contactEmail: 'contact@atelier-silhouette.fr',
};

export function usePublicConfig(): PublicConfig {
  const query = useQuery({
    queryKey: ['public-config'],
    queryFn: () => api<PublicConfig>('/api/public-config', { signOutOn401: false }),
    staleTime: Infinity,
  });
  return query.data ?? DEFAULT_PUBLIC_CONFIG;
}
