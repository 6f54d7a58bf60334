import { ArrowLeft, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ClientSummary } from '~/domain/clients';
import { euros, invoiceTotals, type InvoicingDetails } from '~/domain/invoice-texts';
import {
  depositOf,
  MAX_QUOTE_VALID_DAYS,
  packageIncludes,
  QUOTE_TEXTS,
  type Package,
} from '~/domain/quote-texts';
import { HintedField } from '~/web/components/field-parts';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import { Input } from '~/web/components/ui/input';
import { NativeSelect } from '~/web/components/ui/native-select';
import { PageLoading } from '~/web/components/ui/spinner';
import { ApiError } from '~/web/lib/api';
import { keepDraft, readKeptDraft } from '~/web/lib/drafts';
import { errorMessage } from '~/web/lib/error-message';
import { fieldOfMessage } from '~/web/lib/invoice-fields';
import { useInvoicing } from '~/web/lib/invoicing';
import { useMe } from '~/web/lib/session';
import { useSubmitOnce } from '~/web/lib/submit-once';
import { toast } from '~/web/lib/toast';
import { usePortfolioClients } from './api';
import { BuyerFields, ClientSelect, useBuyerPrefill } from './buyer-fields';
import { IncompleteCallout } from './incomplete-callout';
import { LinesEditor, LiveTotals } from './lines-editor';
import { lineOf, SERVER_MESSAGE_FIELDS } from './new-invoice-values';
import {
  asInvoiceFields,
  blankQuote,
  isUntouchedQuote,
  newQuoteResolver,
  packageLine,
  QUOTE_DRAFT_KEY,
  type KeptQuote,
  type NewQuoteOutput,
  type NewQuoteValues,
} from './new-quote-values';
import { QUOTES_PATH, useMyPackages, useSendQuote } from './quotes-api';

/** 'Nouveau devis' (`?client=<id>` chooses the client): from one of her packages or free lines, sent at once. */
export function NewQuotePage() {
  const me = useMe();
  const invoicing = useInvoicing();
  const clients = usePortfolioClients();
  const packages = useMyPackages();
  const [search] = useSearchParams();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-3">
        <Button variant="ghost" className="min-h-11 sm:min-h-10" asChild>
          <Link to={QUOTES_PATH}>
            <ArrowLeft aria-hidden /> Devis
          </Link>
        </Button>
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">Nouveau devis</h1>
      </header>
      {invoicing.isPending || clients.isPending || packages.isPending || !me.data ? (
        <PageLoading />
      ) : invoicing.isError || clients.isError || packages.isError ? (
        <LoadFailure
          message="Impossible de préparer le devis."
          onRetry={() => void Promise.all([invoicing.refetch(), clients.refetch(), packages.refetch()])}
        />
      ) : invoicing.data.details === null ? (
        <IncompleteCallout />
      ) : (
        <NewQuoteForm
          userId={me.data.id}
          details={invoicing.data.details}
          clients={clients.data}
          packages={packages.data}
          chosen={search.get('client')}
        />
      )}
    </div>
  );
}

