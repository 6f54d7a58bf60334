import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColourAnalysis, ColourMeasurements, Drape } from '~/domain/draping-texts';
import { api } from '~/web/lib/api';

const base = (clientId: string) => `/api/clients/${encodeURIComponent(clientId)}/colour-analysis`;

/** A client's colour analysis, under her id (her own page and her consultant's board read the same). */
export const colourAnalysisKey = (clientId: string) => ['colour-analysis', clientId] as const;

export function useColourAnalysis(clientId: string | undefined) {
  return useQuery({
    queryKey: colourAnalysisKey(clientId ?? ''),
    queryFn: ({ signal }) => api<ColourAnalysis>(base(clientId!), { signal }),
    enabled: Boolean(clientId),
  });
}

/** Every change answers with the whole analysis: it replaces the cache. */
function useColourAnalysisChange<Input>(clientId: string, send: (input: Input) => Promise<ColourAnalysis>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (analysis) => queryClient.setQueryData(colourAnalysisKey(clientId), analysis),
  });
}

/** Her consent to keep her face photo (hers alone), given or withdrawn (the photo then goes). */
export const usePhotoConsent = (clientId: string) =>
  useColourAnalysisChange(clientId, (given: boolean) =>
    api<ColourAnalysis>(`${base(clientId)}/photo-consent`, {
      method: given ? 'PUT' : 'DELETE',
      ...(given && { json: { consent: true } }),
    }),
  );

/** Her face photo, sent by her or by her consultant during a video call; null removes it. */
export const useFacePhoto = (clientId: string) =>
  useColourAnalysisChange(clientId, (photo: Blob | null) => {
    if (!photo) return api<ColourAnalysis>(`${base(clientId)}/photo`, { method: 'DELETE' });
    const form = new FormData();
    form.set('file', photo, 'visage.jpg');
    return api<ColourAnalysis>(`${base(clientId)}/photo`, { method: 'PUT', body: form });
  });

export const useSaveMeasurements = (clientId: string) =>
  useColourAnalysisChange(clientId, (measurements: ColourMeasurements) =>
    api<ColourAnalysis>(`${base(clientId)}/measurements`, { method: 'PUT', json: measurements }),
  );

export const useSaveDraping = (clientId: string) =>
  useColourAnalysisChange(clientId, (draping: { drapes: Drape[]; note: string | null }) =>
    api<ColourAnalysis>(`${base(clientId)}/drapes`, { method: 'PUT', json: draping }),
  );

/** 'Tout effacer': her photo, the measured colours and the drapes (hers alone). */
export const useEraseColourAnalysis = (clientId: string) =>
  useColourAnalysisChange(clientId, () => api<ColourAnalysis>(base(clientId), { method: 'DELETE' }));
