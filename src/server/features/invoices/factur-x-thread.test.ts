import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { BUSINESS_BUYER, invoiceFixture, VAT_SELLER } from '../../test/invoices';
import { createFacturXThread } from './factur-x-thread';
import { drawInvoice } from './invoice-pdf';

const thread = createFacturXThread(1_000);
afterAll(() => thread.close());

async function drawn(invoice: ReturnType<typeof invoiceFixture>) {
  const chunks: Buffer[] = [];
  for await (const chunk of drawInvoice(invoice).doc as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function attachmentNames(pdf: Buffer) {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  return [...((await document.getAttachments())?.keys() ?? [])];
}

describe('Factur-X in its own thread', () => {
  it('makes several at once, each with its XML, while this thread stays free', async () => {
    const invoices = ['2026-0001', '2026-0002'].map((number) =>
      invoiceFixture({ number, buyer: BUSINESS_BUYER, seller: VAT_SELLER }),
    );
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 10);
    const made = await Promise.all(
      invoices.map(async (invoice) => thread.make(invoice, await drawn(invoice))),
    );
    clearInterval(ticking);
    for (const pdf of made) expect(await attachmentNames(pdf)).toEqual(['factur-x.xml']);
    // The library's work happened elsewhere: this event loop kept turning meanwhile.
    expect(ticks).toBeGreaterThan(5);
  });

  it('answers a refusal of the library as an error, and makes the next one', async () => {
    const broken = invoiceFixture({ buyer: BUSINESS_BUYER, issuedOn: 'hier' });
    await expect(thread.make(broken, await drawn(invoiceFixture()))).rejects.toThrow(/refused by the schema/);
    const fine = invoiceFixture({ buyer: BUSINESS_BUYER, seller: VAT_SELLER });
    expect(await attachmentNames(await thread.make(fine, await drawn(fine)))).toEqual(['factur-x.xml']);
  });
});
