import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { DecideProposalInput } from '~/domain/proposals';
import type { ClothingItem, Page } from '~/domain/wardrobe';
import { WARDROBE_PAGE_SIZE } from '~/domain/limits';
import { api } from '~/web/lib/api';

const myProposalsKey = ['proposals', 'mine'] as const;

const myProposalsQueryOptions = infiniteQueryOptions({
  queryKey: myProposalsKey,
  queryFn: ({ pageParam, signal }) => {
    const params = new URLSearchParams({ limit: String(WARDROBE_PAGE_SIZE) });
    if (pageParam) params.set('cursor', pageParam);
    return api<Page<ClothingItem>>(`/api/proposals?${params}`, { signal });
  },
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage) => lastPage.nextCursor,
});

/** Every garment her consultants proposed to her, newest first, with her answers. */
export function useMyProposals() {
  return useInfiniteQuery(myProposalsQueryOptions);
}

/** Her answer; 'Je l'ai acheté' also changes her wardrobe, which is read again. */
export function useDecideProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, ...input }: DecideProposalInput & { itemId: string }) =>
      api<ClothingItem>(`/api/proposals/${encodeURIComponent(itemId)}/decision`, {
        method: 'PUT',
        json: input,
      }),
    onSuccess: (updated, input) => {
      queryClient.setQueryData<InfiniteData<Page<ClothingItem>>>(
        myProposalsKey,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) => (item.id === updated.id ? updated : item)),
            })),
          },
      );
      if (input.decision === 'bought') {
        void queryClient.invalidateQueries({ queryKey: ['wardrobe'] });
        void queryClient.invalidateQueries({ queryKey: ['me', 'diagnosis'] });
      }
    },
  });
}
