import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { OutfitDetail, OutfitSummary, UpdateOutfitInput } from '~/domain/outfits';
import { OUTFITS_PAGE_SIZE } from '~/domain/outfits';
import type { Page } from '~/domain/wardrobe';
import { api } from '~/web/lib/api';

export const clientOutfitsKey = (clientId: string) => ['clients', 'detail', clientId, 'outfits'] as const;

export function listClientOutfits(clientId: string, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(OUTFITS_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return api<Page<OutfitSummary>>(`/api/clients/${encodeURIComponent(clientId)}/outfits?${params}`, {
    signal,
  });
}

/** The outfits this consultant made for the client, newest first. */
export function useClientOutfits(clientId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: clientOutfitsKey(clientId),
      queryFn: ({ pageParam, signal }) => listClientOutfits(clientId, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.nextCursor,
    }),
  );
}

export function useOutfit(outfitId: string | null) {
  return useQuery({
    queryKey: ['outfits', outfitId],
    queryFn: ({ signal }) => api<OutfitDetail>(`/api/outfits/${outfitId}`, { signal }),
    enabled: outfitId !== null,
  });
}

/** Creates the outfit with its picture and garments in one call. */
export function createOutfit(
  clientId: string,
  input: { name: string; comments: string; itemIds: string[]; image: Blob },
) {
  const body = new FormData();
  body.set('name', input.name);
  body.set('comments', input.comments);
  body.set('itemIds', JSON.stringify(input.itemIds));
  body.set('image', input.image, 'tenue.png');
  return api<OutfitDetail>(`/api/clients/${encodeURIComponent(clientId)}/outfits`, { method: 'POST', body });
}

export function useCreateOutfit(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof createOutfit>[1]) => createOutfit(clientId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientOutfitsKey(clientId) }),
  });
}

export function useUpdateOutfit(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateOutfitInput }) =>
      api<OutfitDetail>(`/api/outfits/${id}`, { method: 'PATCH', json: input }),
    onSuccess: (outfit) => {
      queryClient.setQueryData(['outfits', outfit.id], outfit);
      return queryClient.invalidateQueries({ queryKey: clientOutfitsKey(clientId) });
    },
  });
}

export function useDeleteOutfit(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/outfits/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientOutfitsKey(clientId) }),
  });
}
