import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClothingItem } from '~/domain/wardrobe';
import type { ClothingFieldsOutput } from '~/web/components/clothing-dialog/clothing-form-types';
import { api } from '~/web/lib/api';
import { clientDetailKey } from '~/web/lib/client-detail-key';

const path = (clientId: string, itemId: string) =>
  `/api/clients/${encodeURIComponent(clientId)}/catalogue/${encodeURIComponent(itemId)}`;

/** Her file (proposals, the editor's catalogue, her outfits) and the outfits that show the garment, again. */
function useRefetchAfter(clientId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: clientDetailKey(clientId) }),
      queryClient.invalidateQueries({ queryKey: ['outfits'] }),
    ]);
}

/** Edits a proposal the client has not answered yet: every field goes, the photo stays. */
export function useEditProposal(clientId: string) {
  const refetch = useRefetchAfter(clientId);
  return useMutation({
    mutationFn: ({ itemId, fields }: { itemId: string; fields: ClothingFieldsOutput }) =>
      api<ClothingItem>(path(clientId, itemId), { method: 'PATCH', json: fields }),
    onSettled: refetch,
  });
}

/** Withdraws a proposal the client has not bought. */
export function useWithdrawProposal(clientId: string) {
  const refetch = useRefetchAfter(clientId);
  return useMutation({
    mutationFn: (itemId: string) => api<void>(path(clientId, itemId), { method: 'DELETE' }),
    onSettled: refetch,
  });
}
