import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a file, both included (`end` absent: to the end), as an HTTP Range names them. */
export type ByteRange = { start: number; end?: number };

/** A file opened for streaming: its bytes (whole, or the range asked for), total size and version. */
export type OpenedFile = {
  body: Readable;
  contentType: string;
  /** The whole file's size in bytes. */
  size: number;
  /** Changes whenever the content does (the store's own ETag, quoted). */
  etag: string;
  /** The bytes `body` holds when a range was asked for; 'unsatisfiable' when it starts past the end. */
  range?: { start: number; end: number } | 'unsatisfiable';
};

/** Where files live. Keys look like `users/{userId}/profile-photo-{ts}.jpg`; never exposed as public URLs. */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when it does not exist. For images the server works on (a few MB at most). */
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  /** The file as a stream, never held whole in memory: what is sent to browsers and into archives. */
  open(key: string, range?: ByteRange): Promise<OpenedFile | null>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  /** Every stored file whose key starts with `prefix`, with its last change; in pages, as the store gives them. */
  list(prefix: string): AsyncIterable<StoredFile>;
}

export type StoredFile = { key: string; lastModified: Date };

export function assertSafeKey(key: string): void {
  if (!/^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/.test(key) || key.includes('..')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

/**
 * Deletes the files of rows already gone: one failure does not stop the others, and the ones left are counted in
 * a warning (the orphan sweep removes them later) rather than failing a request whose data is already erased.
 */
export async function deleteFilesOfErasedRows(
  storage: Storage,
  keys: string[],
  logger: { warn: (details: object, message: string) => void },
  what: string,
) {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed) logger.warn({ failed }, `files left after ${what}`);
}

/** The inclusive byte range a request may read from a file of `size` bytes, or 'unsatisfiable'. */
export function clampRange(range: ByteRange, size: number): { start: number; end: number } | 'unsatisfiable' {
  if (range.start >= size) return 'unsatisfiable';
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}
