import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CarnetComposition, CarnetDraft, ClientDocument, DocumentKind } from '~/domain/documents-texts';
import { api } from '~/web/lib/api';
import { clientDetailKey } from '~/web/lib/client-detail-key';

const clientPath = (clientId: string) => `/api/clients/${encodeURIComponent(clientId)}`;

/** The carnet's files: the saved composition's PDF, and the shopping list alone. */
export const carnetUrls = (clientId: string) => ({
  pdf: `${clientPath(clientId)}/carnet.pdf`,
  download: `${clientPath(clientId)}/carnet.pdf?telechargement=1`,
  shopping: `${clientPath(clientId)}/shopping-list.pdf`,
});

/** Under the client file's key: what refreshes the file (a new outfit, a measurement) refreshes these too. */
const carnetKeys = {
  draft: (clientId: string) => [...clientDetailKey(clientId), 'carnet'] as const,
  documents: (clientId: string) => [...clientDetailKey(clientId), 'documents'] as const,
};

const carnetQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: carnetKeys.draft(clientId),
    queryFn: ({ signal }) => api<CarnetDraft>(`${clientPath(clientId)}/carnet`, { signal }),
  });

export const useCarnet = (clientId: string) => useQuery(carnetQueryOptions(clientId));

/** Saves the composition; the answer (its looks and sections, `savedAt`) replaces the cached draft. */
export function useSaveCarnet(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (composition: CarnetComposition) =>
      api<CarnetDraft>(`${clientPath(clientId)}/carnet`, { method: 'PUT', json: composition }),
    onSuccess: (draft) => queryClient.setQueryData(carnetKeys.draft(clientId), draft),
  });
}

/** The versions this consultant sent the client, newest first, with when she opened each. */
export function useSentDocuments(clientId: string) {
  return useQuery({
    queryKey: carnetKeys.documents(clientId),
    queryFn: ({ signal }) =>
      api<{ items: ClientDocument[] }>(`${clientPath(clientId)}/documents`, { signal }),
    select: (page) => page.items,
    // Whether she opened it changes from her side: read afresh each time the tab opens.
    refetchOnMount: 'always',
  });
}

/** Stores a new dated version of the carnet (or of the shopping list) and tells the client. */
export function useSendDocument(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: DocumentKind) =>
      api<ClientDocument>(`${clientPath(clientId)}/documents`, { method: 'POST', json: { kind } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: carnetKeys.documents(clientId) }),
  });
}
