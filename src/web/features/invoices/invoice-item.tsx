import { ExternalLink } from 'lucide-react';
import { euros, type Invoice } from '~/domain/invoice-texts';
import { Button } from '~/web/components/ui/button';
import { cn } from '~/web/lib/cn';
import { formatDay } from '~/web/lib/format';
import { INVOICE_STATE_CLASSES, invoiceName, invoiceState, ofInvoiceText } from '~/web/lib/invoice-fields';
import { CreditNoteDialog } from './credit-note-dialog';
import { PaymentDialog } from './payment-dialog';

/** One invoice of her list: its number, day, client, amount and where it stands, and what she may do with it. */
export function InvoiceItem({ invoice, today }: { invoice: Invoice; today: string }) {
  const state = invoiceState(invoice, today);
  const open = invoice.kind !== 'credit' && !invoice.creditedBy;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm lg:flex-row lg:items-center">
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="flex items-baseline justify-between gap-3 font-medium text-gray-900">
          <span className="min-w-0">{invoiceName(invoice)}</span>
          <span className="shrink-0 whitespace-nowrap tabular-nums">{euros(invoice.totalCents)}</span>
        </p>
        <p className="text-sm text-gray-700">
          {formatDay(invoice.issuedOn)} · {invoice.buyer.name}
        </p>
        <p className={cn('text-sm', INVOICE_STATE_CLASSES[state.tone])}>{state.text}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="outline" className="min-h-11 sm:min-h-10" asChild>
          <a href={invoice.pdfUrl} target="_blank" rel="noopener">
            <ExternalLink aria-hidden />
            PDF
            <span className="sr-only"> {ofInvoiceText(invoice)} (nouvel onglet)</span>
          </a>
        </Button>
        {open && !invoice.payment && <PaymentDialog invoice={invoice} />}
        {open && <CreditNoteDialog invoice={invoice} />}
      </div>
    </li>
  );
}
