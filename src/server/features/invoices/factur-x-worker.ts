import { parentPort } from 'node:worker_threads';
import type { Invoice } from '~/domain/invoice-texts';
import { facturX } from './factur-x';

export type FacturXRequest = { id: number; invoice: Invoice; pdf: Uint8Array };
export type FacturXReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

// One Factur-X at a time, off the server's event loop: the library compiles its schema on every call.
parentPort!.on('message', async ({ id, invoice, pdf }: FacturXRequest) => {
  try {
    const made = await facturX(invoice, Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    const bytes = new Uint8Array(made.buffer, made.byteOffset, made.byteLength);
    parentPort!.postMessage({ id, pdf: bytes } satisfies FacturXReply);
  } catch (error) {
    parentPort!.postMessage({
      id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies FacturXReply);
  }
});
