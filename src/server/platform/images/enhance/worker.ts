import { parentPort, workerData } from 'node:worker_threads';
import { InferenceSession } from 'onnxruntime-node';
import { UnreadableImageError, type EnhanceEngine } from './enhancer';
import { removeBackground } from './remove-background';
import { readU2netpModel, removeBackgroundU2netp, u2netpSessionOptions } from './u2netp';

/**
 * `threads`: onnxruntime's threads for this worker's session (config.ts shares the cores between the workers);
 * `idleMs`: how long an unused session is kept before it is released with its memory arena.
 */
export type EnhanceWorkerData = { engine: EnhanceEngine; threads: number; idleMs: number };
export type EnhanceJob = { id: number; image: Uint8Array };
export type EnhanceReply =
  | { id: number; png: Uint8Array; confidence: string; color: string | null }
  | { id: number; error: string; unreadable: boolean }
  | { warning: string };

const { engine, threads, idleMs } = {
  engine: 'classical',
  threads: 1,
  idleMs: 5 * 60_000,
  ...(workerData as Partial<EnhanceWorkerData> | undefined),
} as EnhanceWorkerData;

const warn = (error: unknown) => {
  const reason = error instanceof Error ? error.message : String(error);
  const reply: EnhanceReply = { warning: `u2netp unavailable, classical engine used: ${reason}` };
  parentPort?.postMessage(reply);
  return null;
};

/** The model's bytes, checked once; a model that cannot be read or checked leaves the classical engine. */
const model: Promise<Uint8Array | null> =
  engine === 'u2netp' ? readU2netpModel().catch(warn) : Promise.resolve(null);

/**
 * One session per thread, shared by its jobs, created at start and again on the first job after a release.
 * With its memory arena a session holds ~470 MB between runs (docs/decisions/0048): after `idleMs` without a
 * job it is released, so a server at rest holds none, and the next photo pays for creating it again.
 */
let session: Promise<InferenceSession | null> | null = null;
let idle: NodeJS.Timeout | undefined;

function currentSession(): Promise<InferenceSession | null> {
  session ??= model.then((bytes) =>
    bytes ? InferenceSession.create(bytes, u2netpSessionOptions(threads)).catch(warn) : null,
  );
  return session;
}

function releaseWhenIdle() {
  clearTimeout(idle);
  idle = setTimeout(() => {
    const released = session;
    session = null;
    void released?.then((s) => s?.release()).catch(() => undefined);
  }, idleMs);
  idle.unref();
}

void currentSession().then(releaseWhenIdle);

parentPort?.on('message', async ({ id, image }: EnhanceJob) => {
  clearTimeout(idle);
  try {
    const photo = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
    const loaded = await currentSession();
    const { png, confidence, color } = loaded
      ? await removeBackgroundU2netp(loaded, photo)
      : await removeBackground(photo);
    const reply: EnhanceReply = { id, png: new Uint8Array(png), confidence, color };
    // The copy's bytes are moved to the parent thread, not copied again.
    parentPort?.postMessage(reply, [reply.png.buffer as ArrayBuffer]);
  } catch (error) {
    const reply: EnhanceReply = {
      id,
      error: error instanceof Error ? error.message : String(error),
      unreadable: error instanceof UnreadableImageError,
    };
    parentPort?.postMessage(reply);
  } finally {
    releaseWhenIdle();
  }
});
