import type { Context } from 'hono';
import { MAX_UPLOAD_BYTES } from '~/domain/limits';
import { AppError } from '../../errors';
import { hasNul, nulCharacter } from '../../http/protection/nul-bytes';

export const fileTooLarge = () => new AppError('FILE_TOO_LARGE');
const fileMissing = () => new AppError('FILE_MISSING');

export type UploadForm = Record<string, string | File | (string | File)[]>;

/** The multipart body; 400 when it is not one, or when a text field carries a NUL (see rejectNulBytes). */
export async function readUploadForm(c: Context): Promise<UploadForm> {
  const form = await c.req.parseBody().catch(() => {
    throw fileMissing();
  });
  for (const [name, value] of Object.entries(form)) {
    const texts = [name, ...[value].flat().filter((v): v is string => typeof v === 'string')];
    if (texts.some(hasNul)) throw nulCharacter();
  }
  return form;
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
  if (!bytes) throw fileMissing();
  return bytes;
}
