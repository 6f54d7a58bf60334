import { AppError } from '../errors';

/** An opaque page cursor for lists ordered by (timestamp desc, id desc). */
export type Keyset = { at: Date; id: string };

export const encodeCursor = (keyset: Keyset) =>
  Buffer.from(`${keyset.at.toISOString()}|${keyset.id}`).toString('base64url');

/** What `encodeCursor` writes, with a year from 1000 to 9999: a date every database's timestamp accepts. */
const ENCODED =
  /^([1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const invalidCursor = () => new AppError('INVALID_CURSOR');

/**
 * The keyset of a cursor, or undefined for the first page. A cursor this server did not write is a 400:
 * read as the first page it would show the same rows again, and with an extreme date it would reach the
 * database as a timestamp it cannot parse.
 */
export function decodeCursor(cursor: string | undefined): Keyset | undefined {
  if (!cursor) return undefined;
  const match = ENCODED.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw invalidCursor();
  const at = new Date(match[1]!);
  // 2024-13-45 matches the pattern but is no date, or another one.
  if (Number.isNaN(at.getTime()) || at.toISOString() !== match[1]) throw invalidCursor();
  return { at, id: match[2]! };
}

/** Cuts a `limit + 1` query result into a page and the cursor of the next one. */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  keysetOf: (row: Row) => Keyset,
  toItem: (row: Row) => Item,
): { items: Item[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  return {
    items: page.map(toItem),
    nextCursor: rows.length > limit ? encodeCursor(keysetOf(page.at(-1)!)) : null,
  };
}
