import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Message } from '~/domain/messages';
import { MESSAGING_TEXTS } from '~/domain/messaging-texts';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { cn } from '~/web/lib/cn';
import { formatTime } from '~/web/lib/format';
import { messagesQueryOptions } from '~/web/lib/messaging';

/**
 * The bubbles of a conversation, oldest at the top. Opens scrolled to the latest and follows new messages;
 * scrolling to the top loads older pages without moving what is on screen.
 */
export function MessageThread({
  conversationId,
  meId,
  onMessages,
}: {
  conversationId: string;
  meId: string;
  onMessages: (messages: Message[]) => void;
}) {
  const thread = useInfiniteQuery(messagesQueryOptions(conversationId));
  const messages = thread.data ? [...thread.data.pages].reverse().flatMap((page) => page.items) : [];
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const previous = useRef({ count: 0, firstId: '', height: 0 });

  useEffect(() => onMessages(messages), [messages.length]); // eslint-disable-line react-hooks/exhaustive-deps

  // Older messages came in above: keep the view still. New ones below: follow them.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    const firstId = messages[0]?.id ?? '';
    if (before.count > 0 && firstId !== before.firstId) {
      element.scrollTop += element.scrollHeight - before.height;
    } else if (messages.length !== before.count) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = { count: messages.length, firstId, height: element.scrollHeight };
  });

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread;
  useEffect(() => {
    const element = top.current;
    if (!element || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div
      ref={scroller}
      className="min-h-0 flex-1 space-y-2 overflow-y-auto px-4 py-4"
      role="log"
      aria-live="polite"
      aria-label="Messages de la conversation"
    >
      {thread.isPending ? (
        <div className="flex h-full items-center justify-center">
          <Spinner />
        </div>
      ) : thread.isError ? (
        <p role="alert" className="text-center text-sm text-red-700">
          {MESSAGING_TEXTS.loadMessagesFailed}
        </p>
      ) : messages.length === 0 ? (
        <p className="py-10 text-center text-sm text-gray-500">{MESSAGING_TEXTS.noMessages}</p>
      ) : (
        <>
          {hasNextPage && (
            <div ref={top} className="flex justify-center">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void fetchNextPage()}
                disabled={isFetchingNextPage}
              >
                {isFetchingNextPage ? 'Chargement...' : 'Messages précédents'}
              </Button>
            </div>
          )}
          {messages.map((message) => {
            const mine = message.senderId === meId;
            return (
              <div key={message.id} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
                <div
                  className={cn(
                    'max-w-[80%] rounded-2xl px-3.5 py-2 text-sm shadow-sm',
                    mine
                      ? 'rounded-br-md bg-brand-600 text-white'
                      : 'rounded-bl-md bg-white text-gray-900 ring-1 ring-gray-200',
                  )}
                >
                  <p className="whitespace-pre-wrap break-words">{message.content}</p>
                  <time
                    dateTime={message.createdAt}
                    className={cn(
                      'mt-0.5 block text-right text-[11px]',
                      mine ? 'text-brand-100' : 'text-gray-500',
                    )}
                  >
                    {formatTime(message.createdAt)}
                  </time>
                </div>
              </div>
            );
          })}
        </>
      )}
    </div>
  );
}
