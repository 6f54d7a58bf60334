// The embedded database in a thread of its own (decision record 13): PGlite runs Postgres compiled to
// WebAssembly, and on the HTTP thread every statement held up every request. The main thread talks to it through
// `pglite-thread.ts`, which offers drizzle the two calls it uses: `query` and `transaction`.
// Plain JavaScript, so it runs as it is from the sources (tests) and from dist/server (production).
import { parentPort, workerData } from 'node:worker_threads';
import { parse, PGlite, protocol, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { columnsOf, readAnswer } from './pglite-answers.mjs';

const keepAsText = (value) => value;
/** drizzle reads dates and intervals as the text Postgres sends (its own driver config for PGlite). */
const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: keepAsText,
  [types.TIMESTAMPTZ]: keepAsText,
  [types.INTERVAL]: keepAsText,
  [types.DATE]: keepAsText,
};
const ROLLBACK = Symbol('rollback');

const db = new PGlite(workerData.dataDir, {
  extensions: { pg_trgm },
  startParams: workerData.startParams,
});
/** Open transactions by id: how to end them. */
const transactions = new Map();

/** PGlite's parsers, and the same with drizzle's dates as text: built once, not on every statement. */
let parsers;
let parsersWithDatesAsText;

/**
 * Statements parsed once, by their SQL: the name Postgres keeps each under, its parameters' types and its result
 * columns, the least recently used first. PGlite's own `query` parses, plans and describes a statement on every
 * call, in six exchanges with the WebAssembly; a named statement is bound and run in one, and its description,
 * kept from when it was parsed, reads every answer (decision record 13).
 */
const statements = new Map();
const MAX_STATEMENTS = 200;
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

function concatenated(parts) {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
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
  if (statements.size > MAX_STATEMENTS) {
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

/** Outside a transaction a statement waits for any open one, as PGlite's `query` does; inside, it runs in it. */
function run(message) {
  if (message.transaction) {
    if (!transactions.has(message.transaction)) return Promise.reject(new Error('Transaction is closed'));
    return db._runExclusiveQuery(() => execute(message));
  }
  return db._runExclusiveTransaction(() =>
    db._runExclusiveQuery(async () => {
      const result = await execute(message);
      await db.syncToFs();
      return result;
    }),
  );
}

function begin(id) {
  return new Promise((started, failed) => {
    let end;
    const ended = new Promise((resolve) => (end = resolve));
    const settled = db
      .transaction(async () => {
        transactions.set(id, { end, settled });
        started({ transaction: id });
        if (!(await ended)) throw ROLLBACK;
      })
      .catch((error) => {
        if (error !== ROLLBACK) throw error;
      })
      .finally(() => transactions.delete(id));
    settled.catch(failed);
  });
}

async function finish({ transaction, commit }) {
  const open = transactions.get(transaction);
  if (!open) throw new Error('Transaction is closed');
  open.end(commit);
  await open.settled;
  return null;
}

const operations = {
  query: run,
  begin: (message) => begin(message.id),
  end: finish,
  close: () => db.close().then(() => null),
};

/** An error as plain fields, so the main thread rebuilds it with its code, detail and constraint. */
function plain(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

await db.waitReady;
parsers = db.parsers;
parsersWithDatesAsText = { ...db.parsers, ...DRIZZLE_PARSERS };
parentPort.on('message', (message) => {
  operations[message.op](message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: plain(error) }),
  );
});
parentPort.postMessage({ ready: true });
