import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedCreated, CalendarFeedState } from '~/domain/wear-calendar-texts';
import { api } from '~/web/lib/api';

const feedKey = ['me', 'calendar-feed'] as const;

/** Whether her feed's address exists (the address itself is shown only when made). */
export function useCalendarFeed() {
  return useQuery({
    queryKey: feedKey,
    queryFn: ({ signal }) => api<CalendarFeedState>('/api/me/calendar-feed', { signal }),
  });
}

/** A new secret address, replacing the old one. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<CalendarFeedCreated>('/api/me/calendar-feed', { method: 'POST', json: { subscribe: true } }),
    onSuccess: (created) =>
      queryClient.setQueryData<CalendarFeedState>(feedKey, { active: true, createdAt: created.createdAt }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/api/me/calendar-feed', { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData<CalendarFeedState>(feedKey, { active: false, createdAt: null }),
  });
}
