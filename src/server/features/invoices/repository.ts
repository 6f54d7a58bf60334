import { and, desc, asc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InvoicingInput, PaymentInput } from '~/domain/invoices';
import type { Database } from '../../db/client';
import {
  appointments,
  consultantBusinesses,
  consultantInvoicing,
  invoiceSequences,
  invoices,
  quotes,
} from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoicingRow = typeof consultantInvoicing.$inferSelect;
type QuoteRow = typeof quotes.$inferSelect;
/** A row with the invoice its credit note cancels, and the credit note that cancels it. */
export type InvoiceWithLinks = {
  invoice: InvoiceRow;
  credits: { id: string; year: number; number: number; issuedOn: string } | null;
  creditedBy: { id: string; year: number; number: number } | null;
};
/** Her 'Facturation' and 'Mon activité' rows, which make the seller of an invoice or a quote. */
export type SellerRows = {
  invoicing: InvoicingRow;
  business: typeof consultantBusinesses.$inferSelect | null;
};
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'year' | 'number' | 'createdAt'>;

/** How many of a client's invoices her list shows, newest first. */
export const CLIENT_INVOICES_LISTED = 200;

/** Thrown inside an issuing transaction to roll its number back: the invoice the request made already. */
class AlreadyIssued extends Error {
  constructor(readonly existing: InvoiceRow) {
    super('already issued');
  }
}
/** Thrown inside an issuing transaction: the quote has a deposit invoice already (not cancelled). */
export class DepositAlreadyIssued extends Error {
  constructor() {
    super('deposit already issued');
  }
}
/** Thrown inside an issuing transaction: the quote has a balance invoice already (not cancelled). */
export class BalanceAlreadyIssued extends Error {
  constructor() {
    super('balance already issued');
  }
}
/** The live deposit invoice of a quote, as a balance invoice deducts it. */
export type LiveDeposit = Pick<
  InvoiceRow,
  'id' | 'year' | 'number' | 'issuedOn' | 'totalExclCents' | 'vatCents' | 'totalCents'
>;
/** A balance invoice's lines and totals, made from the quote's live deposit inside the issuing transaction. */
export type BalanceMaker = (
  deposit: LiveDeposit | null,
) => Pick<NewInvoice, 'lines' | 'totalExclCents' | 'vatCents' | 'totalCents'>;
/** Thrown inside a credit note's transaction: the invoice is cancelled already. */
export class SessionAlreadyInvoiced extends Error {
  constructor() {
    super('session already invoiced');
  }
}

export class AlreadyCredited extends Error {
  constructor() {
    super('already credited');
  }
}

/** The quote's invoices of a kind that no credit note cancels: its live deposit, its live balance. */
const liveOfQuote = (quoteId: string, kind: 'deposit' | 'invoice') =>
  and(
    eq(invoices.quoteId, quoteId),
    eq(invoices.kind, kind),
    sql`not exists (select 1 from "invoices" as "credit_note"
      where "credit_note"."credits_invoice_id" = "invoices"."id")`,
  );

/** The invoices of a session of her agenda that no credit note cancels. */
const liveOfAppointment = (appointmentId: string) =>
  and(
    eq(invoices.appointmentId, appointmentId),
    eq(invoices.kind, 'invoice'),
    sql`not exists (select 1 from "invoices" as "credit_note"
      where "credit_note"."credits_invoice_id" = "invoices"."id")`,
  );

const cancelled = alias(invoices, 'cancelled');
const creditNote = alias(invoices, 'credit_note');

