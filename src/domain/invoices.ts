import { calendarDay } from './capsules';
import {
  BUYER_KINDS,
  INVOICE_TEXTS,
  MAX_ADDRESS_LENGTH,
  MAX_INVOICE_TOTAL_CENTS,
  MAX_CREDIT_REASON,
  MAX_INVOICE_LINES,
  MAX_LINE_LABEL,
  MAX_LINE_QUANTITY,
  MAX_PAYMENT_DAYS,
  MAX_PAYMENT_REFERENCE,
  MAX_TERMS_LENGTH,
  MAX_UNIT_CENTS,
  PAYMENT_METHODS,
  VAT_STATUSES,
} from './invoice-texts';
import { z } from './zod';

export * from './invoice-texts';

export const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${max} caractères au maximum.`);

/** An optional text: blank is none. */
export const optional = () =>
  z
    .string()
    .trim()
    .nullish()
    .transform((text) => text || null);

/** A whole number between `min` and `max`, one message for whatever else (a form's unreadable text included). */
export const wholeIn = (min: number, max: number, message: string) =>
  z.int({ error: message }).min(min, message).max(max, message);

/** Spaces are for reading: '123 456 789 00012' is kept as '12345678900012'. */
const digits = (count: number, message: string) =>
  z
    .string({ error: message })
    .transform((text) => text.replace(/\s/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${count}}$`), message));

const vatNumber = optional().pipe(
  z
    .string()
    .transform((text) => text.replace(/\s/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, INVOICE_TEXTS.vatNumberInvalid))
    .nullable(),
);

/** An IBAN whose check digits hold (ISO 13616: the rearranged number modulo 97 is 1). */
const iban = optional().pipe(
  z
    .string()
    .transform((text) => text.replace(/\s/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, INVOICE_TEXTS.ibanInvalid)
        .refine(ibanChecks, INVOICE_TEXTS.ibanInvalid),
    )
    .nullable(),
);

