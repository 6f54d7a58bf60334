import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import { MAX_JSON_BODY_BYTES, MAX_UPLOAD_BYTES } from '~/domain/limits';
import { AppError } from '../../errors';
import { errorResponse } from '../error-response';

/** Room for the multipart envelope around a file at the 5 MB cap. */
const MULTIPART_OVERHEAD = 64 * 1024;

const capSmallBody = bodyLimit({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: (c) => errorResponse(c, new AppError('BODY_TOO_LARGE')),
});
const capUpload = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD,
  onError: (c) => errorResponse(c, new AppError('FILE_TOO_LARGE')),
});

/** Marks a route that takes a photo upload: its body may reach the 5 MB cap instead of 64 KB. */
export const acceptsUpload: MiddlewareHandler = (_c, next) => next();

/**
 * Caps every request body before anything reads it whole: a declared length over the cap is refused at once,
 * a streamed body as soon as it passes it. Routes marked `acceptsUpload` get 5 MB, every other 64 KB. GET and
 * HEAD bodies are never read, so they are not looked at either: asking for one would build a whole web Request
 * on every read of a page.
 */
export function capRequestBodies(): MiddlewareHandler {
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return takesUpload(c) ? capUpload(c, next) : capSmallBody(c, next);
  };
}

/** Whether the request goes to a route marked `acceptsUpload`. */
export const takesUpload = (c: Context) => matchedRoutes(c).some((route) => route.handler === acceptsUpload);
