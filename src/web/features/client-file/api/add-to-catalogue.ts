import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ClothingFieldsOutput,
  ClothingImageFiles,
} from '~/web/components/clothing-dialog/clothing-form-types';
import type { ClothingItem } from '~/domain/wardrobe';
import { api } from '~/web/lib/api';
import { catalogueKey } from './list-catalogue';

export function addToCatalogue(clientId: string, fields: ClothingFieldsOutput, files: ClothingImageFiles) {
  const body = new FormData();
  body.set('category', fields.category);
  body.set('color', fields.color);
  body.set('season', fields.season);
  body.set('notes', fields.notes ?? '');
  body.set('file', files.original, files.original.name);
  if (files.enhanced) body.set('enhanced', files.enhanced, 'enhanced.png');
  return api<ClothingItem>(`/api/clients/${encodeURIComponent(clientId)}/catalogue`, {
    method: 'POST',
    body,
  });
}

export function useAddToCatalogue(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, files }: { fields: ClothingFieldsOutput; files: ClothingImageFiles }) =>
      addToCatalogue(clientId, fields, files),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKey(clientId) }),
  });
}
