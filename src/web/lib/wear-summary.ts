import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GarmentWears, WearSummary } from '~/domain/wear-calendar-texts';
import { api } from './api';

/** Every query of her calendar and wear log starts with this key: a wear logged or undone refreshes them all. */
export const wearKey = (clientId: string) => ['wear', clientId] as const;

export const wearSummaryQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: [...wearKey(clientId), 'summary'],
    queryFn: ({ signal }) =>
      api<WearSummary>(`/api/clients/${encodeURIComponent(clientId)}/wear-summary`, { signal }),
  });

/**
 * Her wears and cost per wear, per garment, from the kept counts: her wardrobe, her agenda's statistics and her
 * consultant's 'Ce qu'elle porte' read the same answer.
 */
export function useWearSummary(clientId: string | undefined) {
  return useQuery({ ...wearSummaryQueryOptions(clientId ?? ''), enabled: Boolean(clientId) });
}

/** Each garment's wears by its id. */
export function wearsById(summary: WearSummary | undefined): Map<string, GarmentWears> {
  return new Map((summary?.garments ?? []).map((garment) => [garment.id, garment]));
}
