import type { Appointment } from '~/domain/appointment-texts';
import { ArrowLeft, FileCheck2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ClientSummary } from '~/domain/clients';
import { INVOICE_KIND_TITLES, INVOICE_TEXTS, type InvoicingDetails } from '~/domain/invoice-texts';
import { QUOTE_TEXTS, type Quote } from '~/domain/quote-texts';
import { HintedField, RadioChoices } from '~/web/components/field-parts';
import { LoadFailure } from '~/web/components/load-failure';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/web/components/ui/alert-dialog';
import { Button } from '~/web/components/ui/button';
import { Input } from '~/web/components/ui/input';
import { PageLoading } from '~/web/components/ui/spinner';
import { ApiError } from '~/web/lib/api';
import { keepDraft, readKeptDraft } from '~/web/lib/drafts';
import { errorMessage } from '~/web/lib/error-message';
import { fieldOfMessage } from '~/web/lib/invoice-fields';
import { useInvoicing } from '~/web/lib/invoicing';
import { useMe } from '~/web/lib/session';
import { useSubmitOnce } from '~/web/lib/submit-once';
import { toast } from '~/web/lib/toast';
import { useIssueInvoice, usePortfolioClients, useSessionToBill } from './api';
import { BalanceLines } from './balance-lines';
import { BuyerFields, ClientSelect, useBuyerPrefill } from './buyer-fields';
import { IncompleteCallout, INVOICES_PATH } from './incomplete-callout';
import { LinesEditor, LiveTotals } from './lines-editor';
import {
  balanceInvoiceValues,
  depositInvoiceValues,
  sessionInvoiceValues,
  blankInvoice,
  DRAFT_KEY,
  isUntouched,
  newInvoiceResolver,
  SERVER_MESSAGE_FIELDS,
  type KeptInvoice,
  type NewInvoiceOutput,
  type NewInvoiceValues,
} from './new-invoice-values';
import { useQuote } from './quotes-api';

const KINDS = ['invoice', 'deposit'] as const;
const KIND_LABELS = { invoice: INVOICE_KIND_TITLES.invoice, deposit: INVOICE_KIND_TITLES.deposit };

/**
 * 'Nouvelle facture' (`?client=<id>` chooses the client; `?devis=<id>` draws the deposit invoice of an accepted
 * quote, `?devis=<id>&solde=1` its balance invoice, `?rendez-vous=<id>` a session of her agenda): issued at once,
 * numbered, never changed after.
 */
export function NewInvoicePage() {
  const me = useMe();
  const invoicing = useInvoicing();
  const clients = usePortfolioClients();
  const [search] = useSearchParams();
  const quoteId = search.get('devis');
  const quote = useQuote(quoteId);
  const balance = Boolean(quoteId) && search.get('solde') === '1';
  const drawn = balance ? quote.data?.balanceInvoice : quote.data?.depositInvoice;
  const sessionId = quoteId ? null : search.get('rendez-vous');
  const session = useSessionToBill(sessionId);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-3">
        <Button variant="ghost" className="min-h-11 sm:min-h-10" asChild>
          <Link to={INVOICES_PATH}>
            <ArrowLeft aria-hidden /> Factures
          </Link>
        </Button>
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">Nouvelle facture</h1>
      </header>
      {invoicing.isPending ||
      clients.isPending ||
      (quoteId && quote.isPending) ||
      (sessionId && session.isPending) ||
      !me.data ? (
        <PageLoading />
      ) : invoicing.isError ||
        clients.isError ||
        (quoteId && quote.isError) ||
        (sessionId && session.isError) ? (
        <LoadFailure
          message="Impossible de préparer la facture."
          onRetry={() =>
            void Promise.all([
              invoicing.refetch(),
              clients.refetch(),
              quoteId ? quote.refetch() : null,
              sessionId ? session.refetch() : null,
            ])
          }
        />
      ) : invoicing.data.details === null ? (
        <IncompleteCallout />
      ) : quoteId && drawn ? (
        <p role="status" className="rounded-2xl border border-gray-200 bg-white p-4 text-gray-700">
          {balance ? QUOTE_TEXTS.balanceAlready : QUOTE_TEXTS.depositAlready} ({`n°\u00A0${drawn.number}`})
        </p>
      ) : (
        <NewInvoiceForm
          userId={me.data.id}
          details={invoicing.data.details}
          clients={clients.data}
          chosen={(sessionId && session.data?.clientId) || search.get('client')}
          quote={(quoteId && quote.data) || null}
          session={(sessionId && session.data) || null}
          balance={balance}
        />
      )}
    </div>
  );
}

