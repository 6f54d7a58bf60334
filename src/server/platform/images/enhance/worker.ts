import { parentPort } from 'node:worker_threads';
import { removeBackground } from './remove-background';

export type EnhanceJob = { id: number; image: Uint8Array };
export type EnhanceReply =
  { id: number; png: Uint8Array; confidence: string } | { id: number; error: string };

parentPort?.on('message', async ({ id, image }: EnhanceJob) => {
  try {
    const { png, confidence } = await removeBackground(
      Buffer.from(image.buffer, image.byteOffset, image.byteLength),
    );
    const reply: EnhanceReply = { id, png: new Uint8Array(png), confidence };
    parentPort?.postMessage(reply);
  } catch (error) {
    const reply: EnhanceReply = { id, error: error instanceof Error ? error.message : String(error) };
    parentPort?.postMessage(reply);
  }
});
