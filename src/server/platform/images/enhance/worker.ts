import { parentPort, workerData } from 'node:worker_threads';
import type { InferenceSession } from 'onnxruntime-node';
import { UnreadableImageError, type EnhanceEngine } from './enhancer';
import { removeBackground } from './remove-background';
import { loadU2netp, removeBackgroundU2netp } from './u2netp';

export type EnhanceWorkerData = { engine: EnhanceEngine };
export type EnhanceJob = { id: number; image: Uint8Array };
export type EnhanceReply =
  | { id: number; png: Uint8Array; confidence: string; color: string | null }
  | { id: number; error: string; unreadable: boolean }
  | { warning: string };

const { engine } = (workerData ?? { engine: 'classical' }) as EnhanceWorkerData;

/** One session per thread, shared by its jobs; a model that cannot be loaded leaves the classical engine. */
const session: Promise<InferenceSession | null> =
  engine === 'u2netp'
    ? loadU2netp().catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        const reply: EnhanceReply = { warning: `u2netp unavailable, classical engine used: ${reason}` };
        parentPort?.postMessage(reply);
        return null;
      })
    : Promise.resolve(null);

parentPort?.on('message', async ({ id, image }: EnhanceJob) => {
  try {
    const photo = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
    const model = await session;
    const { png, confidence, color } = model
      ? await removeBackgroundU2netp(model, photo)
      : await removeBackground(photo);
    const reply: EnhanceReply = { id, png: new Uint8Array(png), confidence, color };
    // The PNG's bytes are moved to the parent thread, not copied.
    parentPort?.postMessage(reply, [reply.png.buffer as ArrayBuffer]);
  } catch (error) {
    const reply: EnhanceReply = {
      id,
      error: error instanceof Error ? error.message : String(error),
      unreadable: error instanceof UnreadableImageError,
    };
    parentPort?.postMessage(reply);
  }
});
