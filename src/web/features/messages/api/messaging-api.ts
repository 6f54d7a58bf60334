import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contact, ConversationSummary, Message } from '~/domain/messages';
import { api, ApiError } from '~/web/lib/api';
import { contactsKey } from '~/web/lib/links';
import { appendMessage, messagingKeys } from '~/web/lib/messaging';

export function useContacts(enabled: boolean) {
  return useQuery({
    queryKey: contactsKey,
    queryFn: ({ signal }) => api<Contact[]>('/api/contacts', { signal }),
    enabled,
  });
}

export function useConversation(id: string) {
  return useQuery({
    queryKey: messagingKeys.conversation(id),
    queryFn: ({ signal }) =>
      api<ConversationSummary>(`/api/conversations/${encodeURIComponent(id)}`, { signal }),
  });
}

/** Starts (or finds) the conversation with a linked person. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (participantId: string) =>
      api<ConversationSummary>('/api/conversations', { method: 'POST', json: { participantId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.conversations, exact: true }),
  });
}

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api<Message>(`/api/conversations/${conversationId}/messages`, { method: 'POST', json: { content } }),
    onSuccess: (message) => {
      appendMessage(queryClient, message);
      return queryClient.invalidateQueries({ queryKey: messagingKeys.conversations, exact: true });
    },
    onError: (error) => {
      // The link ended meanwhile: the conversation comes back read-only and the composer gives way.
      if (error instanceof ApiError && error.code === 'CONVERSATION_CLOSED')
        void queryClient.invalidateQueries({
          queryKey: messagingKeys.conversation(conversationId),
          exact: true,
        });
    },
  });
}

export function useMarkRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ updated: number }>(`/api/conversations/${conversationId}/read`, { method: 'POST', json: {} }),
    onSuccess: ({ updated }) => {
      if (updated === 0) return;
      void queryClient.invalidateQueries({ queryKey: messagingKeys.unread });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations, exact: true });
    },
  });
}
