import { ListSection } from '~/web/components/list-section';
import { Check, FileSignature, Eye, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { euros, vatRateLabel } from '~/domain/invoice-texts';
import { packageIncludes, QUOTE_TEXTS, type ClientPackage, type Quote } from '~/domain/quote-texts';
import { ConfirmDeleteDialog } from '~/web/components/confirm-delete-dialog';
import { RadioChoices } from '~/web/components/field-parts';
import { Button } from '~/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/web/components/ui/dialog';
import { cn } from '~/web/lib/cn';
import { errorMessage } from '~/web/lib/error-message';
import { formatDay } from '~/web/lib/format';
import { useClientPackages, useClientQuotes } from '~/web/lib/invoicing';
import { QUOTE_STATE_CLASSES, quoteName, quoteState } from '~/web/lib/quote-fields';
import { toast } from '~/web/lib/toast';
import { useAnswerQuote } from './api';

const sellerName = (quote: Quote) => quote.seller.businessName ?? quote.seller.legalName;

/** 'Mes devis': the quotes her consultants sent her, to read, accept (with their terms) or decline. */
export function MyQuotes({ userId }: { userId: string | undefined }) {
  const quotes = useClientQuotes(userId);
  return (
    <ListSection
      headingId="my-quotes"
      title="Mes devis"
      loading="Chargement des devis..."
      failure="Impossible de charger vos devis."
      empty={QUOTE_TEXTS.clientEmpty}
      list={{ ...quotes, items: quotes.data }}
      row={(quote) => <QuoteRow key={quote.id} quote={quote} />}
    />
  );
}

function QuoteRow({ quote }: { quote: Quote }) {
  const state = quoteState(quote);
  const [open, setOpen] = useState(false);
  const name = quoteName(quote);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <FileSignature aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 space-y-0.5">
          <p className="font-medium text-gray-900">{name}</p>
          <p className="text-sm text-gray-700">
            {formatDay(quote.issuedOn)} · <span className="tabular-nums">{euros(quote.totalCents)}</span>
            {sellerName(quote) ? ` · ${sellerName(quote)}` : ''}
          </p>
          <p className={cn('text-sm', QUOTE_STATE_CLASSES[state.tone])}>{state.text}</p>
          {state.choice && <p className="text-sm text-gray-700">{state.choice}</p>}
        </div>
      </div>
      <div className="shrink-0">
        <Button
          variant={quote.status === 'sent' ? 'default' : 'outline'}
          className="min-h-11 w-full sm:min-h-10 sm:w-auto"
          onClick={() => setOpen(true)}
        >
          <Eye aria-hidden />
          Voir le devis
          <span className="sr-only"> {name}</span>
        </Button>
      </div>
      <QuoteDialog quote={quote} open={open} onOpenChange={setOpen} />
    </li>
  );
}

/**
 * A quote as she reads it before answering: its lines and totals, how long it is valid, what the package
 * includes, the deposit, the terms of sale; then her acceptance (the terms ticked, and at a distance her choice on
 * the withdrawal period, none chosen for her) or her refusal.
 */
