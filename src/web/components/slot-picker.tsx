import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import type { SlotDay } from '~/domain/appointment-texts';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { earlierFrom, laterFrom } from '~/web/lib/appointment-values';
import { SLOT_PAGE_DAYS, useSlots, type SlotSource } from '~/web/lib/appointments';
import { cn } from '~/web/lib/cn';
import { formatTime } from '~/web/lib/format';
import { weekdayLabel } from '~/web/lib/wear-calendar';

const SHORT_WEEKDAYS = ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'];
const SHORT_MONTHS = 'janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.'.split(' ');

/** 'jeu.' and '3 déc.' from 'YYYY-MM-DD'. */
function shortDay(day: string): [string, string] {
  const date = new Date(`${day}T00:00:00Z`);
  return [SHORT_WEEKDAYS[date.getUTCDay()]!, `${date.getUTCDate()} ${SHORT_MONTHS[date.getUTCMonth()]}`];
}

/** Each choice a whole tile a finger can hit (44 px), marked when chosen, ringed when focused. */
const tile =
  'flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-lg border border-gray-300 bg-white px-2 py-1.5 text-center text-sm text-gray-900 transition-colors hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:font-semibold has-checked:text-brand-800 has-focus-visible:ring-2 has-focus-visible:ring-brand-300';

/**
 * The free start times of a session, two weeks at a time: the days that have some, then that day's times, each
 * a radio drawn as a tile (44 px, so a finger finds it on a phone). `value` is the chosen start (an ISO instant).
 * Used to book, propose and move appointments.
 */
export function SlotPicker({
  source,
  value,
  onChange,
  error,
  legend = 'Créneau',
}: {
  source: SlotSource | null;
  value: string | null;
  onChange: (startsAt: string) => void;
  error?: string;
  legend?: string;
}) {
  const id = useId();
  const [from, setFrom] = useState<string | null>(null);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const slots = useSlots(source, from);
  const days: SlotDay[] = slots.data?.days.filter((day) => day.starts.length > 0) ?? [];
  const valueDay = value ? days.find((day) => day.starts.includes(value))?.day : undefined;
  const day = days.find((candidate) => candidate.day === (chosenDay ?? valueDay)) ?? days[0];
  const later = slots.data ? laterFrom(slots.data) : null;
  const earlier = slots.data ? earlierFrom(slots.data, SLOT_PAGE_DAYS) : null;
  const errorId = error ? `${id}-error` : undefined;

  if (source === null) {
    return (
      <p className="text-sm text-gray-600">Choisissez d’abord la séance pour voir les créneaux libres.</p>
    );
  }
  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={errorId}>
      <legend className="mb-1.5 text-sm font-medium text-gray-800">{legend}</legend>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          className="min-h-11 sm:min-h-10"
          disabled={!earlier || slots.isFetching}
          onClick={() => {
            setChosenDay(null);
            if (earlier) setFrom(earlier);
          }}
        >
          <ChevronLeft aria-hidden />
          Plus tôt
        </Button>
        <Button
          variant="outline"
          className="min-h-11 sm:min-h-10"
          disabled={!later || slots.isFetching}
          onClick={() => {
            setChosenDay(null);
            if (later) setFrom(later);
          }}
        >
          Plus tard
          <ChevronRight aria-hidden />
        </Button>
      </div>
      {slots.isPending ? (
        <Spinner label="Chargement des créneaux..." />
      ) : slots.isError ? (
        <LoadFailure
          message="Impossible de charger les créneaux libres."
          onRetry={() => void slots.refetch()}
        />
      ) : !day ? (
        <p className="rounded-xl border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-600">
          {!later
            ? 'Pas de créneau au-delà : les rendez-vous se prennent jusqu’à trois mois à l’avance.'
            : 'Aucun créneau libre sur ces deux semaines. Voyez plus tard.'}
        </p>
      ) : (
        <div className={cn('space-y-3', slots.isFetching && 'opacity-60')}>
          <fieldset className="min-w-0">
            <legend className="sr-only">Jour</legend>
            <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
              {days.map((candidate) => {
                const [weekday, date] = shortDay(candidate.day);
                return (
                  <label key={candidate.day} className={tile}>
                    <input
                      type="radio"
                      name={`${id}-day`}
                      value={candidate.day}
                      checked={candidate.day === day.day}
                      onChange={() => setChosenDay(candidate.day)}
                      className="sr-only"
                    />
                    <span aria-hidden>{weekday}</span>
                    <span aria-hidden className="whitespace-nowrap">
                      {date}
                    </span>
                    <span className="sr-only">{weekdayLabel(candidate.day)}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <fieldset className="min-w-0">
            <legend className="mb-1.5 text-sm text-gray-700">
              Heures libres du <span className="font-medium">{weekdayLabel(day.day)}</span>
            </legend>
            <div className="grid grid-cols-4 gap-2 sm:grid-cols-6">
              {day.starts.map((start) => (
                <label key={start} className={tile}>
                  <input
                    type="radio"
                    name={`${id}-time`}
                    value={start}
                    checked={value === start}
                    onChange={() => onChange(start)}
                    className="sr-only"
                  />
                  <span className="tabular-nums">{formatTime(start)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
