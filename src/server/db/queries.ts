import { and, eq, fillPlaceholders, getTableColumns, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Gender } from '~/domain/genders';
import { pageDriverOf, type Database } from './client';
import { clientProfiles, clothingItems, consultantClients } from './schema';

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
 * request: building a statement costs more than the database takes to run a first page (decision record 23).
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

/**
 * A statement reading whole rows of one table, run on the driver rather than by drizzle's executor: drizzle
 * builds the SQL once; each call fills its placeholders, sends it by name and decodes each column with the
 * table's own decoder. On a page of twenty garments, drizzle's execution (nested async spans, a row mapper
 * walking each column's path) cost about a tenth of the whole request (decision record 28). The query must
 * select the table's columns and nothing else (`db.select().from(table)`), which drizzle does in the order of
 * the table's definition.
 */
export function tableStatement<T extends PgTable>(
  db: Database,
  table: T,
  name: string,
  query: {
    toSQL(): { sql: string; params: unknown[] };
    prepare(name: string): { execute(values: Record<string, unknown>): Promise<T['$inferSelect'][]> };
  },
) {
  const driver = pageDriverOf(db);
  if (!driver) return query.prepare(name);
  const { sql: text, params } = query.toSQL();
  // In the order drizzle selects them, which is the rows' order.
  const decode = rowDecoder<T['$inferSelect']>(Object.entries(getTableColumns(table)));
  return {
    async execute(values: Record<string, unknown>): Promise<T['$inferSelect'][]> {
      const rows = await driver(name, text, fillPlaceholders(params, values));
      return rows.map(decode);
    },
  };
}

/**
 * A statement written as SQL text (`$1`, `$2`, ...) that returns whole rows of `table`, prepared once under
 * `name` and run on the driver: for a write drizzle cannot build as one statement, such as an insert and an
 * update together in a data-modifying `with` (decision record 47). `returning` is the table's columns in
 * the order each row is decoded; the statement may select `extra` columns after them (of other tables, by the
 * keys given), decoded alike.
 */
export function textStatement<
  T extends PgTable,
  Extra extends Record<string, Column> = Record<never, Column>,
>(db: Database, table: T, name: string, text: (returning: string) => string, extra?: Extra) {
  const driver = pageDriverOf(db);
  if (!driver) throw new Error('no driver to prepare statements on');
  const columns = Object.entries(getTableColumns(table));
  const sqlText = text(columns.map(([, column]) => `"${column.name}"`).join(', '));
  type Row = T['$inferSelect'] & { [K in keyof Extra]: Extra[K]['_']['data'] };
  const decode = rowDecoder<Row>([...columns, ...Object.entries(extra ?? {})]);
  return {
    async execute(params: unknown[]): Promise<Row[]> {
      return (await driver(name, sqlText, params)).map(decode);
    },
  };
}

/** Reads a row of values, in the order of `columns`, as drizzle would: keyed by field, through each column's decoder. */
function rowDecoder<Row>(columns: [string, Column][]) {
  return (row: unknown[]) => {
    const decoded: Record<string, unknown> = {};
    for (let index = 0; index < columns.length; index++) {
      const [key, column] = columns[index]!;
      const value = row[index];
      decoded[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return decoded as Row;
  };
}

/** SQLSTATE 23503: a row names one that is gone (or going: deleted by a transaction that committed meanwhile). */
export const FOREIGN_KEY_VIOLATION = '23503';

/** The SQLSTATE of a database error, pg's or PGlite's, itself or as the cause of the error wrapping it. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; depth += 1) {
    const { code, severity } = current as Error & { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && typeof severity === 'string') return code;
    current = current.cause;
  }
  return undefined;
}

/** Whether a statement failed on a unique index (Postgres and PGlite, the code itself or under drizzle's cause). */
export function isUniqueViolation(error: unknown): boolean {
  const failure = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return failure?.code === '23505' || failure?.cause?.code === '23505';
}

/** What her silhouette and morphology are drawn from: her gender and measurements, as her profile holds them. */
export const silhouetteColumns = {
  gender: sql<Gender | null>`${clientProfiles.gender}`,
  height: clientProfiles.height,
  weight: clientProfiles.weight,
  bustSize: clientProfiles.bustSize,
  shoulderWidth: clientProfiles.shoulderWidth,
  waistSize: clientProfiles.waistSize,
  hipSize: clientProfiles.hipSize,
};

/**
 * Still in her wardrobe, not given, sold or thrown away. Written out, not bound, so that Postgres sees it is the
 * predicate of the wardrobe's partial indexes.
 */
export const inWardrobe = sql`${clothingItems.archivedAt} is null`;

/** The budget a consultant set for a client's purchases, in cents; null without one (or without the link). */
export async function budgetCentsOf(
  db: Database,
  consultantId: string,
  clientId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ budgetCents: consultantClients.budgetCents })
    .from(consultantClients)
    .where(and(eq(consultantClients.consultantId, consultantId), eq(consultantClients.clientId, clientId)));
  return row?.budgetCents ?? null;
}
