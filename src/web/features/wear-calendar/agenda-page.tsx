import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { addDays } from '~/domain/wear-calendar-texts';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import { errorMessage } from '~/web/lib/error-message';
import { todayHere } from '~/web/lib/french-date';
import { useMe } from '~/web/lib/session';
import { toast } from '~/web/lib/toast';
import { useCalendar, usePlanLook, useUnplanLook, weekdayLabel } from '~/web/lib/wear-calendar';
import { DayRow } from './day-row';
import { FeedBlock } from './feed-block';
import { LookPickerDialog } from './look-picker-dialog';
import { MyStats } from './my-stats';

/** Days the agenda shows at once. */
const SPAN = 14;

/** 'Mon agenda': the coming 14 days (and those before, after), a look planned per day, her feed and her statistics. */
export function AgendaPage() {
  const me = useMe();
  const clientId = me.data?.id ?? '';
  const today = todayHere();
  const [from, setFrom] = useState(today);
  const to = addDays(from, SPAN - 1);
  const calendar = useCalendar(me.data?.id, from, to);
  const plan = usePlanLook(clientId);
  const unplan = useUnplanLook(clientId);
  const [picking, setPicking] = useState<string | null>(null);

  const onPick = (outfitId: string) => {
    if (!picking) return;
    const day = picking;
    plan.mutate(
      { day, outfitId },
      {
        onSuccess: () => {
          setPicking(null);
          toast.success(`Tenue prévue pour ${weekdayLabel(day)}.`);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };
  const onRemove = (day: string) =>
    unplan.mutate(day, {
      onSuccess: () => toast.success(`Tenue retirée du ${weekdayLabel(day)}.`),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">Mon agenda</h1>
        <p className="mt-1 text-gray-500">
          Prévoyez vos tenues des jours à venir et notez ce que vous portez.
        </p>
      </header>
      <section aria-labelledby="agenda-days-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="agenda-days-title" className="text-lg font-semibold text-gray-900">
            Du {weekdayLabel(from)} au {weekdayLabel(to)}
          </h2>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              className="min-h-11"
              onClick={() => setFrom(addDays(from, -SPAN))}
            >
              <ChevronLeft aria-hidden />
              Précédents
            </Button>
            {from !== today && (
              <Button variant="ghost" size="sm" className="min-h-11" onClick={() => setFrom(today)}>
                Aujourd’hui
              </Button>
            )}
            <Button
              variant="outline"
              size="sm"
              className="min-h-11"
              onClick={() => setFrom(addDays(from, SPAN))}
            >
              Suivants
              <ChevronRight aria-hidden />
            </Button>
          </div>
        </div>
        {calendar.isPending ? (
          <div className="space-y-2" role="status" aria-label="Chargement...">
            {Array.from({ length: 4 }, (_, index) => (
              <div key={index} className="h-24 animate-pulse rounded-2xl bg-gray-100" />
            ))}
          </div>
        ) : calendar.isError ? (
          <LoadFailure message={errorMessage(calendar.error)} onRetry={() => void calendar.refetch()} />
        ) : (
          <ul className="space-y-2" aria-labelledby="agenda-days-title">
            {calendar.data.days.map((entry) => (
              <DayRow
                key={entry.day}
                entry={entry}
                today={today}
                busy={plan.isPending || unplan.isPending}
                onPlan={setPicking}
                onRemove={onRemove}
              />
            ))}
          </ul>
        )}
      </section>
      <FeedBlock />
      {clientId && <MyStats clientId={clientId} />}
      <LookPickerDialog
        day={picking}
        busy={plan.isPending}
        onPick={onPick}
        onClose={() => setPicking(null)}
      />
    </div>
  );
}
