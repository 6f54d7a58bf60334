import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClothingItem } from '~/domain/wardrobe';
import { api } from '~/web/lib/api';
import type { ClothingFieldsOutput } from '~/web/components/clothing-dialog/clothing-form-types';
import { wardrobeKey } from './list-items';

export function updateItem(id: string, fields: ClothingFieldsOutput) {
  return api<ClothingItem>(`/api/wardrobe/items/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    // Every field goes, so a cleared one (null) is cleared on the server too.
    json: fields,
  });
}

export function useUpdateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: ClothingFieldsOutput }) => updateItem(id, fields),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wardrobeKey }),
  });
}
