import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OutfitSummary } from '~/domain/outfits';
import type { Page } from '~/domain/wardrobe';
import { api } from '~/web/lib/api';

/** Her looks to plan from (hers and her consultant's), searched by name on the server: the first 100. */
export function useLooksToPlan(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['outfits', 'mine', 'to-plan', q],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: '100' });
      if (q) params.set('q', q);
      return api<Page<OutfitSummary>>(`/api/outfits?${params}`, { signal });
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
