import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Capture, CaptureSaveItem } from '~/domain/capture';
import type { ClothingItem } from '~/domain/wardrobe';
import { api } from '~/web/lib/api';
import { wardrobeKey } from '../../api/list-items';

export const capturesKey = ['captures'] as const;
/** How often the list is read again while photos are still being cut out. */
const PROGRESS_POLL_MS = 1_000;

const isPending = (capture: Capture) => capture.status === 'queued' || capture.status === 'processing';

export function listCaptures(signal?: AbortSignal) {
  return api<{ items: Capture[] }>('/api/wardrobe/captures', { signal }).then((body) => body.items);
}

/** The photos waiting to be sorted, read again every second while any is still being cut out. */
export function useCaptures() {
  return useQuery({
    queryKey: capturesKey,
    queryFn: ({ signal }) => listCaptures(signal),
    refetchInterval: (query) => (query.state.data?.some(isPending) ? PROGRESS_POLL_MS : false),
  });
}

export function uploadCapture(file: File) {
  const body = new FormData();
  body.set('file', file);
  return api<Capture>('/api/wardrobe/captures', { method: 'POST', body });
}

/** After any change, the list is read again (and the wardrobe too, once garments are saved). */
function useCaptureMutation<Input, Output>(run: (input: Input) => Promise<Output>, touchesWardrobe = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      if (touchesWardrobe) void queryClient.invalidateQueries({ queryKey: wardrobeKey });
      await queryClient.invalidateQueries({ queryKey: capturesKey });
    },
  });
}

export const useUploadCapture = () => useCaptureMutation(uploadCapture);

export const useRetryCapture = () =>
  useCaptureMutation((id: string) =>
    api<Capture>(`/api/wardrobe/captures/${encodeURIComponent(id)}/retry`, { method: 'POST' }),
  );

export const useRemoveCapture = () =>
  useCaptureMutation((id: string) =>
    api<void>(`/api/wardrobe/captures/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

export const useReplaceCaptureCutout = () =>
  useCaptureMutation(({ id, png }: { id: string; png: Blob }) => {
    const body = new FormData();
    body.set('file', new File([png], 'retouche.png', { type: 'image/png' }));
    return api<Capture>(`/api/wardrobe/captures/${encodeURIComponent(id)}/cutout`, { method: 'PUT', body });
  });

export const useSaveCaptures = () =>
  useCaptureMutation(
    (items: CaptureSaveItem[]) =>
      api<{ items: ClothingItem[] }>('/api/wardrobe/captures/save', { method: 'POST', json: { items } }),
    true,
  );
