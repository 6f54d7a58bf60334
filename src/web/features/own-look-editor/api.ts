import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '~/domain/clothing';
import type { OutfitDetail, OutfitDraft } from '~/domain/outfits';
import type { ClothingItem, Page } from '~/domain/wardrobe';
import { api } from '~/web/lib/api';

const PICKER_PAGE = 48;

/** Her wardrobe for the picker, a category at a time (or all), newest first. */
export function useMyPieces(category: Category | null) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['wardrobe', 'picker', category],
      queryFn: ({ pageParam, signal }) => {
        const params = new URLSearchParams({ limit: String(PICKER_PAGE) });
        if (category) params.set('category', category);
        if (pageParam) params.set('cursor', pageParam);
        return api<Page<ClothingItem>>(`/api/wardrobe/items?${params}`, { signal });
      },
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.nextCursor,
    }),
  );
}

export type OwnLook = {
  name: string;
  comments: string;
  itemIds: string[];
  draft: OutfitDraft;
  silhouette: 'measured' | 'generic';
  image: Blob;
};

/** Her look with its board and the picture the editor drew, in one call. */
export function useSaveOwnLook(clientId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (look: OwnLook) => {
      const body = new FormData();
      body.set('name', look.name);
      body.set('comments', look.comments);
      body.set('itemIds', JSON.stringify(look.itemIds));
      body.set('draft', JSON.stringify(look.draft));
      body.set('silhouette', look.silhouette);
      body.set('image', look.image, 'tenue.png');
      return api<OutfitDetail>(`/api/clients/${encodeURIComponent(clientId ?? '')}/own-outfits/drawn`, {
        method: 'POST',
        body,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['outfits', 'mine'] }),
  });
}
