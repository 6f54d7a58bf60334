import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Occasion, Season } from '~/domain/clothing';
import type { OutfitIdeasAnswer } from '~/domain/outfit-ideas/outfit-ideas-texts';
import type { OutfitSummary } from '~/domain/outfits';
import type { Page } from '~/domain/wardrobe';
import { api } from '~/web/lib/api';

export type IdeasQuery = { seed?: string; keep?: string; season?: Season; occasion?: Occasion };

export const outfitIdeasKeys = {
  all: ['outfit-ideas'] as const,
  list: (clientId: string, query: IdeasQuery) =>
    [
      'outfit-ideas',
      clientId,
      query.seed ?? null,
      query.keep ?? null,
      query.season ?? null,
      query.occasion ?? null,
    ] as const,
};

/**
 * Her ideas for a seed, a kept piece, a season and an occasion (each left to the server when absent: today, none,
 * today's, any).
 */
export function useOutfitIdeas(clientId: string, query: IdeasQuery) {
  return useQuery({
    queryKey: outfitIdeasKeys.list(clientId, query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (query.seed) params.set('seed', query.seed);
      if (query.keep) params.set('keep', query.keep);
      if (query.season) params.set('season', query.season);
      if (query.occasion) params.set('occasion', query.occasion);
      const search = params.size ? `?${params.toString()}` : '';
      return api<OutfitIdeasAnswer>(`/api/clients/${encodeURIComponent(clientId)}/outfit-ideas${search}`, {
        signal,
      });
    },
    enabled: clientId !== '',
    // A new seed or piece keeps the cards of the last answer on screen until the new ones come.
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

/** 'Pas pour moi': the idea is not proposed again for 30 days. */
export function useRejectIdea(clientId: string) {
  return useMutation({
    mutationFn: (signature: string) =>
      api<void>(`/api/clients/${encodeURIComponent(clientId)}/outfit-ideas/rejections`, {
        method: 'POST',
        json: { signature },
      }),
  });
}

/** 'Garder cette tenue': the idea becomes one of her own looks ('Mes Tenues'). */
export function useKeepLook(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (look: { name: string; itemIds: string[] }) =>
      api<{ outfit?: { id: string } }>(`/api/clients/${encodeURIComponent(clientId)}/own-outfits`, {
        method: 'POST',
        json: look,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['outfits', 'mine'] });
    },
  });
}

/** Her consultant's latest looks, which come before the engine's ideas. */
export function useConsultantLooks() {
  return useQuery({
    queryKey: ['outfits', 'mine', 'from-consultant'],
    queryFn: async ({ signal }) => {
      const page = await api<Page<OutfitSummary>>(`/api/outfits?limit=12`, { signal });
      return page.items.filter((outfit) => outfit.consultant !== null).slice(0, 3);
    },
  });
}
