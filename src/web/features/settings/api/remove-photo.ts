import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '~/domain/profile';
import { api } from '~/web/lib/api';
import { meQueryKey } from '~/web/lib/session';

/** DELETE /api/me/photo. */
export function removePhoto() {
  return api<Me>('/api/me/photo', { method: 'DELETE' });
}

export function useRemovePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePhoto,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
