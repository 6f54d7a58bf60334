import { useState, type FormEvent } from 'react';
import type { ClientSummary } from '~/domain/clients';
import type { ConsultantMeasurements } from '~/domain/measurements';
import { CONSULTANT_MEASUREMENTS, parseMeasure } from '~/domain/measurement-fields';
import { Button } from '~/web/components/ui/button';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { errorMessage } from '~/web/lib/error-message';
import { useRecordMeasurements } from './api/record-measurements';
import { lazySchemas } from '~/web/lib/lazy-validation';

const measurementSchemas = lazySchemas(() => import('~/domain/measurements'));

type Field = (typeof CONSULTANT_MEASUREMENTS)[number];

/** The labels of the client's own form ('Mes Informations'), so both read the same. */
const LABELS: Record<Field, string> = {
  height: 'Taille (cm)',
  weight: 'Poids (kg)',
  bustSize: 'Tour de poitrine (cm)',
  shoulderWidth: "Largeur d'épaules (cm)",
  waistSize: 'Tour de taille (cm)',
  hipSize: 'Tour de hanches (cm)',
};

const INTRO =
  'Saisissez ce que vous avez mesuré en séance\u00a0: l’historique des mensurations indiquera qu’elles ont été prises par le conseiller.';

const toText = (value: number | null | undefined) => (value == null ? '' : String(value));

/**
 * What the consultant measured in session, on the client's file: the ranges and messages of the client's own
 * form; empty or non-numeric becomes unset. The bust is asked for femme only, as she is asked it.
 */
export function MeasurementsForm({
  client,
  onDone,
  onSaved,
}: {
  client: ClientSummary;
  onDone: () => void;
  onSaved: () => void;
}) {
  const record = useRecordMeasurements(client.id);
  const fields = CONSULTANT_MEASUREMENTS.filter((key) => key !== 'bustSize' || client.gender === 'femme');
  const [raw, setRaw] = useState<Record<Field, string>>(
    () =>
      Object.fromEntries(CONSULTANT_MEASUREMENTS.map((key) => [key, toText(client[key])])) as Record<
        Field,
        string
      >,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await measurementSchemas.submit(async ({ consultantMeasurementsSchema }) => {
      const parsed = consultantMeasurementsSchema.safeParse(
        Object.fromEntries(fields.map((key) => [key, parseMeasure(raw[key])])),
      );
      if (!parsed.success) {
        setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
        return;
      }
      setFailure(null);
      try {
        await record.mutateAsync(parsed.data satisfies ConsultantMeasurements);
        onSaved();
        onDone();
      } catch (error) {
        setFailure(errorMessage(error, "Les mesures n'ont pas pu être enregistrées."));
      }
    });
  }

  const busy = record.isPending;
  return (
    <form
      onSubmit={submit}
      {...measurementSchemas.whenUsed}
      className="space-y-4"
      aria-label="Mesures prises en séance"
      noValidate
    >
      <p className="text-sm text-gray-600">{INTRO}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((key, index) => (
          <FormField key={key} label={LABELS[key]} error={errors[key]}>
            <Input
              autoFocus={index === 0}
              type="number"
              inputMode="numeric"
              value={raw[key]}
              onChange={(event) => {
                setRaw((prev) => ({ ...prev, [key]: event.target.value }));
                setErrors((prev) => ({ ...prev, [key]: undefined }));
              }}
            />
          </FormField>
        ))}
      </div>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone} disabled={busy}>
          Annuler
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Enregistrement...' : 'Enregistrer les mesures'}
        </Button>
      </div>
    </form>
  );
}
