import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArchiveReason } from '~/domain/clothing';
import type { ClothingItem, Page } from '~/domain/wardrobe';
import { WARDROBE_PAGE_SIZE } from '~/domain/limits';
import { api } from '~/web/lib/api';
import { myDiagnosisQueryOptions } from '~/web/lib/diagnosis';
import { wardrobeKey } from './list-items';

const archivePath = (id: string) => `/api/wardrobe/items/${encodeURIComponent(id)}/archive`;

/** 'Sortis de la garde-robe', the latest out first. */
export const archivedItemsQueryOptions = infiniteQueryOptions({
  queryKey: [...wardrobeKey, 'archive'],
  queryFn: ({ pageParam, signal }) => {
    const params = new URLSearchParams({ limit: String(WARDROBE_PAGE_SIZE) });
    if (pageParam) params.set('cursor', pageParam);
    return api<Page<ClothingItem>>(`/api/wardrobe/archive?${params}`, { signal });
  },
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage) => lastPage.nextCursor,
});

export const useArchivedItems = () => useInfiniteQuery(archivedItemsQueryOptions);

/**
 * Out of her wardrobe ({ reason }) or back in it (reason null): the wardrobe's lists, its archive, the sorts that
 * show the garment and her diagnosis' counts are read again.
 */
export function useArchiveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: ArchiveReason | null }) =>
      reason
        ? api<ClothingItem>(archivePath(id), { method: 'PUT', json: { reason } })
        : api<ClothingItem>(archivePath(id), { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: wardrobeKey }),
        queryClient.invalidateQueries({ queryKey: ['wardrobe-sorts'] }),
        queryClient.invalidateQueries({ queryKey: myDiagnosisQueryOptions.queryKey }),
      ]),
  });
}
