import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOURNEY_NOTE,
  REPLAYABLE_IDS,
  productStatements,
  type SentStatement,
} from '../test/product-statements';
import { fastPath, TYPES_READ_AS_TEXT, type StatementPath } from './pglite-fast-path.mjs';
import { clientNotes } from './schema';

/**
 * The fast path (pglite-fast-path.mjs: statements kept parsed, answers read from their bytes) against PGlite's
 * own `query`, as drizzle's PGlite driver calls it, on the statements the product sends: the same rows, the same
 * affected counts, the same errors (decision record 20). Both run on one database, each statement in a
 * transaction: the fast path first, rolled back to a savepoint, then PGlite's `query`, kept; so both see the
 * same rows, the same `now()` and the same invented ids (REPLAYABLE_IDS).
 */

const MODES = [
  { rowMode: 'object', datesAsText: false },
  { rowMode: 'array', datesAsText: false },
  { rowMode: 'object', datesAsText: true },
  { rowMode: 'array', datesAsText: true },
] as const;
type Mode = (typeof MODES)[number];

/** The fields of Postgres's error that a caller may read. */
const ERROR_FIELDS = [
  'message',
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

type Outcome =
  { rows: unknown[]; columns: string[] | null; affectedRows: number } | { error: Record<string, unknown> };

async function outcomeOf(run: () => Promise<Results<unknown>>): Promise<Outcome> {
  try {
    const { rows, affectedRows } = await run();
    const first = rows[0];
    const columns = first && !Array.isArray(first) ? Object.keys(first) : null;
    return { rows, columns, affectedRows: affectedRows ?? 0 };
  } catch (error) {
    const fields = error as Record<string, unknown>;
    return {
      error: {
        class: (error as Error).constructor.name,
        ...Object.fromEntries(ERROR_FIELDS.map((field) => [field, fields[field]])),
      },
    };
  }
}

/** The options drizzle's PGlite driver passes: with a select (rows as arrays), with a raw statement (objects). */
async function drizzleQueryOptions(): Promise<QueryOptions[]> {
  const seen: QueryOptions[] = [];
  const client = {
    query: async (_sql: string, _params: unknown[], options: QueryOptions) => {
      seen.push(options);
      return { rows: [], fields: [], affectedRows: 0 };
    },
  };
  const db = drizzle(client as unknown as PGlite);
  await db.select().from(clientNotes);
  await db.execute(sql`select 1`);
  return seen;
}

type Compared = { statement: SentStatement; mode: Mode; viaFastPath: Outcome; viaPglite: Outcome };

describe.runIf(process.env.TEST_DB_KIND !== 'postgres')(
  "the embedded database's fast path, against PGlite's own query",
  () => {
    let db: PGlite;
    let fast: StatementPath;
    let journey: Awaited<ReturnType<typeof productStatements>>;
    /** Every statement of the journey, run both ways in each mode, in the order the product sent them. */
    const replayed: Compared[] = [];
    /** drizzle's own parsers for the types it reads as text. */
    let drizzleParsers: QueryOptions['parsers'];

    beforeAll(async () => {
      journey = await productStatements();
      db = new PGlite('memory://', { extensions: { pg_trgm } });
      await migrate(drizzle(db), {
        migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
      });
      for (const statement of REPLAYABLE_IDS) await db.query(statement);
      fast = fastPath(db);
      drizzleParsers = (await drizzleQueryOptions())[0]!.parsers;
      for (const statement of journey.statements) replayed.push(...(await compare(statement)));
    }, 180_000);
    afterAll(async () => {
      await db?.close();
    });

    /**
     * Runs `statement` both ways in each mode, in one transaction; keeps what PGlite's `query` did in the last
     * mode, so the next statement finds the database as the product left it.
     */
    const compare = (statement: SentStatement): Promise<Compared[]> =>
      db.transaction(async (tx) => {
        const compared: Compared[] = [];
        for (const [index, mode] of MODES.entries()) {
          await tx.query('savepoint differential');
          const viaFastPath = await outcomeOf(() => fast.run({ ...statement, ...mode }, tx));
          await tx.query('rollback to savepoint differential');
          const options = { rowMode: mode.rowMode, parsers: mode.datesAsText ? drizzleParsers : undefined };
          const viaPglite = await outcomeOf(() => tx.query(statement.sql, statement.params, options));
          if (index < MODES.length - 1 || 'error' in viaPglite)
            await tx.query('rollback to savepoint differential');
          compared.push({ statement, mode, viaFastPath, viaPglite });
        }
        return compared;
      });

    /** How many answers differ, and the first three in full. */
    const differences = (compared: Compared[]) => {
      const differing = compared.filter(({ viaFastPath, viaPglite }) => !isEqual(viaFastPath, viaPglite));
      return {
        count: differing.length,
        first: differing.slice(0, 3).map(({ statement, mode, viaFastPath, viaPglite }) => ({
          sql: statement.sql,
          mode,
          viaFastPath,
          viaPglite,
        })),
      };
    };
    const NONE = { count: 0, first: [] };

    it('reads as text exactly the types drizzle reads as text', async () => {
      for (const options of await drizzleQueryOptions()) {
        const types = Object.keys(options.parsers ?? {}).map(Number);
        expect(types.sort()).toEqual([...TYPES_READ_AS_TEXT].sort());
        for (const parse of Object.values(options.parsers ?? {}))
          expect(parse('2026-11-26', 0)).toBe('2026-11-26');
      }
    });

    it("answers the product's statements, lists and writes, as PGlite's query does", () => {
      expect(differences(replayed)).toEqual(NONE);

      // Not an empty comparison: lists with rows, with times, writes that changed rows, and nothing failed.
      const answered = replayed.filter((c) => 'rows' in c.viaPglite);
      expect(answered).toHaveLength(replayed.length);
      const lists = answered.filter(({ statement }) => /^select/i.test(statement.sql));
      const writes = answered.filter(({ statement }) => /^(insert|update|delete)/i.test(statement.sql));
      expect(
        lists.filter((c) => 'rows' in c.viaPglite && c.viaPglite.rows.length >= 5).length,
      ).toBeGreaterThan(40);
      expect(
        writes.filter((c) => 'rows' in c.viaPglite && c.viaPglite.affectedRows > 0).length,
      ).toBeGreaterThan(40);
      for (const table of ['clothing_items', 'outfits', 'consultant_clients', 'conversations', 'messages'])
        expect(
          lists.some(({ statement }) => statement.sql.includes(`from "${table}"`)),
          table,
        ).toBe(true);
      const times = lists.flatMap(({ viaPglite }) => ('rows' in viaPglite ? viaPglite.rows : []));
      expect(times.some((row) => Object.values(row as object).some((value) => value instanceof Date))).toBe(
        true,
      );
    });

    it("fails the product's statements with PGlite's errors", async () => {
      const { statements } = journey;
      const noteInsert = statements.find(
        (s) => /^insert into "client_notes"/.test(s.sql) && s.params.includes(JOURNEY_NOTE),
      )!;
      const rivalLink = statements.find(
        (s) => /^insert into "consultant_clients"/.test(s.sql) && s.params.includes(journey.rival),
      )!;
      const wardrobePage = statements.find(
        (s) => /^select/.test(s.sql) && s.sql.includes('from "clothing_items"') && /order by/.test(s.sql),
      )!;
      const withParam = (statement: SentStatement, from: unknown, to: unknown) => ({
        ...statement,
        params: statement.params.map((param) => (param === from ? to : param)),
      });
      const failing = [
        { code: '23505', statement: rivalLink }, // the same link again
        { code: '23514', statement: withParam(noteInsert, JOURNEY_NOTE, '') },
        { code: '23503', statement: withParam(noteInsert, journey.client, randomUUID()) },
        { code: '42601', statement: { ...wardrobePage, sql: wardrobePage.sql.replace(/^select/, 'selec') } },
      ];
      for (const { code, statement } of failing) {
        const compared = await compare(statement);
        expect(differences(compared)).toEqual(NONE);
        for (const { viaPglite } of compared) {
          expect(viaPglite).toMatchObject({ error: { code } });
          if (code.startsWith('23'))
            expect(viaPglite).toMatchObject({ error: { constraint: expect.any(String) } });
        }
      }
    });
  },
);

/** Deep equality that tells a Date from its text, an array from an object, and undefined from a missing key. */
function isEqual(a: unknown, b: unknown): boolean {
  try {
    expect(a).toStrictEqual(b);
    return true;
  } catch {
    return false;
  }
}
