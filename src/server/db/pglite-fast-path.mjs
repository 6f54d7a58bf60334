// The embedded database's two ways of running one statement, behind the same call (decision records 30, 31 and
// 20): PGlite's own `query` (the stock path), and the fast path, which keeps each statement parsed under a name and
// reads the answer from its bytes (`pglite-answers.mjs`). The worker (`pglite-worker.mjs`) takes one of them, as
// PGLITE_FAST_PATH says; `pglite-fast-path.test.ts` runs the product's statements through both.
// Plain JavaScript, so it runs as it is from the sources (tests) and from dist/server (production).
//
// The fast path relies on PGlite's internals, pinned by an exact version in package.json: `execProtocol` and
// `execProtocolRawStream` (the wire protocol, answered in raw bytes), `_runExclusiveQuery` and
// `_runExclusiveTransaction` (its two locks), `syncToFs`, `serializers` and `parsers`, and the exports `protocol`
// (serializer, Parser, DatabaseError) and `parse.parseDescribeStatementResults`.
import { parse, protocol, types } from '@electric-sql/pglite';
import { columnsOf, readAnswer } from './pglite-answers.mjs';

/**
 * The types drizzle's PGlite driver reads as text and decodes itself (its `queryConfig.parsers`): timestamps,
 * dates, intervals, and the arrays of these and of numeric. The test holds this list to drizzle's own.
 */
export const TYPES_READ_AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const keepAsText = (value) => value;
/** PGlite's parsers for the types read as text: none, the text itself. */
export const DATES_AS_TEXT = Object.fromEntries(TYPES_READ_AS_TEXT.map((type) => [type, keepAsText]));

/**
 * PGlite's own `query`, as drizzle's PGlite driver would call it: the reference the fast path is held to, and the
 * fallback when it is switched off. `tx`: the transaction the statement runs in, if any.
 */
export function stockPath(db) {
  return {
    run({ sql, params = [], rowMode, datesAsText }, tx) {
      return (tx ?? db).query(sql, params, { rowMode, parsers: datesAsText ? DATES_AS_TEXT : undefined });
    },
  };
}

/**
 * Statements parsed once, by their SQL: the name Postgres keeps each under, its parameters' types and its result
 * columns, the least recently used first. PGlite's own `query` parses, plans and describes a statement on every
 * call, in six exchanges with the WebAssembly; a named statement is bound and run in one, and its description,
 * kept from when it was parsed, reads every answer (decision record 30). `db` must be ready (`waitReady`): its
 * parsers then include the array types'.
 */
export function fastPath(db, { maxStatements = 200 } = {}) {
  const parsers = db.parsers;
  const parsersWithDatesAsText = { ...db.parsers, ...DATES_AS_TEXT };
  const statements = new Map();
  let statementCount = 0;
  /** Close messages for statements dropped from the map, sent with the next exchange. */
  let closing = [];

  const { serialize } = protocol;
  const exchange = async (...messages) =>
    (await db.execProtocol(concatenated([...messages, serialize.sync()]), { syncToFs: false })).messages;
  /** The answer's bytes, unread: `readAnswer` reads them (PGlite's reader would build a message of each). */
  async function exchangeRaw(...messages) {
    const chunks = [];
    await db.execProtocolRawStream(concatenated([...messages, serialize.sync()]), {
      syncToFs: false,
      // A view of the WebAssembly's memory, reused by the next write: copied.
      onRawData: (chunk) => chunks.push(Buffer.from(chunk)),
    });
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
  }

  async function prepared(sql) {
    const known = statements.get(sql);
    if (known) {
      statements.delete(sql);
      statements.set(sql, known);
      return known;
    }
    const name = `atelier_${++statementCount}`;
    const described = await exchange(
      serialize.parse({ name, text: sql, types: [] }),
      serialize.describe({ type: 'S', name }),
    );
    const rowDescription = described.find((message) => message.name === 'rowDescription');
    const statement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(described),
      columns: columnsOf(rowDescription, parsers),
      columnsWithDatesAsText: columnsOf(rowDescription, parsersWithDatesAsText),
    };
    statements.set(sql, statement);
    if (statements.size > maxStatements) {
      const [oldest, { name: dropped }] = statements.entries().next().value;
      statements.delete(oldest);
      closing.push(serialize.close({ type: 'S', name: dropped }));
    }
    return statement;
  }

  /** A statement run as PGlite's `query` would run it: same serializers, parsers and results. */
  async function execute({ sql, params = [], rowMode, datesAsText }) {
    const statement = await prepared(sql);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = db.serializers[statement.parameterTypes[index]];
      return serializer ? serializer(value) : value.toString();
    });
    const closes = closing;
    closing = [];
    try {
      const answer = await exchangeRaw(
        ...closes,
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
      );
      return readAnswer(answer, datesAsText ? statement.columnsWithDatesAsText : statement.columns, rowMode);
    } catch (error) {
      // Parsed again next time: a statement whose tables changed since (a migration) may no longer be valid.
      statements.delete(sql);
      closing.push(serialize.close({ type: 'S', name: statement.name }));
      throw error;
    }
  }

  return {
    /**
     * Inside a transaction (`tx` given, its lock held) a statement runs in it; outside, it waits for any open
     * transaction and any running statement, as PGlite's `query` does, and is written to the data folder after.
     */
    run(message, tx) {
      if (tx) return db._runExclusiveQuery(() => execute(message));
      return db._runExclusiveTransaction(() =>
        db._runExclusiveQuery(async () => {
          const result = await execute(message);
          await db.syncToFs();
          return result;
        }),
      );
    },
  };
}

function concatenated(parts) {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}
