import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClothingItem } from '~/domain/wardrobe';
import { api } from '~/web/lib/api';
import { garmentFormData } from '~/web/components/clothing-dialog/garment-form-data';
import type {
  ClothingFieldsOutput,
  ClothingImageFiles,
} from '~/web/components/clothing-dialog/clothing-form-types';
import { wardrobeKey } from './list-items';

export function createItem(fields: ClothingFieldsOutput, files: ClothingImageFiles) {
  return api<ClothingItem>('/api/wardrobe/items', { method: 'POST', body: garmentFormData(fields, files) });
}

export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, files }: { fields: ClothingFieldsOutput; files: ClothingImageFiles }) =>
      createItem(fields, files),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wardrobeKey }),
  });
}
