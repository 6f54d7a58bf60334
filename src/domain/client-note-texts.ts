/** The notes' messages, apart from client-notes.ts: the pages that show them need not load its schemas. */

export const NOTE_MAX_LENGTH = 5000;

export const NOTE_MESSAGES = {
  empty: 'La note ne peut pas être vide.',
  tooLong: `La note ne peut pas dépasser ${NOTE_MAX_LENGTH} caractères.`,
  notFound: 'Note introuvable.',
  loadFailed: 'Impossible de charger les notes.',
  saveFailed: "La note n'a pas pu être enregistrée.",
  deleteFailed: "La note n'a pas pu être supprimée.",
  invalidFollowUp: 'Choisissez une date de relance valide.',
  followUpFailed: "La date de relance n'a pas pu être enregistrée.",
} as const;