function QuoteDialog({
  quote,
  open,
  onOpenChange,
}: {
  quote: Quote;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const answer = useAnswerQuote();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [earlyStart, setEarlyStart] = useState<'yes' | 'no' | null>(null);
  const [problems, setProblems] = useState<{ terms?: string; earlyStart?: string }>({});
  const [declining, setDeclining] = useState(false);
  const state = quoteState(quote);
  const franchise = quote.seller.status === 'franchise';
  const totals: [string, number][] = franchise
    ? [['Total', quote.totalCents]]
    : [
        ['Total HT', quote.totalExclCents],
        [`TVA (${vatRateLabel(quote.vatRateBp)})`, quote.vatCents],
        ['Total TTC', quote.totalCents],
      ];

  const changeOpen = (next: boolean) => {
    if (answer.isPending) return;
    // Closed, her answer not sent starts afresh next time.
    if (!next) {
      setTermsAccepted(false);
      setEarlyStart(null);
      setProblems({});
    }
    onOpenChange(next);
  };

  async function accept(event: FormEvent) {
    event.preventDefault();
    const found = {
      terms: termsAccepted ? undefined : QUOTE_TEXTS.termsRequired,
      earlyStart: quote.distance && earlyStart === null ? QUOTE_TEXTS.earlyStartRequired : undefined,
    };
    setProblems(found);
    if (found.terms || found.earlyStart) return;
    try {
      await answer.mutateAsync({
        id: quote.id,
        accept: true,
        earlyStart: quote.distance ? earlyStart === 'yes' : null,
      });
    } catch (error) {
      toast.error('Erreur', { description: errorMessage(error) });
      return;
    }
    toast.success(QUOTE_TEXTS.accepted);
  }

  async function decline() {
    try {
      await answer.mutateAsync({ id: quote.id, accept: false });
    } catch (error) {
      toast.error('Erreur', { description: errorMessage(error) });
      return;
    }
    setDeclining(false);
    toast.success(QUOTE_TEXTS.declined);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{quoteName(quote)}</DialogTitle>
          <DialogDescription>
            {sellerName(quote)} · {formatDay(quote.issuedOn)}
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-5 text-sm text-gray-800">
          <section aria-labelledby={`${id}-lines`} className="space-y-2">
            <h3 id={`${id}-lines`} className="font-semibold text-gray-900">
              Prestations
            </h3>
            <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200">
              {quote.lines.map((line, index) => (
                <li key={index} className="flex items-baseline justify-between gap-3 p-3">
                  <span className="min-w-0 break-words">
                    {line.label}
                    {line.quantity > 1 && (
                      <span className="text-gray-600">
                        {` (${line.quantity}\u00A0× ${euros(line.unitCents)})`}
                      </span>
                    )}
                  </span>
                  <span className="shrink-0 tabular-nums">{euros(line.quantity * line.unitCents)}</span>
                </li>
              ))}
            </ul>
            <dl className="space-y-1">
              {totals.map(([label, cents], index) => (
                <div
                  key={label}
                  className={cn(
                    'flex justify-between gap-3',
                    index === totals.length - 1 && 'text-base font-semibold text-gray-900',
                  )}
                >
                  <dt>{label}</dt>
                  <dd className="tabular-nums">{euros(cents)}</dd>
                </div>
              ))}
            </dl>
            {franchise && <p className="text-gray-600">TVA non applicable, art. 293 B du CGI</p>}
            <p>Valable jusqu’au {formatDay(quote.validUntil)}</p>
          </section>
          {quote.package && (
            <section aria-labelledby={`${id}-package`} className="space-y-1">
              <h3 id={`${id}-package`} className="font-semibold text-gray-900">
                {`Le forfait ${quote.package.name} comprend\u00A0:`}
              </h3>
              {quote.package.description && (
                <p className="whitespace-pre-line">{quote.package.description}</p>
              )}
              <ul className="list-disc space-y-0.5 pl-5">
                {packageIncludes(quote.package).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          )}
          {quote.depositPercent > 0 && (
            <p>
              {`Acompte demandé à l’acceptation\u00A0: ${quote.depositPercent}\u00A0%, soit `}
              <span className="font-medium tabular-nums">{euros(quote.depositCents)}</span>
            </p>
          )}
          <div className="space-y-1.5">
            <h3 id={`${id}-terms`} className="font-semibold text-gray-900">
              Conditions générales de vente
            </h3>
            <div
              role="region"
              aria-labelledby={`${id}-terms`}
              tabIndex={0}
              className="max-h-48 overflow-y-auto rounded-xl border border-gray-200 bg-gray-50 p-3 whitespace-pre-line text-gray-700 focus-visible:ring-2 focus-visible:ring-brand-200 focus-visible:outline-none"
            >
              {quote.terms}
            </div>
          </div>
          {quote.status === 'sent' ? (
            <form noValidate onSubmit={accept} className="space-y-4" aria-label="Votre réponse au devis">
              <div className="space-y-1.5">
                <label className="flex items-start gap-3 rounded-xl border border-gray-200 bg-white p-3 font-medium text-gray-900">
                  <input
                    type="checkbox"
                    checked={termsAccepted}
                    required
                    aria-invalid={problems.terms ? true : undefined}
                    aria-describedby={problems.terms ? `${id}-terms-error` : undefined}
                    onChange={(event) => setTermsAccepted(event.currentTarget.checked)}
                    className="mt-0.5 size-6 shrink-0 accent-brand-600"
                  />
                  <span>{QUOTE_TEXTS.termsAccept}</span>
                </label>
                {problems.terms && (
                  <p id={`${id}-terms-error`} role="alert" className="text-red-600">
                    {problems.terms}
                  </p>
                )}
              </div>
              {quote.distance && (
                <div className="space-y-1.5">
                  <RadioChoices
                    legend={QUOTE_TEXTS.withdrawalQuestion}
                    options={['yes', 'no'] as const}
                    labels={{ yes: QUOTE_TEXTS.earlyStartYes, no: QUOTE_TEXTS.earlyStartNo }}
                    className="sm:grid-cols-1"
                    input={{
                      name: `${id}-early-start`,
                      required: true,
                      onChange: (event) => setEarlyStart(event.currentTarget.value as 'yes' | 'no'),
                    }}
                  />
                  {problems.earlyStart && (
                    <p role="alert" className="text-red-600">
                      {problems.earlyStart}
                    </p>
                  )}
                </div>
              )}
              <DialogFooter>
                <Button
                  type="button"
                  variant="outline"
                  className="min-h-11 sm:min-h-10"
                  disabled={answer.isPending}
                  onClick={() => setDeclining(true)}
                >
                  <X aria-hidden />
                  Refuser le devis
                </Button>
                <Button type="submit" className="min-h-11 sm:min-h-10" disabled={answer.isPending}>
                  <Check aria-hidden />
                  {answer.isPending ? 'Envoi...' : 'Accepter le devis'}
                </Button>
              </DialogFooter>
            </form>
          ) : (
            <div className="space-y-3">
              <div role="status" className="rounded-xl bg-gray-50 p-3">
                <p className={cn('font-medium', QUOTE_STATE_CLASSES[state.tone])}>{state.text}</p>
                {state.choice && <p className="text-gray-700">{state.choice}</p>}
              </div>
              <DialogFooter>
                <DialogClose asChild>
                  <Button type="button" variant="outline" className="min-h-11 sm:min-h-10">
                    Fermer
                  </Button>
                </DialogClose>
              </DialogFooter>
            </div>
          )}
        </div>
        <ConfirmDeleteDialog
          open={declining}
          deleting={answer.isPending}
          title={'Refuser le devis\u00A0?'}
          description={`${quoteName(quote)} de ${sellerName(quote)} ne pourra plus être accepté.`}
          confirmLabel="Refuser le devis"
          busyLabel="Envoi..."
          onOpenChange={setDeclining}
          onConfirm={() => void decline()}
        />
      </DialogContent>
    </Dialog>
  );
}

/** 'Mon forfait': what she bought through an accepted quote, the sessions used and the support's last day. */
export function MyPackages({ userId }: { userId: string | undefined }) {
  const packages = useClientPackages(userId);
  if (!packages.isSuccess || packages.data.length === 0) return null;
  return (
    <section aria-labelledby="my-packages" className="space-y-3">
      <h2 id="my-packages" className="text-lg font-semibold text-gray-900">
        {packages.data.length > 1 ? 'Mes forfaits' : 'Mon forfait'}
      </h2>
      <ul className="space-y-3">
        {packages.data.map((bought) => (
          <PackageRow key={bought.id} bought={bought} />
        ))}
      </ul>
    </section>
  );
}

function PackageRow({ bought }: { bought: ClientPackage }) {
  return (
    <li className="space-y-1 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm">
      <p className="font-medium text-gray-900">{bought.name}</p>
      <p className="text-sm text-gray-700">
        {bought.sessionsIncluded > 0 && (
          <span className="tabular-nums">{`Séances\u00A0: ${bought.sessionsUsed} / ${bought.sessionsIncluded}`}</span>
        )}
        {bought.sessionsIncluded > 0 && bought.supportDays > 0 && ' · '}
        {bought.supportDays > 0 && `Suivi jusqu’au ${formatDay(bought.supportUntil)}`}
      </p>
      <ul className="list-disc space-y-0.5 pl-5 text-sm text-gray-700">
        {packageIncludes(bought).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="text-sm text-gray-600">Devis n°&nbsp;{bought.quoteNumber}</p>
    </li>
  );
}
