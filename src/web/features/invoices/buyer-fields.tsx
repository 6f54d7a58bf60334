import { useEffect, useState } from 'react';
import { useWatch, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import type { ClientSummary } from '~/domain/clients';
import { BUYER_KINDS, MAX_ADDRESS_LENGTH } from '~/domain/invoice-texts';
import { displayName } from '~/domain/person';
import { useClientInvoices } from '~/web/lib/invoicing';
import { HintedField, RadioChoices } from '~/web/components/field-parts';
import { Input, Textarea } from '~/web/components/ui/input';
import { NativeSelect } from '~/web/components/ui/native-select';
import {
  buyerValues,
  type BuyerValues,
  type NewInvoiceOutput,
  type NewInvoiceValues,
} from './new-invoice-values';

const BUYER_KIND_LABELS = { person: 'Particulier', business: 'Professionnel' } as const;

/** Who the invoice is addressed to: a private person, or a business with its SIREN (and VAT number). */
/** The client it goes to, among those she follows, in the order of their names. */
export function ClientSelect({
  clients,
  input,
  error,
  className,
}: {
  clients: readonly ClientSummary[];
  input: UseFormRegisterReturn;
  error: string | undefined;
  className?: string;
}) {
  const sorted = [...clients].sort((a, b) => displayName(a).localeCompare(displayName(b), 'fr'));
  return (
    <HintedField label="Cliente" error={error} className={className}>
      <NativeSelect className="[&_select]:h-11 sm:[&_select]:h-10" {...input}>
        <option value="">{clients.length === 0 ? 'Aucune cliente suivie' : 'Choisissez une cliente'}</option>
        {sorted.map((client) => (
          <option key={client.id} value={client.id}>
            {displayName(client)}
          </option>
        ))}
      </NativeSelect>
    </HintedField>
  );
}

export function BuyerFields({ form }: { form: UseFormReturn<NewInvoiceValues, unknown, NewInvoiceOutput> }) {
  const kind = useWatch({ control: form.control, name: 'buyer.kind' });
  const errors = form.formState.errors.buyer;
  const business = kind === 'business';
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="mb-2 font-semibold text-gray-900">Destinataire</legend>
      <RadioChoices
        legend="Type de destinataire"
        options={BUYER_KINDS}
        labels={BUYER_KIND_LABELS}
        input={form.register('buyer.kind')}
      />
      <HintedField label={business ? 'Raison sociale' : 'Nom'} error={errors?.name?.message}>
        <Input className="h-11 sm:h-10" autoComplete="off" {...form.register('buyer.name')} />
      </HintedField>
      <HintedField label="Adresse de facturation" error={errors?.address?.message}>
        <Textarea rows={3} maxLength={MAX_ADDRESS_LENGTH} {...form.register('buyer.address')} />
      </HintedField>
      {business && (
        <div className="grid gap-4 sm:grid-cols-2">
          <HintedField label="SIREN" error={errors?.siren?.message}>
            <Input
              className="h-11 sm:h-10"
              inputMode="numeric"
              placeholder="123 456 789"
              {...form.register('buyer.siren')}
            />
          </HintedField>
          <HintedField label="N° TVA intracommunautaire (facultatif)" error={errors?.vatNumber?.message}>
            <Input
              className="h-11 sm:h-10"
              placeholder="FR12345678901"
              {...form.register('buyer.vatNumber')}
            />
          </HintedField>
        </div>
      )}
    </fieldset>
  );
}

/**
 * The buyer of a client just chosen: that of her last invoice from this consultant, else her name (the address is
 * hers to type). Filled once per choice (`prefill(clientId)`); the buyer is the consultant's to change after.
 */
export function useBuyerPrefill(
  clients: readonly ClientSummary[],
  form: UseFormReturn<NewInvoiceValues, unknown, NewInvoiceOutput>,
) {
  const { setValue } = form;
  const [prefillFor, prefill] = useState<string | null>(null);
  const lastInvoices = useClientInvoices(prefillFor ?? undefined);
  useEffect(() => {
    if (!prefillFor || lastInvoices.isPending) return;
    const client = clients.find((candidate) => candidate.id === prefillFor);
    const last = lastInvoices.data?.lastBuyer;
    const buyer: BuyerValues = last
      ? buyerValues(last)
      : { kind: 'person', name: client ? displayName(client) : '', address: '', siren: '', vatNumber: '' };
    setValue('buyer', buyer, { shouldDirty: true });
    // eslint-disable-next-line react-hooks/set-state-in-effect
    prefill(null);
  }, [prefillFor, lastInvoices.isPending, lastInvoices.data, clients, setValue]);
  return prefill;
}
