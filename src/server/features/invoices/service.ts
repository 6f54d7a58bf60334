import { DEFAULT_ACCENT_COLOR } from '~/domain/business-texts';
import {
  balanceOf,
  invoiceNumber,
  invoiceTotals,
  MAX_INVOICES_LISTED,
  type Invoice,
  type InvoiceBuyer,
  type InvoiceKind,
  type InvoiceSeller,
  type InvoicingDetails,
  type PaymentMethod,
} from '~/domain/invoice-texts';
import type { CreditNoteInput, InvoicingInput, IssueInvoiceInput, PaymentInput } from '~/domain/invoices';
import { QUOTE_TEXTS } from '~/domain/quote-texts';
import { DEFAULT_TIME_ZONE } from '~/domain/time-zone';
import { addDays, todayIn } from '~/domain/wear-calendar-texts';
import { createAccess } from '../../access/access';
import type { FeatureDeps } from '../../deps';
import { AppError } from '../../errors';
import {
  AlreadyCredited,
  BalanceAlreadyIssued,
  DepositAlreadyIssued,
  SessionAlreadyInvoiced,
  invoicesRepository,
  type BalanceMaker,
  type InvoiceWithLinks,
  type InvoicingRow,
  type SellerRows,
} from './repository';

type Viewer = { id: string };

export const invoicePdfUrl = (id: string) => `/api/invoices/${id}/pdf`;

function toDetails(row: InvoicingRow): InvoicingDetails {
  return {
    legalName: row.legalName,
    status: row.status as InvoicingDetails['status'],
    vatRateBp: row.vatRateBp,
    siret: row.siret,
    vatNumber: row.vatNumber,
    address: row.address,
    iban: row.iban,
    paymentLink: row.paymentLink,
    terms: row.terms,
    paymentDays: row.paymentDays,
    cancellationHours: row.cancellationHours,
    depositPercent: row.depositPercent,
  };
}

export function toInvoice({ invoice, credits, creditedBy }: InvoiceWithLinks): Invoice {
  return {
    id: invoice.id,
    kind: invoice.kind as InvoiceKind,
    number: invoiceNumber(invoice.year, invoice.number),
    clientId: invoice.clientId,
    consultantId: invoice.consultantId,
    issuedOn: invoice.issuedOn,
    serviceOn: invoice.serviceOn,
    dueOn: invoice.dueOn,
    seller: invoice.seller,
    buyer: invoice.buyer,
    lines: invoice.lines,
    vatRateBp: invoice.vatRateBp,
    totalExclCents: invoice.totalExclCents,
    vatCents: invoice.vatCents,
    totalCents: invoice.totalCents,
    credits: credits && {
      id: credits.id,
      number: invoiceNumber(credits.year, credits.number),
      issuedOn: credits.issuedOn,
    },
    note: invoice.note,
    payment:
      invoice.paidOn && invoice.paymentMethod
        ? {
            paidOn: invoice.paidOn,
            method: invoice.paymentMethod as PaymentMethod,
            reference: invoice.paymentReference,
          }
        : null,
    creditedBy: creditedBy && {
      id: creditedBy.id,
      number: invoiceNumber(creditedBy.year, creditedBy.number),
    },
    pdfUrl: invoicePdfUrl(invoice.id),
    createdAt: invoice.createdAt.toISOString(),
  };
}

/** Her details as an invoice or a quote prints them: what they are the day it is made. */
export function sellerOf({ invoicing, business }: SellerRows): InvoiceSeller {
  return {
    legalName: invoicing.legalName,
    status: invoicing.status as InvoiceSeller['status'],
    vatRateBp: invoicing.vatRateBp,
    siret: invoicing.siret,
    vatNumber: invoicing.vatNumber,
    address: invoicing.address,
    iban: invoicing.iban,
    paymentLink: invoicing.paymentLink,
    paymentDays: invoicing.paymentDays,
    businessName: business?.businessName ?? null,
    email: business?.email ?? null,
    phone: business?.phone ?? null,
    accentColor: business?.accentColor ?? DEFAULT_ACCENT_COLOR,
  };
}

/** Thrown inside an issuing transaction: the deposit invoiced exceeds the quote, no balance is left. */
class NothingLeft extends Error {
  constructor() {
    super('nothing left to invoice');
  }
}

/**
 * The balance invoice's lines and totals, from the quote's lines (never the form's) and its live deposit, which the
 * issuing transaction reads under the sequence's lock.
 */
