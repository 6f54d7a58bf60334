import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MESSAGES, rateLimitedMessage, type ApiErrorBody } from '~/domain/errors';

/** A failure the API reports as `{ error: { code, message } }` with a French message. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, 'NOT_FOUND', message);
export const badRequest = (message: string, code = 'INVALID_INPUT') => new HttpError(400, code, message);
export const unauthenticated = () => new HttpError(401, 'UNAUTHENTICATED', MESSAGES.unauthenticated);
export const forbidden = () => new HttpError(403, 'FORBIDDEN', MESSAGES.forbidden);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'RATE_LIMITED', rateLimitedMessage(retryAfterSeconds), {
    'retry-after': String(retryAfterSeconds),
  });

export function errorBody(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}

export function sendError(c: Context, error: HttpError) {
  return c.json(errorBody(error.code, error.message), error.status, error.headers);
}

/** The first issue's message: the schemas carry the spec's French texts. */
export function validationError(error: { issues: readonly { message: string }[] }): HttpError {
  return badRequest(error.issues[0]?.message ?? MESSAGES.invalidInput);
}
