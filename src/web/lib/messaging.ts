import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { ConversationSummary, Message } from '~/domain/messages';
import type { Page } from '~/domain/wardrobe';
import { api } from './api';

/**
 * The messaging caches, shared by the messages screens, the sidebar badges and the realtime client, so a pushed
 * event updates every place that shows it.
 */
export const messagingKeys = {
  conversations: ['conversations'] as const,
  conversation: (id: string) => ['conversations', 'one', id] as const,
  messages: (id: string) => ['conversations', 'one', id, 'messages'] as const,
  unread: ['messages', 'unread-count'] as const,
};

export const unreadCountQueryOptions = queryOptions({
  queryKey: messagingKeys.unread,
  queryFn: ({ signal }) => api<{ count: number }>('/api/messages/unread-count', { signal }),
  select: (data) => data.count,
});

export const conversationsQueryOptions = infiniteQueryOptions({
  queryKey: messagingKeys.conversations,
  queryFn: ({ pageParam, signal }) =>
    api<Page<ConversationSummary>>(`/api/conversations${pageParam ? `?cursor=${pageParam}` : ''}`, {
      signal,
    }),
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage) => lastPage.nextCursor,
});

/** Latest page first; the next "page" is older messages. */
export const messagesQueryOptions = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) =>
      api<Page<Message>>(
        `/api/conversations/${conversationId}/messages${pageParam ? `?cursor=${pageParam}` : ''}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** Adds a message to a loaded conversation (the latest page is the first one), once. */
export function appendMessage(queryClient: QueryClient, message: Message) {
  queryClient.setQueryData<InfiniteData<Page<Message>, string | null>>(
    messagingKeys.messages(message.conversationId),
    (data) => {
      if (!data || data.pages.some((page) => page.items.some((m) => m.id === message.id))) return data;
      const [latest, ...older] = data.pages;
      if (!latest) return data;
      return { ...data, pages: [{ ...latest, items: [...latest.items, message] }, ...older] };
    },
  );
}
