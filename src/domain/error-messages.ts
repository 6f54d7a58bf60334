import { AUTH_MESSAGES } from './auth';
import { CAPSULE_MESSAGES } from './capsule-texts';
import { INVOICE_TEXTS } from './invoice-texts';
import { QUOTE_TEXTS } from './quote-texts';
import { APPOINTMENT_TEXTS } from './appointment-texts';
import { CAPTURE_MESSAGES } from './capture';
import { CLIENT_MESSAGES } from './client-texts';
import { NOTE_MESSAGES } from './client-note-texts';
import { CONSENT_TEXTS } from './consent-texts';
import { MORPHOLOGY_OTHER_SYSTEM_MESSAGE } from './diagnosis-texts';
import { DRAPING_MESSAGES } from './draping-texts';
import { ENHANCE_MESSAGES } from './enhance';
import { PASSWORD_STRENGTH_MESSAGES } from './password-strength';
import {
  MESSAGES,
  rateLimitedMessage,
  type ErrorCode,
  type ErrorDetails,
  type NotFoundResource,
} from './errors';
import { INVITE_MESSAGES } from './invites';
import { LINK_TEXTS } from './links';
import { MESSAGING_TEXTS } from './messages';
import { OUTFIT_MESSAGES } from './outfit-texts';
import { PROPOSAL_MESSAGES } from './proposals';
import { INSPIRATION_MESSAGES } from './questionnaire-inspiration-texts';
import { SORT_MESSAGES } from './wardrobe-sort-texts';

/**
 * The French message of every error code, in one place: the texts themselves stay in the catalogue of their
 * feature (the spec's wording), this table says which one each code answers with. Kept apart from `errors.ts`,
 * which the web app imports, so its bundle does not take in every feature's texts.
 */

const NOT_FOUND_MESSAGES: Record<NotFoundResource, string> = {
  client: CLIENT_MESSAGES.notFound,
  note: NOTE_MESSAGES.notFound,
  conversation: MESSAGING_TEXTS.notFound,
  proposal: PROPOSAL_MESSAGES.notFound,
  outfit: OUTFIT_MESSAGES.notFound,
  link: LINK_TEXTS.notFound,
  capture: CAPTURE_MESSAGES.notFound,
  invite: INVITE_MESSAGES.invalidOrExpired,
  sort: SORT_MESSAGES.notFound,
  palette: 'Aucune palette n’a encore été choisie.',
  document: 'Document introuvable.',
  questionnaire: 'Aucun questionnaire de style pour l’instant.',
  inspiration: INSPIRATION_MESSAGES.notFound,
  capsule: CAPSULE_MESSAGES.notFound,
  invoice: 'Facture introuvable.',
  package: 'Forfait introuvable.',
  quote: 'Devis introuvable.',
  appointment: 'Rendez-vous introuvable.',
  clientPackage: 'Forfait introuvable.',
};

type MessageOf<C extends ErrorCode> = string | ((details: ErrorDetails<C> | undefined) => string);

