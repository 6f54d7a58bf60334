import { ArrowLeft, Lock, Send } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from '~/web/lib/toast';
import { LINK_TEXTS } from '~/domain/links';
import type { Message } from '~/domain/messages';
import { MAX_MESSAGE_LENGTH, MESSAGING_TEXTS } from '~/domain/messaging-texts';
import { displayName } from '~/domain/person';
import { Avatar } from '~/web/components/ui/avatar';
import { Button } from '~/web/components/ui/button';
import { PageLoading } from '~/web/components/ui/spinner';
import { isBlank, useDraft } from '~/web/lib/drafts';
import { useMe } from '~/web/lib/session';
import { useConversation, useMarkRead, useSendMessage } from './api/messaging-api';
import { MessageThread } from './message-thread';
import { useMessagesBase } from './use-messages-base';

/**
 * §2 Conversation: the other person, the bubbles, and the composer (a notice instead once the link has ended).
 * Opening it marks their messages read.
 */
export function ConversationPage() {
  const { conversationId = '' } = useParams();
  const base = useMessagesBase();
  const me = useMe();
  const conversation = useConversation(conversationId);
  const send = useSendMessage(conversationId);
  const markRead = useMarkRead(conversationId);
  // An unsent message survives a reload, a closed tab or a failed send, until it is sent.
  const {
    value: text,
    setValue: setText,
    discard,
  } = useDraft<string>(`message.${conversationId}`, '', isBlank);

  const readTheirs = (messages: Message[]) => {
    if (messages.some((m) => m.senderId !== me.data?.id && !m.readAt) && !markRead.isPending)
      markRead.mutate();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (!content || send.isPending) return;
    send.mutate(content, {
      onSuccess: () => discard(''),
      onError: (error) =>
        toast.error(MESSAGING_TEXTS.sendFailed, { description: error.message || undefined }),
    });
  };

  if (conversation.isPending || !me.data) return <PageLoading />;
  if (conversation.isError) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-gray-200 bg-white p-10 text-center">
        <p className="font-medium text-gray-900">{MESSAGING_TEXTS.notFound}</p>
        <Button asChild variant="outline">
          <Link to={base}>{MESSAGING_TEXTS.backToList}</Link>
        </Button>
      </div>
    );
  }

  const other = conversation.data.other;
  const name = displayName(other) || MESSAGING_TEXTS.fallbackName;
  return (
    <div className="flex h-[calc(100dvh-8rem)] flex-col overflow-hidden rounded-2xl border border-gray-200 bg-stone-50 lg:h-[calc(100dvh-10rem)]">
      <header className="flex items-center gap-3 border-b border-gray-200 bg-white px-3 py-2.5">
        <Button asChild variant="ghost" size="sm" aria-label={MESSAGING_TEXTS.backToList}>
          <Link to={base}>
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        <Avatar person={other} src={other.photoUrl} className="size-9" />
        <h1 className="truncate font-semibold text-gray-900">{name}</h1>
      </header>
      <MessageThread conversationId={conversationId} meId={me.data.id} onMessages={readTheirs} />
      {conversation.data.readOnly ? (
        <p
          role="status"
          className="flex items-center gap-2 border-t border-gray-200 bg-white px-4 py-3 text-sm text-gray-700"
        >
          <Lock className="size-4 shrink-0 text-gray-500" aria-hidden />
          {LINK_TEXTS.conversationClosed}
        </p>
      ) : (
        <form onSubmit={submit} className="flex items-end gap-2 border-t border-gray-200 bg-white p-3">
          <label htmlFor="message-input" className="sr-only">
            Votre message
          </label>
          <textarea
            id="message-input"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) submit(event);
            }}
            rows={1}
            maxLength={MAX_MESSAGE_LENGTH}
            placeholder="Écrivez votre message..."
            className="max-h-32 min-h-10 flex-1 resize-none rounded-xl border border-gray-300 bg-white px-3 py-2 text-base placeholder:text-gray-500 sm:text-sm focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
          />
          <Button type="submit" disabled={!text.trim() || send.isPending} aria-label="Envoyer">
            <Send aria-hidden />
          </Button>
        </form>
      )}
    </div>
  );
}
