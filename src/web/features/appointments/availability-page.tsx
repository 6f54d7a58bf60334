import { ArrowLeft, Plus, Save, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useFieldArray, useForm, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import {
  MAX_EXCEPTION_NOTE,
  MAX_EXCEPTIONS,
  MAX_NOTICE_HOURS,
  MAX_RANGES_PER_DAY,
  WEEKDAY_NAMES,
  type Availability,
} from '~/domain/appointment-texts';
import { HintedField } from '~/web/components/field-parts';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import { Input } from '~/web/components/ui/input';
import { PageLoading } from '~/web/components/ui/spinner';
import { useAvailability, useSaveAvailability, type AvailabilityInput } from '~/web/lib/appointments';
import { errorMessage } from '~/web/lib/error-message';
import { useFocusFirstError } from '~/web/lib/focus-first-error';
import { useSubmitOnce } from '~/web/lib/submit-once';
import { toast } from '~/web/lib/toast';
import { AGENDA_PATH } from './api';
import {
  availabilityResolver,
  availabilityValues,
  blankException,
  blankRange,
  nextRange,
  type AvailabilityValues,
} from './availability-values';

type Form = UseFormReturn<AvailabilityValues, unknown, AvailabilityInput>;

/** 'Mes disponibilités': her week, hour ranges day by day, her notice, the days that differ; saved whole. */
export function AvailabilityPage() {
  const availability = useAvailability();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-3">
        <Button variant="ghost" className="min-h-11 sm:min-h-10" asChild>
          <Link to={AGENDA_PATH}>
            <ArrowLeft aria-hidden /> Agenda
          </Link>
        </Button>
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">Mes disponibilités</h1>
        <p className="text-gray-600">
          Vos clientes réservent les séances de leur forfait dans ces heures, hors des rendez-vous déjà pris.
        </p>
      </header>
      {availability.isPending ? (
        <PageLoading />
      ) : availability.isError ? (
        <LoadFailure
          message="Impossible de charger vos disponibilités."
          onRetry={() => void availability.refetch()}
        />
      ) : (
        <AvailabilityForm availability={availability.data} />
      )}
    </div>
  );
}

function AvailabilityForm({ availability }: { availability: Availability }) {
  const save = useSaveAvailability();
  const form: Form = useForm<AvailabilityValues, unknown, AvailabilityInput>({
    resolver: availabilityResolver,
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: availabilityValues(availability),
  });
  const { reset } = form;
  useEffect(() => reset(availabilityValues(availability)), [availability, reset]);
  const exceptions = useFieldArray({ control: form.control, name: 'exceptions' });
  const { errors } = form.formState;
  const formElement = useRef<HTMLFormElement>(null);
  useFocusFirstError(formElement, form.formState);

  const submit = useSubmitOnce(form, async (input) => {
    try {
      await save.mutateAsync(input);
    } catch (error) {
      toast.error('Erreur', { description: errorMessage(error) });
      return;
    }
    toast.success('Disponibilités enregistrées');
  });

  return (
    <form
      ref={formElement}
      noValidate
      aria-label="Mes disponibilités"
      onSubmit={submit}
      className="space-y-6"
      {...availabilityResolver.whenUsed}
    >
      <section
        aria-labelledby="week-title"
        className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="week-title" className="text-lg font-semibold text-gray-900">
          Ma semaine
        </h2>
        {WEEKDAY_NAMES.map((name, day) => (
          <WeekdayRanges key={name} name={name} day={day} form={form} />
        ))}
      </section>
      <section
        aria-labelledby="rules-title"
        className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="rules-title" className="text-lg font-semibold text-gray-900">
          Réservation et annulation
        </h2>
        <HintedField
          label="Délai de prévenance (heures)"
          hint="Une cliente réserve au plus tôt ce nombre d’heures à l’avance."
          error={errors.noticeHours?.message}
          className="max-w-xs"
        >
          <Input
            className="h-11 sm:h-10"
            inputMode="numeric"
            max={MAX_NOTICE_HOURS}
            {...form.register('noticeHours')}
          />
        </HintedField>
        <p className="text-sm text-gray-700">
          {`Annulation sans frais jusqu’à ${availability.cancellationHours}\u00A0h avant le rendez-vous, au-delà la séance est décomptée\u00A0: `}
          <Link to="/consultant/dashboard/settings" className="font-medium text-brand-700 underline">
            modifiable dans Paramètres › Facturation
          </Link>
          .
        </p>
      </section>
      <section
        aria-labelledby="exceptions-title"
        className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <div>
          <h2 id="exceptions-title" className="text-lg font-semibold text-gray-900">
            Exceptions
          </h2>
          <p className="text-sm text-gray-600">
            Un jour fermé (congés, formation) ou d’autres horaires ce jour-là.
          </p>
        </div>
        {errors.exceptions?.root?.message && (
          <p role="alert" tabIndex={-1} data-form-error className={problemClass}>
            {errors.exceptions.root.message}
          </p>
        )}
        {exceptions.fields.length === 0 && <p className="text-sm text-gray-600">Aucune exception.</p>}
        <ol className="space-y-3">
          {exceptions.fields.map((field, index) => (
            <li key={field.id}>
              <ExceptionFields index={index} form={form} onRemove={() => exceptions.remove(index)} />
            </li>
          ))}
        </ol>
        <Button
          variant="outline"
          className="min-h-11 sm:min-h-10"
          disabled={exceptions.fields.length >= MAX_EXCEPTIONS}
          onClick={() => exceptions.append(blankException())}
        >
          <Plus aria-hidden />
          Ajouter une exception
        </Button>
      </section>
      <div className="flex justify-end">
        <Button type="submit" className="min-h-11 w-full sm:min-h-10 sm:w-auto" disabled={save.isPending}>
          <Save aria-hidden />
          {save.isPending ? 'Enregistrement...' : 'Enregistrer'}
        </Button>
      </div>
    </form>
  );
}

