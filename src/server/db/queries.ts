import { and, eq, sql, type Column } from 'drizzle-orm';
import type { Database } from './client';
import { consultantClients } from './schema';

/**
 * Rows after a keyset page boundary, for lists ordered by (time desc, id desc); no condition without one. A row
 * comparison, so the index on (..., time desc, id desc) starts right at the boundary instead of reading the
 * earlier pages again and filtering them out.
 */
export function olderThan(time: Column, id: Column, keyset: { at: Date; id: string } | undefined) {
  if (!keyset) return undefined;
  return sql`(${time}, ${id}) < (${keyset.at.toISOString()}::timestamptz, ${keyset.id}::uuid)`;
}

/** A LIKE pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** `olderThan` for a prepared statement: the boundary comes as the placeholders `afterAt` (ISO) and `afterId`. */
export function olderThanPlaceholders(time: Column, id: Column) {
  return sql`(${time}, ${id}) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;
}

/** The values `olderThanPlaceholders` takes, or none on a first page. */
export const keysetValues = (keyset: { at: Date; id: string } | undefined) =>
  keyset ? { afterAt: keyset.at.toISOString(), afterId: keyset.id } : {};

/**
 * A list's statements prepared once per shape (which of its optional filters are set) instead of built on every
 * request: building a statement costs more than the database takes to run a first page (decision record 13).
 * `prepare` gets which filters the shape has; each shape's statement is named after the list and its filters, so
 * two never share a name on a connection.
 */
export function preparedPerShape<Filter extends string, Statement>(
  listName: string,
  prepare: (has: (filter: Filter) => boolean, name: string) => Statement,
) {
  const prepared = new Map<string, Statement>();
  return (filters: Partial<Record<Filter, unknown>>): Statement => {
    const present = (Object.keys(filters) as Filter[]).filter((filter) => filters[filter]).sort();
    const shape = present.join('_') || 'plain';
    let statement = prepared.get(shape);
    if (!statement) {
      const set = new Set(present);
      statement = prepare((filter) => set.has(filter), `${listName}_${shape}`);
      prepared.set(shape, statement);
    }
    return statement;
  };
}

/** Whether the consultant and the client are linked: the one check behind every consultant-side read. */
export async function areLinked(db: Database, consultantId: string, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(consultantClients)
    .where(and(eq(consultantClients.consultantId, consultantId), eq(consultantClients.clientId, clientId)));
  return Boolean(row);
}
