/** The error body every API route returns: `{ error: { code, message } }`, message in French. */
export type ApiErrorBody = { error: { code: string; message: string } };

export const MESSAGES = {
  unexpected: "Une erreur inattendue s'est produite.",
  unauthenticated: 'Vous devez être connecté.',
  forbidden: 'Accès refusé.',
  foreignOrigin: 'Requête refusée : elle ne vient pas du site.',
  bodyTooLarge: 'La requête est trop volumineuse.',
  notFound: 'Ressource introuvable.',
  invalidInput: 'Données invalides.',
  rateLimited: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  invalidCredentials: 'Email ou mot de passe incorrect.',
  userExists: 'Un compte avec cette adresse email existe déjà. Essayez de vous connecter.',
  invalidToken: 'Le lien de réinitialisation a expiré. Veuillez en demander un nouveau.',
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
  fileType: 'Seuls les fichiers JPEG et PNG sont acceptés',
  fileSize: 'La taille du fichier ne doit pas dépasser 5 MB',
  fileTooManyPixels: "L'image est trop grande (nombre de pixels).",
  fileUnreadable: "L'image est illisible ou corrompue.",
  fileMissing: 'Veuillez sélectionner une image',
  invalidCursor: 'Cette page de la liste est introuvable. Veuillez recharger la liste.',
  nulCharacter: 'Le texte contient un caractère non autorisé.',
} as const;

/** The 429 text, saying when to try again: 'dans 40 secondes', 'dans 12 minutes', 'dans 2 heures'. */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const [amount, unit] =
    retryAfterSeconds < 60
      ? [retryAfterSeconds, 'seconde']
      : retryAfterSeconds < 3600
        ? [Math.ceil(retryAfterSeconds / 60), 'minute']
        : [Math.ceil(retryAfterSeconds / 3600), 'heure'];
  return `Trop de tentatives. Veuillez réessayer dans ${amount} ${unit}${amount > 1 ? 's' : ''}.`;
}
