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
