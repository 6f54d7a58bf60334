import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationSummary } from '~/domain/invites';
import { INVITATIONS_PAGE_SIZE } from '~/domain/limits';
import type { Page } from '~/domain/wardrobe';
import { api } from '~/web/lib/api';

export const invitationsKey = ['invitations', 'list'] as const;

export function listInvitations(cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(INVITATIONS_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return api<Page<InvitationSummary>>(`/api/invites?${params}`, { signal });
}

export const invitationsQueryOptions = infiniteQueryOptions({
  queryKey: invitationsKey,
  queryFn: ({ pageParam, signal }) => listInvitations(pageParam, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage) => lastPage.nextCursor,
  // Where each stands changes out of sight (a link opened, an account made): fresh on every return to the page.
  staleTime: 0,
  refetchOnWindowFocus: 'always',
});

/** The consultant's invitations, newest first, until each client is linked and onboarded. */
export function useInvitations() {
  return useInfiniteQuery(invitationsQueryOptions);
}

/** The mail again and 7 more days. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<InvitationSummary>(`/api/invites/${encodeURIComponent(id)}/resend`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

/** The invitation is withdrawn: its link no longer works. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/invites/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}
