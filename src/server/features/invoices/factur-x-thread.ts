import { Worker } from 'node:worker_threads';
import type { Invoice } from '~/domain/invoice-texts';
import type { FacturXReply, FacturXRequest } from './factur-x-worker';

/** A thread unused this long ends, and the library's memory (about 70 MB) with it. */
export const FACTUR_X_IDLE_MS = 5 * 60_000;

/**
 * The worker's entry: from sources, a bootstrap that registers the TypeScript loader first; in the compiled
 * server (scripts/build-server.mjs), the worker's own bundle beside the server's.
 */
const workerEntry = import.meta.url.endsWith('.ts')
  ? new URL('./factur-x-bootstrap.mjs', import.meta.url)
  : new URL('./factur-x-worker.js', import.meta.url);

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

/**
 * Factur-X made in a thread of its own (`facturX` in factur-x.ts): the library compiles its schema on each call,
 * 0.4 to 1.5 s of CPU that would otherwise hold every other request of the instance. The thread starts on the
 * first business invoice, takes them in turn, and ends once idle; one that crashes fails what it held and is made
 * again on the next.
 */
export function createFacturXThread(idleMs = FACTUR_X_IDLE_MS) {
  let worker: Worker | null = null;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function failAll(error: Error) {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  }

  function start(): Worker {
    const thread = new Worker(workerEntry);
    thread.unref();
    thread.on('message', (reply: FacturXReply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      if ('error' in reply) job.reject(new Error(reply.error));
      else job.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
      if (pending.size === 0) idle = setTimeout(() => void stop(), idleMs).unref();
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', () => {
      if (worker === thread) worker = null;
      failAll(new Error('Factur-X: the thread stopped'));
    });
    return thread;
  }

  async function stop() {
    clearTimeout(idle);
    const thread = worker;
    worker = null;
    await thread?.terminate();
  }

  return {
    make(invoice: Invoice, pdf: Buffer): Promise<Buffer> {
      clearTimeout(idle);
      worker ??= start();
      const id = nextId++;
      const request: FacturXRequest = { id, invoice, pdf: new Uint8Array(pdf) };
      const made = new Promise<Buffer>((resolve, reject) => pending.set(id, { resolve, reject }));
      worker.postMessage(request);
      return made;
    },
    close: stop,
  };
}
