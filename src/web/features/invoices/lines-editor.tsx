import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  euros,
  INVOICE_TEXTS,
  invoiceTotals,
  lineTotalCents,
  MAX_INVOICE_LINES,
  MAX_LINE_LABEL,
  vatRateLabel,
  type VatStatus,
} from '~/domain/invoice-texts';
import { HintedField } from '~/web/components/field-parts';
import { Button } from '~/web/components/ui/button';
import { Input } from '~/web/components/ui/input';
import { blankLine, lineOf, type NewInvoiceOutput, type NewInvoiceValues } from './new-invoice-values';

type Form = UseFormReturn<NewInvoiceValues, unknown, NewInvoiceOutput>;

/** The invoice's lines: what, how many, at what unit price ('89,90'), each line's amount; one to twenty lines. */
export function LinesEditor({ form }: { form: Form }) {
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const typed = useWatch({ control: form.control, name: 'lines' });
  const errors = form.formState.errors.lines;
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="mb-2 font-semibold text-gray-900">Prestations</legend>
      <ol className="space-y-3">
        {lines.fields.map((field, index) => {
          const wrong = errors?.[index];
          return (
            <li key={field.id} className="rounded-xl border border-gray-200 bg-gray-50 p-3">
              <fieldset className="min-w-0">
                <legend className="mb-2 text-sm font-medium text-gray-700">Ligne {index + 1}</legend>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_6rem_9rem_auto]">
                  <HintedField
                    label="Prestation"
                    error={wrong?.label?.message}
                    className="col-span-2 sm:col-span-1"
                  >
                    <Input
                      className="h-11 sm:h-10"
                      maxLength={MAX_LINE_LABEL}
                      placeholder="Analyse couleur"
                      {...form.register(`lines.${index}.label`)}
                    />
                  </HintedField>
                  <HintedField label="Quantité" error={wrong?.quantity?.message}>
                    <Input
                      className="h-11 sm:h-10"
                      inputMode="numeric"
                      {...form.register(`lines.${index}.quantity`)}
                    />
                  </HintedField>
                  <HintedField label="Prix unitaire (€)" error={wrong?.price?.message}>
                    <Input
                      className="h-11 sm:h-10"
                      inputMode="decimal"
                      placeholder="89,90"
                      {...form.register(`lines.${index}.price`)}
                    />
                  </HintedField>
                  <div className="col-span-2 flex items-end justify-between gap-2 sm:col-span-1">
                    <p className="pb-2.5 text-sm text-gray-700 tabular-nums">
                      <span className="sr-only">{'Montant de la ligne\u00A0: '}</span>
                      {euros(lineTotalCents(lineOf(typed[index] ?? field)))}
                    </p>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-11 sm:size-10"
                      disabled={lines.fields.length === 1}
                      onClick={() => lines.remove(index)}
                    >
                      <Trash2 aria-hidden />
                      <span className="sr-only">Retirer la ligne {index + 1}</span>
                    </Button>
                  </div>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {errors?.root?.message && (
        <p role="alert" className="text-sm text-red-600">
          {errors.root.message}
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        className="min-h-11 sm:min-h-10"
        disabled={lines.fields.length >= MAX_INVOICE_LINES}
        onClick={() => lines.append(blankLine())}
      >
        <Plus aria-hidden />
        Ajouter une ligne
      </Button>
      {lines.fields.length >= MAX_INVOICE_LINES && (
        <p className="text-sm text-gray-600">{INVOICE_TEXTS.tooManyLines}</p>
      )}
    </fieldset>
  );
}

/** The totals as they stand: before VAT, VAT at her rate, all taxes included; or the franchise's mention. */
export function LiveTotals({
  form,
  status,
  vatRateBp,
}: {
  form: Form;
  status: VatStatus;
  vatRateBp: number;
}) {
  const typed = useWatch({ control: form.control, name: 'lines' });
  const totals = invoiceTotals(typed.map(lineOf), status === 'vat' ? vatRateBp : 0);
  const rows: [string, number][] =
    status === 'vat'
      ? [
          ['Total HT', totals.totalExclCents],
          [`TVA (${vatRateLabel(vatRateBp)})`, totals.vatCents],
          ['Total TTC', totals.totalCents],
        ]
      : [['Total', totals.totalCents]];
  return (
    <section aria-labelledby="new-invoice-totals" className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 id="new-invoice-totals" className="sr-only">
        Totaux
      </h2>
      <dl className="space-y-1" aria-live="polite">
        {rows.map(([label, cents], index) => (
          <div
            key={label}
            className={`flex justify-between gap-3 ${index === rows.length - 1 ? 'text-lg font-semibold text-gray-900' : 'text-gray-700'}`}
          >
            <dt>{label}</dt>
            <dd className="tabular-nums">{euros(cents)}</dd>
          </div>
        ))}
      </dl>
      {status === 'franchise' && (
        <p className="mt-2 text-sm text-gray-600">TVA non applicable, art. 293 B du CGI</p>
      )}
    </section>
  );
}
