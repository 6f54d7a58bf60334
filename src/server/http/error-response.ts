import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody, ErrorCode, ErrorDetails } from '~/domain/errors';
import { AppError } from '../errors';

type HttpAnswer<C extends ErrorCode> = {
  status: ContentfulStatusCode;
  headers?: (details: ErrorDetails<C> | undefined) => Record<string, string>;
};

const retryAfter = (seconds: number) => ({ 'retry-after': String(seconds) });

/** The HTTP status (and headers) of every error code: the only place a domain error meets HTTP. */
export const ERROR_HTTP: { [C in ErrorCode]: HttpAnswer<C> } = {
  INVALID_INPUT: { status: 400 },
  UNAUTHENTICATED: { status: 401 },
  FORBIDDEN: { status: 403 },
  NOT_FOUND: { status: 404 },
  RATE_LIMITED: {
    status: 429,
    headers: (details) => (details ? retryAfter(details.retryAfterSeconds) : {}),
  },
  INTERNAL: { status: 500 },

  FORBIDDEN_ORIGIN: { status: 403 },
  BODY_TOO_LARGE: { status: 413 },
  NUL_CHARACTER: { status: 400 },
  LONE_SURROGATE: { status: 400 },
  INVALID_CURSOR: { status: 400 },

  FILE_MISSING: { status: 400 },
  FILE_TOO_LARGE: { status: 413 },
  UNSUPPORTED_FILE_TYPE: { status: 415 },
  IMAGE_UNREADABLE: { status: 400 },
  IMAGE_TOO_MANY_PIXELS: { status: 400 },
  IMAGE_TOO_LARGE_SIDE: { status: 400 },

  INVALID_EMAIL_OR_PASSWORD: { status: 401 },
  INVALID_EMAIL: { status: 400 },
  INVALID_PASSWORD: { status: 400 },
  PASSWORD_TOO_SHORT: { status: 400 },
  PASSWORD_TOO_LONG: { status: 400 },
  PASSWORD_TOO_COMMON: { status: 400 },
  PASSWORD_CONTAINS_PERSONAL_INFO: { status: 400 },
  USER_ALREADY_EXISTS: { status: 409 },
  INVALID_TOKEN: { status: 400 },
  EMAIL_NOT_VERIFIED: { status: 403 },
  EMAIL_ALREADY_VERIFIED: { status: 409 },
  CONSENT_REQUIRED: { status: 403 },
  CLIENT_CONSENT_REQUIRED: { status: 403 },
  FACE_PHOTO_CONSENT_REQUIRED: { status: 403 },

  INVITE_INVALID: { status: 410 },
  INVITE_ROLE: { status: 403 },
  INVITE_EMAIL: { status: 403 },
  INVITE_PROOF_INVALID: { status: 403 },
  INVITE_ALREADY_USED: { status: 409 },

  NOT_LINKED: { status: 403 },
  CONVERSATION_CLOSED: { status: 403 },

  ALREADY_BOUGHT: { status: 409 },
  PROPOSAL_BOUGHT: { status: 409 },
  PROPOSAL_ANSWERED: { status: 409 },

  GARMENT_NOT_ALLOWED: { status: 400 },
  NOT_LATEST: { status: 409 },
  OUTFIT_SHARED: { status: 409 },
  OUTFIT_DRAFT: { status: 409 },
  SILHOUETTE_CHANGED: { status: 409 },

  MORPHOLOGY_OTHER_SYSTEM: { status: 400 },

  TOO_MANY_CAPTURES: { status: 409 },
  CAPTURE_NOT_FAILED: { status: 409 },
  CAPTURE_NOT_READY: { status: 409 },
  SORT_FINISHED: { status: 409 },
  TOO_MANY_INSPIRATIONS: { status: 409 },
  TOO_MANY_CAPSULES: { status: 409 },
  CAPSULE_FULL: { status: 409 },
  CAPSULE_PIECE_NOT_ALLOWED: { status: 400 },
  DAY_OUTSIDE_TRIP: { status: 400 },
  INVOICING_INCOMPLETE: { status: 409 },
  INVOICE_PAID: { status: 409 },
  INVOICE_CREDITED: { status: 409 },
  INVOICE_NOT_PAYABLE: { status: 409 },
  INVOICE_NOT_CREDITABLE: { status: 409 },
  TOO_MANY_PACKAGES: { status: 409 },
  QUOTE_NOT_OPEN: { status: 409 },
  QUOTE_EXPIRED: { status: 409 },
  QUOTE_NOT_ACCEPTED: { status: 409 },
  QUOTE_DEPOSIT_ISSUED: { status: 409 },
  QUOTE_BALANCE_ISSUED: { status: 409 },
  SLOT_TAKEN: { status: 409 },
  SLOT_UNAVAILABLE: { status: 409 },
  NO_SESSION_LEFT: { status: 409 },
  APPOINTMENT_TOO_LATE: { status: 409 },
  APPOINTMENT_CANCELLED: { status: 409 },
  APPOINTMENT_NOT_WAIVABLE: { status: 409 },
  APPOINTMENT_INVOICED: { status: 409 },

  // Per user on this instance: one ends within seconds.
  ENHANCE_IN_PROGRESS: { status: 429, headers: () => retryAfter(2) },
  ENHANCER_BUSY: { status: 503, headers: () => retryAfter(2) },
  ENHANCE_FAILED: { status: 500 },
};

export const errorBody = (error: AppError): ApiErrorBody => ({
  error: { code: error.code, message: error.message },
});

/** The response for `error`: its code's status and headers, `{ error: { code, message } }`. */
export function errorResponse(c: Context, error: AppError): Response {
  const { status, headers } = ERROR_HTTP[error.code] as HttpAnswer<ErrorCode>;
  return c.json(errorBody(error), status, headers?.(error.details) ?? {});
}

/**
 * The app's `onError`: an `AppError` gets its code's answer; Hono's own 4xx (a malformed JSON body reaching a
 * validator) keeps its status with `INVALID_INPUT`; anything else is a 500 `INTERNAL`, logged with the request's
 * line under `err`.
 */
export function answerError(error: Error, c: Context): Response {
  if (error instanceof AppError) return errorResponse(c, error);
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(errorBody(new AppError('INVALID_INPUT')), error.status);
  }
  return errorResponse(c, new AppError('INTERNAL'));
}
