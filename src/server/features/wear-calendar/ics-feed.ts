import { createEvents, type DateArray } from 'ics';
import { WEAR_CALENDAR_TEXTS } from '~/domain/wear-calendar-texts';

const dateArray = (day: string) => day.split('-').map(Number) as DateArray;
const nextDay = (day: string) => {
  const [year, month, date] = dateArray(day) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
};

/**
 * Her planned looks as an iCalendar feed (the `ics` package): one all-day event per day, titled with the look's
 * name; nothing else of hers (no note, no name, no picture, no address of the app).
 */
export function feedCalendar(
  plans: { day: string; title: string }[],
  uidOf: (day: string) => string,
): string {
  const { error, value } = createEvents(
    plans.map((plan) => ({
      uid: uidOf(plan.day),
      title: plan.title,
      start: dateArray(plan.day),
      end: dateArray(nextDay(plan.day)),
      transp: 'TRANSPARENT' as const,
      busyStatus: 'FREE' as const,
      classification: 'PRIVATE',
    })),
    { productId: '-//Atelier//Mes tenues//FR', calName: WEAR_CALENDAR_TEXTS.feedCalendarName },
  );
  if (error || value === null) throw error ?? new Error('calendar feed not written');
  return value;
}
