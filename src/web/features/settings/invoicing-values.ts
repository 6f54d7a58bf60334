import type { InvoicingInput } from '~/domain/invoices';
import { DEFAULT_TERMS, INVOICE_TEXTS, type InvoicingDetails, type VatStatus } from '~/domain/invoice-texts';
import { basisPointsOf, percentText, wholeNumber } from '~/web/lib/invoice-fields';
import { schemaResolver } from '~/web/lib/lazy-validation';

/** The 'Facturation' form as typed: every field a text, but the VAT status. */
export type InvoicingValues = {
  legalName: string;
  status: VatStatus;
  vatRate: string;
  siret: string;
  vatNumber: string;
  address: string;
  iban: string;
  paymentLink: string;
  paymentDays: string;
  terms: string;
  cancellationHours: string;
  depositPercent: string;
};

export const valuesOf = (details: InvoicingDetails | null): InvoicingValues => ({
  legalName: details?.legalName ?? '',
  status: details?.status ?? 'franchise',
  vatRate: details && details.status === 'vat' ? percentText(details.vatRateBp) : '20',
  siret: details?.siret ?? '',
  vatNumber: details?.vatNumber ?? '',
  address: details?.address ?? '',
  iban: details?.iban ?? '',
  paymentLink: details?.paymentLink ?? '',
  paymentDays: String(details?.paymentDays ?? 0),
  terms: details?.terms || DEFAULT_TERMS,
  cancellationHours: String(details?.cancellationHours ?? 48),
  depositPercent: String(details?.depositPercent ?? 30),
});

const blankToNull = (text: string) => text.trim() || null;
/** A number the field does not hold is NaN: the schema names the field's problem in its own words. */
const numberOr = (value: number | null) => value ?? Number.NaN;

/** The form's texts as PUT /api/me/invoicing takes them. */
const toInput = (values: InvoicingValues) => ({
  legalName: values.legalName,
  status: values.status,
  vatRateBp: values.status === 'vat' ? numberOr(basisPointsOf(values.vatRate)) : 0,
  siret: values.siret,
  vatNumber: blankToNull(values.vatNumber),
  address: values.address,
  iban: blankToNull(values.iban),
  paymentLink: blankToNull(values.paymentLink),
  paymentDays: numberOr(wholeNumber(values.paymentDays)),
  terms: values.terms,
  cancellationHours: numberOr(wholeNumber(values.cancellationHours)),
  depositPercent: numberOr(wholeNumber(values.depositPercent)),
});

/** The server's own schema (src/domain/invoices.ts), loaded with the form (decision record 53). */
export const invoicingResolver = schemaResolver<InvoicingValues, InvoicingInput>(
  () => import('~/domain/invoices').then((module) => module.invoicingSchema),
  toInput,
  (path) => (path === 'vatRateBp' ? 'vatRate' : path),
);

/** Which field a message of the server's is about. */
export const SERVER_MESSAGE_FIELDS: Partial<Record<keyof InvoicingValues, readonly string[]>> = {
  legalName: [INVOICE_TEXTS.legalNameRequired],
  vatRate: [INVOICE_TEXTS.vatRateInvalid],
  vatNumber: [INVOICE_TEXTS.vatNumberInvalid, INVOICE_TEXTS.vatNumberRequired],
  siret: [INVOICE_TEXTS.siretInvalid],
  address: [INVOICE_TEXTS.addressRequired],
  iban: [INVOICE_TEXTS.ibanInvalid],
  paymentLink: [INVOICE_TEXTS.linkInvalid],
};