export function invoicesRepository(db: Database) {
  /** Every read of invoices goes through here: the row, and its links either way. */
  const withLinks = () =>
    db
      .select({
        invoice: invoices,
        credits: {
          id: cancelled.id,
          year: cancelled.year,
          number: cancelled.number,
          issuedOn: cancelled.issuedOn,
        },
        creditedBy: { id: creditNote.id, year: creditNote.year, number: creditNote.number },
      })
      .from(invoices)
      .leftJoin(cancelled, eq(cancelled.id, invoices.creditsInvoiceId))
      .leftJoin(creditNote, eq(creditNote.creditsInvoiceId, invoices.id));

  return {
    async details(consultantId: string): Promise<SellerRows | null> {
      const [row] = await db
        .select({ invoicing: consultantInvoicing, business: consultantBusinesses })
        .from(consultantInvoicing)
        .leftJoin(
          consultantBusinesses,
          eq(consultantBusinesses.consultantId, consultantInvoicing.consultantId),
        )
        .where(eq(consultantInvoicing.consultantId, consultantId));
      return row ?? null;
    },

    async saveDetails(consultantId: string, input: InvoicingInput, at: Date): Promise<InvoicingRow> {
      const [row] = await db
        .insert(consultantInvoicing)
        .values({ consultantId, ...input, updatedAt: at })
        .onConflictDoUpdate({ target: consultantInvoicing.consultantId, set: { ...input, updatedAt: at } })
        .returning();
      return row!;
    },

    /**
     * Issues an invoice (or a credit note) with the next number of its year. The sequence's row is taken first and
     * stays locked until the transaction ends, so issuers queue on it and a number is used only by the invoice
     * that committed with it: a failed insert rolls its number back, and no number is ever skipped. A request
     * already answered (the same `requestId`) gives back its invoice; a credit note of an invoice cancelled
     * already throws AlreadyCredited. An invoice drawn from a quote is its deposit (one live a quote) or its
     * balance (one live a quote, and no deposit after it), whose lines and totals `balance` makes from the live
     * deposit read here, under the lock.
     */
    async issue(
      values: NewInvoice,
      year: number,
      balance?: BalanceMaker,
    ): Promise<{ invoice: InvoiceRow; created: boolean }> {
      try {
        const invoice = await db.transaction(async (tx) => {
          const [sequence] = await tx
            .insert(invoiceSequences)
            .values({ consultantId: values.consultantId, year, lastNumber: 1 })
            .onConflictDoUpdate({
              target: [invoiceSequences.consultantId, invoiceSequences.year],
              set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
            })
            .returning({ number: invoiceSequences.lastNumber });
          const [existing] = await tx
            .select()
            .from(invoices)
            .where(
              and(eq(invoices.consultantId, values.consultantId), eq(invoices.requestId, values.requestId)),
            );
          if (existing) throw new AlreadyIssued(existing);
          // Issuers of one consultant queue on the sequence's row: this check and the insert see no other.
          let drawn = values;
          if (values.quoteId && values.kind !== 'credit') {
            const [live] = await tx
              .select({ id: invoices.id })
              .from(invoices)
              .where(liveOfQuote(values.quoteId, 'invoice'))
              .limit(1);
            // Once its balance is invoiced, a quote takes neither another balance nor a deposit.
            if (live) throw new BalanceAlreadyIssued();
            const [deposit] = await tx
              .select({
                id: invoices.id,
                year: invoices.year,
                number: invoices.number,
                issuedOn: invoices.issuedOn,
                totalExclCents: invoices.totalExclCents,
                vatCents: invoices.vatCents,
                totalCents: invoices.totalCents,
              })
              .from(invoices)
              .where(liveOfQuote(values.quoteId, 'deposit'))
              .orderBy(desc(invoices.createdAt))
              .limit(1);
            if (values.kind === 'deposit' && deposit) throw new DepositAlreadyIssued();
            if (values.kind === 'invoice' && balance) drawn = { ...values, ...balance(deposit ?? null) };
          }
          if (values.appointmentId) {
            const [billed] = await tx
              .select({ id: invoices.id })
              .from(invoices)
              .where(liveOfAppointment(values.appointmentId))
              .limit(1);
            if (billed) throw new SessionAlreadyInvoiced();
          }
          if (values.creditsInvoiceId) {
            const [credit] = await tx
              .select({ id: invoices.id })
              .from(invoices)
              .where(eq(invoices.creditsInvoiceId, values.creditsInvoiceId));
            if (credit) throw new AlreadyCredited();
          }
          const [row] = await tx
            .insert(invoices)
            .values({ ...drawn, year, number: sequence!.number })
            .returning();
          return row!;
        });
        return { invoice, created: true };
      } catch (error) {
        if (error instanceof AlreadyIssued) return { invoice: error.existing, created: false };
        throw error;
      }
    },

    /** An accepted quote's client and lines, for an invoice drawn from it; null when it is not accepted. */
    async acceptedQuote(id: string): Promise<Pick<QuoteRow, 'clientId' | 'lines'> | null> {
      const [row] = await db
        .select({ clientId: quotes.clientId, lines: quotes.lines })
        .from(quotes)
        .where(and(eq(quotes.id, id), isNotNull(quotes.acceptedAt)));
      return row ?? null;
    },

    /** Whose session of her agenda it is. */
    async appointmentOf(id: string): Promise<{ consultantId: string; clientId: string } | null> {
      const [row] = await db
        .select({ consultantId: appointments.consultantId, clientId: appointments.clientId })
        .from(appointments)
        .where(eq(appointments.id, id));
      return row ?? null;
    },

    async find(id: string): Promise<InvoiceWithLinks | null> {
      const [row] = await withLinks().where(eq(invoices.id, id));
      return row ?? null;
    },

    /** Her invoices in a period, newest first (invoices_consultant_issued_idx read backwards). */
    listIssued(consultantId: string, from: string, to: string, limit: number) {
      return withLinks()
        .where(
          and(
            eq(invoices.consultantId, consultantId),
            gte(invoices.issuedOn, from),
            lte(invoices.issuedOn, to),
          ),
        )
        .orderBy(desc(invoices.issuedOn), desc(invoices.number))
        .limit(limit);
    },

    /** What was invoiced, received and is still due in a period (credit notes count negative). */
    async periodTotals(consultantId: string, from: string, to: string) {
      const [row] = await db
        .select({
          invoicedCents: sql<number>`coalesce(sum(${invoices.totalCents}), 0)::int`,
          paidCents: sql<number>`coalesce(sum(${invoices.totalCents}) filter (where ${invoices.paidOn} is not null), 0)::int`,
          outstandingCents: sql<number>`coalesce(sum(${invoices.totalCents}) filter (where ${invoices.paidOn} is null
            and ${invoices.kind} <> 'credit'
            and not exists (select 1 from "invoices" as "credit_note"
              where "credit_note"."credits_invoice_id" = "invoices"."id")), 0)::int`,
        })
        .from(invoices)
        .where(
          and(
            eq(invoices.consultantId, consultantId),
            gte(invoices.issuedOn, from),
            lte(invoices.issuedOn, to),
          ),
        );
      return row!;
    },

    /** Her payments received in a period, in the order they came (invoices_consultant_paid_idx). */
    listPaid(consultantId: string, from: string, to: string) {
      return withLinks()
        .where(
          and(
            eq(invoices.consultantId, consultantId),
            isNotNull(invoices.paidOn),
            gte(invoices.paidOn, from),
            lte(invoices.paidOn, to),
          ),
        )
        .orderBy(asc(invoices.paidOn), asc(invoices.number));
    },

    /** A client's invoices from every consultant, newest first (invoices_client_created_idx). */
    listOfClient(clientId: string) {
      return withLinks()
        .where(eq(invoices.clientId, clientId))
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(CLIENT_INVOICES_LISTED);
    },

    /** Those one consultant issued to a client, newest first (invoices_consultant_client_created_idx). */
    listIssuedTo(consultantId: string, clientId: string) {
      return withLinks()
        .where(and(eq(invoices.consultantId, consultantId), eq(invoices.clientId, clientId)))
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(CLIENT_INVOICES_LISTED);
    },

    /** The buyer of her latest quote to the client: the invoice form's prefill before a first invoice. */
    async lastQuoteBuyer(consultantId: string, clientId: string) {
      const [row] = await db
        .select({ buyer: quotes.buyer })
        .from(quotes)
        .where(and(eq(quotes.consultantId, consultantId), eq(quotes.clientId, clientId)))
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .limit(1);
      return row?.buyer ?? null;
    },

    /** Records a payment once: null when the invoice was paid already (or is a credit note). */
    async recordPayment(id: string, payment: PaymentInput): Promise<InvoiceRow | null> {
      const [row] = await db
        .update(invoices)
        .set({ paidOn: payment.paidOn, paymentMethod: payment.method, paymentReference: payment.reference })
        .where(and(eq(invoices.id, id), sql`${invoices.paidOn} is null`, sql`${invoices.kind} <> 'credit'`))
        .returning();
      return row ?? null;
    },
  };
}
