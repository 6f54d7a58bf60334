import { wallClock } from '~/domain/appointment-slots';
import type { Appointment } from '~/domain/appointment-texts';
import {
  AMOUNT_DUE_LABEL,
  balanceOf,
  frenchDate,
  INVOICE_TEXTS,
  vatRateLabel,
  type BuyerKind,
  type InvoiceBuyer,
  type InvoiceLine,
  type InvoicingDetails,
} from '~/domain/invoice-texts';
import { depositLine, depositOf, type Quote } from '~/domain/quote-texts';
import { centsOf, centsText, wholeNumber } from '~/web/lib/invoice-fields';
import { schemaResolver } from '~/web/lib/lazy-validation';
import type { NewInvoice } from './api';

/** 'Nouvelle facture' as typed: each amount a text ('89,90'), as the fields hold it. */
export type LineValues = { label: string; quantity: string; price: string };
export type BuyerValues = {
  kind: BuyerKind;
  name: string;
  address: string;
  siren: string;
  vatNumber: string;
};
export type NewInvoiceValues = {
  clientId: string;
  kind: 'invoice' | 'deposit';
  buyer: BuyerValues;
  lines: LineValues[];
  serviceOn: string;
  paymentDays: string;
};
export type NewInvoiceOutput = { clientId: string; invoice: Omit<NewInvoice, 'requestId'> };

/** What the browser keeps of the form across a reload: its values and the request id made when it opened. */
export type KeptInvoice = { values: NewInvoiceValues; requestId: string };
export const DRAFT_KEY = 'invoice.new';

export const blankLine = (): LineValues => ({ label: '', quantity: '1', price: '' });

export const blankInvoice = (clientId: string, paymentDays: number): NewInvoiceValues => ({
  clientId,
  kind: 'invoice',
  buyer: { kind: 'person', name: '', address: '', siren: '', vatNumber: '' },
  lines: [blankLine()],
  serviceOn: '',
  paymentDays: String(paymentDays),
});

export const buyerValues = (buyer: InvoiceBuyer): BuyerValues => ({
  kind: buyer.kind,
  name: buyer.name,
  address: buyer.address,
  siren: buyer.siren ?? '',
  vatNumber: buyer.vatNumber ?? '',
});

/** A form she has not started is no draft: nothing typed in its lines nor in the buyer's name. */
export const isUntouched = (values: NewInvoiceValues) =>
  !values.clientId &&
  !values.buyer.name.trim() &&
  values.lines.every((line) => !line.label.trim() && !line.price.trim());

/** A line as far as it reads, for the live totals: what is not a number yet counts for nothing. */
export const lineOf = (line: LineValues): InvoiceLine => ({
  label: line.label,
  quantity: wholeNumber(line.quantity) ?? 0,
  unitCents: centsOf(line.price) ?? 0,
});

/** A number typed, or NaN for the schema to refuse with its own message. */
export const numberOr = (value: number | null) => value ?? Number.NaN;

/** The buyer and lines as typed, as an invoice's or a quote's schema takes them. */
export function buyerAndLinesInput(values: Pick<NewInvoiceValues, 'buyer' | 'lines'>) {
  const business = values.buyer.kind === 'business';
  return {
    buyer: {
      ...values.buyer,
      siren: business ? values.buyer.siren : null,
      vatNumber: business ? values.buyer.vatNumber : null,
    },
    lines: values.lines.map((line) => ({
      label: line.label,
      quantity: numberOr(wholeNumber(line.quantity)),
      unitCents: numberOr(centsOf(line.price)),
    })),
  };
}

/** The form's texts as the issuing schema takes them (the request id is made apart, when the form opens). */
const toInput = (values: NewInvoiceValues) => ({
  clientId: values.clientId,
  kind: values.kind,
  ...buyerAndLinesInput(values),
  serviceOn: values.serviceOn || null,
  paymentDays: numberOr(wholeNumber(values.paymentDays)),
});

/** A path of the schema as the form names it: a line's price is its `unitCents`, a list's own problem its root. */
export const linesFieldOf = (path: string) =>
  path === 'lines' ? 'lines.root' : path.replace(/^(lines\.\d+)\.unitCents$/, '$1.price');

