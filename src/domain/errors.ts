import { groupThousands } from './french-numbers';
import { MAX_INPUT_SIDE } from './limits';

/**
 * Every code the API answers with in `{ error: { code, message } }`. The server throws them as `AppError`s; the
 * web app compares `ApiError.code` against this same union, so a code that is renamed or misspelt on either side
 * is a type error. The French message of each code is in `error-messages.ts`, its HTTP status in the server.
 */
export const ERROR_CODES = [
  // Any route
  'INVALID_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'INTERNAL',
  // Request defences
  'FORBIDDEN_ORIGIN',
  'BODY_TOO_LARGE',
  'NUL_CHARACTER',
  'LONE_SURROGATE',
  'INVALID_CURSOR',
  // Uploaded files
  'FILE_MISSING',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  'IMAGE_UNREADABLE',
  'IMAGE_TOO_MANY_PIXELS',
  'IMAGE_TOO_LARGE_SIDE',
  // Accounts
  'INVALID_EMAIL_OR_PASSWORD',
  'INVALID_EMAIL',
  'INVALID_PASSWORD',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
  'PASSWORD_CONTAINS_PERSONAL_INFO',
  'USER_ALREADY_EXISTS',
  'INVALID_TOKEN',
  'EMAIL_NOT_VERIFIED',
  'EMAIL_ALREADY_VERIFIED',
  'CONSENT_REQUIRED',
  'CLIENT_CONSENT_REQUIRED',
  'FACE_PHOTO_CONSENT_REQUIRED',
  // Invitations
  'INVITE_INVALID',
  'INVITE_ROLE',
  'INVITE_EMAIL',
  'INVITE_PROOF_INVALID',
  'INVITE_ALREADY_USED',
  // Messages
  'NOT_LINKED',
  'CONVERSATION_CLOSED',
  // Proposals
  'ALREADY_BOUGHT',
  'PROPOSAL_BOUGHT',
  'PROPOSAL_ANSWERED',
  // Outfits
  'GARMENT_NOT_ALLOWED',
  'NOT_LATEST',
  'SILHOUETTE_CHANGED',
  'OUTFIT_SHARED',
  'OUTFIT_DRAFT',
  // Diagnosis
  'MORPHOLOGY_OTHER_SYSTEM',
  // Bulk capture
  'TOO_MANY_CAPTURES',
  'CAPTURE_NOT_FAILED',
  'CAPTURE_NOT_READY',
  // Wardrobe sort
  'SORT_FINISHED',
  // Style questionnaire
  'TOO_MANY_INSPIRATIONS',
  // Capsules and travel cases
  'TOO_MANY_CAPSULES',
  'CAPSULE_FULL',
  'CAPSULE_PIECE_NOT_ALLOWED',
  'DAY_OUTSIDE_TRIP',
  // Invoices
  'INVOICING_INCOMPLETE',
  'INVOICE_PAID',
  'INVOICE_CREDITED',
  'INVOICE_NOT_PAYABLE',
  'INVOICE_NOT_CREDITABLE',
  // Packages and quotes
  'TOO_MANY_PACKAGES',
  'QUOTE_NOT_OPEN',
  'QUOTE_EXPIRED',
  'QUOTE_NOT_ACCEPTED',
  'QUOTE_DEPOSIT_ISSUED',
  'QUOTE_BALANCE_ISSUED',
  // Appointments
  'SLOT_TAKEN',
  'SLOT_UNAVAILABLE',
  'NO_SESSION_LEFT',
  'APPOINTMENT_TOO_LATE',
  'APPOINTMENT_CANCELLED',
  'APPOINTMENT_NOT_WAIVABLE',
  'APPOINTMENT_INVOICED',
  // Enhancement
  'ENHANCE_IN_PROGRESS',
  'ENHANCER_BUSY',
  'ENHANCE_FAILED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && KNOWN_CODES.has(value);

/** What a 404 is about: each says so in its own words ('Client non trouvé', 'Tenue introuvable'...). */
export const NOT_FOUND_RESOURCES = [
  'client',
  'note',
  'conversation',
  'proposal',
  'outfit',
  'link',
  'capture',
  'invite',
  'sort',
  'palette',
  'document',
  'questionnaire',
  'inspiration',
  'capsule',
  'invoice',
  'package',
  'quote',
  'appointment',
  'clientPackage',
] as const;
export type NotFoundResource = (typeof NOT_FOUND_RESOURCES)[number];

/**
 * The values a code's message (and headers) are made from; codes not listed take none. All are optional: without
 * them the code's general message is used.
 */
type DetailsByCode = {
  /** Without it: 'Ressource introuvable.' */
  NOT_FOUND: { resource: NotFoundResource };
  /** The schema's own French message (a zod issue's), or 'Données invalides.' without it. */
  INVALID_INPUT: { message: string };
  /** When to try again, in the message and in `Retry-After`. */
  RATE_LIMITED: { retryAfterSeconds: number };
  /** What the unconfirmed address keeps the user from doing; without it, signing in. */
  EMAIL_NOT_VERIFIED: { action: 'invite' | 'acceptInvite' };
  /** Which file is missing; without it, the photo of an upload form. */
  FILE_MISSING: { file: 'outfitImage' };
  /** A photo question's own maximum; without it, the questionnaire's 24. */
  TOO_MANY_INSPIRATIONS: { questionMax: number };
  /** Her cancellation limit, in hours. */
  APPOINTMENT_TOO_LATE: { hours: number };
};

export type ErrorDetails<C extends ErrorCode> = C extends keyof DetailsByCode ? DetailsByCode[C] : never;

/** The error body every API route returns: `{ error: { code, message } }`, message in French. */
export type ApiErrorBody = { error: { code: ErrorCode; message: string } };

export const MESSAGES = {
  unexpected: "Une erreur inattendue s'est produite.",
  unauthenticated: 'Vous devez être connecté.',
  forbidden: 'Accès refusé.',
  foreignOrigin: 'Requête refusée : elle ne vient pas du site.',
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
  fileSideTooLarge: `L'image est trop grande : ${groupThousands(MAX_INPUT_SIDE)} pixels au plus de côté.`,
  fileUnreadable: "L'image est illisible ou corrompue.",
  fileMissing: 'Veuillez sélectionner une image',
  invalidCursor: 'Cette page de la liste est introuvable. Veuillez recharger la liste.',
  nulCharacter: 'Le texte contient un caractère non autorisé.',
  passwordTooLong: '128 caractères maximum',
  emailNotVerified: 'Veuillez confirmer votre adresse email.',
  emailAlreadyVerified: 'Votre adresse email est déjà confirmée.',
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
