import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { ClothingItem } from '~/domain/wardrobe';
import type {
  EditedGap,
  SortDecision,
  SortDecisionView,
  SortReason,
  SortReport,
  WardrobeSortSummary,
} from '~/domain/wardrobe-sort-texts';
import { CATEGORY_TAB_LABELS, SEASON_LABELS, type Category, type Season } from '~/domain/clothing';
import { api } from '~/web/lib/api';
import { clientDiagnosisQueryOptions, myDiagnosisQueryOptions } from '~/web/lib/diagnosis';
import { useMe } from '~/web/lib/session';

export type SortDetail = {
  sort: WardrobeSortSummary;
  garments: ClothingItem[];
  decisions: SortDecisionView[];
};

/** Every cache of the sorts: the realtime event 'sort.changed' refetches them all. */
export const sortKeys = {
  all: ['wardrobe-sorts'] as const,
  list: (clientId: string) => ['wardrobe-sorts', 'list', clientId] as const,
  one: (id: string) => ['wardrobe-sorts', 'one', id] as const,
  report: (id: string) => ['wardrobe-sorts', 'report', id] as const,
};

/** What a sort goes through: 'Toute la garde-robe', or its category, and its season when it has one. */
export const sortScope = (sort: Pick<WardrobeSortSummary, 'category' | 'season'>) =>
  [
    sort.category ? CATEGORY_TAB_LABELS[sort.category] : 'Toute la garde-robe',
    sort.season && SEASON_LABELS[sort.season],
  ]
    .filter(Boolean)
    .join(' · ');

/** Whose wardrobe, and where its sorts live: the client's own, or (in a client file) the consultant's client's. */
export function useSortPlace() {
  const { clientId } = useParams();
  const me = useMe();
  if (clientId)
    return { clientId, base: `/consultant/client/${clientId}/tri`, viewer: 'consultant' as const };
  return { clientId: me.data?.id ?? '', base: '/client/dashboard/tri', viewer: 'client' as const };
}

/** Her morphology's advice by category (her consultant's words, else ours), from her diagnosis. */
export function useAdvice(): (category: Category) => string | undefined {
  const { viewer, clientId } = useSortPlace();
  const mine = useQuery({ ...myDiagnosisQueryOptions, enabled: viewer === 'client' });
  const hers = useQuery({
    ...clientDiagnosisQueryOptions(clientId),
    enabled: viewer === 'consultant' && clientId !== '',
  });
  const diagnosis = viewer === 'client' ? mine.data : hers.data;
  return (category) => diagnosis?.advice.find((advice) => advice.category === category)?.text;
}

export function useSorts(clientId: string) {
  return useQuery({
    queryKey: sortKeys.list(clientId),
    queryFn: ({ signal }) =>
      api<{ items: WardrobeSortSummary[] }>(`/api/clients/${encodeURIComponent(clientId)}/wardrobe-sorts`, {
        signal,
      }),
    enabled: clientId !== '',
  });
}

export const sortQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sortKeys.one(id),
    queryFn: ({ signal }) => api<SortDetail>(`/api/wardrobe-sorts/${encodeURIComponent(id)}`, { signal }),
  });

export function useReport(id: string) {
  return useQuery({
    queryKey: sortKeys.report(id),
    queryFn: ({ signal }) =>
      api<SortReport>(`/api/wardrobe-sorts/${encodeURIComponent(id)}/report`, { signal }),
  });
}

export function useStartSort() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { clientId: string; category?: Category; season?: Season }) =>
      api<WardrobeSortSummary>('/api/wardrobe-sorts', { method: 'POST', json: input }),
    onSuccess: (sort) => void queryClient.invalidateQueries({ queryKey: sortKeys.list(sort.clientId) }),
  });
}

export type DecisionChange = {
  itemId: string;
  decision: SortDecision | null;
  reasons: SortReason[];
  note: string | null;
};

/**
 * A decision saved as it is made (or undone with `decision: null`): shown at once, put back as it was if the
 * server refuses it, and read again from the server after.
 */
export function useDecide(sortId: string) {
  const queryClient = useQueryClient();
  const key = sortKeys.one(sortId);
  return useMutation({
    mutationFn: ({ itemId, decision, reasons, note }: DecisionChange) => {
      const path = `/api/wardrobe-sorts/${encodeURIComponent(sortId)}/decisions/${encodeURIComponent(itemId)}`;
      return decision
        ? api<SortDecisionView>(path, { method: 'PUT', json: { decision, reasons, note } }).then(
            () => undefined,
          )
        : api<void>(path, { method: 'DELETE' });
    },
    onMutate: async (change): Promise<{ before: SortDetail | undefined }> => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SortDetail>(key);
      queryClient.setQueryData<SortDetail>(key, (old) => {
        if (!old) return old;
        const others = old.decisions.filter((decision) => decision.itemId !== change.itemId);
        const previous = old.decisions.find((decision) => decision.itemId === change.itemId);
        const decisions = change.decision
          ? [
              ...others,
              {
                itemId: change.itemId,
                decision: change.decision,
                reasons: change.reasons,
                note: change.note,
                decidedBy: previous?.decidedBy ?? null,
                decidedAt: new Date().toISOString(),
              },
            ]
          : others;
        return { ...old, decisions, sort: { ...old.sort, decided: decisions.length } };
      });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useFinishSort(sortId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<WardrobeSortSummary>(`/api/wardrobe-sorts/${encodeURIComponent(sortId)}/finish`, {
        method: 'POST',
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sortKeys.all }),
  });
}

/** The client takes what the sort gives or sells out of her wardrobe; her wardrobe and its counts are read again. */
export function useArchiveLeaving(sortId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ archived: number }>(`/api/wardrobe-sorts/${encodeURIComponent(sortId)}/archive`, {
        method: 'POST',
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sortKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['wardrobe'] }),
        queryClient.invalidateQueries({ queryKey: myDiagnosisQueryOptions.queryKey }),
      ]),
  });
}

/** Her consultant's 'Ce qui manque' (null: back to the computed list); the report as it now reads. */
export function useEditMissing(sortId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gaps: EditedGap[] | null) => {
      const path = `/api/wardrobe-sorts/${encodeURIComponent(sortId)}/missing`;
      return gaps
        ? api<SortReport>(path, { method: 'PUT', json: { gaps } })
        : api<SortReport>(path, { method: 'DELETE' });
    },
    onSuccess: (report) => queryClient.setQueryData(sortKeys.report(sortId), report),
  });
}
