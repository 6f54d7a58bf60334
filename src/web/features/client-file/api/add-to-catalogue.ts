import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ClothingFieldsOutput,
  ClothingImageFiles,
} from '~/web/components/clothing-dialog/clothing-form-types';
import type { ClothingItem } from '~/domain/wardrobe';
import { api } from '~/web/lib/api';
import { garmentFormData } from '~/web/components/clothing-dialog/garment-form-data';
import { clientProposalsKey } from './client-proposals';
import { catalogueKey } from './list-catalogue';

export function addToCatalogue(clientId: string, fields: ClothingFieldsOutput, files: ClothingImageFiles) {
  return api<ClothingItem>(`/api/clients/${encodeURIComponent(clientId)}/catalogue`, {
    method: 'POST',
    body: garmentFormData(fields, files),
  });
}

export function useAddToCatalogue(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, files }: { fields: ClothingFieldsOutput; files: ClothingImageFiles }) =>
      addToCatalogue(clientId, fields, files),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKey(clientId) }),
        queryClient.invalidateQueries({ queryKey: clientProposalsKey(clientId) }),
      ]),
  });
}
