import { INVOICE_KIND_TITLES, type Invoice } from '~/domain/invoice-texts';
import { formatDay } from './format';

/**
 * What invoice forms and lists need of invoices in the browser: amounts and rates read from what she typed (the
 * checks are the server's own schemas, loaded with each form), names and states as the lists say them.
 */

/** Spaces are for reading: '1 200,00'. */
const withoutSpaces = (text: string) => text.replace(/\s/g, '');

/** A whole number typed in a field, or null: '30' is 30, '3,5' or '' is null. */
export function wholeNumber(text: string): number | null {
  const trimmed = withoutSpaces(text);
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : null;
}

/** Cents of an amount typed the French way: '89,90', '89.9', '1 200', '89,90 €'; null when it is none. */
export function centsOf(text: string): number | null {
  const trimmed = withoutSpaces(text).replace(/€$/, '');
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** '89,90' from 8990, as a price field shows it. */
export const centsText = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** A VAT rate typed in %, '20' or '5,5', in basis points; null when it is none. */
export function basisPointsOf(text: string): number | null {
  const match = /^(\d{1,2})(?:[.,](\d{1,2}))?$/.exec(withoutSpaces(text));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** '5,5' from 550. */
export const percentText = (basisPoints: number) => String(basisPoints / 100).replace('.', ',');

/** 'Facture d’acompte n° 2026-0001'. */
export const invoiceName = (invoice: Pick<Invoice, 'kind' | 'number'>) =>
  `${INVOICE_KIND_TITLES[invoice.kind]} n°\u00A0${invoice.number}`;

/** 'facture d’acompte n° 2026-0001', inside a sentence. */
export const invoiceNameInText = (invoice: Pick<Invoice, 'kind' | 'number'>) => {
  const name = invoiceName(invoice);
  return name.charAt(0).toLowerCase() + name.slice(1);
};

/** 'de la facture n° 2026-0001', 'de l’avoir n° 2026-0002'. */
export const ofInvoiceText = (invoice: Pick<Invoice, 'kind' | 'number'>) =>
  `${invoice.kind === 'credit' ? 'de l’' : 'de la '}${invoiceNameInText(invoice)}`;

export type InvoiceState = { text: string; tone: 'paid' | 'due' | 'late' | 'cancelled' };

/**
 * Where an invoice stands: 'Payée le …', 'À régler avant le …' (or 'à réception' when due the day it was issued;
 * 'En retard depuis le …' past its due date, when
 * `late` is asked), 'Annulée par l’avoir n° …'; a credit note, the invoice it cancels.
 */
export function invoiceState(invoice: Invoice, today: string, late = true): InvoiceState {
  if (invoice.kind === 'credit')
    return {
      text: invoice.credits
        ? `Annule la facture n°\u00A0${invoice.credits.number}`
        : INVOICE_KIND_TITLES.credit,
      tone: 'cancelled',
    };
  if (invoice.creditedBy)
    return { text: `Annulée par l’avoir n°\u00A0${invoice.creditedBy.number}`, tone: 'cancelled' };
  if (invoice.payment) return { text: `Payée le ${formatDay(invoice.payment.paidOn)}`, tone: 'paid' };
  if (late && invoice.dueOn < today)
    return { text: `En retard depuis le ${formatDay(invoice.dueOn)}`, tone: 'late' };
  if (invoice.dueOn === invoice.issuedOn) return { text: 'À régler à réception', tone: 'due' };
  return { text: `À régler avant le ${formatDay(invoice.dueOn)}`, tone: 'due' };
}

export const INVOICE_STATE_CLASSES: Record<InvoiceState['tone'], string> = {
  paid: 'text-green-800',
  due: 'text-gray-700',
  late: 'font-medium text-red-700',
  cancelled: 'text-gray-600',
};

/** The server's French message matched to the field it is about, so it shows under it. */
export function fieldOfMessage<Field extends string>(
  message: string,
  fields: Partial<Record<Field, readonly string[]>>,
): Field | null {
  for (const [field, messages] of Object.entries(fields) as [Field, readonly string[]][])
    if (messages.includes(message)) return field;
  return null;
}
