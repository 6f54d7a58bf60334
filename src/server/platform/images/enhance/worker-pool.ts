import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Color } from '~/domain/clothing';
import type { EnhanceConfidence } from '~/domain/enhance';
import {
  EnhancerBusyError,
  UnreadableImageError,
  type EnhanceEngine,
  type EnhanceResult,
  type Enhancer,
} from './enhancer';
import type { EnhanceReply, EnhanceWorkerData } from './worker';

type Job = {
  id: number;
  image: Buffer;
  resolve: (result: EnhanceResult) => void;
  reject: (error: Error) => void;
};
type Slot = { worker: Worker; job: Job | null };

/**
 * Long enough for a person adding garments one after the other to keep the session (creating it again took 1.6
 * to 2.8 s at load 17 on 2 cores), short enough that a server at rest holds no engine memory (decision 48).
 */
export const SESSION_IDLE_MS = 5 * 60_000;

/** The machine's cores shared between the workers, one at least: more threads than cores only queue. */
export function threadsPerWorker(workers: number, cores = availableParallelism()): number {
  return Math.max(1, Math.floor(cores / workers));
}

/**
 * The worker's entry: from sources, a bootstrap that registers the TypeScript loader first; in the compiled
 * server (scripts/build-server.mjs), the worker's own bundle beside the server's.
 */
const workerEntry = import.meta.url.endsWith('.ts')
  ? new URL('./worker-bootstrap.mjs', import.meta.url)
  : new URL('./enhance-worker.js', import.meta.url);

/**
 * Runs the engine in up to `workers` threads, started on first use. At most `maxQueue` jobs wait for a free
 * thread; beyond that `enhance` fails at once with EnhancerBusyError (the API's 503), rather than letting
 * requests pile up. A thread that crashes fails its job and is replaced.
 */
export function createWorkerPoolEnhancer(options: {
  workers: number;
  maxQueue: number;
  engine: EnhanceEngine;
  /** onnxruntime threads per worker: by default the cores shared between the workers. */
  threads?: number;
  /** An engine session unused this long is released with its memory (5 minutes by default). */
  idleMs?: number;
  /** Told when a thread cannot use the configured engine and falls back to the classical one. */
  onWarning?: (message: string) => void;
}): Enhancer {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const workerData: EnhanceWorkerData = {
      engine: options.engine,
      threads: options.threads ?? threadsPerWorker(options.workers),
      idleMs: options.idleMs ?? SESSION_IDLE_MS,
    };
    const slot: Slot = { worker: new Worker(workerEntry, { workerData }), job: null };
    slot.worker.unref();
    slot.worker.on('message', (reply: EnhanceReply) => {
      if ('warning' in reply) return options.onWarning?.(reply.warning);
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      slot.job = null;
      if ('error' in reply)
        job.reject(reply.unreadable ? new UnreadableImageError() : new Error(reply.error));
      else
        job.resolve({
          png: Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength),
          confidence: reply.confidence as EnhanceConfidence,
          color: reply.color as Color | null,
        });
      dispatch();
    });
    const fail = (error: Error) => {
      slots.splice(slots.indexOf(slot), 1);
      slot.job?.reject(error);
      slot.job = null;
      if (!closed) dispatch();
    };
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => {
      if (slots.includes(slot)) fail(new Error(`enhancement worker exited with code ${code}`));
    });
    slots.push(slot);
    return slot;
  }

  function dispatch() {
    while (queue.length > 0) {
      const slot = slots.find((s) => !s.job) ?? (slots.length < options.workers ? spawn() : undefined);
      if (!slot) return;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage({ id: job.id, image: job.image });
    }
    for (const slot of slots) if (!slot.job) slot.worker.unref();
  }

  return {
    enhance(image) {
      if (closed) return Promise.reject(new Error('enhancer closed'));
      const busy = slots.filter((s) => s.job).length;
      if (busy >= options.workers && queue.length >= options.maxQueue) {
        return Promise.reject(new EnhancerBusyError());
      }
      return new Promise<EnhanceResult>((resolve, reject) => {
        queue.push({ id: nextId++, image, resolve, reject });
        dispatch();
      });
    },

    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('enhancer closed'));
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
