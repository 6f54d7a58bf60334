import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { MAX_JSON_BODY_BYTES, MAX_UPLOAD_BYTES } from '~/domain/limits';
import { AppError } from '../../errors';
import { errorResponse } from '../error-response';
import { requestHeader } from '../node-headers';

/** Room for the multipart envelope around a file at the 5 MB cap. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Marks a route that takes a photo upload: its body may reach the 5 MB cap instead of 64 KB. */
export const acceptsUpload: MiddlewareHandler = (_c, next) => next();

/** `rawBody`: what @hono/node-server's Request reads instead of the stream, once it has been read here. */
type NodeIncoming = IncomingMessage & { rawBody?: Buffer };
const TOO_LARGE = Symbol('too large');

/** Node's request stream read whole, or TOO_LARGE as soon as it passes `max` bytes (the rest is left unread). */
function readIncoming(incoming: NodeIncoming, max: number): Promise<Buffer | typeof TOO_LARGE> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: Buffer | typeof TOO_LARGE | Error) => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        incoming.pause();
        finish(TOO_LARGE);
      } else chunks.push(chunk);
    };
    const onEnd = () => finish(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    const onError = (error: Error) => finish(error);
    const onClose = () => (incoming.readableEnded ? onEnd() : finish(new Error('request closed early')));
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

/** Under `app.request()` (tests), where there is no Node stream: the web Request's, counted the same way. */
async function readWebBody(c: Context, max: number): Promise<Buffer | typeof TOO_LARGE> {
  const stream = c.req.raw.body;
  if (!stream) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  // A reader left as it is past the cap, as Hono's bodyLimit does: cancelling the Request's stream would have
  // undici write into a closed one.
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) return TOO_LARGE;
    chunks.push(Buffer.from(value));
  }
  const body = Buffer.concat(chunks, size);
  c.req.raw = new Request(c.req.raw, { body });
  return body;
}

/**
 * Caps every request body before anything reads it, and reads it once, from Node's own stream (decision record
 * 47): a declared length over the cap is refused at once, a streamed body as soon as it passes it, with the typed
 * 413. Routes marked `acceptsUpload` get 5 MB, every other 64 KB. The body read here is what every reader after
 * sees: Hono's `c.req.json()`/`text()` from its cache, and the web Request (better-auth, forms) from the bytes
 * @hono/node-server is handed as `rawBody`, so no web stream is built for a JSON write. An upload whose length
 * is declared streams on to its route as it arrives (Node stops it at that length). GET and HEAD bodies are never
 * read, so they are not looked at either.
 */
export function capRequestBodies(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const upload = takesUpload(c);
    const max = upload ? MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD : MAX_JSON_BODY_BYTES;
    const tooLarge = () => errorResponse(c, new AppError(upload ? 'FILE_TOO_LARGE' : 'BODY_TOO_LARGE'));
    const declared = requestHeader(c, 'content-length');
    const chunked = requestHeader(c, 'transfer-encoding') !== undefined;
    if (declared !== undefined && !chunked && Number(declared) > max) return tooLarge();
    if (upload && declared !== undefined && !chunked) return next();
    const incoming = (c.env as { incoming?: NodeIncoming } | undefined)?.incoming;
    const body = incoming ? await readIncoming(incoming, max) : await readWebBody(c, max);
    if (body === TOO_LARGE) return tooLarge();
    if (incoming) incoming.rawBody = body;
    // Hono keeps each body's promise there (its type says the value); `json()` parses this text. A form with
    // files is read by the Request, from the bytes.
    if (!requestHeader(c, 'content-type')?.toLowerCase().startsWith('multipart/')) {
      (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(body.toString());
    }
    return next();
  };
}

/** Whether the request goes to a route marked `acceptsUpload`. */
export const takesUpload = (c: Context) => matchedRoutes(c).some((route) => route.handler === acceptsUpload);
