/**
 * The time zone the web app shows times in is the browser's; the server draws a page in the zone the browser
 * told it last, in a cookie (src/web/lib/time-zone.ts), else in France's.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';
export const TIME_ZONE_COOKIE = 'atelier.tz';

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