function ibanChecks(value: string): boolean {
  const rearranged = value.slice(4) + value.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** PUT /api/me/invoicing: every field. */
export const invoicingSchema = z
  .object({
    legalName: required(INVOICE_TEXTS.legalNameRequired, 120),
    status: z.enum(VAT_STATUSES),
    vatRateBp: wholeIn(0, 3000, INVOICE_TEXTS.vatRateInvalid),
    siret: digits(14, INVOICE_TEXTS.siretInvalid),
    vatNumber,
    address: required(INVOICE_TEXTS.addressRequired, MAX_ADDRESS_LENGTH),
    iban,
    paymentLink: optional().pipe(
      z
        .url({ protocol: /^https$/, hostname: z.regexes.domain, message: INVOICE_TEXTS.linkInvalid })
        .max(300, INVOICE_TEXTS.linkInvalid)
        .nullable(),
    ),
    terms: required(INVOICE_TEXTS.termsRequired, MAX_TERMS_LENGTH),
    paymentDays: wholeIn(0, MAX_PAYMENT_DAYS, INVOICE_TEXTS.paymentDaysInvalid),
    cancellationHours: wholeIn(0, 720, INVOICE_TEXTS.cancellationHoursInvalid),
    depositPercent: wholeIn(0, 100, INVOICE_TEXTS.depositPercentInvalid),
  })
  .transform((details) => ({
    ...details,
    vatRateBp: details.status === 'franchise' ? 0 : details.vatRateBp,
  }))
  .refine(
    (details) => details.status === 'franchise' || (details.vatRateBp >= 10 && details.vatRateBp <= 3000),
    {
      message: INVOICE_TEXTS.vatRateInvalid,
      path: ['vatRateBp'],
    },
  )
  .refine((details) => details.status === 'franchise' || details.vatNumber !== null, {
    message: INVOICE_TEXTS.vatNumberRequired,
    path: ['vatNumber'],
  });
export type InvoicingInput = z.output<typeof invoicingSchema>;

export const buyerSchema = z
  .object({
    kind: z.enum(BUYER_KINDS),
    name: required(INVOICE_TEXTS.buyerNameRequired, 120),
    address: required(INVOICE_TEXTS.addressRequired, MAX_ADDRESS_LENGTH),
    siren: optional().pipe(digits(9, INVOICE_TEXTS.sirenInvalid).nullable()),
    vatNumber,
  })
  .refine((buyer) => buyer.kind === 'person' || buyer.siren !== null, {
    message: INVOICE_TEXTS.sirenInvalid,
    path: ['siren'],
  })
  .transform((buyer) => (buyer.kind === 'person' ? { ...buyer, siren: null, vatNumber: null } : buyer));

export const lineSchema = z.object({
  label: required(INVOICE_TEXTS.lineLabelRequired, MAX_LINE_LABEL),
  quantity: wholeIn(1, MAX_LINE_QUANTITY, INVOICE_TEXTS.quantityInvalid),
  unitCents: wholeIn(0, MAX_UNIT_CENTS, INVOICE_TEXTS.priceInvalid),
});

/** An invoice's or a quote's lines: 1 to 20, within the total's limit. */
export const linesSchema = z
  .array(lineSchema)
  .min(1, INVOICE_TEXTS.linesRequired)
  .max(MAX_INVOICE_LINES, INVOICE_TEXTS.tooManyLines)
  .refine(
    (lines) =>
      lines.reduce((sum, line) => sum + line.quantity * line.unitCents, 0) <= MAX_INVOICE_TOTAL_CENTS,
    INVOICE_TEXTS.totalTooLarge,
  );

/**
 * POST /api/clients/:clientId/invoices: issued at once (a draft is the form, kept in her browser). `requestId`
 * is made when the form opens: sent twice, the same invoice answers, never a second number.
 */
export const issueInvoiceSchema = z.object({
  requestId: z.uuid(),
  kind: z.enum(['invoice', 'deposit']),
  buyer: buyerSchema,
  lines: linesSchema,
  serviceOn: calendarDay.nullish().transform((day) => day ?? null),
  /** Days until the due date; her usual delay when absent. */
  paymentDays: wholeIn(0, MAX_PAYMENT_DAYS, INVOICE_TEXTS.paymentDaysInvalid).nullish(),
  /**
   * The accepted quote a deposit invoice is drawn from; for an invoice, the quote it is the balance of: the server
   * then takes the quote's lines, deducts its live deposit invoice and ignores the lines sent.
   */
  quoteId: z
    .uuid()
    .nullish()
    .transform((id) => id ?? null),
  /** The session of her agenda it bills ('Facturer'): refused once an invoice no credit note cancels bills it. */
  appointmentId: z
    .uuid()
    .nullish()
    .transform((id) => id ?? null),
});
export type IssueInvoiceInput = z.output<typeof issueInvoiceSchema>;

/**
 * The issuing form: the invoice and the client it goes to, before its request id is made; the session it bills
 * comes from the page's address, not from a field.
 */
export const newInvoiceFormSchema = issueInvoiceSchema
  .omit({ requestId: true, appointmentId: true })
  .extend({ clientId: z.uuid(INVOICE_TEXTS.clientRequired) });

/** POST /api/invoices/:id/payment: recorded once; the same payment sent twice is the same. */
export const paymentSchema = z.object({
  paidOn: calendarDay,
  method: z.enum(PAYMENT_METHODS),
  reference: optional().pipe(z.string().max(MAX_PAYMENT_REFERENCE).nullable()),
});
export type PaymentInput = z.output<typeof paymentSchema>;

/** POST /api/invoices/:id/credit-note: the whole invoice cancelled, once. */
export const creditNoteSchema = z.object({
  requestId: z.uuid(),
  reason: optional().pipe(z.string().max(MAX_CREDIT_REASON).nullable()),
});
export type CreditNoteInput = z.output<typeof creditNoteSchema>;

/**
 * `?from=&to=` of her invoice list and exports: at most a year and a day apart, `from` first; without them, the
 * current calendar year.
 */
export const periodQuerySchema = z
  .object({ from: calendarDay.optional(), to: calendarDay.optional() })
  .refine((period) => (period.from === undefined) === (period.to === undefined), INVOICE_TEXTS.periodInvalid)
  .refine((period) => !period.from || !period.to || period.from <= period.to, INVOICE_TEXTS.periodInvalid)
  .refine(
    (period) =>
      !period.from || !period.to || Date.parse(period.to) - Date.parse(period.from) <= 366 * 86_400_000,
    INVOICE_TEXTS.periodInvalid,
  );
