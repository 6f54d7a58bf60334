/** The error body every API route returns: `{ error: { code, message } }`, message in French. */
export type ApiErrorBody = { error: { code: string; message: string } };

export const MESSAGES = {
  unexpected: "Une erreur inattendue s'est produite.",
  unauthenticated: 'Vous devez être connecté.',
  forbidden: 'Accès refusé.',
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
} as const;
