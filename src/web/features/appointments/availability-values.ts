import { isTime, minutesOf, timeOf, type Availability, type TimeRange } from '~/domain/appointment-texts';
import type { AvailabilityInput } from '~/web/lib/appointments';
import { wholeNumber } from '~/web/lib/invoice-fields';
import { schemaResolver } from '~/web/lib/lazy-validation';

/** 'Mes disponibilités' as typed: each weekday's ranges, her notice as a text, her exceptions. */
export type RangeValues = { start: string; end: string };
export type ExceptionValues = { day: string; closed: boolean; ranges: RangeValues[]; note: string };
export type AvailabilityValues = {
  week: { ranges: RangeValues[] }[];
  noticeHours: string;
  exceptions: ExceptionValues[];
};

/** A new range of a day: a morning. */
export const blankRange = (): RangeValues => ({ start: '09:00', end: '12:00' });

/** The hours a new range is proposed in, its usual length, its shortest, and the break after the day's last. */
const DAY_START = 8 * 60;
const DAY_END = 22 * 60;
const LENGTH = 3 * 60;
const SHORTEST = 60;
const BREAK = 60;

/**
 * The range 'Ajouter une plage' adds to a day holding `ranges`: a morning on an empty day, else three hours from an
 * hour after the day's last range (shorter near the evening), else in the first free hour or more of the day,
 * else empty for her to type: a range she did not choose must not overlap one she has.
 */
export function nextRange(ranges: readonly RangeValues[]): RangeValues {
  const taken = ranges
    .filter((range) => isTime(range.start) && isTime(range.end))
    .map((range) => ({ start: minutesOf(range.start), end: minutesOf(range.end) }))
    .sort((a, b) => a.start - b.start);
  if (taken.length === 0) return blankRange();
  const range = (start: number, end: number) => ({
    start: timeOf(start),
    end: timeOf(Math.min(end, start + LENGTH)),
  });
  const afterLast = Math.max(...taken.map((range) => range.end)) + BREAK;
  if (afterLast + SHORTEST <= DAY_END) return range(afterLast, DAY_END);
  let free = DAY_START;
  for (const { start, end } of [...taken, { start: DAY_END, end: DAY_END }]) {
    if (Math.min(start, DAY_END) - free >= SHORTEST) return range(free, Math.min(start, DAY_END));
    free = Math.max(free, end);
  }
  return { start: '', end: '' };
}

/** A new exception: the day not given yet, closed. */
export const blankException = (): ExceptionValues => ({ day: '', closed: true, ranges: [], note: '' });

const copy = (ranges: TimeRange[]): RangeValues[] => ranges.map(({ start, end }) => ({ start, end }));

export const availabilityValues = (availability: Availability): AvailabilityValues => ({
  week: availability.week.map((ranges) => ({ ranges: copy(ranges) })),
  noticeHours: String(availability.noticeHours),
  exceptions: availability.exceptions.map((exception) => ({
    day: exception.day,
    closed: exception.ranges.length === 0,
    ranges: copy(exception.ranges),
    note: exception.note ?? '',
  })),
});

/** The form as the API takes it: a closed day has no ranges, an empty note is none. */
export const availabilityInput = (values: AvailabilityValues): AvailabilityInput => ({
  week: values.week.map((day) => copy(day.ranges)),
  noticeHours: wholeNumber(values.noticeHours) ?? Number.NaN,
  exceptions: values.exceptions.map((exception) => ({
    day: exception.day,
    ranges: exception.closed ? [] : copy(exception.ranges),
    note: exception.note.trim() || null,
  })),
});

/**
 * The form's field for a path of the schema: the API's week is a list of lists of ranges ('week.0.1.start'), the
 * form's a list of days holding their ranges ('week.0.ranges.1.start'). A problem of a whole range (its start
 * after its end) shows under its end; a problem of a day's ranges (two overlapping) under the day.
 */
export function availabilityFieldOf(path: string): string {
  const week = /^week\.(\d+)(?:\.(\d+)(?:\.(start|end))?)?$/.exec(path);
  if (week) {
    const [, day, range, end] = week;
    if (range === undefined) return `week.${day}.ranges.root`;
    return `week.${day}.ranges.${range}.${end ?? 'end'}`;
  }
  const ranges = /^exceptions\.(\d+)\.ranges(?:\.(\d+)(?:\.(start|end))?)?$/.exec(path);
  if (ranges) {
    const [, exception, range, end] = ranges;
    if (range === undefined) return `exceptions.${exception}.ranges.root`;
    return `exceptions.${exception}.ranges.${range}.${end ?? 'end'}`;
  }
  if (path === 'exceptions' || path === 'week') return `${path}.root`;
  return path;
}

/** The server's own schema (src/domain/appointments.ts), loaded with the form (decision record 53). */
export const availabilityResolver = schemaResolver<AvailabilityValues, AvailabilityInput>(
  async () => (await import('~/domain/appointments')).availabilitySchema,
  availabilityInput,
  availabilityFieldOf,
);
