import type { UseFormReturn } from 'react-hook-form';
import { DEFAULT_QUOTE_VALID_DAYS, type Package } from '~/domain/quote-texts';
import { centsText, wholeNumber } from '~/web/lib/invoice-fields';
import { schemaResolver } from '~/web/lib/lazy-validation';
import {
  blankLine,
  buyerAndLinesInput,
  linesFieldOf,
  numberOr,
  type BuyerValues,
  type LineValues,
  type NewInvoiceOutput,
  type NewInvoiceValues,
} from './new-invoice-values';
import type { NewQuote } from './quotes-api';

/** 'Nouveau devis' as typed: the client, the package it starts from, the buyer and lines as the invoice form's. */
export type NewQuoteValues = {
  clientId: string;
  packageId: string;
  buyer: BuyerValues;
  lines: LineValues[];
  validDays: string;
  distance: boolean;
};
export type NewQuoteOutput = { clientId: string; quote: Omit<NewQuote, 'requestId'> };

/** What the browser keeps of the form across a reload: its values and the request id made when it opened. */
export type KeptQuote = { values: NewQuoteValues; requestId: string };
export const QUOTE_DRAFT_KEY = 'quote.new';

export const blankQuote = (clientId: string): NewQuoteValues => ({
  clientId,
  packageId: '',
  buyer: { kind: 'person', name: '', address: '', siren: '', vatNumber: '' },
  lines: [blankLine()],
  validDays: String(DEFAULT_QUOTE_VALID_DAYS),
  distance: true,
});

/** The one line a package fills the quote with: 'Forfait <name>' once, at its price (hers to change). */
export const packageLine = (offered: Package): LineValues => ({
  label: `Forfait ${offered.name}`,
  quantity: '1',
  price: centsText(offered.priceCents),
});

/** A form she has not started is no draft: no client, no package, nothing typed in its lines nor the buyer. */
export const isUntouchedQuote = (values: NewQuoteValues) =>
  !values.clientId &&
  !values.packageId &&
  !values.buyer.name.trim() &&
  values.lines.every((line) => !line.label.trim() && !line.price.trim());

/**
 * The buyer and lines fields are the invoice form's (BuyerFields, LinesEditor, LiveTotals): they read and register
 * only 'buyer.*' and 'lines.*', which both forms hold alike.
 */
export const asInvoiceFields = (form: UseFormReturn<NewQuoteValues, unknown, NewQuoteOutput>) =>
  form as unknown as UseFormReturn<NewInvoiceValues, unknown, NewInvoiceOutput>;

const toInput = (values: NewQuoteValues) => ({
  clientId: values.clientId,
  packageId: values.packageId || null,
  ...buyerAndLinesInput(values),
  validDays: numberOr(wholeNumber(values.validDays)),
  distance: values.distance,
});

/** The server's own schema (src/domain/quotes.ts), loaded with the form (decision record 53). */
export const newQuoteResolver = schemaResolver<NewQuoteValues, NewQuoteOutput>(
  async () => {
    const { newQuoteFormSchema } = await import('~/domain/quotes');
    return {
      safeParse(input: unknown) {
        const parsed = newQuoteFormSchema.safeParse(input);
        if (!parsed.success) return parsed;
        const { clientId, ...quote } = parsed.data;
        return { success: true as const, data: { clientId, quote } };
      },
    };
  },
  toInput,
  linesFieldOf,
);