function NewQuoteForm({
  userId,
  details,
  clients,
  packages,
  chosen,
}: {
  userId: string;
  details: InvoicingDetails;
  clients: ClientSummary[];
  packages: Package[];
  chosen: string | null;
}) {
  const navigate = useNavigate();
  const send = useSendQuote();
  const form = useForm<NewQuoteValues, unknown, NewQuoteOutput>({
    resolver: newQuoteResolver,
    reValidateMode: 'onChange',
    defaultValues: blankQuote(chosen ?? ''),
  });
  const shared = asInvoiceFields(form);
  const { errors } = form.formState;
  const [requestId, setRequestId] = useState<string | null>(null);
  const setPrefillFor = useBuyerPrefill(clients, shared);

  // The form as she left it (kept in this browser), unless the page was opened for another client; its request
  // id with it, so a quote sent before the reload is not sent twice. Read after the server's first render.
  const { reset, setValue, subscribe } = form;
  useEffect(() => {
    const kept = readKeptDraft<KeptQuote>(userId, QUOTE_DRAFT_KEY);
    if (kept && (!chosen || kept.values.clientId === chosen)) {
      reset(kept.values);
      // Local storage is read after the server's first render, which has none (decision record 52).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setRequestId(kept.requestId);
    } else {
      setRequestId(crypto.randomUUID());
      setPrefillFor(chosen);
    }
  }, [userId, chosen, reset, setPrefillFor]);
  useEffect(() => {
    if (!requestId) return;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) =>
        keepDraft(
          userId,
          QUOTE_DRAFT_KEY,
          isUntouchedQuote(values) ? null : ({ values, requestId } satisfies KeptQuote),
        ),
    });
  }, [userId, requestId, subscribe]);

  const submit = useSubmitOnce(form, async ({ clientId, quote }) => {
    if (!requestId) return;
    try {
      await send.mutateAsync({ clientId, quote: { ...quote, requestId } });
    } catch (error) {
      const field = error instanceof ApiError ? fieldOfMessage(error.message, SERVER_MESSAGE_FIELDS) : null;
      if (field)
        form.setError(field, { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
      else toast.error('Erreur', { description: errorMessage(error) });
      return;
    }
    keepDraft(userId, QUOTE_DRAFT_KEY, null);
    toast.success(QUOTE_TEXTS.sent);
    void navigate(QUOTES_PATH);
  });

  const packageId = useWatch({ control: form.control, name: 'packageId' });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const chosenPackage = packages.find((offered) => offered.id === packageId) ?? null;
  const total = invoiceTotals(lines.map(lineOf), details.status === 'vat' ? details.vatRateBp : 0).totalCents;
  return (
    <form
      noValidate
      aria-label="Nouveau devis"
      onSubmit={submit}
      className="space-y-6 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
      {...newQuoteResolver.whenUsed}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ClientSelect
          clients={clients}
          error={errors.clientId?.message}
          input={form.register('clientId', {
            onChange: (event) => setPrefillFor(event.target.value || null),
          })}
        />
        <HintedField
          label="Forfait (facultatif)"
          hint={
            packages.length === 0 ? 'Aucun forfait : créez-en dans Devis, ou écrivez les lignes.' : undefined
          }
          error={errors.packageId?.message}
        >
          <NativeSelect
            className="[&_select]:h-11 sm:[&_select]:h-10"
            {...form.register('packageId', {
              onChange: (event) => {
                const offered = packages.find((candidate) => candidate.id === event.target.value);
                if (offered) setValue('lines', [packageLine(offered)], { shouldDirty: true });
              },
            })}
          >
            <option value="">Sans forfait (lignes libres)</option>
            {packages.map((offered) => (
              <option key={offered.id} value={offered.id}>
                {offered.name} ({euros(offered.priceCents)})
              </option>
            ))}
          </NativeSelect>
        </HintedField>
      </div>
      {chosenPackage && (
        <div className="rounded-xl bg-gray-50 p-3 text-sm text-gray-700">
          <p className="font-medium text-gray-900">{`Le forfait comprend\u00A0:`}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {packageIncludes(chosenPackage).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <BuyerFields form={shared} />
      <LinesEditor form={shared} />
      <div className="grid gap-4 sm:grid-cols-2">
        <HintedField
          label="Validité du devis (jours)"
          hint={`De 1 à ${MAX_QUOTE_VALID_DAYS}\u00A0jours.`}
          error={errors.validDays?.message}
        >
          <Input inputMode="numeric" className="h-11 sm:h-10" {...form.register('validDays')} />
        </HintedField>
      </div>
      <label className="flex min-h-11 items-start gap-3 rounded-xl border border-gray-200 bg-white p-3 text-sm text-gray-900">
        <input
          type="checkbox"
          className="mt-0.5 size-6 shrink-0 accent-brand-600"
          {...form.register('distance')}
        />
        <span>{QUOTE_TEXTS.distanceLabel}</span>
      </label>
      <LiveTotals form={shared} status={details.status} vatRateBp={details.vatRateBp} />
      {details.depositPercent > 0 && (
        <p className="text-sm text-gray-700">
          {`Acompte demandé à l’acceptation\u00A0: ${details.depositPercent}\u00A0% (${euros(depositOf(total, details.depositPercent))})`}
        </p>
      )}
      <div className="flex justify-end">
        <Button
          type="submit"
          className="min-h-11 w-full sm:min-h-10 sm:w-auto"
          disabled={!requestId || send.isPending}
        >
          <Send aria-hidden />
          {send.isPending ? 'Envoi...' : 'Envoyer le devis'}
        </Button>
      </div>
    </form>
  );
}
