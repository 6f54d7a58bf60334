import type { ConsentStatus } from './consent';

/**
 * What the product says about the client's consent; apart from consent.ts's schema, for the pages that only
 * say it.
 */
export const CONSENT_TEXTS = {
  label: "J'accepte que mes mensurations et mes photos soient conservées pour mon accompagnement",
  required: 'Votre accord est nécessaire pour conserver vos mensurations et vos photos.',
  /** The API's answer to a client who withdrew her consent and sends measurements or a photo. */
  missing:
    'Vous avez retiré votre accord : vos mensurations et vos photos ne sont plus conservées. Vous pouvez le donner à nouveau dans Paramètres.',
  /** The API's answer to her consultant, who records what is read from her measurements (the morphology). */
  clientMissing:
    "Votre client n'a pas donné son accord pour conserver ses mensurations : sa morphologie ne peut pas être enregistrée.",
  /** Where a client who withdrew it would add a garment, and on her measurements card. */
  noPhotos: 'vos photos ne sont plus conservées et vous ne pouvez pas ajouter de vêtement.',
  noMeasurements: 'vos mensurations ne sont plus conservées et votre silhouette est la silhouette générique.',
} as const;

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
  if (erasable.colourAnalysis) {
    lines.push('votre analyse couleur (la photo de votre visage et les couleurs mesurées dessus)');
  }
  if (erasable.documents) {
    lines.push(
      `${counted(erasable.documents, 'document', 'documents')} de « Mes documents » (carnet de style, liste d’achats)`,
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
