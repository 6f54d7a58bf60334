import { ListSection } from '~/web/components/list-section';
import { FilePlus2, Pencil, Plus, ReceiptEuro, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { euros } from '~/domain/invoice-texts';
import { balanceCentsOf, packageIncludes, QUOTE_TEXTS, type Package, type Quote } from '~/domain/quote-texts';
import { ConfirmDeleteDialog } from '~/web/components/confirm-delete-dialog';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { cn } from '~/web/lib/cn';
import { errorMessage } from '~/web/lib/error-message';
import { formatDay } from '~/web/lib/format';
import { useInvoicing } from '~/web/lib/invoicing';
import { QUOTE_STATE_CLASSES, quoteName, quoteState } from '~/web/lib/quote-fields';
import { toast } from '~/web/lib/toast';
import { IncompleteCallout, INVOICES_PATH } from './incomplete-callout';
import { PackageDialog } from './package-dialog';
import { QUOTES_PATH, useArchivePackage, useMyPackages, useMyQuotes } from './quotes-api';

/** 'Devis': her packages ('Forfaits'), the quotes she sent and where each stands, the deposit to invoice. */
export function QuotesPage() {
  const invoicing = useInvoicing();
  const incomplete = invoicing.isSuccess && invoicing.data.details === null;
  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{QUOTE_TEXTS.title}</h1>
          <p className="mt-1 text-gray-600">
            Vos forfaits, les devis envoyés et les réponses de vos clientes.
          </p>
        </div>
        {invoicing.isSuccess && !incomplete && (
          <Button className="min-h-11 sm:min-h-10" asChild>
            <Link to={`${QUOTES_PATH}/nouveau`}>
              <FilePlus2 aria-hidden />
              Nouveau devis
            </Link>
          </Button>
        )}
      </header>
      {incomplete && <IncompleteCallout />}
      <PackagesSection />
      <MyQuotes />
    </div>
  );
}

