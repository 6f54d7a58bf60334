import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { INVOICE_TEXTS, VAT_STATUSES, type InvoicingDetails } from '~/domain/invoice-texts';
import { HintedField, RadioChoices } from '~/web/components/field-parts';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Input, Textarea } from '~/web/components/ui/input';
import { Spinner } from '~/web/components/ui/spinner';
import { ApiError } from '~/web/lib/api';
import { errorMessage } from '~/web/lib/error-message';
import { fieldOfMessage } from '~/web/lib/invoice-fields';
import { useInvoicing, useSaveInvoicing } from '~/web/lib/invoicing';
import { useSubmitOnce } from '~/web/lib/submit-once';
import { toast } from '~/web/lib/toast';
import { invoicingResolver, SERVER_MESSAGE_FIELDS, valuesOf, type InvoicingValues } from './invoicing-values';

const STATUS_LABELS = {
  franchise: 'Micro-entreprise, TVA non applicable (franchise en base)',
  vat: 'Assujettie à la TVA',
} as const;

/** 'Facturation': what every invoice must say of her, kept once and copied onto each invoice she issues. */
export function InvoicingCard() {
  const invoicing = useInvoicing();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{INVOICE_TEXTS.settingsTitle}</CardTitle>
        <CardDescription>{INVOICE_TEXTS.settingsDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {invoicing.isPending ? (
          <Spinner label="Chargement..." />
        ) : invoicing.isError ? (
          <LoadFailure
            message="Impossible de charger votre facturation."
            onRetry={() => void invoicing.refetch()}
          />
        ) : (
          <InvoicingForm details={invoicing.data.details} />
        )}
      </CardContent>
    </Card>
  );
}

function InvoicingForm({ details }: { details: InvoicingDetails | null }) {
  const save = useSaveInvoicing();
  const form = useForm<InvoicingValues, unknown, InvoicingDetails>({
    resolver: invoicingResolver,
    reValidateMode: 'onChange',
    defaultValues: valuesOf(details),
  });
  const { errors } = form.formState;
  const status = useWatch({ control: form.control, name: 'status' });
  const { reset } = form;
  useEffect(() => reset(valuesOf(details)), [details, reset]);

  const submitOnce = useSubmitOnce(form, (fields) =>
    save.mutate(fields, {
      onSuccess: () => toast.success(INVOICE_TEXTS.saved),
      onError: (error) => {
        const field = error instanceof ApiError ? fieldOfMessage(error.message, SERVER_MESSAGE_FIELDS) : null;
        if (field) form.setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
        else toast.error('Erreur', { description: errorMessage(error) });
      },
    }),
  );

  return (
    <form
      noValidate
      aria-label={INVOICE_TEXTS.settingsTitle}
      onSubmit={submitOnce}
      className="space-y-4"
      {...invoicingResolver.whenUsed}
    >
      <HintedField
        label="Nom ou raison sociale"
        hint={'Pour une entreprise individuelle, votre nom suivi de «\u00A0EI\u00A0»'}
        error={errors.legalName?.message}
      >
        <Input autoComplete="organization" placeholder="Claire Martin EI" {...form.register('legalName')} />
      </HintedField>
      <RadioChoices
        legend="Régime de TVA"
        options={VAT_STATUSES}
        labels={STATUS_LABELS}
        input={form.register('status')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {status === 'vat' && (
          <HintedField label="Taux de TVA (%)" error={errors.vatRate?.message}>
            <Input inputMode="decimal" placeholder="20" {...form.register('vatRate')} />
          </HintedField>
        )}
        <HintedField label="SIRET" error={errors.siret?.message}>
          <Input inputMode="numeric" placeholder="123 456 789 00012" {...form.register('siret')} />
        </HintedField>
        <HintedField label="N° TVA intracommunautaire (facultatif)" error={errors.vatNumber?.message}>
          <Input placeholder="FR12345678901" {...form.register('vatNumber')} />
        </HintedField>
      </div>
      <HintedField label="Adresse" error={errors.address?.message}>
        <Textarea rows={3} autoComplete="street-address" {...form.register('address')} />
      </HintedField>
      <div className="grid gap-4 sm:grid-cols-2">
        <HintedField label="IBAN (facultatif)" error={errors.iban?.message}>
          <Input autoComplete="off" placeholder="FR76 …" {...form.register('iban')} />
        </HintedField>
        <HintedField label="Lien de paiement (facultatif)" error={errors.paymentLink?.message}>
          <Input type="url" placeholder="https://" {...form.register('paymentLink')} />
        </HintedField>
        <HintedField label="Délai de paiement (jours)" error={errors.paymentDays?.message}>
          <Input inputMode="numeric" {...form.register('paymentDays')} />
        </HintedField>
      </div>
      <HintedField label="Conditions générales de vente" error={errors.terms?.message}>
        <Textarea rows={6} {...form.register('terms')} />
      </HintedField>
      <div className="grid gap-4 sm:grid-cols-2">
        <HintedField
          label="Report ou annulation sans frais jusqu’à (heures)"
          error={errors.cancellationHours?.message}
        >
          <Input inputMode="numeric" {...form.register('cancellationHours')} />
        </HintedField>
        <HintedField label="Acompte demandé (%)" error={errors.depositPercent?.message}>
          <Input inputMode="numeric" {...form.register('depositPercent')} />
        </HintedField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" className="min-h-11 sm:min-h-10" disabled={save.isPending}>
          {save.isPending ? 'Enregistrement...' : 'Enregistrer'}
        </Button>
      </div>
    </form>
  );
}
