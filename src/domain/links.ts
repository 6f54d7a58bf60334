/**
 * Ending the link between a consultant and a client (either may). The consultant loses the client's file at once;
 * the client keeps her wardrobe, the outfits she received and the conversation, which becomes read-only.
 */
export const LINK_TEXTS = {
  /** What a client sees in place of a consultant she is no longer linked to. */
  formerConsultant: 'Ancien conseiller',
  notFound: 'Lien introuvable.',
  conversationClosed: 'Cette conversation est en lecture seule : le suivi avec ce conseiller a pris fin.',
  endFailed: "Le suivi n'a pas pu être arrêté.",
} as const;
