import { Download, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { euros, INVOICE_TEXTS } from '~/domain/invoice-texts';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { todayHere } from '~/web/lib/french-date';
import { useInvoicing } from '~/web/lib/invoicing';
import { invoicesCsvUrl, receiptsCsvUrl, useMyInvoices, type InvoiceList, type Period } from './api';
import { IncompleteCallout, INVOICES_PATH } from './incomplete-callout';
import { InvoiceItem } from './invoice-item';
import { periodOf, PeriodChooser, thisYear, type PeriodChoice } from './period-chooser';

/** 'Factures': her invoices of a period (this year first), their totals, what she may do with each, the exports. */
export function InvoicesPage() {
  const today = todayHere();
  const [choice, setChoice] = useState<PeriodChoice>(() => thisYear(today));
  const { period, problem } = periodOf(choice);
  const invoicing = useInvoicing();
  const invoices = useMyInvoices(period);
  const incomplete = invoicing.isSuccess && invoicing.data.details === null;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{INVOICE_TEXTS.title}</h1>
          <p className="mt-1 text-gray-600">
            Vos factures et avoirs, leurs paiements et les exports pour votre comptabilité.
          </p>
        </div>
        {invoicing.isSuccess && !incomplete && (
          <Button className="min-h-11 sm:min-h-10" asChild>
            <Link to={`${INVOICES_PATH}/nouvelle`}>
              <Plus aria-hidden />
              Nouvelle facture
            </Link>
          </Button>
        )}
      </header>
      {incomplete && <IncompleteCallout />}
      <PeriodChooser choice={choice} today={today} problem={problem} onChange={setChoice} />
      {period === null ? null : invoices.isPending ? (
        <Spinner label="Chargement des factures..." />
      ) : invoices.isError ? (
        <LoadFailure message="Impossible de charger vos factures." onRetry={() => void invoices.refetch()} />
      ) : (
        <PeriodInvoices list={invoices.data} period={period} today={today} />
      )}
    </div>
  );
}

function PeriodInvoices({ list, period, today }: { list: InvoiceList; period: Period; today: string }) {
  const { totals } = list;
  return (
    <>
      <section aria-labelledby="invoices-totals" className="space-y-3">
        <h2 id="invoices-totals" className="sr-only">
          Totaux de la période
        </h2>
        <dl className="grid gap-3 sm:grid-cols-3">
          {(
            [
              ['Facturé', totals.invoicedCents],
              ['Encaissé', totals.paidCents],
              ['Reste à encaisser', totals.outstandingCents],
            ] as const
          ).map(([label, cents]) => (
            <div key={label} className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm">
              <dt className="text-sm text-gray-600">{label}</dt>
              <dd className="text-xl font-semibold text-gray-900 tabular-nums">{euros(cents)}</dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-2 sm:flex sm:flex-wrap">
          <Button variant="outline" className="min-h-11 sm:min-h-10" asChild>
            <a href={invoicesCsvUrl(period)} download>
              <Download aria-hidden />
              Exporter les factures (CSV)
            </a>
          </Button>
          <Button variant="outline" className="min-h-11 sm:min-h-10" asChild>
            <a href={receiptsCsvUrl(period)} download>
              <Download aria-hidden />
              Livre des recettes (CSV)
            </a>
          </Button>
        </div>
      </section>
      <section aria-labelledby="invoices-list" className="space-y-3">
        <h2 id="invoices-list" className="font-semibold text-gray-900">
          Factures et avoirs de la période
        </h2>
        {list.invoices.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-8 text-center text-gray-600">
            {INVOICE_TEXTS.empty}
          </p>
        ) : (
          <ul className="space-y-3">
            {list.invoices.map((invoice) => (
              <InvoiceItem key={invoice.id} invoice={invoice} today={today} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
