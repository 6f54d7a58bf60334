import { MESSAGES } from '~/domain/errors';
import { ApiError } from '~/web/lib/api';

/** The server's French message when there is one, otherwise `fallback`. */
export function errorMessage(error: unknown, fallback: string = MESSAGES.unexpected): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
