import { LOCAL_TIME_ZONE, shownTimeZone } from '~/web/lib/time-zone';

/**
 * Dates in French as the spec writes them ('05 mars 2026', '3 févr. 2026 à 09:30'), read in the zone the app shows
 * times in (src/web/lib/time-zone.ts) unless told another. Written on the browser's own Intl rather than date-fns,
 * whose French locale and zone support weighed 8 KB of brotli on every page (decision record 53); the parts are put
 * together here so that every engine prints the same. In the browser's own zone and in UTC they are read from Date's
 * getters, without Intl, whose first call costs a phone tens of milliseconds (decision record 57).
 */
export type FrenchDateStyle = {
  month: 'long' | 'short';
  /** '05' rather than '5'. */
  paddedDay?: boolean;
  /** Without it, '12 décembre'. */
  year?: boolean;
  /** ' à 14:05', or ' à 14:05:09'. */
  time?: 'minutes' | 'seconds';
};

type Parts = Record<'day' | 'month' | 'year' | 'hour' | 'minute' | 'second', string>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl's French month names. */
const MONTHS = {
  long: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' '),
  short: 'janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.'.split(' '),
};

function partsOf(date: Date, month: 'long' | 'short', timeZone: string): Parts {
  if (timeZone === LOCAL_TIME_ZONE || timeZone === 'UTC') {
    const utc = timeZone === 'UTC';
    return {
      day: String(utc ? date.getUTCDate() : date.getDate()),
      month: MONTHS[month][utc ? date.getUTCMonth() : date.getMonth()]!,
      year: String(utc ? date.getUTCFullYear() : date.getFullYear()),
      hour: String(utc ? date.getUTCHours() : date.getHours()),
      minute: String(utc ? date.getUTCMinutes() : date.getMinutes()),
      second: String(utc ? date.getUTCSeconds() : date.getSeconds()),
    };
  }
  const key = `${month} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('fr-FR', {
      timeZone,
      day: 'numeric',
      month,
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  return Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value])) as Parts;
}

export function frenchDate(date: Date, style: FrenchDateStyle, timeZone = shownTimeZone()): string {
  const parts = partsOf(date, style.month, timeZone);
  const day = style.paddedDay ? parts.day.padStart(2, '0') : parts.day;
  const text = style.year === false ? `${day} ${parts.month}` : `${day} ${parts.month} ${parts.year}`;
  return style.time ? `${text} à ${frenchTime(date, style.time, timeZone, parts)}` : text;
}

/** '14:05' or '14:05:09'. */
export function frenchTime(
  date: Date,
  precision: 'minutes' | 'seconds',
  timeZone = shownTimeZone(),
  parts = partsOf(date, 'short', timeZone),
): string {
  const time = `${parts.hour.padStart(2, '0')}:${parts.minute.padStart(2, '0')}`;
  return precision === 'seconds' ? `${time}:${parts.second.padStart(2, '0')}` : time;
}

/** A calendar day 'YYYY-MM-DD' ('12 décembre'): read at midnight UTC and printed in UTC, it never shifts by a day. */
export const frenchDay = (day: string, style: Omit<FrenchDateStyle, 'time'>) =>
  frenchDate(new Date(`${day}T00:00:00Z`), style, 'UTC');

/** Today where the browser is, 'YYYY-MM-DD', as a date field's `max`. */
export function todayHere(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