const ERROR_MESSAGES: { [C in ErrorCode]: MessageOf<C> } = {
  INVALID_INPUT: (details) => details?.message ?? MESSAGES.invalidInput,
  UNAUTHENTICATED: MESSAGES.unauthenticated,
  FORBIDDEN: MESSAGES.forbidden,
  NOT_FOUND: (details) => (details ? NOT_FOUND_MESSAGES[details.resource] : MESSAGES.notFound),
  RATE_LIMITED: (details) => (details ? rateLimitedMessage(details.retryAfterSeconds) : MESSAGES.rateLimited),
  INTERNAL: MESSAGES.unexpected,

  FORBIDDEN_ORIGIN: MESSAGES.foreignOrigin,
  BODY_TOO_LARGE: MESSAGES.bodyTooLarge,
  NUL_CHARACTER: MESSAGES.nulCharacter,
  LONE_SURROGATE: MESSAGES.nulCharacter,
  INVALID_CURSOR: MESSAGES.invalidCursor,

  FILE_MISSING: (details) =>
    details?.file === 'outfitImage' ? OUTFIT_MESSAGES.captureFailed : MESSAGES.fileMissing,
  FILE_TOO_LARGE: MESSAGES.fileSize,
  UNSUPPORTED_FILE_TYPE: MESSAGES.fileType,
  IMAGE_UNREADABLE: MESSAGES.fileUnreadable,
  IMAGE_TOO_MANY_PIXELS: MESSAGES.fileTooManyPixels,
  IMAGE_TOO_LARGE_SIDE: MESSAGES.fileSideTooLarge,

  INVALID_EMAIL_OR_PASSWORD: MESSAGES.invalidCredentials,
  INVALID_EMAIL: AUTH_MESSAGES.emailInvalid,
  INVALID_PASSWORD: MESSAGES.wrongCurrentPassword,
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.passwordTooShort,
  PASSWORD_TOO_LONG: MESSAGES.passwordTooLong,
  PASSWORD_TOO_COMMON: PASSWORD_STRENGTH_MESSAGES.tooCommon,
  PASSWORD_CONTAINS_PERSONAL_INFO: PASSWORD_STRENGTH_MESSAGES.containsPersonalInfo,
  USER_ALREADY_EXISTS: MESSAGES.userExists,
  INVALID_TOKEN: MESSAGES.invalidToken,
  EMAIL_NOT_VERIFIED: (details) =>
    details?.action === 'invite'
      ? INVITE_MESSAGES.consultantNotVerified
      : details?.action === 'acceptInvite'
        ? INVITE_MESSAGES.clientNotVerified
        : MESSAGES.emailNotVerified,
  EMAIL_ALREADY_VERIFIED: MESSAGES.emailAlreadyVerified,
  CONSENT_REQUIRED: CONSENT_TEXTS.missing,
  CLIENT_CONSENT_REQUIRED: CONSENT_TEXTS.clientMissing,
  FACE_PHOTO_CONSENT_REQUIRED: DRAPING_MESSAGES.photoConsentRequired,

  INVITE_INVALID: INVITE_MESSAGES.invalidOrExpired,
  INVITE_ROLE: INVITE_MESSAGES.notForConsultants,
  INVITE_EMAIL: INVITE_MESSAGES.wrongEmail,
  INVITE_PROOF_INVALID: INVITE_MESSAGES.proofInvalid,
  INVITE_ALREADY_USED: INVITE_MESSAGES.alreadyUsed,

  NOT_LINKED: MESSAGING_TEXTS.notLinked,
  CONVERSATION_CLOSED: LINK_TEXTS.conversationClosed,

  ALREADY_BOUGHT: PROPOSAL_MESSAGES.alreadyBought,
  PROPOSAL_BOUGHT: PROPOSAL_MESSAGES.boughtStays,
  PROPOSAL_ANSWERED: PROPOSAL_MESSAGES.answeredStays,

  GARMENT_NOT_ALLOWED: OUTFIT_MESSAGES.garmentNotAllowed,
  NOT_LATEST: OUTFIT_MESSAGES.notLatest,
  SILHOUETTE_CHANGED: OUTFIT_MESSAGES.silhouetteChanged,
  OUTFIT_SHARED: OUTFIT_MESSAGES.alreadyShared,
  OUTFIT_DRAFT: OUTFIT_MESSAGES.isDraft,

  MORPHOLOGY_OTHER_SYSTEM: MORPHOLOGY_OTHER_SYSTEM_MESSAGE,

  TOO_MANY_CAPTURES: CAPTURE_MESSAGES.tooMany,
  CAPTURE_NOT_FAILED: CAPTURE_MESSAGES.notReady,
  CAPTURE_NOT_READY: CAPTURE_MESSAGES.notReady,

  SORT_FINISHED: SORT_MESSAGES.finished,

  TOO_MANY_INSPIRATIONS: (details) =>
    details ? INSPIRATION_MESSAGES.questionFull(details.questionMax) : INSPIRATION_MESSAGES.tooMany,

  TOO_MANY_CAPSULES: CAPSULE_MESSAGES.tooMany,
  CAPSULE_FULL: CAPSULE_MESSAGES.full,
  CAPSULE_PIECE_NOT_ALLOWED: CAPSULE_MESSAGES.pieceNotAllowed,
  DAY_OUTSIDE_TRIP: CAPSULE_MESSAGES.dayOutsideTrip,
  INVOICING_INCOMPLETE: INVOICE_TEXTS.incomplete,
  INVOICE_PAID: INVOICE_TEXTS.alreadyPaid,
  INVOICE_CREDITED: INVOICE_TEXTS.alreadyCredited,
  INVOICE_NOT_PAYABLE: INVOICE_TEXTS.creditNotPayable,
  INVOICE_NOT_CREDITABLE: INVOICE_TEXTS.creditOfCredit,
  TOO_MANY_PACKAGES: QUOTE_TEXTS.tooManyPackages,
  QUOTE_NOT_OPEN: QUOTE_TEXTS.notOpen,
  QUOTE_EXPIRED: QUOTE_TEXTS.expired,
  QUOTE_NOT_ACCEPTED: QUOTE_TEXTS.notAccepted,
  QUOTE_DEPOSIT_ISSUED: QUOTE_TEXTS.depositAlready,
  QUOTE_BALANCE_ISSUED: QUOTE_TEXTS.balanceAlready,

  SLOT_TAKEN: APPOINTMENT_TEXTS.slotTaken,
  SLOT_UNAVAILABLE: APPOINTMENT_TEXTS.slotUnavailable,
  NO_SESSION_LEFT: APPOINTMENT_TEXTS.noSessionLeft,
  APPOINTMENT_INVOICED: APPOINTMENT_TEXTS.alreadyInvoiced,
  APPOINTMENT_TOO_LATE: (details) => APPOINTMENT_TEXTS.tooLate(details?.hours ?? 48),
  APPOINTMENT_CANCELLED: APPOINTMENT_TEXTS.notBooked,
  APPOINTMENT_NOT_WAIVABLE: APPOINTMENT_TEXTS.notWaivable,

  ENHANCE_IN_PROGRESS: ENHANCE_MESSAGES.tooManyAtOnce,
  ENHANCER_BUSY: ENHANCE_MESSAGES.busy,
  ENHANCE_FAILED: ENHANCE_MESSAGES.failed,
};

/** The French message for `code`, made from its details when it takes any. */
export function errorMessage<C extends ErrorCode>(code: C, details?: ErrorDetails<C>): string {
  const message = ERROR_MESSAGES[code] as MessageOf<C>;
  return typeof message === 'string' ? message : message(details);
}
