// Types of pglite-fast-path.mjs, for the TypeScript that drives it in tests.
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';

export type Statement = {
  sql: string;
  params?: unknown[];
  rowMode?: 'array' | 'object';
  /** The types of `TYPES_READ_AS_TEXT` as their text, as drizzle reads them. */
  datesAsText: boolean;
};
/** One way of running a statement; `tx`: the open transaction it runs in, whose lock is held. */
export type StatementPath = { run<T>(statement: Statement, tx?: Transaction): Promise<Results<T>> };

export const TYPES_READ_AS_TEXT: number[];
export const DATES_AS_TEXT: Record<number, (value: string) => string>;
export function stockPath(db: PGlite): StatementPath;
export function fastPath(db: PGlite, options?: { maxStatements?: number }): StatementPath;
