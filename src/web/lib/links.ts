import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from './api';
import { followUpsKey } from './follow-up-key';
import { messagingKeys } from './messaging';

/** The people one is linked to (a consultant's clients, a client's consultants), as GET /api/contacts lists them. */
export const contactsKey = ['contacts'] as const;
/** The consultant's client list and every client file query (`['clients', 'detail', id, ...]`). */
const clientsKey = ['clients'] as const;
const clientListKey = ['clients', 'list'] as const;

/** DELETE /api/links/:personId: ends the link with a client (as a consultant) or a consultant (as a client). */
export function endLink(personId: string) {
  return api<void>(`/api/links/${encodeURIComponent(personId)}`, { method: 'DELETE' });
}

/** The lists that change when a link ends: the portfolio, the follow-ups, the conversations, the contacts. */
function invalidateLinkLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: clientListKey }),
    queryClient.invalidateQueries({ queryKey: followUpsKey }),
    queryClient.invalidateQueries({ queryKey: messagingKeys.conversations }),
    queryClient.invalidateQueries({ queryKey: messagingKeys.unread }),
    queryClient.invalidateQueries({ queryKey: contactsKey }),
  ]);
}

/**
 * A `link.ended` event (pushed to both sides): the lists, and the client files too, so a consultant looking at
 * the file of a client who just left sees it is gone.
 */
export function refetchAfterLinkEnded(queryClient: QueryClient) {
  void invalidateLinkLists(queryClient);
  void queryClient.invalidateQueries({ queryKey: clientsKey });
}

/**
 * Forgets what the consultant had loaded about a client she no longer follows (its file, wardrobe, outfits,
 * notes), so opening that URL again asks the server, which answers 404. Call it once the file is left.
 */
export function forgetClientFile(queryClient: QueryClient, clientId: string) {
  queryClient.removeQueries({ queryKey: [...clientsKey, 'detail', clientId] });
}

/**
 * Ends the link with `personId`. The file being looked at is not refetched here (it would flash 'not found'
 * before the screen is left): the caller leaves it, then calls `forgetClientFile`.
 */
export function useEndLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endLink,
    onSuccess: () => {
      void invalidateLinkLists(queryClient);
    },
  });
}
