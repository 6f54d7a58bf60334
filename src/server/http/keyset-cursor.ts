/** An opaque page cursor for lists ordered by (timestamp desc, id desc). */
export type Keyset = { at: Date; id: string };

export const encodeCursor = (keyset: Keyset) =>
  Buffer.from(`${keyset.at.toISOString()}|${keyset.id}`).toString('base64url');

/** The keyset of a cursor; a malformed cursor reads as the first page. */
export function decodeCursor(cursor: string | undefined): Keyset | undefined {
  if (!cursor) return undefined;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const at = new Date(iso ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(at.getTime())) return undefined;
  return { at, id };
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
