import { ListSection } from '~/web/components/list-section';
import { Download, ExternalLink, ReceiptEuro } from 'lucide-react';
import { euros, INVOICE_TEXTS, type Invoice } from '~/domain/invoice-texts';
import { Button } from '~/web/components/ui/button';
import { cn } from '~/web/lib/cn';
import { formatDay } from '~/web/lib/format';
import { todayHere } from '~/web/lib/french-date';
import { INVOICE_STATE_CLASSES, invoiceName, invoiceState } from '~/web/lib/invoice-fields';
import { invoiceDownloadUrl, useClientInvoices } from '~/web/lib/invoicing';

/** 'Mes factures': the invoices (and credit notes) her consultants issued her, to open or download. */
export function MyInvoices({ userId }: { userId: string | undefined }) {
  const invoices = useClientInvoices(userId);
  const today = todayHere();
  return (
    <ListSection
      headingId="my-invoices"
      title="Mes factures"
      loading="Chargement des factures..."
      failure="Impossible de charger vos factures."
      empty={INVOICE_TEXTS.clientEmpty}
      list={{ ...invoices, items: invoices.data?.invoices }}
      row={(invoice) => <InvoiceRow key={invoice.id} invoice={invoice} today={today} />}
    />
  );
}

function InvoiceRow({ invoice, today }: { invoice: Invoice; today: string }) {
  const name = invoiceName(invoice);
  const state = invoiceState(invoice, today, false);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <ReceiptEuro aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 space-y-0.5">
          <p className="font-medium text-gray-900">{name}</p>
          <p className="text-sm text-gray-700">
            {formatDay(invoice.issuedOn)} · <span className="tabular-nums">{euros(invoice.totalCents)}</span>
            {invoice.seller.businessName || invoice.seller.legalName
              ? ` · ${invoice.seller.businessName ?? invoice.seller.legalName}`
              : ''}
          </p>
          <p className={cn('text-sm', INVOICE_STATE_CLASSES[state.tone])}>{state.text}</p>
        </div>
      </div>
      <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
        <Button className="min-h-11 sm:min-h-10" asChild>
          <a href={invoice.pdfUrl} target="_blank" rel="noopener">
            <ExternalLink aria-hidden />
            Ouvrir
            <span className="sr-only"> {name} (nouvel onglet)</span>
          </a>
        </Button>
        <Button variant="outline" className="min-h-11 sm:min-h-10" asChild>
          <a href={invoiceDownloadUrl(invoice)}>
            <Download aria-hidden />
            Télécharger
            <span className="sr-only"> {name}</span>
          </a>
        </Button>
      </div>
    </li>
  );
}
