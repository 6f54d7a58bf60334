import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RealtimeEvent } from '~/domain/messages';
import { refetchAfterLinkEnded } from './links';
import { appendMessage, messagingKeys } from './messaging';
import { clientDetailKey } from './client-detail-key';
import { newsKey } from './news';

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

function apply(queryClient: QueryClient, event: RealtimeEvent) {
  switch (event.type) {
    case 'ready':
      // Connected or reconnected: whatever happened while the socket was down is fetched again.
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.unread });
      void queryClient.invalidateQueries({ queryKey: newsKey });
      // A sort open on two screens: what the other decided before this socket opened.
      void queryClient.invalidateQueries({ queryKey: ['wardrobe-sorts'] });
      return;
    case 'sort.changed':
      void queryClient.invalidateQueries({ queryKey: ['wardrobe-sorts'] });
      return;
    case 'news.changed':
      // A client who just joined appears in the portfolio with her marker.
      void queryClient.invalidateQueries({ queryKey: newsKey });
      void queryClient.invalidateQueries({ queryKey: ['clients', 'list'] });
      // An appointment booked, moved or cancelled by the other one shows in the lists on screen.
      void queryClient.invalidateQueries({ queryKey: ['appointments'] });
      return;
    case 'message.created':
      appendMessage(queryClient, event.message);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations, exact: true });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.unread });
      return;
    case 'conversation.read':
    case 'conversation.updated':
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.unread });
      return;
    case 'link.ended':
      refetchAfterLinkEnded(queryClient);
      return;
    case 'outfit.changed':
      void queryClient.invalidateQueries({ queryKey: ['outfits'] });
      void queryClient.invalidateQueries({ queryKey: clientDetailKey(event.clientId) });
      void queryClient.invalidateQueries({ queryKey: ['clients', 'list'] });
      return;
    case 'measurements.changed':
      // Her consultant measured her in session: her silhouette, her figures and her morphology follow.
      void queryClient.invalidateQueries({ queryKey: ['me', 'client-profile'] });
      void queryClient.invalidateQueries({ queryKey: ['me', 'diagnosis'] });
      void queryClient.invalidateQueries({ queryKey: clientDetailKey(event.clientId) });
      return;
    case 'proposal.decided':
      // Her answers, the totals against her budget, and her file's other lists.
      void queryClient.invalidateQueries({ queryKey: clientDetailKey(event.clientId) });
      void queryClient.invalidateQueries({ queryKey: ['clients', 'list'] });
      return;
    case 'proposal.changed':
      // Edited or withdrawn: her proposals, the outfits that show it, and the consultant's file of her.
      void queryClient.invalidateQueries({ queryKey: ['proposals'] });
      void queryClient.invalidateQueries({ queryKey: ['outfits'] });
      void queryClient.invalidateQueries({ queryKey: clientDetailKey(event.clientId) });
  }
}

/**
 * Keeps a WebSocket to /api/realtime open while mounted (the signed-in dashboards) and applies what it
 * receives to the query caches. Reconnects with backoff; each (re)connection refetches what may have been missed.
 */
export function useRealtime() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_DELAY_MS;
    let stopped = false;

    const connect = () => {
      const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
      socket = new WebSocket(`${protocol}//${window.location.host}/api/realtime`);
      socket.onmessage = (message) => {
        delay = FIRST_DELAY_MS;
        try {
          apply(queryClient, JSON.parse(String(message.data)) as RealtimeEvent);
        } catch {
          // A message we do not understand is ignored; the next refetch brings the truth.
        }
      };
      socket.onclose = () => {
        if (stopped) return;
        timer = setTimeout(connect, delay + Math.random() * 500);
        delay = Math.min(delay * 2, MAX_DELAY_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [queryClient]);
}
