import type { ErrorCode } from '~/domain/errors';
import { AppError } from '../errors';

/** better-auth's codes we tell the user about, each with our code (hence our status and French message). */
const BY_CODE: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_EMAIL_OR_PASSWORD',
  INVALID_EMAIL: 'INVALID_EMAIL',
  INVALID_PASSWORD: 'INVALID_PASSWORD',
  USER_ALREADY_EXISTS: 'USER_ALREADY_EXISTS',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'USER_ALREADY_EXISTS',
  INVALID_TOKEN: 'INVALID_TOKEN',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PASSWORD_TOO_LONG: 'PASSWORD_TOO_LONG',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
};

/** better-auth speaks English; our users read French. Its other codes are not ours: they read as bad input. */
export function translateAuthError(status: number, body: unknown): AppError {
  if (status === 429) return new AppError('RATE_LIMITED');
  const code = typeof body === 'object' && body && 'code' in body ? String(body.code) : '';
  const known = Object.hasOwn(BY_CODE, code) ? BY_CODE[code] : undefined;
  if (known) return new AppError(known);
  if (status === 401) return new AppError('UNAUTHENTICATED');
  if (status === 403) return new AppError('FORBIDDEN');
  if (status >= 500) return new AppError('INTERNAL');
  return new AppError('INVALID_INPUT');
}
