import { buyerSchema, linesSchema, optional, required, wholeIn } from './invoices';
import {
  DEFAULT_QUOTE_VALID_DAYS,
  MAX_PACKAGE_DESCRIPTION,
  MAX_PACKAGE_LOOKS,
  MAX_PACKAGE_NAME,
  MAX_PACKAGE_SESSIONS,
  MAX_QUOTE_VALID_DAYS,
  MAX_SESSION_COUNT,
  MAX_SESSION_LABEL,
  MAX_SESSION_MINUTES,
  MAX_SUPPORT_DAYS,
  MIN_SESSION_MINUTES,
  QUOTE_TEXTS,
} from './quote-texts';
import { INVOICE_TEXTS, MAX_UNIT_CENTS } from './invoice-texts';
import { z } from './zod';

export * from './quote-texts';

const sessionSchema = z.object({
  label: required(QUOTE_TEXTS.sessionLabelRequired, MAX_SESSION_LABEL),
  minutes: wholeIn(MIN_SESSION_MINUTES, MAX_SESSION_MINUTES, QUOTE_TEXTS.minutesInvalid),
  count: wholeIn(1, MAX_SESSION_COUNT, QUOTE_TEXTS.countInvalid),
});

/** POST /api/me/packages, PUT /api/packages/:id: the whole package. */
export const packageSchema = z.object({
  name: required(QUOTE_TEXTS.nameRequired, MAX_PACKAGE_NAME),
  priceCents: wholeIn(0, MAX_UNIT_CENTS, INVOICE_TEXTS.priceInvalid),
  description: optional().pipe(z.string().max(MAX_PACKAGE_DESCRIPTION).nullable()),
  sessions: z.array(sessionSchema).max(MAX_PACKAGE_SESSIONS, QUOTE_TEXTS.tooManySessions),
  looks: wholeIn(0, MAX_PACKAGE_LOOKS, QUOTE_TEXTS.looksInvalid),
  carnet: z.boolean(),
  supportDays: wholeIn(0, MAX_SUPPORT_DAYS, QUOTE_TEXTS.supportDaysInvalid),
});
export type PackageInput = z.output<typeof packageSchema>;

/**
 * POST /api/clients/:clientId/quotes: sent at once. From a package (its lines are the form's, prefilled with it)
 * or free lines; `requestId` is made when the form opens, so a double tap sends one quote.
 */
export const sendQuoteSchema = z.object({
  requestId: z.uuid(),
  packageId: z
    .uuid()
    .nullish()
    .transform((id) => id ?? null),
  buyer: buyerSchema,
  lines: linesSchema,
  validDays: wholeIn(1, MAX_QUOTE_VALID_DAYS, QUOTE_TEXTS.validDaysInvalid).default(DEFAULT_QUOTE_VALID_DAYS),
  distance: z.boolean(),
});
export type SendQuoteInput = z.output<typeof sendQuoteSchema>;

/** The quote form: the quote and the client it goes to, before its request id is made. */
export const newQuoteFormSchema = sendQuoteSchema
  .omit({ requestId: true })
  .extend({ clientId: z.uuid(INVOICE_TEXTS.clientRequired) });

/**
 * POST /api/quotes/:id/acceptance: her acceptance of the terms, and for a contract at a distance her choice on
 * the withdrawal period (required then, ignored otherwise).
 */
export const acceptQuoteSchema = z.object({
  termsAccepted: z.literal(true, QUOTE_TEXTS.termsRequired),
  earlyStart: z.boolean({ error: QUOTE_TEXTS.earlyStartRequired }).nullish(),
});
export type AcceptQuoteInput = z.output<typeof acceptQuoteSchema>;