const balanceMaker =
  (quoteLines: Invoice['lines'], vatRateBp: number): BalanceMaker =>
  (deposit) => {
    const balance = balanceOf(
      quoteLines,
      vatRateBp,
      deposit && {
        number: invoiceNumber(deposit.year, deposit.number),
        issuedOn: deposit.issuedOn,
        totalExclCents: deposit.totalExclCents,
        vatCents: deposit.vatCents,
        totalCents: deposit.totalCents,
      },
    );
    if (balance.totalCents < 0) throw new NothingLeft();
    return balance;
  };

const samePayment = (invoice: Invoice, payment: PaymentInput) =>
  invoice.payment?.paidOn === payment.paidOn &&
  invoice.payment.method === payment.method &&
  invoice.payment.reference === payment.reference;

/**
 * Invoices, deposit invoices and credit notes (issue 39, decision record 77). A consultant issues them to a client
 * she follows, with her 'Facturation' details copied in; once issued, an invoice never changes but for its
 * payment, recorded once, and is corrected only by a credit note. Every call asks the access module first.
 */
export function invoicesService(deps: FeatureDeps) {
  const access = createAccess(deps.db);
  const repo = invoicesRepository(deps.db);
  const today = () => todayIn(DEFAULT_TIME_ZONE, deps.now());

  async function read(id: string): Promise<Invoice> {
    const row = await repo.find(id);
    if (!row) throw new AppError('NOT_FOUND', { resource: 'invoice' });
    return toInvoice(row);
  }

  async function issueOrRefuse(...args: Parameters<typeof repo.issue>) {
    try {
      return await repo.issue(...args);
    } catch (error) {
      if (error instanceof DepositAlreadyIssued) throw new AppError('QUOTE_DEPOSIT_ISSUED');
      if (error instanceof BalanceAlreadyIssued) throw new AppError('QUOTE_BALANCE_ISSUED');
      if (error instanceof SessionAlreadyInvoiced) throw new AppError('APPOINTMENT_INVOICED');
      if (error instanceof NothingLeft) {
        throw new AppError('INVALID_INPUT', { message: QUOTE_TEXTS.balanceNegative });
      }
      throw error;
    }
  }

  async function tellClient(invoice: Invoice, consultantId: string) {
    if (!invoice.clientId) return;
    await deps.notifier.tell({
      recipientId: invoice.clientId,
      kind: 'invoice.issued',
      eventKey: `invoice.issued:${invoice.id}`,
      subject: { actorId: consultantId, invoiceId: invoice.id, invoiceKind: invoice.kind },
    });
  }

  return {
    /** Today in France: invoices are dated and numbered by it. */
    today,

    async details(consultant: Viewer): Promise<{ details: InvoicingDetails | null }> {
      const row = await repo.details(consultant.id);
      return { details: row ? toDetails(row.invoicing) : null };
    },

    async saveDetails(consultant: Viewer, input: InvoicingInput): Promise<{ details: InvoicingDetails }> {
      return { details: toDetails(await repo.saveDetails(consultant.id, input, deps.now())) };
    },

    /**
     * Issues it now, numbered; the same request twice answers the same invoice (`created` false). Drawn from an
     * accepted quote (`quoteId`), a deposit invoice keeps its lines; an invoice is the quote's balance, whose
     * lines are the quote's and its live deposit deducted, whatever lines the form sent.
     */
    async issue(consultant: Viewer, clientId: string, input: IssueInvoiceInput) {
      await access.requireAccess(consultant, 'invoice.issue', clientId);
      let quoteLines: Invoice['lines'] | null = null;
      if (input.quoteId) {
        await access.requireAccess(consultant, 'quote.bill', input.quoteId);
        const quote = await repo.acceptedQuote(input.quoteId);
        if (!quote) throw new AppError('QUOTE_NOT_ACCEPTED');
        if (quote.clientId !== clientId) throw new AppError('NOT_FOUND', { resource: 'quote' });
        quoteLines = quote.lines;
      }
      const appointmentId = input.kind === 'invoice' ? input.appointmentId : null;
      if (appointmentId) {
        await access.requireAccess(consultant, 'appointment.read', appointmentId);
        const session = await repo.appointmentOf(appointmentId);
        if (session?.consultantId !== consultant.id || session.clientId !== clientId)
          throw new AppError('NOT_FOUND', { resource: 'appointment' });
      }
      const found = await repo.details(consultant.id);
      if (!found) throw new AppError('INVOICING_INCOMPLETE');
      const { invoicing } = found;
      const issuedOn = today();
      const seller = sellerOf(found);
      const buyer: InvoiceBuyer = input.buyer;
      const { invoice, created } = await issueOrRefuse(
        {
          consultantId: consultant.id,
          clientId,
          requestId: input.requestId,
          kind: input.kind,
          issuedOn,
          serviceOn: input.serviceOn,
          dueOn: addDays(issuedOn, input.paymentDays ?? invoicing.paymentDays),
          seller,
          buyer,
          lines: input.lines,
          vatRateBp: invoicing.vatRateBp,
          ...invoiceTotals(input.lines, invoicing.vatRateBp),
          creditsInvoiceId: null,
          quoteId: input.quoteId,
          appointmentId,
          note: null,
        },
        Number(issuedOn.slice(0, 4)),
        input.kind === 'invoice' && quoteLines ? balanceMaker(quoteLines, invoicing.vatRateBp) : undefined,
      );
      const issued = await read(invoice.id);
      if (created) await tellClient(issued, consultant.id);
      return { invoice: issued, created };
    },

    async get(viewer: Viewer, id: string): Promise<Invoice> {
      await access.requireAccess(viewer, 'invoice.read', id);
      return read(id);
    },

    /**
     * Hers from every consultant; for a consultant following her, those she issued, and the buyer last used (on her
     * latest invoice, else on her latest quote).
     */
    async listOfClient(viewer: Viewer, clientId: string) {
      await access.requireAccess(viewer, 'clientFile.read', clientId);
      if (viewer.id === clientId) {
        return { invoices: (await repo.listOfClient(clientId)).map(toInvoice), lastBuyer: null };
      }
      const rows = await repo.listIssuedTo(viewer.id, clientId);
      const lastBuyer = rows[0]?.invoice.buyer ?? (await repo.lastQuoteBuyer(viewer.id, clientId));
      return { invoices: rows.map(toInvoice), lastBuyer };
    },

    /** Her invoices of a period, newest first, with what was invoiced, received and is still due. */
    async listIssued(consultant: Viewer, from: string, to: string) {
      const [rows, totals] = await Promise.all([
        repo.listIssued(consultant.id, from, to, MAX_INVOICES_LISTED + 1),
        repo.periodTotals(consultant.id, from, to),
      ]);
      return {
        invoices: rows.slice(0, MAX_INVOICES_LISTED).map(toInvoice),
        truncated: rows.length > MAX_INVOICES_LISTED,
        totals,
      };
    },

    /** Every invoice of the period, for the CSV (which puts them in the order they were issued). */
    async exportIssued(consultant: Viewer, from: string, to: string): Promise<Invoice[]> {
      return (await repo.listIssued(consultant.id, from, to, Number.MAX_SAFE_INTEGER)).map(toInvoice);
    },

    /** The payments received in the period, in the order they came: the receipts book. */
    async exportPaid(consultant: Viewer, from: string, to: string): Promise<Invoice[]> {
      return (await repo.listPaid(consultant.id, from, to)).map(toInvoice);
    },

    async recordPayment(consultant: Viewer, id: string, payment: PaymentInput): Promise<Invoice> {
      await access.requireAccess(consultant, 'invoice.manage', id);
      const before = await read(id);
      if (before.kind === 'credit') throw new AppError('INVOICE_NOT_PAYABLE');
      if (before.creditedBy) throw new AppError('INVOICE_CREDITED');
      if (await repo.recordPayment(id, payment)) return read(id);
      // Paid meanwhile: by this same request sent twice, or by another one.
      const after = await read(id);
      if (samePayment(after, payment)) return after;
      throw new AppError('INVOICE_PAID');
    },

    /** Cancels the whole invoice by a credit note of the same lines, numbered in the same sequence. */
    async creditNote(consultant: Viewer, id: string, input: CreditNoteInput) {
      await access.requireAccess(consultant, 'invoice.manage', id);
      const original = await read(id);
      if (original.kind === 'credit') throw new AppError('INVOICE_NOT_CREDITABLE');
      const issuedOn = today();
      try {
        const { invoice, created } = await repo.issue(
          {
            consultantId: consultant.id,
            clientId: original.clientId,
            requestId: input.requestId,
            kind: 'credit',
            issuedOn,
            serviceOn: original.serviceOn,
            dueOn: issuedOn,
            seller: original.seller,
            buyer: original.buyer,
            lines: original.lines,
            vatRateBp: original.vatRateBp,
            totalExclCents: -original.totalExclCents,
            vatCents: -original.vatCents,
            totalCents: -original.totalCents,
            creditsInvoiceId: original.id,
            note: input.reason,
          },
          Number(issuedOn.slice(0, 4)),
        );
        const issued = await read(invoice.id);
        if (created) await tellClient(issued, consultant.id);
        return { invoice: issued, created };
      } catch (error) {
        if (error instanceof AlreadyCredited) throw new AppError('INVOICE_CREDITED');
        throw error;
      }
    },
  };
}
