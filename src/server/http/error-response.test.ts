import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '~/domain/clients';
import { ERROR_CODES, NOT_FOUND_RESOURCES, type ErrorCode, type ErrorDetails } from '~/domain/errors';
import { INVITE_MESSAGES } from '~/domain/invites';
import { OUTFIT_MESSAGES } from '~/domain/outfits';
import { AppError } from '../errors';
import { answerError, ERROR_HTTP } from './error-response';

/** The words of an English message (the same list as the fuzz test's). */
const ENGLISH =
  /\b(expected|invalid|input|required|must|received|malformed|unexpected|error|failed|not found|too (big|small|long|short)|string|number)\b/i;

/** Every code once without details, and once with each kind of details it takes. */
const DETAILS: { [C in ErrorCode]?: ErrorDetails<C>[] } = {
  NOT_FOUND: NOT_FOUND_RESOURCES.map((resource) => ({ resource })),
  INVALID_INPUT: [{ message: 'Le nom est requis' }],
  RATE_LIMITED: [{ retryAfterSeconds: 40 }, { retryAfterSeconds: 90 }, { retryAfterSeconds: 7200 }],
  EMAIL_NOT_VERIFIED: [{ action: 'invite' }, { action: 'acceptInvite' }],
  FILE_MISSING: [{ file: 'outfitImage' }],
};
const ERRORS: AppError[] = ERROR_CODES.flatMap((code) => [
  new AppError(code),
  ...(DETAILS[code] ?? []).map((details) => new AppError(code, details as never)),
]);

/** An app whose one route throws `error`, answered by the app's own `onError`. */
async function answerTo(error: unknown) {
  const app = new Hono();
  app.onError(answerError);
  app.get('/boom', () => {
    throw error;
  });
  return app.request('/boom');
}

describe('error codes', () => {
  it('each have a French message and an HTTP status, with or without details', () => {
    for (const error of ERRORS) {
      expect(error.message.trim(), error.code).not.toBe('');
      expect(error.message, error.code).not.toMatch(ENGLISH);
      expect(ERROR_HTTP[error.code].status, error.code).toBeGreaterThanOrEqual(400);
    }
    expect(Object.keys(ERROR_HTTP).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('keep the message of the feature a 404 is about', () => {
    expect(new AppError('NOT_FOUND').message).toBe('Ressource introuvable.');
    expect(new AppError('NOT_FOUND', { resource: 'client' }).message).toBe(CLIENT_MESSAGES.notFound);
    expect(new AppError('NOT_FOUND', { resource: 'outfit' }).message).toBe(OUTFIT_MESSAGES.notFound);
    expect(new AppError('NOT_FOUND', { resource: 'invite' }).message).toBe(INVITE_MESSAGES.invalidOrExpired);
    expect(new AppError('INVALID_INPUT', { message: 'Le nom est requis' }).message).toBe('Le nom est requis');
    expect(new AppError('EMAIL_NOT_VERIFIED', { action: 'invite' }).message).toBe(
      INVITE_MESSAGES.consultantNotVerified,
    );
  });
});

describe("the app's onError", () => {
  it('answers every thrown AppError with its status, code and French message', async () => {
    for (const error of ERRORS) {
      const response = await answerTo(error);
      expect(response.status, error.code).toBe(ERROR_HTTP[error.code].status);
      expect(await response.json(), error.code).toEqual({
        error: { code: error.code, message: error.message },
      });
    }
  });

  it('says when to try again, in the message and in Retry-After', async () => {
    const limited = await answerTo(new AppError('RATE_LIMITED', { retryAfterSeconds: 90 }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('90');
    expect(await limited.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Trop de tentatives. Veuillez réessayer dans 2 minutes.' },
    });
    const busy = await answerTo(new AppError('ENHANCER_BUSY'));
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('2');
    expect((await answerTo(new AppError('NOT_FOUND'))).headers.get('retry-after')).toBeNull();
  });

  it('answers anything else with a French 500 that tells nothing of the error', async () => {
    const response = await answerTo(new Error('relation "profiles" does not exist'));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: { code: 'INTERNAL', message: "Une erreur inattendue s'est produite." },
    });
  });
});
