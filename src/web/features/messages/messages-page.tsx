import { useInfiniteQuery } from '@tanstack/react-query';
import { Lock, MessageSquarePlus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { ConversationSummary } from '~/domain/messages';
import { MESSAGING_TEXTS } from '~/domain/messaging-texts';
import { displayName } from '~/domain/person';
import { LoadMore } from '~/web/components/load-more';
import { Avatar } from '~/web/components/ui/avatar';
import { Button } from '~/web/components/ui/button';
import { PageLoading } from '~/web/components/ui/spinner';
import { formatDateTime } from '~/web/lib/format';
import { conversationsQueryOptions } from '~/web/lib/messaging';
import { useMe } from '~/web/lib/session';
import { NewMessageDialog } from './new-message-dialog';
import { useMessagesBase } from './use-messages-base';

/** §2 Messages: the conversations by last activity, and 'Nouveau message'. */
export function MessagesPage() {
  const list = useInfiniteQuery(conversationsQueryOptions);
  const conversations = list.data?.pages.flatMap((page) => page.items) ?? [];
  const [composing, setComposing] = useState(false);
  const { fetchNextPage, isFetchingNextPage } = list;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">Messages</h1>
        <Button onClick={() => setComposing(true)}>
          <MessageSquarePlus aria-hidden />
          {MESSAGING_TEXTS.newMessage}
        </Button>
      </header>
      {list.isPending ? (
        <PageLoading />
      ) : list.isError && !list.data ? (
        <p role="alert" className="rounded-2xl border border-red-200 bg-white p-6 text-center text-gray-800">
          {MESSAGING_TEXTS.loadConversationsFailed}
        </p>
      ) : conversations.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
          <p className="text-gray-600">{MESSAGING_TEXTS.noConversations}</p>
          <Button variant="outline" onClick={() => setComposing(true)}>
            {MESSAGING_TEXTS.startOne}
          </Button>
        </div>
      ) : (
        <ul className="divide-y divide-gray-100 overflow-hidden rounded-2xl border border-gray-200 bg-white">
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <ConversationRow conversation={conversation} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onLoadMore={loadMore}
      />
      <NewMessageDialog open={composing} onOpenChange={setComposing} />
    </div>
  );
}

const READ_ONLY = 'Lecture seule';

function ConversationRow({ conversation }: { conversation: ConversationSummary }) {
  const me = useMe();
  const base = useMessagesBase();
  const name = displayName(conversation.other) || MESSAGING_TEXTS.fallbackName;
  const last = conversation.lastMessage;
  const unread = conversation.unreadCount;
  const preview = last
    ? `${last.senderId === me.data?.id ? MESSAGING_TEXTS.you : ''}${last.content}`
    : MESSAGING_TEXTS.noMessages;
  // Named by what it shows, in the order it shows it (who, when, the last message), then how many unread: a
  // screen reader hears the row, and voice control finds it by its visible words.
  return (
    <Link
      to={`${base}/${conversation.id}`}
      className="flex items-center gap-3 px-4 py-3 transition-colors hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-none"
    >
      <Avatar person={conversation.other} src={conversation.other.photoUrl} className="size-11" />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <div className="flex min-w-0 items-center gap-2">
            <p
              className={
                unread ? 'truncate font-semibold text-gray-900' : 'truncate font-medium text-gray-900'
              }
            >
              {name}
            </p>
            {conversation.readOnly && (
              <span className="inline-flex shrink-0 items-center gap-1 rounded-full border border-gray-200 bg-gray-50 px-2 py-0.5 text-xs font-medium text-gray-700">
                <Lock className="size-3" aria-hidden />
                {READ_ONLY}
              </span>
            )}
          </div>
          <time dateTime={conversation.updatedAt} className="shrink-0 text-xs text-gray-500">
            {formatDateTime(last?.createdAt ?? conversation.updatedAt)}
          </time>
        </div>
        <p className="truncate text-sm text-gray-600">{preview}</p>
      </div>
      {unread > 0 && (
        <span className="flex min-w-6 items-center justify-center rounded-full bg-brand-600 px-1.5 py-0.5 text-xs font-semibold text-white">
          {unread}
          <span className="sr-only">{` non lu${unread > 1 ? 's' : ''}`}</span>
        </span>
      )}
    </Link>
  );
}
