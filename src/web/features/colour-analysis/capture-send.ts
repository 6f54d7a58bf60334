import { useRef, useState } from 'react';
import type { PhotoChoice } from '~/domain/colour-photo-texts';
import type { ColourAnalysis, ColourMeasurements } from '~/domain/draping-texts';
import { useFacePhoto, usePhotoConsent, useSaveMeasurements } from '~/web/lib/colour-analysis';
import { photoBlob, type Picture } from './capture-image';

/**
 * 'Envoyer à ma conseillère': the measured colours first, then, only if she chose to keep it, her consent and the
 * photo as a JPEG. With the colours alone, a photo kept from before goes (its consent is withdrawn): it would not
 * be the photo these colours were measured on. Each step is a PUT or a DELETE of the whole, so trying again after
 * a failure sends everything again without harm; the picture stays in the page until it has all been sent.
 */
export function useSendAnalysis(clientId: string) {
  const saveMeasurements = useSaveMeasurements(clientId);
  const consent = usePhotoConsent(clientId);
  const facePhoto = useFacePhoto(clientId);
  const [sending, setSending] = useState(false);
  const running = useRef(false);

  async function send(input: {
    picture: Picture;
    measurements: ColourMeasurements;
    choice: PhotoChoice;
  }): Promise<ColourAnalysis | null> {
    // A double tap sends once.
    if (running.current) return null;
    running.current = true;
    setSending(true);
    try {
      let analysis = await saveMeasurements.mutateAsync(input.measurements);
      if (input.choice === 'keep') {
        if (!analysis.photoConsentAt) analysis = await consent.mutateAsync(true);
        analysis = await facePhoto.mutateAsync(await photoBlob(input.picture));
      } else if (analysis.photoConsentAt || analysis.photoUrl) {
        analysis = await consent.mutateAsync(false);
      }
      return analysis;
    } finally {
      running.current = false;
      setSending(false);
    }
  }

  return { send, sending };
}
