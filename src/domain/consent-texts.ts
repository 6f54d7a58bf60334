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
