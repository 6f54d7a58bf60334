import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClothingItem } from '~/domain/wardrobe';
import { api } from '~/web/lib/api';
import type {
  ClothingFieldsOutput,
  ClothingImageFiles,
} from '~/web/components/clothing-dialog/clothing-form-types';
import { wardrobeKey } from './list-items';

export function createItem(fields: ClothingFieldsOutput, files: ClothingImageFiles) {
  const body = new FormData();
  body.set('category', fields.category);
  body.set('color', fields.color);
  body.set('season', fields.season);
  body.set('notes', fields.notes ?? '');
  body.set('file', files.original, files.original.name);
  if (files.enhanced) body.set('enhanced', files.enhanced, 'enhanced.png');
  return api<ClothingItem>('/api/wardrobe/items', { method: 'POST', body });
}

export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, files }: { fields: ClothingFieldsOutput; files: ClothingImageFiles }) =>
      createItem(fields, files),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wardrobeKey }),
  });
}
