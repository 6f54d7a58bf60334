import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Business } from '~/domain/business-texts';
import { api } from '~/web/lib/api';

export type BusinessFields = Pick<Business, 'businessName' | 'accentColor' | 'email' | 'phone' | 'website'>;

const businessQuery = queryOptions({
  queryKey: ['me', 'business'],
  queryFn: ({ signal }) => api<Business>('/api/me/business', { signal }),
});

export const useBusiness = (enabled: boolean) => useQuery({ ...businessQuery, enabled });

/** Saves the fields, or the logo (a file; null removes it): the card shows what the server kept. */
export function useSaveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { fields: BusinessFields } | { logo: File | null }) => {
      if ('fields' in change)
        return api<Business>('/api/me/business', { method: 'PUT', json: change.fields });
      if (!change.logo) return api<Business>('/api/me/business/logo', { method: 'DELETE' });
      const form = new FormData();
      form.append('file', change.logo);
      return api<Business>('/api/me/business/logo', { method: 'PUT', body: form });
    },
    onSuccess: (business) => queryClient.setQueryData(businessQuery.queryKey, business),
  });
}