function PackagesSection() {
  const packages = useMyPackages();
  const [editing, setEditing] = useState<Package | 'new' | null>(null);
  const [archiving, setArchiving] = useState<Package | null>(null);
  const archive = useArchivePackage();

  async function confirmArchive() {
    if (!archiving) return;
    try {
      await archive.mutateAsync(archiving.id);
      toast.success(QUOTE_TEXTS.packageArchived);
      setArchiving(null);
    } catch (error) {
      toast.error('Erreur', { description: errorMessage(error) });
    }
  }

  return (
    <section aria-labelledby="packages-title" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="packages-title" className="text-lg font-semibold text-gray-900">
            {QUOTE_TEXTS.packagesTitle}
          </h2>
          <p className="text-sm text-gray-600">{QUOTE_TEXTS.packagesDescription}</p>
        </div>
        <Button variant="outline" className="min-h-11 sm:min-h-10" onClick={() => setEditing('new')}>
          <Plus aria-hidden />
          Nouveau forfait
        </Button>
      </div>
      {packages.isPending ? (
        <Spinner label="Chargement des forfaits..." />
      ) : packages.isError ? (
        <LoadFailure message="Impossible de charger vos forfaits." onRetry={() => void packages.refetch()} />
      ) : packages.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-8 text-center text-gray-600">
          {QUOTE_TEXTS.packagesEmpty}
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {packages.data.map((offered) => (
            <li
              key={offered.id}
              className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm"
            >
              <div className="min-w-0 flex-1 space-y-1">
                <p className="flex items-baseline justify-between gap-3 font-medium text-gray-900">
                  <span className="min-w-0 break-words">{offered.name}</span>
                  <span className="shrink-0 whitespace-nowrap tabular-nums">{euros(offered.priceCents)}</span>
                </p>
                {offered.description && (
                  <p className="text-sm whitespace-pre-line text-gray-700">{offered.description}</p>
                )}
                <ul className="list-disc space-y-0.5 pl-5 text-sm text-gray-700">
                  {packageIncludes(offered).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  className="min-h-11 sm:min-h-10"
                  onClick={() => setEditing(offered)}
                >
                  <Pencil aria-hidden />
                  Modifier
                  <span className="sr-only"> le forfait {offered.name}</span>
                </Button>
                <Button
                  variant="ghost"
                  className="min-h-11 sm:min-h-10"
                  onClick={() => setArchiving(offered)}
                >
                  <Trash2 aria-hidden />
                  Retirer
                  <span className="sr-only"> le forfait {offered.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <PackageDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        open={archiving !== null}
        deleting={archive.isPending}
        title={`Retirer le forfait «\u00A0${archiving?.name ?? ''}\u00A0»\u00A0?`}
        description="Il ne sera plus proposé dans vos nouveaux devis. Les devis déjà envoyés le gardent tel qu’il était."
        confirmLabel="Retirer"
        busyLabel="Retrait..."
        onOpenChange={(open) => !open && setArchiving(null)}
        onConfirm={() => void confirmArchive()}
      />
    </section>
  );
}

function MyQuotes() {
  const quotes = useMyQuotes();
  return (
    <ListSection
      headingId="my-quotes-title"
      title="Mes devis"
      loading="Chargement des devis..."
      failure="Impossible de charger vos devis."
      empty={QUOTE_TEXTS.empty}
      list={{ ...quotes, items: quotes.data }}
      row={(quote) => <QuoteItem key={quote.id} quote={quote} />}
    />
  );
}

/**
 * One quote she sent: its number, client, day, total, where it stands, and once accepted its deposit, then its
 * balance (the quote less the deposit invoiced, or the whole quote without one).
 */
function QuoteItem({ quote }: { quote: Quote }) {
  const state = quoteState(quote);
  const accepted = quote.status === 'accepted' && !quote.balanceInvoice;
  const depositDue = accepted && !quote.depositInvoice && quote.depositPercent > 0;
  const balanceCents = balanceCentsOf(quote);
  const balanceDue = accepted && balanceCents > 0;
  const invoicePath = `${INVOICES_PATH}/nouvelle?devis=${encodeURIComponent(quote.id)}`;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm lg:flex-row lg:items-center">
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="flex items-baseline justify-between gap-3 font-medium text-gray-900">
          <span className="min-w-0">{quoteName(quote)}</span>
          <span className="shrink-0 whitespace-nowrap tabular-nums">{euros(quote.totalCents)}</span>
        </p>
        <p className="text-sm text-gray-700">
          {formatDay(quote.issuedOn)} · {quote.buyer.name}
          {quote.package && ` · ${quote.package.name}`}
        </p>
        <p className={cn('text-sm', QUOTE_STATE_CLASSES[state.tone])}>{state.text}</p>
        {state.choice && <p className="text-sm text-gray-700">{state.choice}</p>}
        {quote.depositInvoice && (
          <p className="text-sm text-gray-700">{`Acompte facturé\u00A0: n°\u00A0${quote.depositInvoice.number}`}</p>
        )}
        {quote.balanceInvoice && (
          <p className="text-sm text-gray-700">{`Solde facturé\u00A0: n°\u00A0${quote.balanceInvoice.number}`}</p>
        )}
      </div>
      {(depositDue || balanceDue) && (
        <div className="flex shrink-0 flex-wrap gap-2">
          {depositDue && (
            <Button className="min-h-11 sm:min-h-10" asChild>
              <Link to={invoicePath}>
                <ReceiptEuro aria-hidden />
                Facturer l’acompte ({euros(quote.depositCents)})
                <span className="sr-only">{` du devis n°\u00A0${quote.number}`}</span>
              </Link>
            </Button>
          )}
          {balanceDue && (
            <Button variant={depositDue ? 'outline' : 'default'} className="min-h-11 sm:min-h-10" asChild>
              <Link to={`${invoicePath}&solde=1`}>
                <ReceiptEuro aria-hidden />
                Facturer le solde ({euros(balanceCents)})
                <span className="sr-only">{` du devis n°\u00A0${quote.number}`}</span>
              </Link>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
