import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreference } from '~/domain/notification-texts';
import { api } from '~/web/lib/api';

type Preferences = { preferences: NotificationPreference[] };
const preferencesKey = ['me', 'notification-preferences'] as const;

export function useNotificationPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: () => api<Preferences>('/api/me/notification-preferences'),
  });
}

/** One category's rhythm, shown at once and put back if the server refuses it. */
export function useSetNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preference: NotificationPreference) =>
      api<Preferences>('/api/me/notification-preferences', {
        method: 'PUT',
        json: { preferences: [preference] },
      }),
    onMutate: async (preference) => {
      await queryClient.cancelQueries({ queryKey: preferencesKey });
      const before = queryClient.getQueryData<Preferences>(preferencesKey);
      if (before) {
        queryClient.setQueryData<Preferences>(preferencesKey, {
          preferences: before.preferences.map((p) => (p.category === preference.category ? preference : p)),
        });
      }
      return { before };
    },
    onError: (_error, _preference, context) => {
      if (context?.before) queryClient.setQueryData(preferencesKey, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}
