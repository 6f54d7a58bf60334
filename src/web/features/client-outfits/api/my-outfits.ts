import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { OutfitDetail, OutfitReaction, OutfitSummary } from '~/domain/outfits';
import { OUTFITS_PAGE_SIZE } from '~/domain/limits';
import type { Page } from '~/domain/wardrobe';
import { api } from '~/web/lib/api';

export function listMyOutfits(q: string, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(OUTFITS_PAGE_SIZE) });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return api<Page<OutfitSummary>>(`/api/outfits?${params}`, { signal });
}

/** The signed-in client's outfits, newest first, searched on the server by outfit or consultant name. */
export function useMyOutfits(q: string) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: ['outfits', 'mine', q],
      queryFn: ({ pageParam, signal }) => listMyOutfits(q, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.nextCursor,
    }),
    placeholderData: keepPreviousData,
  });
}

export function useOutfitDetail(outfitId: string | null) {
  return useQuery({
    queryKey: ['outfits', outfitId],
    queryFn: ({ signal }) => api<OutfitDetail>(`/api/outfits/${outfitId}`, { signal }),
    enabled: outfitId !== null,
  });
}

/** Her reaction to an outfit; she can change it. */
export function useReactToOutfit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ outfitId, ...input }: { outfitId: string; reaction: OutfitReaction; comment: string }) =>
      api<OutfitDetail>(`/api/outfits/${encodeURIComponent(outfitId)}/reaction`, {
        method: 'PUT',
        json: input,
      }),
    onSuccess: (outfit) => {
      queryClient.setQueryData(['outfits', outfit.id], outfit);
      void queryClient.invalidateQueries({ queryKey: ['outfits', 'mine'] });
    },
  });
}

/** A look she composed herself goes, with its picture. */
export function useDeleteOwnOutfit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outfitId: string) =>
      api<void>(`/api/outfits/${encodeURIComponent(outfitId)}`, { method: 'DELETE' }),
    onSuccess: (_, outfitId) => {
      queryClient.removeQueries({ queryKey: ['outfits', outfitId] });
      void queryClient.invalidateQueries({ queryKey: ['outfits', 'mine'] });
    },
  });
}