function NewInvoiceForm({
  userId,
  details,
  clients,
  chosen,
  quote,
  balance,
  session,
}: {
  userId: string;
  details: InvoicingDetails;
  clients: ClientSummary[];
  chosen: string | null;
  /** The accepted quote whose deposit is invoiced: the form starts from it, and is kept as no draft. */
  quote: Quote | null;
  /** Its balance rather than its deposit: the quote's lines, read only, less the deposit invoiced. */
  balance: boolean;
  /** The session of her agenda it bills: its client, its line and day, and no draft kept. */
  session: Appointment | null;
}) {
  const navigate = useNavigate();
  const issue = useIssueInvoice();
  const form = useForm<NewInvoiceValues, unknown, NewInvoiceOutput>({
    resolver: newInvoiceResolver,
    reValidateMode: 'onChange',
    defaultValues: quote
      ? balance
        ? balanceInvoiceValues(quote, details.paymentDays)
        : depositInvoiceValues(quote, details.paymentDays)
      : session
        ? sessionInvoiceValues(session, details.paymentDays)
        : blankInvoice(chosen ?? '', details.paymentDays),
  });
  const { errors } = form.formState;
  const [requestId, setRequestId] = useState<string | null>(null);
  const setPrefillFor = useBuyerPrefill(clients, form);
  const [confirming, setConfirming] = useState<NewInvoiceOutput | null>(null);

  // The form as she left it (kept in this browser), unless the page was opened for another client; its request
  // id with it, so an invoice sent before the reload is not issued twice. Read after the server's first render.
  const { reset, subscribe } = form;
  useEffect(() => {
    // A deposit drawn from a quote starts afresh from it (the server issues one deposit per quote).
    const kept = quote || session ? undefined : readKeptDraft<KeptInvoice>(userId, DRAFT_KEY);
    if (kept && (!chosen || kept.values.clientId === chosen)) {
      reset(kept.values);
      // Local storage is read after the server's first render, which has none (decision record 52).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setRequestId(kept.requestId);
    } else {
      setRequestId(crypto.randomUUID());
      setPrefillFor(chosen);
    }
  }, [userId, chosen, reset, quote, session, setPrefillFor]);
  useEffect(() => {
    if (!requestId || quote || session) return;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) =>
        keepDraft(
          userId,
          DRAFT_KEY,
          isUntouched(values) ? null : ({ values, requestId } satisfies KeptInvoice),
        ),
    });
  }, [userId, requestId, subscribe, quote, session]);

  const submitOnce = useSubmitOnce(form, setConfirming);

  async function send() {
    if (!confirming || !requestId) return;
    try {
      await issue.mutateAsync({
        clientId: confirming.clientId,
        invoice: {
          ...confirming.invoice,
          requestId,
          quoteId: quote?.id ?? null,
          appointmentId: session?.id ?? null,
        },
      });
    } catch (error) {
      setConfirming(null);
      const field = error instanceof ApiError ? fieldOfMessage(error.message, SERVER_MESSAGE_FIELDS) : null;
      if (field)
        form.setError(field, { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
      else toast.error('Erreur', { description: errorMessage(error) });
      return;
    }
    if (!quote) keepDraft(userId, DRAFT_KEY, null);
    toast.success(INVOICE_TEXTS.issued);
    void navigate(INVOICES_PATH);
  }

  return (
    <form
      noValidate
      aria-label="Nouvelle facture"
      onSubmit={submitOnce}
      className="space-y-6 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
      {...newInvoiceResolver.whenUsed}
    >
      <ClientSelect
        clients={clients}
        error={errors.clientId?.message}
        className="sm:max-w-sm"
        input={form.register('clientId', { onChange: (event) => setPrefillFor(event.target.value || null) })}
      />
      {!(quote && balance) && (
        <RadioChoices
          legend="Type de facture"
          options={KINDS}
          labels={KIND_LABELS}
          input={form.register('kind')}
        />
      )}
      <BuyerFields form={form} />
      {quote && balance ? <BalanceLines quote={quote} details={details} /> : <LinesEditor form={form} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <HintedField label="Date de la prestation (facultatif)" hint="Si elle diffère du jour de la facture.">
          <Input type="date" className="h-11 sm:h-10" {...form.register('serviceOn')} />
        </HintedField>
        <HintedField
          label="Délai de paiement (jours)"
          hint={'0\u00A0: à réception.'}
          error={errors.paymentDays?.message}
        >
          <Input inputMode="numeric" className="h-11 sm:h-10" {...form.register('paymentDays')} />
        </HintedField>
      </div>
      {!(quote && balance) && (
        <LiveTotals form={form} status={details.status} vatRateBp={details.vatRateBp} />
      )}
      <div className="flex justify-end">
        <Button type="submit" className="min-h-11 w-full sm:min-h-10 sm:w-auto" disabled={!requestId}>
          <FileCheck2 aria-hidden />
          Émettre la facture
        </Button>
      </div>
      <AlertDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && !issue.isPending && setConfirming(null)}
      >
        <AlertDialogContent>
          <AlertDialogTitle>{'Émettre la facture\u00A0?'}</AlertDialogTitle>
          <AlertDialogDescription>{INVOICE_TEXTS.immutable}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel className="min-h-11 sm:min-h-10" disabled={issue.isPending}>
              Annuler
            </AlertDialogCancel>
            <Button className="min-h-11 sm:min-h-10" disabled={issue.isPending} onClick={() => void send()}>
              {issue.isPending ? 'Émission...' : 'Émettre la facture'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </form>
  );
}
