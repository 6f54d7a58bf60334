/** What the bulk capture says, apart from capture.ts's schemas, for the pages that only say it. */

export const MAX_PENDING_CAPTURES = 30;

export const CAPTURE_MESSAGES = {
  tooMany: `Vous pouvez ajouter ${MAX_PENDING_CAPTURES} photos au plus à la fois. Enregistrez ou retirez celles qui attendent.`,
  failed: 'Le détourage de cette photo a échoué. Réessayez ou retirez-la.',
  notReady: "Cette photo n'est pas encore prête : attendez la fin du détourage.",
  notFound: 'Photo introuvable',
  nothingToSave: 'Choisissez au moins un vêtement à enregistrer',
} as const;
