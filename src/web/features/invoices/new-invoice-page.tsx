import { ArrowLeft, FileCheck2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ClientSummary } from '~/domain/clients';
import { INVOICE_KIND_TITLES, INVOICE_TEXTS, type InvoicingDetails } from '~/domain/invoice-texts';
import { displayName } from '~/domain/person';
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
import { NativeSelect } from '~/web/components/ui/native-select';
import { PageLoading } from '~/web/components/ui/spinner';
import { ApiError } from '~/web/lib/api';
import { keepDraft, readKeptDraft } from '~/web/lib/drafts';
import { errorMessage } from '~/web/lib/error-message';
import { fieldOfMessage } from '~/web/lib/invoice-fields';
import { useClientInvoices, useInvoicing } from '~/web/lib/invoicing';
import { useMe } from '~/web/lib/session';
import { useSubmitOnce } from '~/web/lib/submit-once';
import { toast } from '~/web/lib/toast';
import { useIssueInvoice, usePortfolioClients } from './api';
import { BuyerFields } from './buyer-fields';
import { IncompleteCallout, INVOICES_PATH } from './incomplete-callout';
import { LinesEditor, LiveTotals } from './lines-editor';
import {
  blankInvoice,
  buyerValues,
  DRAFT_KEY,
  isUntouched,
  newInvoiceResolver,
  SERVER_MESSAGE_FIELDS,
  type KeptInvoice,
  type NewInvoiceOutput,
  type NewInvoiceValues,
} from './new-invoice-values';

const KINDS = ['invoice', 'deposit'] as const;
const KIND_LABELS = { invoice: INVOICE_KIND_TITLES.invoice, deposit: INVOICE_KIND_TITLES.deposit };

/** 'Nouvelle facture' (`?client=<id>` chooses the client): issued at once, numbered, never changed after. */
export function NewInvoicePage() {
  const me = useMe();
  const invoicing = useInvoicing();
  const clients = usePortfolioClients();
  const [search] = useSearchParams();
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
      {invoicing.isPending || clients.isPending || !me.data ? (
        <PageLoading />
      ) : invoicing.isError || clients.isError ? (
        <LoadFailure
          message="Impossible de préparer la facture."
          onRetry={() => void Promise.all([invoicing.refetch(), clients.refetch()])}
        />
      ) : invoicing.data.details === null ? (
        <IncompleteCallout />
      ) : (
        <NewInvoiceForm
          userId={me.data.id}
          details={invoicing.data.details}
          clients={clients.data}
          chosen={search.get('client')}
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
}: {
  userId: string;
  details: InvoicingDetails;
  clients: ClientSummary[];
  chosen: string | null;
}) {
  const navigate = useNavigate();
  const issue = useIssueInvoice();
  const form = useForm<NewInvoiceValues, unknown, NewInvoiceOutput>({
    resolver: newInvoiceResolver,
    reValidateMode: 'onChange',
    defaultValues: blankInvoice(chosen ?? '', details.paymentDays),
  });
  const { errors } = form.formState;
  const [requestId, setRequestId] = useState<string | null>(null);
  const [prefillFor, setPrefillFor] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<NewInvoiceOutput | null>(null);
  const lastInvoices = useClientInvoices(prefillFor ?? undefined);

  // The form as she left it (kept in this browser), unless the page was opened for another client; its request
  // id with it, so an invoice sent before the reload is not issued twice. Read after the server's first render.
  const { reset, setValue, subscribe } = form;
  useEffect(() => {
    const kept = readKeptDraft<KeptInvoice>(userId, DRAFT_KEY);
    if (kept && (!chosen || kept.values.clientId === chosen)) {
      reset(kept.values);
      // Local storage is read after the server's first render, which has none (decision record 52).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setRequestId(kept.requestId);
    } else {
      setRequestId(crypto.randomUUID());
      setPrefillFor(chosen);
    }
  }, [userId, chosen, reset]);
  useEffect(() => {
    if (!requestId) return;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) =>
        keepDraft(
          userId,
          DRAFT_KEY,
          isUntouched(values) ? null : ({ values, requestId } satisfies KeptInvoice),
        ),
    });
  }, [userId, requestId, subscribe]);

  // A client chosen: the buyer of her last invoice to her, else her name (the address is hers to type).
  useEffect(() => {
    if (!prefillFor || lastInvoices.isPending) return;
    const client = clients.find((candidate) => candidate.id === prefillFor);
    const last = lastInvoices.data?.lastBuyer;
    setValue(
      'buyer',
      last
        ? buyerValues(last)
        : { kind: 'person', name: client ? displayName(client) : '', address: '', siren: '', vatNumber: '' },
      { shouldDirty: true },
    );
    // Done once for that client: the buyer is hers to change from now on.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPrefillFor(null);
  }, [prefillFor, lastInvoices.isPending, lastInvoices.data, clients, setValue]);

  const submitOnce = useSubmitOnce(form, setConfirming);

  async function send() {
    if (!confirming || !requestId) return;
    try {
      await issue.mutateAsync({
        clientId: confirming.clientId,
        invoice: { ...confirming.invoice, requestId },
      });
    } catch (error) {
      setConfirming(null);
      const field = error instanceof ApiError ? fieldOfMessage(error.message, SERVER_MESSAGE_FIELDS) : null;
      if (field)
        form.setError(field, { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
      else toast.error('Erreur', { description: errorMessage(error) });
      return;
    }
    keepDraft(userId, DRAFT_KEY, null);
    toast.success(INVOICE_TEXTS.issued);
    void navigate(INVOICES_PATH);
  }

  const sorted = [...clients].sort((a, b) => displayName(a).localeCompare(displayName(b), 'fr'));
  return (
    <form
      noValidate
      aria-label="Nouvelle facture"
      onSubmit={submitOnce}
      className="space-y-6 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
      {...newInvoiceResolver.whenUsed}
    >
      <HintedField label="Cliente" error={errors.clientId?.message} className="sm:max-w-sm">
        <NativeSelect
          className="[&_select]:h-11 sm:[&_select]:h-10"
          {...form.register('clientId', { onChange: (event) => setPrefillFor(event.target.value || null) })}
        >
          <option value="">
            {clients.length === 0 ? 'Aucune cliente suivie' : 'Choisissez une cliente'}
          </option>
          {sorted.map((client) => (
            <option key={client.id} value={client.id}>
              {displayName(client)}
            </option>
          ))}
        </NativeSelect>
      </HintedField>
      <RadioChoices
        legend="Type de facture"
        options={KINDS}
        labels={KIND_LABELS}
        input={form.register('kind')}
      />
      <BuyerFields form={form} />
      <LinesEditor form={form} />
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
      <LiveTotals form={form} status={details.status} vatRateBp={details.vatRateBp} />
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
