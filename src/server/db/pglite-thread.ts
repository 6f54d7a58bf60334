import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };
type QueryMessage = { sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; datesAsText: boolean };

/** What drizzle and the database handle call on PGlite: statements, transactions, close. */
export type PgliteThread = Pick<PGlite, 'query' | 'transaction' | 'close'>;

/**
 * PGlite in a worker thread (`pglite-worker.mjs`), behind the part of its interface the product uses. Statements
 * and transactions keep PGlite's own order and exclusivity: the worker runs them on one PGlite, as before; only
 * the WebAssembly's work leaves the HTTP thread. Errors come back with their Postgres fields (code, detail...).
 */
export async function startPgliteThread(dataDir: string, startParams: string[]): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, startParams },
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | null = null;

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
    options?: QueryOptions,
  ) =>
    call<Results<T>>('query', {
      transaction,
      sql,
      params,
      rowMode: options?.rowMode,
      // drizzle asks for dates as text through parsers, which are functions and stay on this side.
      datesAsText: Boolean(options?.parsers),
    } satisfies QueryMessage & { transaction?: number });

  return {
    query: (sql, params, options) => query(undefined, sql, params, options),
    async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      const { transaction } = await call<{ transaction: number }>('begin');
      const tx = {
        query: (sql: string, params?: unknown[], options?: QueryOptions) =>
          query(transaction, sql, params, options),
      } as unknown as Transaction;
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
    async close() {
      await call('close');
      await worker.terminate();
    },
  } as PgliteThread;
}
