import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, UpdateNamesInput } from '~/domain/profile';
import { api } from '~/web/lib/api';
import { meQueryKey } from '~/web/lib/session';

/** PATCH /api/me: first and last name; the email never changes here. */
export function updateProfile(names: UpdateNamesInput) {
  return api<Me>('/api/me', { method: 'PATCH', json: names });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
