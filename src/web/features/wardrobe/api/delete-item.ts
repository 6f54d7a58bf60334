import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/web/lib/api';
import { wardrobeKey } from './list-items';

export function deleteItem(id: string) {
  return api<void>(`/api/wardrobe/items/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: wardrobeKey }),
  });
}
