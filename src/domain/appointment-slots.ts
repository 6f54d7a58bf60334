import {
  APPOINTMENT_TIME_ZONE,
  minutesOf,
  SLOT_STEP_MINUTES,
  type AvailabilityException,
  type SlotDay,
  type TimeRange,
} from './appointment-texts';

/** Made on first use, per zone: a formatter with a time zone is slow to build. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClockOf(instant: number, timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    asUtc: Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
    ),
  };
}

/**
 * The instant a wall-clock time of a day has in the zone ('2026-03-29', 600 → 08:00 UTC in Paris). The offset is
 * read twice, so a day that changes offset is right; a time that does not exist (the spring gap) moves forward.
 */
export function instantAt(day: string, minutes: number, timeZone = APPOINTMENT_TIME_ZONE): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date, 0, minutes);
  const offset = (instant: number) =>
    wallClockOf(instant, timeZone).asUtc - Math.floor(instant / 60_000) * 60_000;
  const first = wall - offset(wall);
  return new Date(wall - offset(first));
}

/** The day ('YYYY-MM-DD') and minutes since midnight of an instant in the zone. */
export function wallClock(instant: Date, timeZone = APPOINTMENT_TIME_ZONE): { day: string; minutes: number } {
  const { day, minutes } = wallClockOf(instant.getTime(), timeZone);
  return { day, minutes };
}

/** Monday is 0. */
export function weekdayOf(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
}

export function addDaysTo(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Her hours on a day: its exception's, else her week's. */
export function rangesOn(day: string, week: TimeRange[][], exceptions: AvailabilityException[]): TimeRange[] {
  return exceptions.find((exception) => exception.day === day)?.ranges ?? week[weekdayOf(day)] ?? [];
}

type Busy = { startsAt: Date; endsAt: Date };

const overlaps = (start: number, end: number, busy: Busy[]) =>
  busy.some((item) => start < item.endsAt.getTime() && item.startsAt.getTime() < end);

/**
 * Her free start times for a session of `minutes`, from `from` for `days` days: every half hour of her hours
 * where the whole session fits, not before `earliest` (her notice), not over a booked session.
 */
export function freeSlots(options: {
  from: string;
  days: number;
  minutes: number;
  week: TimeRange[][];
  exceptions: AvailabilityException[];
  busy: Busy[];
  earliest: Date;
  timeZone?: string;
}): SlotDay[] {
  const timeZone = options.timeZone ?? APPOINTMENT_TIME_ZONE;
  const result: SlotDay[] = [];
  for (let offset = 0; offset < options.days; offset++) {
    const day = addDaysTo(options.from, offset);
    const starts: string[] = [];
    for (const range of rangesOn(day, options.week, options.exceptions)) {
      const end = minutesOf(range.end);
      for (let start = minutesOf(range.start); start + options.minutes <= end; start += SLOT_STEP_MINUTES) {
        const at = instantAt(day, start, timeZone);
        const until = at.getTime() + options.minutes * 60_000;
        if (at < options.earliest || overlaps(at.getTime(), until, options.busy)) continue;
        // The spring gap moves a time forward onto the next: counted once.
        const iso = at.toISOString();
        if (starts.at(-1) !== iso) starts.push(iso);
      }
    }
    if (starts.length > 0) result.push({ day, starts });
  }
  return result;
}

/** Whether a session from `startsAt` for `minutes` lies within her hours of that day (whole, in one range). */
export function withinHours(
  startsAt: Date,
  minutes: number,
  week: TimeRange[][],
  exceptions: AvailabilityException[],
  timeZone = APPOINTMENT_TIME_ZONE,
): boolean {
  const { day, minutes: start } = wallClock(startsAt, timeZone);
  return rangesOn(day, week, exceptions).some(
    (range) =>
      minutesOf(range.start) <= start &&
      (start - minutesOf(range.start)) % SLOT_STEP_MINUTES === 0 &&
      start + minutes <= minutesOf(range.end),
  );
}
