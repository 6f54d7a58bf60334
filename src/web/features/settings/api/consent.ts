import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentStatus } from '~/domain/consent';
import { api } from '~/web/lib/api';

const consentKey = ['me', 'consent'] as const;

/** What withdrawing would erase: read when the confirmation opens, so its counts are today's. */
export function useConsentStatus(enabled: boolean) {
  return useQuery({
    queryKey: consentKey,
    queryFn: () => api<ConsentStatus>('/api/me/consent'),
    enabled,
    staleTime: 0,
  });
}

/** Giving or withdrawing the consent changes the profile, the silhouette, the wardrobe and the outfits: all reloaded. */
function useConsentChange(request: () => Promise<ConsentStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (status) => {
      queryClient.setQueryData(consentKey, status);
      return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'consent' });
    },
  });
}

export const useGrantConsent = () =>
  useConsentChange(() => api<ConsentStatus>('/api/me/consent', { method: 'PUT', json: { consent: true } }));

export const useWithdrawConsent = () =>
  useConsentChange(() => api<ConsentStatus>('/api/me/consent', { method: 'DELETE' }));
