import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClothingItem } from '~/domain/wardrobe';
import { api } from '~/web/lib/api';
import type { ClothingFieldsOutput } from '~/web/components/clothing-dialog/clothing-form-types';
import { wardrobeKey } from './list-items';

export function updateItem(id: string, fields: ClothingFieldsOutput) {
  return api<ClothingItem>(`/api/wardrobe/items/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    // The shared schema reads notes as an optional string: an empty one clears them.
    json: { ...fields, notes: fields.notes ?? '' },
  });
}

export function useUpdateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: ClothingFieldsOutput }) => updateItem(id, fields),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wardrobeKey }),
  });
}
