import { INVOICE_RETENTION_YEARS, INVOICE_TEXTS } from '~/domain/invoice-texts';
import { HintedField, RadioChoices } from '~/web/components/field-parts';
import { Input } from '~/web/components/ui/input';
import { NativeSelect } from '~/web/components/ui/native-select';
import type { Period } from './api';

/** The period as she chose it: a calendar year, or from one day to another. */
export type PeriodChoice = { mode: 'year' | 'dates'; year: number; from: string; to: string };

const MODES = ['year', 'dates'] as const;
const MODE_LABELS = { year: 'Une année', dates: 'Entre deux dates' } as const;
const DAY_MS = 86_400_000;

export const thisYear = (today: string): PeriodChoice => {
  const year = Number(today.slice(0, 4));
  return { mode: 'year', year, from: `${year}-01-01`, to: today };
};

/** The period asked of the server, or null with the reason when the dates do not make one (a year at most). */
export function periodOf(choice: PeriodChoice): { period: Period | null; problem: string | null } {
  if (choice.mode === 'year')
    return { period: { from: `${choice.year}-01-01`, to: `${choice.year}-12-31` }, problem: null };
  const { from, to } = choice;
  if (!from || !to) return { period: null, problem: null };
  if (from > to || Date.parse(to) - Date.parse(from) > 366 * DAY_MS)
    return { period: null, problem: INVOICE_TEXTS.periodInvalid };
  return { period: { from, to }, problem: null };
}

/** 'Une année' (this one first, back to the oldest invoices kept) or 'Entre deux dates'. */
export function PeriodChooser({
  choice,
  today,
  problem,
  onChange,
}: {
  choice: PeriodChoice;
  today: string;
  problem: string | null;
  onChange: (choice: PeriodChoice) => void;
}) {
  const current = Number(today.slice(0, 4));
  const years = Array.from({ length: INVOICE_RETENTION_YEARS + 1 }, (_, back) => current - back);
  return (
    <div className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <RadioChoices
        legend="Période"
        options={MODES}
        labels={MODE_LABELS}
        checked={choice.mode}
        input={{
          name: 'invoice-period',
          onChange: (event) =>
            onChange({ ...choice, mode: event.currentTarget.value as PeriodChoice['mode'] }),
        }}
      />
      {choice.mode === 'year' ? (
        <HintedField label="Année" className="sm:max-w-48">
          <NativeSelect
            value={String(choice.year)}
            onChange={(event) => onChange({ ...choice, year: Number(event.currentTarget.value) })}
            className="[&_select]:h-11 sm:[&_select]:h-10"
          >
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </NativeSelect>
        </HintedField>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <HintedField label="Du" error={problem ?? undefined}>
            <Input
              type="date"
              value={choice.from}
              max={choice.to || undefined}
              className="h-11 sm:h-10"
              onChange={(event) => onChange({ ...choice, from: event.currentTarget.value })}
            />
          </HintedField>
          <HintedField label="Au">
            <Input
              type="date"
              value={choice.to}
              min={choice.from || undefined}
              className="h-11 sm:h-10"
              onChange={(event) => onChange({ ...choice, to: event.currentTarget.value })}
            />
          </HintedField>
        </div>
      )}
    </div>
  );
}
