import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { dirname, extname, join, relative, sep } from 'node:path';
import { assertSafeKey, clampRange, type Storage } from './storage';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

/**
 * The embedded default: files under `{root}/{key}`. A file's type is read back from its extension,
 * so `put` refuses a key whose extension does not name the type it is given.
 */
export function createLocalDiskStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, key);
  };
  return {
    async put(key, data, contentType) {
      const path = pathOf(key);
      if (CONTENT_TYPES[extname(key)] !== contentType) {
        throw new Error(`Storage key ${key} does not name its type ${contentType}`);
      }
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    async get(key) {
      try {
        const data = await readFile(pathOf(key));
        return { data, contentType: CONTENT_TYPES[extname(key)] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async open(key, range) {
      const path = pathOf(key);
      const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!info) return null;
      const contentType = CONTENT_TYPES[extname(key)] ?? 'application/octet-stream';
      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      const bytes = range && clampRange(range, info.size);
      if (bytes === 'unsatisfiable') {
        return { body: Readable.from([]), contentType, size: info.size, etag, range: bytes };
      }
      const body = createReadStream(path, bytes ?? {});
      return { body, contentType, size: info.size, etag, ...(bytes ? { range: bytes } : {}) };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(pathOf(prefix.replace(/\/$/, '')), { recursive: true, force: true });
    },
    async *list(prefix) {
      // Only the folder that can hold the prefix is read.
      const folder = prefix.includes('/') ? pathOf(prefix.slice(0, prefix.lastIndexOf('/'))) : root;
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const path = join(entry.parentPath, entry.name);
        const key = relative(root, path).split(sep).join('/');
        if (!key.startsWith(prefix)) continue;
        const info = await stat(path).catch(() => null);
        if (info) yield { key, lastModified: info.mtime };
      }
    },
  };
}
