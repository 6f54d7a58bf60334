import { Hono, type Context } from 'hono';
import { Readable } from 'node:stream';
import {
  creditNoteSchema,
  invoicingSchema,
  issueInvoiceSchema,
  paymentSchema,
  periodQuerySchema,
} from '~/domain/invoices';
import type { Auth } from '../../auth/auth';
import { requireRole, requireSession, type AuthEnv } from '../../auth/guards';
import type { FeatureDeps } from '../../deps';
import { attachment, savedOrOpened } from '../../http/attachment';
import { clientIdOr404, uuidOr404 } from '../../http/path-id';
import { validate } from '../../http/validate';
import { createFacturXThread } from './factur-x-thread';
import { invoicesCsv, receiptsCsv } from './invoice-csv';
import { drawInvoice } from './invoice-pdf';
import { invoicesService } from './service';

const invoiceId = (c: Context) => uuidOr404(c.req.param('id'), 'invoice');

/** The period asked, or the current calendar year. */
const periodOf = (query: { from?: string; to?: string }, today: string) => ({
  from: query.from ?? `${today.slice(0, 4)}-01-01`,
  to: query.to ?? `${today.slice(0, 4)}-12-31`,
});

function csv(c: Context, fileName: string, text: string) {
  c.header('content-type', 'text/csv; charset=utf-8');
  c.header('content-disposition', attachment(fileName));
  c.header('cache-control', 'private, no-store');
  return c.body(text);
}

/** 'Facturation', her invoices and their exports, and the invoices a client receives. */
export function invoicesRoutes(deps: FeatureDeps, auth: Auth) {
  const service = invoicesService(deps);
  const facturX = createFacturXThread();
  const app = new Hono<AuthEnv>();
  const session = requireSession(auth);
  const consultant = [session, requireRole('consultant')] as const;

  app.get('/me/invoicing', ...consultant, async (c) => c.json(await service.details(c.var.user)));

  app.put('/me/invoicing', ...consultant, validate('json', invoicingSchema), async (c) =>
    c.json(await service.saveDetails(c.var.user, c.req.valid('json'))),
  );

  app.get('/me/invoices', ...consultant, validate('query', periodQuerySchema), async (c) => {
    const { from, to } = periodOf(c.req.valid('query'), service.today());
    return c.json(await service.listIssued(c.var.user, from, to));
  });

  app.get('/me/invoices.csv', ...consultant, validate('query', periodQuerySchema), async (c) => {
    const { from, to } = periodOf(c.req.valid('query'), service.today());
    return csv(
      c,
      `Factures ${from} au ${to}.csv`,
      invoicesCsv(await service.exportIssued(c.var.user, from, to)),
    );
  });

  app.get('/me/receipts.csv', ...consultant, validate('query', periodQuerySchema), async (c) => {
    const { from, to } = periodOf(c.req.valid('query'), service.today());
    return csv(
      c,
      `Livre des recettes ${from} au ${to}.csv`,
      receiptsCsv(await service.exportPaid(c.var.user, from, to)),
    );
  });

  app.get('/clients/:clientId/invoices', session, async (c) =>
    c.json(await service.listOfClient(c.var.user, clientIdOr404(c.req.param('clientId')))),
  );

  app.post('/clients/:clientId/invoices', session, validate('json', issueInvoiceSchema), async (c) => {
    const { invoice, created } = await service.issue(
      c.var.user,
      clientIdOr404(c.req.param('clientId')),
      c.req.valid('json'),
    );
    return c.json(invoice, created ? 201 : 200);
  });

  app.get('/invoices/:id', session, async (c) => c.json(await service.get(c.var.user, invoiceId(c))));

  app.get('/invoices/:id/pdf', session, async (c) => {
    const invoice = await service.get(c.var.user, invoiceId(c));
    const { doc, fileName } = drawInvoice(invoice);
    // A business buyer's: Factur-X, made whole before the headers so a refusal answers as an error, not a PDF.
    let facturXBytes: Buffer | null = null;
    if (invoice.buyer.kind === 'business') {
      const chunks: Buffer[] = [];
      for await (const chunk of doc as AsyncIterable<Buffer>) chunks.push(chunk);
      facturXBytes = await facturX.make(invoice, Buffer.concat(chunks));
    }
    c.header('content-type', 'application/pdf');
    c.header(
      'content-disposition',
      savedOrOpened((name) => c.req.query(name), fileName),
    );
    c.header('cache-control', 'private, no-store');
    if (facturXBytes) return c.body(new Uint8Array(facturXBytes));
    return c.body(Readable.toWeb(doc) as ReadableStream<Uint8Array>);
  });

  app.post('/invoices/:id/payment', session, validate('json', paymentSchema), async (c) =>
    c.json(await service.recordPayment(c.var.user, invoiceId(c), c.req.valid('json'))),
  );

  app.post('/invoices/:id/credit-note', session, validate('json', creditNoteSchema), async (c) => {
    const { invoice, created } = await service.creditNote(c.var.user, invoiceId(c), c.req.valid('json'));
    return c.json(invoice, created ? 201 : 200);
  });

  return app;
}
