import { euros, lineTotalCents, type InvoicingDetails } from '~/domain/invoice-texts';
import type { Quote } from '~/domain/quote-texts';
import { balancePreview } from './new-invoice-values';

/**
 * The balance invoice's lines, read only: the quote's, as the client accepted them, then the deposit invoice
 * deducted; and its totals, the last one what is left to pay.
 */
export function BalanceLines({
  quote,
  details,
}: {
  quote: Quote;
  details: Pick<InvoicingDetails, 'status' | 'vatRateBp'>;
}) {
  const { lines, rows } = balancePreview(quote, details);
  return (
    <section aria-labelledby="balance-lines-title" className="space-y-3">
      <h2 id="balance-lines-title" className="font-semibold text-gray-900">
        Prestations du devis n°{'\u00A0'}
        {quote.number}
      </h2>
      <p className="text-sm text-gray-600">
        Les lignes du devis tel qu’il a été accepté
        {quote.depositInvoice ? ', puis l’acompte déjà facturé, déduit.' : '.'}
      </p>
      <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-gray-50">
        {lines.map((line, index) => (
          <li
            key={index}
            className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm"
          >
            <span className="min-w-0 flex-1 break-words text-gray-900">{line.label}</span>
            <span className="text-gray-600 tabular-nums">
              {line.quantity}
              {'\u00A0× '}
              {euros(line.unitCents)}
            </span>
            <span className="w-28 text-right font-medium text-gray-900 tabular-nums">
              {euros(lineTotalCents(line))}
            </span>
          </li>
        ))}
      </ul>
      <section aria-labelledby="balance-totals" className="rounded-xl border border-gray-200 bg-white p-4">
        <h3 id="balance-totals" className="sr-only">
          Totaux
        </h3>
        <dl className="space-y-1">
          {rows.map(([label, cents], index) => (
            <div
              key={label}
              className={`flex justify-between gap-3 ${index === rows.length - 1 ? 'text-lg font-semibold text-gray-900' : 'text-gray-700'}`}
            >
              <dt>{label}</dt>
              <dd className="tabular-nums">{euros(cents)}</dd>
            </div>
          ))}
        </dl>
        {details.status === 'franchise' && (
          <p className="mt-2 text-sm text-gray-600">TVA non applicable, art. 293 B du CGI</p>
        )}
      </section>
    </section>
  );
}
