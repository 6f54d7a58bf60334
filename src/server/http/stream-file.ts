import type { Context } from 'hono';
import { Readable } from 'node:stream';
import type { OpenedFile } from '../platform/storage/storage';

/** Sends a stored file as it streams from storage: whole (200), the range asked for (206), or 416. */
export function streamFile(c: Context, file: OpenedFile) {
  c.header('content-type', file.contentType);
  c.header('accept-ranges', 'bytes');
  if (file.range === 'unsatisfiable') {
    file.body.destroy();
    c.header('content-range', `bytes */${file.size}`);
    return c.body(null, 416);
  }
  const body = Readable.toWeb(file.body) as ReadableStream<Uint8Array>;
  if (file.range) {
    c.header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.size}`);
    c.header('content-length', String(file.range.end - file.range.start + 1));
    return c.body(body, 206);
  }
  c.header('content-length', String(file.size));
  return c.body(body);
}
