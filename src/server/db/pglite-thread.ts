import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };

/**
 * How a statement's answer is read. PGlite's own `parsers` option takes functions, which cannot cross to the
 * thread: `datesAsText` asks for the types drizzle reads as text (`TYPES_READ_AS_TEXT` in pglite-fast-path.mjs)
 * as their text, and nothing else does.
 */
export type ThreadQueryOptions = { rowMode?: 'array' | 'object'; datesAsText?: boolean };
type QueryMessage = { sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; datesAsText: boolean };

type ThreadQuery = <T>(sql: string, params?: unknown[], options?: ThreadQueryOptions) => Promise<Results<T>>;
/** What the product calls on the embedded database: statements, transactions, close. */
export type PgliteThread = {
  query: ThreadQuery;
  transaction<T>(callback: (tx: { query: ThreadQuery }) => Promise<T>): Promise<T>;
  /** Milliseconds since the thread last answered, 0 while it has work (the maintenance run waits for quiet). */
  idleMs(): number;
  close(): Promise<void>;
};

export type PgliteThreadOptions = {
  /** Postgres's start parameters (`-c name=value`...). */
  startParams: string[];
  /**
   * The fast path (statements kept parsed, answers read from their bytes: pglite-fast-path.mjs), or PGlite's own
   * `query` for everything (PGLITE_FAST_PATH=off, decision record 20).
   */
  fastPath: boolean;
  /** A tarball of a data directory (PGlite's `dumpDataDir`) to start from, read by the thread. */
  startFrom?: string;
};

/**
 * PGlite in a worker thread (`pglite-worker.mjs`), behind the part of its interface the product uses. Statements
 * and transactions keep PGlite's own order and exclusivity: the worker runs them on one PGlite, as before; only
 * the WebAssembly's work leaves the HTTP thread. Errors come back with their Postgres fields (code, detail...).
 */
export async function startPgliteThread(
  dataDir: string,
  { startParams, fastPath, startFrom }: PgliteThreadOptions,
): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, startParams, fastPath, startFrom },
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | null = null;
  let lastAnswer = performance.now();

  const failAll = (error: Error) => {
    failure = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The embedded database stopped (exit code ${code})`)));
  await new Promise<void>((resolve, reject) => {
    const onReady = (message: { ready?: boolean }) => {
      if (!message.ready) return;
      worker.off('message', onReady);
      worker.off('error', reject);
      resolve();
    };
    worker.on('message', onReady);
    worker.once('error', reject);
  });
  worker.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    lastAnswer = performance.now();
    if (reply.error) waiting.reject(Object.assign(new Error(reply.error.message), reply.error));
    else waiting.resolve(reply.result);
  });

  const call = <T>(op: string, fields: object = {}): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, op, ...fields });
    });
  };
  const query = <T>(
    transaction: number | undefined,
    sql: string,
    params?: unknown[],
    options?: ThreadQueryOptions,
  ) =>
    call<Results<T>>('query', {
      transaction,
      sql,
      params,
      rowMode: options?.rowMode,
      datesAsText: options?.datesAsText ?? false,
    } satisfies QueryMessage & { transaction?: number });

  return {
    query: (sql, params, options) => query(undefined, sql, params, options),
    async transaction<T>(callback: (tx: { query: ThreadQuery }) => Promise<T>): Promise<T> {
      const { transaction } = await call<{ transaction: number }>('begin');
      const tx = {
        query: <R>(sql: string, params?: unknown[], options?: ThreadQueryOptions) =>
          query<R>(transaction, sql, params, options),
      };
      let result: T;
      try {
        result = await callback(tx);
      } catch (error) {
        await call('end', { transaction, commit: false });
        throw error;
      }
      await call('end', { transaction, commit: true });
      return result;
    },
    idleMs: () => (pending.size > 0 ? 0 : performance.now() - lastAnswer),
    async close() {
      await call('close');
      await worker.terminate();
    },
  };
}

/**
 * The thread as drizzle's PGlite driver calls it: every statement with its dates as text, which drizzle asks for
 * with `parsers` (functions, left on this side). They are the types `TYPES_READ_AS_TEXT` names, which
 * pglite-fast-path.test.ts holds to drizzle's own list; any other option of drizzle's would be dropped here.
 */
export function drizzleClientOf(thread: PgliteThread): PGlite {
  const withDatesAsText = (query: ThreadQuery) => (sql: string, params?: unknown[], options?: QueryOptions) =>
    query(sql, params, { rowMode: options?.rowMode, datesAsText: true });
  return {
    query: withDatesAsText(thread.query),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      thread.transaction((tx) => callback({ query: withDatesAsText(tx.query) } as unknown as Transaction)),
    close: () => thread.close(),
  } as unknown as PGlite;
}
