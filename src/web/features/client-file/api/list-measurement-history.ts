import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MeasurementSnapshot } from '~/domain/measurements';
import { MEASUREMENT_HISTORY_PAGE_SIZE } from '~/domain/limits';
import type { Page } from '~/domain/wardrobe';
import { api } from '~/web/lib/api';
import { clientDetailKey } from '~/web/lib/client-detail-key';

export const measurementHistoryKey = (clientId: string) =>
  [...clientDetailKey(clientId), 'measurement-history'] as const;

export function listMeasurementHistory(clientId: string, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(MEASUREMENT_HISTORY_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return api<Page<MeasurementSnapshot>>(
    `/api/clients/${encodeURIComponent(clientId)}/measurements/history?${params}`,
    { signal },
  );
}

export const measurementHistoryQueryOptions = (clientId: string) =>
  infiniteQueryOptions({
    queryKey: measurementHistoryKey(clientId),
    queryFn: ({ pageParam, signal }) => listMeasurementHistory(clientId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** The client's measurements after each change, newest first, a page at a time. */
export function useMeasurementHistory(clientId: string) {
  return useInfiniteQuery(measurementHistoryQueryOptions(clientId));
}