/** A message of the form's own, focused after a refused save: scrolled clear of the sticky header. */
const problemClass = 'scroll-mt-20 text-sm text-red-600 focus:outline-none';

/** The problems of a day's ranges: of the whole day ('root'), and of each range's fields. */
type RangesErrors = {
  root?: { message?: string };
  [index: number]: { start?: { message?: string }; end?: { message?: string } } | undefined;
};

/**
 * A day's ranges, two time fields each, with 'Ajouter une plage' (after the day's last range) and a way to remove
 * each.
 */
function RangesEditor({
  name,
  label,
  control,
  register,
  getValues,
  errors,
}: {
  name: `week.${number}.ranges` | `exceptions.${number}.ranges`;
  label: string;
  control: Control<AvailabilityValues, unknown, AvailabilityInput>;
  register: Form['register'];
  getValues: Form['getValues'];
  errors: RangesErrors | undefined;
}) {
  const ranges = useFieldArray({ control, name });
  return (
    <div className="space-y-2">
      {ranges.fields.length === 0 && <p className="text-sm text-gray-600">Fermé</p>}
      {ranges.fields.map((field, index) => (
        <div
          key={field.id}
          role="group"
          aria-label={`${label}, plage ${index + 1}`}
          className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2"
        >
          <HintedField label="Début" error={errors?.[index]?.start?.message}>
            <Input type="time" className="h-11 sm:h-10" {...register(`${name}.${index}.start`)} />
          </HintedField>
          <HintedField label="Fin" error={errors?.[index]?.end?.message}>
            <Input type="time" className="h-11 sm:h-10" {...register(`${name}.${index}.end`)} />
          </HintedField>
          <Button
            variant="ghost"
            size="icon"
            className="mt-7 size-11 sm:size-10"
            onClick={() => ranges.remove(index)}
          >
            <Trash2 aria-hidden />
            <span className="sr-only">
              Retirer la plage {index + 1} ({label})
            </span>
          </Button>
        </div>
      ))}
      {errors?.root?.message && (
        <p role="alert" tabIndex={-1} data-form-error className={problemClass}>
          <span className="sr-only">{`${label}\u00A0: `}</span>
          {errors.root.message}
        </p>
      )}
      <Button
        variant="ghost"
        className="min-h-11 sm:min-h-10"
        disabled={ranges.fields.length >= MAX_RANGES_PER_DAY}
        onClick={() => ranges.append(nextRange(getValues(name)))}
      >
        <Plus aria-hidden />
        Ajouter une plage
        <span className="sr-only"> ({label})</span>
      </Button>
    </div>
  );
}

function WeekdayRanges({ name, day, form }: { name: string; day: number; form: Form }) {
  return (
    <fieldset className="min-w-0 border-t border-gray-100 pt-3 first-of-type:border-t-0 first-of-type:pt-0">
      <legend className="mb-2 font-medium text-gray-900">{name}</legend>
      <RangesEditor
        name={`week.${day}.ranges`}
        label={name}
        control={form.control}
        register={form.register}
        getValues={form.getValues}
        errors={form.formState.errors.week?.[day]?.ranges as RangesErrors | undefined}
      />
    </fieldset>
  );
}

function ExceptionFields({ index, form, onRemove }: { index: number; form: Form; onRemove: () => void }) {
  const closed = useWatch({ control: form.control, name: `exceptions.${index}.closed` });
  const wrong = form.formState.errors.exceptions?.[index];
  const label = `Exception ${index + 1}`;
  return (
    <fieldset className="min-w-0 space-y-3 rounded-xl border border-gray-200 bg-gray-50 p-3">
      <legend className="sr-only">{label}</legend>
      <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto]">
        <HintedField label="Date" error={wrong?.day?.message}>
          <Input type="date" className="h-11 sm:h-10" {...form.register(`exceptions.${index}.day`)} />
        </HintedField>
        <HintedField label="Note (facultatif)" error={wrong?.note?.message}>
          <Input
            className="h-11 sm:h-10"
            maxLength={MAX_EXCEPTION_NOTE}
            placeholder="Congés"
            {...form.register(`exceptions.${index}.note`)}
          />
        </HintedField>
        <div className="flex items-end justify-end">
          <Button variant="ghost" className="min-h-11 sm:min-h-10" onClick={onRemove}>
            <Trash2 aria-hidden />
            Retirer
            <span className="sr-only"> l’exception {index + 1}</span>
          </Button>
        </div>
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-gray-900">
        <input
          type="checkbox"
          className="size-5 accent-brand-600"
          {...form.register(`exceptions.${index}.closed`, {
            onChange: (event: { target: { checked: boolean } }) => {
              const ranges = form.getValues(`exceptions.${index}.ranges`);
              if (!event.target.checked && ranges.length === 0) {
                form.setValue(`exceptions.${index}.ranges`, [blankRange()]);
              }
            },
          })}
        />
        Fermé ce jour-là
      </label>
      {!closed && (
        <RangesEditor
          name={`exceptions.${index}.ranges`}
          label={label}
          control={form.control}
          register={form.register}
          getValues={form.getValues}
          errors={wrong?.ranges as RangesErrors | undefined}
        />
      )}
    </fieldset>
  );
}
