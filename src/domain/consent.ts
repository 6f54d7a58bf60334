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
    /** Outfits composed with her garments or drawn on her measured silhouette: their image shows them. */
    outfits: number;
    /** Whether her consultant recorded a morphology (read from her measurements). */
    morphology: boolean;
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
  if (erasable.morphology) lines.push('la morphologie que votre conseiller a établie');
  if (erasable.garments) {
    const photos = erasable.garments > 1 ? 'avec leurs photos' : 'avec sa photo';
    lines.push(`${counted(erasable.garments, 'vêtement', 'vêtements')} de votre garde-robe, ${photos}`);
  }
  if (erasable.pendingPhotos) {
    lines.push(
      `${counted(erasable.pendingPhotos, 'photo en attente', 'photos en attente')} dans « Ajouter plusieurs vêtements »`,
    );
  }
  if (erasable.outfits) {
    lines.push(
      `${counted(erasable.outfits, 'tenue composée', 'tenues composées')} pour vous (leur image montre vos vêtements ou votre silhouette)`,
    );
  }
  return lines;
}

export const WITHDRAWAL_TEXTS = {
  nothingKept: "Aucune mensuration ni photo n'est conservée aujourd'hui.",
  whatStays:
    'Votre silhouette redeviendra la silhouette générique. Vos messages, votre photo de profil (que vous gérez vous-même dans Paramètres), votre palette de couleurs et les tenues composées sur la silhouette générique avec les seules propositions de votre conseiller restent.',
  done: 'Votre accord est retiré : vos mensurations et vos photos sont effacées.',
  failed: "Une erreur s'est produite : rien n'a été effacé. Réessayez dans un instant.",
  granted: 'Votre accord est enregistré.',
} as const;
