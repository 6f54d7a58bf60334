import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '~/domain/profile';
import { api } from '~/web/lib/api';
import { meQueryKey } from '~/web/lib/session';

/** PUT /api/me/photo, multipart field `file`: the server re-encodes it and answers the updated user. */
export function uploadPhoto(photo: Blob) {
  const body = new FormData();
  body.set('file', photo, 'profile-photo.jpg');
  return api<Me>('/api/me/photo', { method: 'PUT', body });
}

/** DELETE /api/me/photo. */
export function removePhoto() {
  return api<Me>('/api/me/photo', { method: 'DELETE' });
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

export function useRemovePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePhoto,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
