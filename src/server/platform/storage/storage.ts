/** Where files live. Keys look like `users/{userId}/profile-photo-{ts}.jpg`; never exposed as public URLs. */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when it does not exist. */
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
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
