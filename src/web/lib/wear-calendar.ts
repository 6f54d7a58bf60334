import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarDay, CalendarView, WornDay } from '~/domain/wear-calendar-texts';
import { api } from './api';
import { wearKey } from './wear-summary';

const clientPath = (clientId: string) => `/api/clients/${encodeURIComponent(clientId)}`;

export const calendarQueryOptions = (clientId: string, from: string, to: string) =>
  queryOptions({
    queryKey: [...wearKey(clientId), 'calendar', from, to],
    queryFn: ({ signal }) =>
      api<CalendarView>(`${clientPath(clientId)}/calendar?from=${from}&to=${to}`, { signal }),
  });

/** Her calendar from `from` to `to` (62 days at most): the look planned each day and what she logged. */
export function useCalendar(clientId: string | undefined, from: string, to: string) {
  return useQuery({ ...calendarQueryOptions(clientId ?? '', from, to), enabled: Boolean(clientId) });
}

/**
 * Refetches her calendar and her wears (the agenda, home's 'Aujourd'hui', the wardrobe's counts) once the change
 * is in; the promise ends with the refetch, so a button keeps its state until the new answer is in the cache.
 */
const refresh = (queryClient: ReturnType<typeof useQueryClient>, clientId: string) =>
  queryClient.invalidateQueries({ queryKey: wearKey(clientId) });

export function usePlanLook(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ day, outfitId }: { day: string; outfitId: string }) =>
      api<CalendarDay>(`${clientPath(clientId)}/calendar/${day}`, { method: 'PUT', json: { outfitId } }),
    onSuccess: () => refresh(queryClient, clientId),
  });
}

export function useUnplanLook(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (day: string) => api<void>(`${clientPath(clientId)}/calendar/${day}`, { method: 'DELETE' }),
    onSuccess: () => refresh(queryClient, clientId),
  });
}

/** 'Je l'ai porté': the day's look, or pieces. Twice is once on the server. */
export function useLogWear(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { day: string; outfitId?: string; itemIds?: string[] }) =>
      api<WornDay>(`${clientPath(clientId)}/wears`, { method: 'POST', json: input }),
    onSuccess: () => refresh(queryClient, clientId),
  });
}

/** Undoes a day's log, or one piece of it. */
export function useUndoWear(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (undone: string | { day: string; itemId: string }) => {
      const path =
        typeof undone === 'string'
          ? `${clientPath(clientId)}/wears/${undone}`
          : `${clientPath(clientId)}/wears/${undone.day}?itemId=${encodeURIComponent(undone.itemId)}`;
      return api<WornDay>(path, { method: 'DELETE' });
    },
    onSuccess: () => refresh(queryClient, clientId),
  });
}

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const MONTHS = 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(
  ' ',
);

/** 'samedi 28 novembre' from 'YYYY-MM-DD' (read in UTC, it never shifts by a day). */
export function weekdayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}
