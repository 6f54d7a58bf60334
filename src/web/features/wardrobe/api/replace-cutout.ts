import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClothingItem } from '~/domain/wardrobe';
import { api } from '~/web/lib/api';
import { wardrobeKey } from './list-items';

/** PUT /api/wardrobe/items/:id/cutout: the retouched cutout replaces the garment's; the photo stays. */
export function replaceCutout(id: string, png: Blob) {
  const body = new FormData();
  body.set('file', new File([png], 'retouche.png', { type: 'image/png' }));
  return api<ClothingItem>(`/api/wardrobe/items/${encodeURIComponent(id)}/cutout`, { method: 'PUT', body });
}

export function useReplaceCutout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, png }: { id: string; png: Blob }) => replaceCutout(id, png),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wardrobeKey }),
  });
}
