import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MESSAGES } from '~/domain/errors';
import { AUTH_MESSAGES } from '~/domain/auth';

type Translated = { status: ContentfulStatusCode; code: string; message: string };

const BY_CODE: Record<string, Omit<Translated, 'code'>> = {
  INVALID_EMAIL_OR_PASSWORD: { status: 401, message: MESSAGES.invalidCredentials },
  INVALID_EMAIL: { status: 400, message: AUTH_MESSAGES.emailInvalid },
  INVALID_PASSWORD: { status: 400, message: MESSAGES.wrongCurrentPassword },
  USER_ALREADY_EXISTS: { status: 409, message: MESSAGES.userExists },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { status: 409, message: MESSAGES.userExists },
  INVALID_TOKEN: { status: 400, message: MESSAGES.invalidToken },
  PASSWORD_TOO_SHORT: { status: 400, message: AUTH_MESSAGES.passwordTooShort },
  PASSWORD_TOO_LONG: { status: 400, message: '128 caractères maximum' },
  EMAIL_NOT_VERIFIED: { status: 403, message: 'Veuillez confirmer votre adresse email.' },
};

/** better-auth speaks English; our users read French. */
export function translateAuthError(status: number, body: unknown): Translated {
  if (status === 429) return { status: 429, code: 'RATE_LIMITED', message: MESSAGES.rateLimited };
  const code = typeof body === 'object' && body && 'code' in body ? String(body.code) : '';
  const known = BY_CODE[code];
  if (known) return { ...known, code };
  if (status === 401) return { status: 401, code: 'UNAUTHENTICATED', message: MESSAGES.unauthenticated };
  if (status === 403) return { status: 403, code: 'FORBIDDEN', message: MESSAGES.forbidden };
  if (status >= 500) return { status: 500, code: 'INTERNAL', message: MESSAGES.unexpected };
  return { status: 400, code: code || 'INVALID_INPUT', message: MESSAGES.invalidInput };
}
