import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MESSAGES } from '~/domain/errors';
import { MAX_UPLOAD_BYTES } from '~/domain/limits';
import { HttpError, badRequest, errorBody } from '../../http/errors';

/** Room for the multipart envelope around a file at the 5 MB cap. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const fileTooLarge = () => new HttpError(413, 'FILE_TOO_LARGE', MESSAGES.fileSize);

/** Stops reading the request as soon as it passes the cap, instead of buffering it all first. */
export function uploadLimit(): MiddlewareHandler {
  return bodyLimit({
    maxSize: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD,
    onError: (c) => c.json(errorBody('FILE_TOO_LARGE', MESSAGES.fileSize), 413),
  });
}

/** The multipart field `name` as bytes; 400 when missing, 413 past 5 MB. */
export async function readUploadedFile(c: Context, name = 'file'): Promise<Buffer> {
  const form = await c.req.parseBody().catch(() => {
    throw badRequest(MESSAGES.fileMissing, 'FILE_MISSING');
  });
  const file = form[name];
  if (!(file instanceof File) || file.size === 0) throw badRequest(MESSAGES.fileMissing, 'FILE_MISSING');
  if (file.size > MAX_UPLOAD_BYTES) throw fileTooLarge();
  return Buffer.from(await file.arrayBuffer());
}