/** The server's own schema (src/domain/invoices.ts), loaded with the form (decision record 53). */
export const newInvoiceResolver = schemaResolver<NewInvoiceValues, NewInvoiceOutput>(
  async () => {
    const { newInvoiceFormSchema } = await import('~/domain/invoices');
    // The client the invoice goes to is the form's, apart from the invoice sent.
    return {
      safeParse(input: unknown) {
        const parsed = newInvoiceFormSchema.safeParse(input);
        if (!parsed.success) return parsed;
        const { clientId, ...invoice } = parsed.data;
        return { success: true as const, data: { clientId, invoice } };
      },
    };
  },
  toInput,
  linesFieldOf,
);

/** Which field a message of the server's is about (the others are said in a toast). */
export const SERVER_MESSAGE_FIELDS = {
  'buyer.name': [INVOICE_TEXTS.buyerNameRequired],
  'buyer.address': [INVOICE_TEXTS.addressRequired],
  'buyer.siren': [INVOICE_TEXTS.sirenInvalid],
  'buyer.vatNumber': [INVOICE_TEXTS.vatNumberInvalid],
} as const;

/** An invoice for one session of her agenda: its client, a line naming it and its day, the day as the service's. */
export function sessionInvoiceValues(
  session: Pick<Appointment, 'clientId' | 'sessionLabel' | 'startsAt'>,
  paymentDays: number,
): NewInvoiceValues {
  const { day } = wallClock(new Date(session.startsAt));
  return {
    ...blankInvoice(session.clientId, paymentDays),
    lines: [{ label: `${session.sessionLabel} du ${frenchDate(day)}`, quantity: '1', price: '' }],
    serviceOn: day,
  };
}

/**
 * The deposit invoice of an accepted quote: to its client and buyer, one line for the deposit's share of the quote
 * before VAT (the invoice adds its VAT, so a seller under VAT asks her share of the total, not that share plus VAT).
 */
export const depositInvoiceValues = (quote: Quote, paymentDays: number): NewInvoiceValues => ({
  ...blankInvoice(quote.clientId ?? '', paymentDays),
  kind: 'deposit',
  buyer: buyerValues(quote.buyer),
  lines: [
    {
      label: depositLine(quote),
      quantity: '1',
      price: centsText(depositOf(quote.totalExclCents, quote.depositPercent)),
    },
  ],
});

/**
 * The balance invoice of an accepted quote ('Facturer le solde'): to its client and buyer, with the quote's lines,
 * which the form shows without editing them (the server takes them from the quote and deducts the deposit).
 */
export const balanceInvoiceValues = (quote: Quote, paymentDays: number): NewInvoiceValues => ({
  ...blankInvoice(quote.clientId ?? '', paymentDays),
  kind: 'invoice',
  buyer: buyerValues(quote.buyer),
  lines: quote.lines.map((line) => ({
    label: line.label,
    quantity: String(line.quantity),
    price: centsText(line.unitCents),
  })),
});

/**
 * What the balance invoice will say, as the server issues it at her rate today: the quote's lines, then its deposit
 * invoice deducted, and the totals, the last one what is left to pay ('Net à payer') when a deposit is deducted.
 */
export function balancePreview(
  quote: Pick<Quote, 'lines' | 'depositInvoice'>,
  details: Pick<InvoicingDetails, 'status' | 'vatRateBp'>,
): { lines: InvoiceLine[]; rows: [string, number][] } {
  const vat = details.status === 'vat';
  const balance = balanceOf(quote.lines, vat ? details.vatRateBp : 0, quote.depositInvoice);
  const last = quote.depositInvoice ? AMOUNT_DUE_LABEL : 'Total';
  return {
    lines: balance.lines,
    rows: vat
      ? [
          ['Total HT', balance.totalExclCents],
          [`TVA (${vatRateLabel(details.vatRateBp)})`, balance.vatCents],
          [`${last} TTC`, balance.totalCents],
        ]
      : [[last, balance.totalCents]],
  };
}
