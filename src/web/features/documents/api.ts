import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientDocument } from '~/domain/documents-texts';
import type { Quote } from '~/domain/quote-texts';
import { api } from '~/web/lib/api';
import { quoteKeys } from '~/web/lib/invoicing';

const myDocumentsKey = (userId: string) => ['me', 'documents', userId] as const;

const clientPath = (userId: string) => `/api/clients/${encodeURIComponent(userId)}`;

/** The shopping list of her open proposals, as a PDF. */
export const myShoppingListUrl = (userId: string) => `${clientPath(userId)}/shopping-list.pdf`;

/** The PDF downloaded rather than opened. */
export const downloadUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}telechargement=1`;

/** Every document her consultants sent her, newest first. */
export function useMyDocuments(userId: string | undefined) {
  return useQuery({
    queryKey: myDocumentsKey(userId ?? ''),
    queryFn: ({ signal }) => api<{ items: ClientDocument[] }>(`${clientPath(userId!)}/documents`, { signal }),
    enabled: Boolean(userId),
    select: (page) => page.items,
    // A new version may have come since: read afresh each time the page opens.
    refetchOnMount: 'always',
  });
}

/**
 * Once she opens a document (in a new tab), it is no longer new: at once here, then as the server recorded it (the
 * new tab's request may still be on its way, hence the short wait). The app reads it once too, so the service
 * worker keeps it for her to open offline (a download, or a tab the worker does not control, may pass it by).
 */
export function useMarkOpened(userId: string | undefined) {
  const queryClient = useQueryClient();
  return ({ id: documentId, url }: Pick<ClientDocument, 'id' | 'url'>) => {
    if (!userId) return;
    void fetch(url).then(
      (response) => response.arrayBuffer(),
      () => undefined,
    );
    const key = myDocumentsKey(userId);
    const now = new Date().toISOString();
    queryClient.setQueryData<{ items: ClientDocument[] }>(
      key,
      (page) =>
        page && {
          items: page.items.map((item) =>
            item.id === documentId && !item.openedAt ? { ...item, openedAt: now } : item,
          ),
        },
    );
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: key }), 2000);
  };
}

/** Her answer to a quote: accepted (the terms, and at a distance her choice on the withdrawal period) or declined. */
export function useAnswerQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      answer: { id: string; accept: true; earlyStart: boolean | null } | { id: string; accept: false },
    ) =>
      answer.accept
        ? api<Quote>(`${quotePath(answer.id)}/acceptance`, {
            method: 'POST',
            json: { termsAccepted: true, earlyStart: answer.earlyStart },
          })
        : api<Quote>(`${quotePath(answer.id)}/decline`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}

const quotePath = (id: string) => `/api/quotes/${encodeURIComponent(id)}`;
