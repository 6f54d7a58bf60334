import { CalendarPlus, Check, RefreshCw, Trash2 } from 'lucide-react';
import type { CalendarDay } from '~/domain/wear-calendar-texts';
import { Button } from '~/web/components/ui/button';
import { cn } from '~/web/lib/cn';
import { weekdayLabel } from '~/web/lib/wear-calendar';

/** One day of 'Mon agenda': its planned look (change, remove) or 'Prévoir une tenue', and what she logged. */
export function DayRow({
  entry,
  today,
  busy,
  onPlan,
  onRemove,
}: {
  entry: CalendarDay;
  today: string;
  busy: boolean;
  onPlan: (day: string) => void;
  onRemove: (day: string) => void;
}) {
  const { day, plan, worn } = entry;
  const isToday = day === today;
  const past = day < today;
  const titleId = `agenda-${day}`;
  const dayName = weekdayLabel(day);
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-2xl border bg-white p-3 sm:flex-row sm:items-center sm:p-4',
        isToday ? 'border-brand-300 ring-1 ring-brand-200' : 'border-gray-200',
      )}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {plan ? (
          <img
            src={plan.look.imageUrl}
            alt=""
            className="size-16 shrink-0 rounded-lg bg-gray-100 object-cover sm:size-20"
          />
        ) : (
          <span className="flex size-16 shrink-0 items-center justify-center rounded-lg border border-dashed border-gray-300 text-gray-400 sm:size-20">
            <CalendarPlus className="size-5" aria-hidden />
          </span>
        )}
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-gray-900 first-letter:uppercase">
            {dayName}
            {isToday && (
              <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                Aujourd’hui
              </span>
            )}
          </h3>
          {plan ? (
            <p className="text-sm break-words text-gray-700">
              {plan.look.name}
              {plan.look.madeBy && <span className="text-gray-500"> · par {plan.look.madeBy.name}</span>}
            </p>
          ) : (
            <p className="text-sm text-gray-500">{past ? 'Aucune tenue prévue' : 'Rien de prévu'}</p>
          )}
          {worn.itemIds.length > 0 && (
            <p className="mt-0.5 inline-flex items-center gap-1 text-xs font-medium text-emerald-700">
              <Check className="size-3.5" aria-hidden />
              {worn.itemIds.length === 1
                ? '1 vêtement porté'
                : `${worn.itemIds.length}\u00A0vêtements portés`}
            </p>
          )}
        </div>
      </div>
      {!past && (
        <div className="flex gap-2 sm:shrink-0">
          {plan ? (
            <>
              <Button
                variant="outline"
                size="sm"
                className="min-h-11 flex-1 sm:flex-none"
                disabled={busy}
                onClick={() => onPlan(day)}
                aria-label={`Changer la tenue du ${dayName}`}
              >
                <RefreshCw aria-hidden />
                Changer
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="min-h-11 flex-1 sm:flex-none"
                disabled={busy}
                onClick={() => onRemove(day)}
                aria-label={`Retirer la tenue du ${dayName}`}
              >
                <Trash2 aria-hidden />
                Retirer
              </Button>
            </>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              className="min-h-11 w-full sm:w-auto"
              disabled={busy}
              onClick={() => onPlan(day)}
              aria-label={`Prévoir une tenue pour ${dayName}`}
            >
              <CalendarPlus aria-hidden />
              Prévoir une tenue
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
