import { stringify } from 'csv-stringify/sync';
import { INVOICE_KIND_TITLES, PAYMENT_METHOD_LABELS, frenchDate, type Invoice } from '~/domain/invoice-texts';

/**
 * Her exports for her accountant, as a French spreadsheet opens them: ';' between cells, a UTF-8 BOM (so the
 * accents survive), amounts as French decimals without a thousands separator ('1234,50', '-89,00'), dates
 * dd/mm/yyyy.
 */

export const INVOICES_CSV_COLUMNS = [
  'Numéro',
  'Type',
  'Date d’émission',
  'Date d’échéance',
  'Client',
  'SIREN client',
  'Total HT',
  'TVA',
  'Total TTC',
  'Payée le',
  'Mode de paiement',
  'Référence du paiement',
  'Annule la facture',
] as const;

export const RECEIPTS_CSV_COLUMNS = [
  'Date d’encaissement',
  'Client',
  'Nature de la prestation',
  'Montant encaissé (TTC)',
  'Mode de règlement',
  'Facture',
  'Référence',
] as const;

/** A cell a spreadsheet would read as a formula ('=HYPERLINK(…)', '+33…', '@SUM') is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell: whatever she or her client typed, never run as a formula. */
const text = (value: string | null | undefined) => {
  const cell = value ?? '';
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
};

/** '1234,50', '-89,00': a number a French spreadsheet reads as one (so never guarded). */
export const csvAmount = (cents: number) => {
  const whole = Math.abs(Math.trunc(cents));
  return `${cents < 0 ? '-' : ''}${Math.floor(whole / 100)},${String(whole % 100).padStart(2, '0')}`;
};

const date = (day: string | null | undefined) => (day ? frenchDate(day) : '');

const csv = (columns: readonly string[], rows: string[][]) =>
  stringify([[...columns], ...rows], {
    delimiter: ';',
    bom: true,
    record_delimiter: 'windows',
    // A line break typed in a cell (a reference, a label) stays in its cell, whichever one a spreadsheet reads.
    quote_record_delimiter: true,
  });

const byIssue = (a: Invoice, b: Invoice) =>
  a.issuedOn.localeCompare(b.issuedOn) || a.number.localeCompare(b.number);

/** Her invoices, deposit invoices and credit notes (negative) in the order they were issued. */
export function invoicesCsv(invoices: readonly Invoice[]): string {
  return csv(
    INVOICES_CSV_COLUMNS,
    [...invoices]
      .sort(byIssue)
      .map((invoice) => [
        text(invoice.number),
        text(INVOICE_KIND_TITLES[invoice.kind]),
        date(invoice.issuedOn),
        invoice.kind === 'credit' ? '' : date(invoice.dueOn),
        text(invoice.buyer.name),
        text(invoice.buyer.kind === 'business' ? invoice.buyer.siren : null),
        csvAmount(invoice.totalExclCents),
        csvAmount(invoice.vatCents),
        csvAmount(invoice.totalCents),
        date(invoice.payment?.paidOn),
        invoice.payment ? text(PAYMENT_METHOD_LABELS[invoice.payment.method]) : '',
        text(invoice.payment?.reference),
        text(invoice.credits?.number),
      ]),
  );
}

/**
 * Her 'livre des recettes' (the receipts book a micro-entrepreneur keeps): each payment received, by the day it
 * was received then the invoice's number; an invoice not paid is not a receipt.
 */
export function receiptsCsv(invoices: readonly Invoice[]): string {
  const paid = invoices.flatMap((invoice) =>
    invoice.payment ? [{ invoice, payment: invoice.payment }] : [],
  );
  paid.sort(
    (a, b) =>
      a.payment.paidOn.localeCompare(b.payment.paidOn) || a.invoice.number.localeCompare(b.invoice.number),
  );
  return csv(
    RECEIPTS_CSV_COLUMNS,
    paid.map(({ invoice, payment }) => [
      date(payment.paidOn),
      text(invoice.buyer.name),
      text(invoice.lines.map((line) => line.label).join('\u202F; ')),
      csvAmount(invoice.totalCents),
      text(PAYMENT_METHOD_LABELS[payment.method]),
      text(invoice.number),
      text(payment.reference),
    ]),
  );
}
