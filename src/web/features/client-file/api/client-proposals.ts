import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CatalogueSummary } from '~/domain/proposals';
import { WARDROBE_PAGE_SIZE } from '~/domain/limits';
import type { ClothingItem, Page } from '~/domain/wardrobe';
import { api } from '~/web/lib/api';
import { clientDetailKey } from '~/web/lib/client-detail-key';

export const clientProposalsKey = (clientId: string) => [...clientDetailKey(clientId), 'proposals'] as const;
const path = (clientId: string) => `/api/clients/${encodeURIComponent(clientId)}`;

/** This consultant's proposals to the client, newest first, with the client's answers. */
export function useClientProposals(clientId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...clientProposalsKey(clientId), 'list'],
      queryFn: ({ pageParam, signal }) => {
        const params = new URLSearchParams({ limit: String(WARDROBE_PAGE_SIZE) });
        if (pageParam) params.set('cursor', pageParam);
        return api<Page<ClothingItem>>(`${path(clientId)}/proposals?${params}`, { signal });
      },
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.nextCursor,
    }),
  );
}

/** The budget and what the client wants and bought against it. */
export function useProposalSummary(clientId: string) {
  return useQuery({
    queryKey: [...clientProposalsKey(clientId), 'summary'],
    queryFn: ({ signal }) => api<CatalogueSummary>(`${path(clientId)}/proposals/summary`, { signal }),
  });
}

export function useSetBudget(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (budget: number | null) =>
      api<CatalogueSummary>(`${path(clientId)}/budget`, { method: 'PUT', json: { budget } }),
    onSuccess: (summary) => queryClient.setQueryData([...clientProposalsKey(clientId), 'summary'], summary),
  });
}
