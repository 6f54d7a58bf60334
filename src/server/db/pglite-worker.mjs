// The embedded database in a thread of its own (decision record 29): PGlite runs Postgres compiled to
// WebAssembly, and on the HTTP thread every statement held up every request. The main thread talks to it through
// `pglite-thread.ts`, which offers drizzle the two calls it uses: `query` and `transaction`.
// Plain JavaScript, so it runs as it is from the sources (tests) and from dist/server (production).
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { fastPath, stockPath } from './pglite-fast-path.mjs';

const ROLLBACK = Symbol('rollback');

const db = new PGlite(workerData.dataDir, {
  extensions: { pg_trgm },
  startParams: workerData.startParams,
  loadDataDir: workerData.startFrom ? new Blob([readFileSync(workerData.startFrom)]) : undefined,
});
/** Open transactions by id: PGlite's transaction object, and how to end it. */
const transactions = new Map();
/** The fast path, or PGlite's own `query` when PGLITE_FAST_PATH=off (decision record 20); set once ready. */
let path;

/** Outside a transaction a statement waits for any open one, as PGlite's `query` does; inside, it runs in it. */
function run(message) {
  if (!message.transaction) return path.run(message);
  const open = transactions.get(message.transaction);
  if (!open) return Promise.reject(new Error('Transaction is closed'));
  return path.run(message, open.tx);
}

function begin(id) {
  return new Promise((started, failed) => {
    let end;
    const ended = new Promise((resolve) => (end = resolve));
    const settled = db
      .transaction(async (tx) => {
        transactions.set(id, { tx, end, settled });
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
path = workerData.fastPath ? fastPath(db) : stockPath(db);
parentPort.on('message', (message) => {
  operations[message.op](message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: plain(error) }),
  );
});
parentPort.postMessage({ ready: true });
