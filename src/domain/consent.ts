import { z } from './zod';
import { CONSENT_TEXTS } from './consent-texts';

export { CONSENT_TEXTS } from './consent-texts';

/** The box must be ticked: `true`, never a default. */
export const consentField = z.literal(true, CONSENT_TEXTS.required);

export const grantConsentSchema = z.object({ consent: consentField });

/** The client's consent and what withdrawing it would erase, for the confirmation to say exactly what goes. */
export type ConsentStatus = {
  consentedAt: string | null;
  erasable: {
    /** Whether measurements are stored (the silhouette is drawn from them). */
    measurements: boolean;
    measurementChanges: number;
    garments: number;
    /** Photos sent with 'Ajouter plusieurs vêtements' and not yet saved as garments. */
    pendingPhotos: number;
    /** Outfits composed with at least one of her garments: their image shows her photos. */
    outfits: number;
  };
};

const counted = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** The lines of the withdrawal's confirmation: what goes, counted, nothing listed that is not there. */
export function erasureLines(erasable: ConsentStatus['erasable']): string[] {
  const lines: string[] = [];
  if (erasable.measurements || erasable.measurementChanges) {
    lines.push(
      erasable.measurementChanges
        ? `vos mensurations et leur historique (${counted(erasable.measurementChanges, 'modification', 'modifications')})`
        : 'vos mensurations',
    );
  }
  if (erasable.garments) {
    const photos = erasable.garments > 1 ? 'avec leurs photos' : 'avec sa photo';
    lines.push(`${counted(erasable.garments, 'vêtement', 'vêtements')} de votre garde-robe, ${photos}`);
  }
  if (erasable.pendingPhotos) {
    lines.push(
      `${counted(erasable.pendingPhotos, 'photo en attente', 'photos en attente')} dans « Ajouter plusieurs vêtements »`,
    );
  }
  if (erasable.outfits) {
    lines.push(
      `${counted(erasable.outfits, 'tenue composée', 'tenues composées')} avec vos vêtements (leur image montre vos photos)`,
    );
  }
  return lines;
}

export const WITHDRAWAL_TEXTS = {
  nothingKept: "Aucune mensuration ni photo n'est conservée aujourd'hui.",
  whatStays:
    'Votre silhouette redeviendra la silhouette générique. Vos messages, votre photo de profil et les tenues composées uniquement avec les propositions de votre conseiller restent.',
  done: 'Votre accord est retiré : vos mensurations et vos photos sont effacées.',
  failed: "Une erreur s'est produite : rien n'a été effacé. Réessayez dans un instant.",
  granted: 'Votre accord est enregistré.',
} as const;
