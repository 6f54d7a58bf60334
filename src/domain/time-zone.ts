/**
 * The time zone the web app shows times in is the browser's; the server draws a page in the zone the browser
 * told it last, in a cookie (src/web/lib/time-zone.ts), else in France's.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';
export const TIME_ZONE_COOKIE = 'atelier.tz';
/** A drawn page's meta naming the zone it was drawn in, as the cookie writes it. */
export const TIME_ZONE_META = 'atelier-time-zone';

/** Whether this is a zone name the runtime knows ('Europe/Paris'); a cookie can say anything. */
export function isTimeZone(name: string): boolean {
  if (name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('fr-FR', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The cookie's value: the zone's name, then its offsets in minutes on 1 January and 1 July of the year it was
 * written ('Europe/Paris -60 -120', as Date's getTimezoneOffset gives them), by which the browser sees that it is
 * still in that zone without asking Intl (decision record 57). A cookie of the name alone is read too.
 */
export const timeZoneCookieValue = (name: string, offsets: string) => `${name} ${offsets}`;

export function readTimeZoneCookie(value: string): { name: string; offsets: string } {
  const [name = '', ...offsets] = value.split(' ');
  return { name, offsets: offsets.join(' ') };
}

/** Known zones' offsets by year: asked on each page the server draws, and Intl takes 0.3 ms to answer. */
const offsetsByZoneAndYear = new Map<string, string>();

/**
 * The zone's offsets as the browser's getTimezoneOffset gives them on 1 January and 1 July ('-60 -120' in Paris).
 * `name` is a zone the runtime knows (`isTimeZone`), so the memo holds at most one entry per zone and year.
 */
export function zoneOffsets(name: string, year: number): string {
  const key = `${name} ${year}`;
  let offsets = offsetsByZoneAndYear.get(key);
  if (offsets === undefined) {
    offsets = offsetsOf(name, year);
    offsetsByZoneAndYear.set(key, offsets);
  }
  return offsets;
}

function offsetsOf(name: string, year: number): string {
  const offsetAt = (month: number) => {
    const written = new Intl.DateTimeFormat('en-US', { timeZone: name, timeZoneName: 'longOffset' })
      .formatToParts(Date.UTC(year, month, 1, 12))
      .find((part) => part.type === 'timeZoneName')!.value;
    const [, sign, hours, minutes] = /GMT(?:([+-])(\d\d):(\d\d))?/.exec(written)!;
    const east = sign ? (Number(hours) * 60 + Number(minutes)) * (sign === '-' ? -1 : 1) : 0;
    return String(-east || 0);
  };
  return `${offsetAt(0)} ${offsetAt(6)}`;
}
