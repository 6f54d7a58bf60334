import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { OutfitDetail, OutfitDraft, OutfitSummary, UpdateOutfitInput } from '~/domain/outfits';
import { OUTFITS_PAGE_SIZE } from '~/domain/limits';
import type { Page } from '~/domain/wardrobe';
import { api } from '~/web/lib/api';
import { clientDetailKey } from '~/web/lib/client-detail-key';

export const clientOutfitsKey = (clientId: string) => [...clientDetailKey(clientId), 'outfits'] as const;

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

export type SavedOutfit = {
  name: string;
  comments: string;
  itemIds: string[];
  draft: OutfitDraft;
  /** The silhouette the image was drawn on: the server refuses 'measured' once her measurements are gone. */
  silhouette: 'measured' | 'generic';
  image: Blob;
  /** The version this one revises; absent for a new outfit. */
  revises?: string;
  /** The draft this outfit was autosaved as, which sharing turns into the outfit. */
  draftId?: string;
};

function outfitForm(input: Omit<SavedOutfit, 'revises' | 'draftId'>) {
  const body = new FormData();
  body.set('name', input.name);
  body.set('comments', input.comments);
  body.set('itemIds', JSON.stringify(input.itemIds));
  body.set('draft', JSON.stringify(input.draft));
  body.set('silhouette', input.silhouette);
  body.set('image', input.image, 'tenue.png');
  return body;
}

/** Creates the outfit, or a new version of one, or shares its draft, with its picture, garments and board in one call. */
export function saveOutfit(clientId: string, input: SavedOutfit) {
  const path = input.revises
    ? `/api/outfits/${encodeURIComponent(input.revises)}/revisions`
    : input.draftId
      ? `/api/outfits/${encodeURIComponent(input.draftId)}/share`
      : `/api/clients/${encodeURIComponent(clientId)}/outfits`;
  return api<OutfitDetail>(path, { method: 'POST', body: outfitForm(input) });
}

/** The board as it stands, kept as the consultant's draft: created the first time, then replaced. */
export function saveOutfitDraft(
  clientId: string,
  draftId: string | null,
  input: Omit<SavedOutfit, 'revises'>,
) {
  return draftId
    ? api<OutfitDetail>(`/api/outfits/${encodeURIComponent(draftId)}/draft`, {
        method: 'PUT',
        body: outfitForm(input),
      })
    : api<OutfitDetail>(`/api/clients/${encodeURIComponent(clientId)}/outfit-drafts`, {
        method: 'POST',
        body: outfitForm(input),
      });
}

export function useSaveOutfit(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedOutfit) => saveOutfit(clientId, input),
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

const ownOutfitsKey = (clientId: string) => [...clientDetailKey(clientId), 'own-outfits'] as const;

/** The looks the client composed herself, newest first. */
export function useClientOwnOutfits(clientId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ownOutfitsKey(clientId),
      queryFn: ({ pageParam, signal }) => {
        const params = new URLSearchParams({ limit: String(OUTFITS_PAGE_SIZE) });
        if (pageParam) params.set('cursor', pageParam);
        return api<Page<OutfitSummary>>(
          `/api/clients/${encodeURIComponent(clientId)}/own-outfits?${params}`,
          {
            signal,
          },
        );
      },
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.nextCursor,
    }),
  );
}

/** The consultant's word on a look the client composed herself; null takes it back. */
export function useCommentOutfit(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ outfitId, comment }: { outfitId: string; comment: string | null }) =>
      api<OutfitDetail>(`/api/outfits/${encodeURIComponent(outfitId)}/comment`, {
        method: 'PUT',
        json: { comment },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownOutfitsKey(clientId) }),
  });
}
