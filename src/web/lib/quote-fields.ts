import { QUOTE_STATUS_LABELS, withdrawalEnds, type Quote } from '~/domain/quote-texts';
import { formatDate, formatDay } from './format';
import { todayHere } from './french-date';

/**
 * What quote lists say of a quote, for her 'Devis' and the client's 'Mes documents': where it stands ('Accepté le
 * …', 'En attente de réponse, valable jusqu’au …') and, once accepted at a distance, the client's choice on the
 * withdrawal period.
 */
export type QuoteState = { text: string; choice: string | null; tone: 'open' | 'accepted' | 'closed' };

/** 'D2026-0003' as a list names it: 'Devis n° D2026-0003'. */
export const quoteName = (quote: Pick<Quote, 'number'>) => `Devis n°\u00A0${quote.number}`;

/** The last day of the withdrawal period, from the day she accepted. */
export const withdrawalEndOf = (acceptedAt: string) => withdrawalEnds(todayHere(new Date(acceptedAt)));

export function quoteState(quote: Quote): QuoteState {
  switch (quote.status) {
    case 'accepted': {
      const acceptedAt = quote.acceptedAt;
      const choice =
        quote.earlyStart === null || !acceptedAt
          ? null
          : quote.earlyStart
            ? 'Début avant la fin du délai de rétractation demandé'
            : `Attend la fin du délai de rétractation (jusqu’au ${formatDay(withdrawalEndOf(acceptedAt))})`;
      return {
        text: acceptedAt ? `Accepté le ${formatDate(acceptedAt)}` : QUOTE_STATUS_LABELS.accepted,
        choice,
        tone: 'accepted',
      };
    }
    case 'declined':
      return {
        text: quote.declinedAt ? `Refusé le ${formatDate(quote.declinedAt)}` : QUOTE_STATUS_LABELS.declined,
        choice: null,
        tone: 'closed',
      };
    case 'expired':
      return {
        text: `${QUOTE_STATUS_LABELS.expired} (valable jusqu’au ${formatDay(quote.validUntil)})`,
        choice: null,
        tone: 'closed',
      };
    case 'sent':
      return {
        text: `${QUOTE_STATUS_LABELS.sent}, valable jusqu’au ${formatDay(quote.validUntil)}`,
        choice: null,
        tone: 'open',
      };
  }
}

export const QUOTE_STATE_CLASSES: Record<QuoteState['tone'], string> = {
  open: 'text-gray-700',
  accepted: 'text-green-800',
  closed: 'text-gray-600',
};
