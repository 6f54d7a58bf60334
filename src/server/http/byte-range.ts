import type { ByteRange } from '../platform/storage/storage';

/**
 * The one byte range of a `Range: bytes=a-b` or `bytes=a-` header. Anything else (several ranges, a suffix
 * range, another unit, nonsense) reads as no range: the whole file is sent, which HTTP allows.
 */
export function parseByteRange(header: string | undefined): ByteRange | undefined {
  const match = /^bytes=(\d{1,15})-(\d{1,15})?$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] === undefined ? undefined : Number(match[2]);
  if (end !== undefined && end < start) return undefined;
  return { start, end };
}
