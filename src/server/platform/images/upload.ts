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

export type UploadForm = Record<string, string | File | (string | File)[]>;

/** The multipart body; 400 when it is not one. */
export async function readUploadForm(c: Context): Promise<UploadForm> {
  return c.req.parseBody().catch(() => {
    throw badRequest(MESSAGES.fileMissing, 'FILE_MISSING');
  });
}

/** The file in field `name` as bytes, or null when absent; 413 past 5 MB. */
export async function fileFromForm(form: UploadForm, name: string): Promise<Buffer | null> {
  const file = form[name];
  if (!(file instanceof File) || file.size === 0) return null;
  if (file.size > MAX_UPLOAD_BYTES) throw fileTooLarge();
  return Buffer.from(await file.arrayBuffer());
}

/** The multipart field `name` as bytes; 400 when missing, 413 past 5 MB. */
export async function readUploadedFile(c: Context, name = 'file'): Promise<Buffer> {
  const bytes = await fileFromForm(await readUploadForm(c), name);
  if (!bytes) throw badRequest(MESSAGES.fileMissing, 'FILE_MISSING');
  return bytes;
}
