import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientProfile, ClientProfileInput } from '~/domain/measurements';
import { api } from './api';
import { meQueryKey } from './session';

/** The signed-in client's measurements; shared by onboarding, the home card and the onboarding guard. */
export const clientProfileQueryOptions = queryOptions({
  queryKey: ['me', 'client-profile'],
  queryFn: async () => (await api<{ profile: ClientProfile | null }>('/api/me/client-profile')).profile,
});

export function useClientProfile() {
  return useQuery(clientProfileQueryOptions);
}

export function useSaveClientProfile(mode: 'onboarding' | 'update') {
  const queryClient = useQueryClient();
  return useMutation({
    /** Onboarding also carries the consent the client ticked. */
    mutationFn: (profile: ClientProfileInput & { consent?: true }) =>
      api<{ profile: ClientProfile }>('/api/me/client-profile', {
        method: mode === 'onboarding' ? 'POST' : 'PUT',
        json: profile,
      }),
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(clientProfileQueryOptions.queryKey, profile);
      // Onboarding recorded the consent, which the signed-in user carries.
      if (mode === 'onboarding') void queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true });
    },
  });
}
