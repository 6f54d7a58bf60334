import { DEFAULT_TIME_ZONE, isTimeZone, TIME_ZONE_COOKIE } from '~/domain/time-zone';

/**
 * The time zone the app shows times in: the browser's own. The server draws a page in the zone the browser
 * told it last (a cookie), else in France's, so the page and the app that takes it over show the same hours.
 */

let zone = typeof window === 'undefined' ? DEFAULT_TIME_ZONE : browserTimeZone();

/** The zone dates are shown in (src/web/lib/french-date.ts). */
export const shownTimeZone = () => zone;

/** The server's renders are synchronous: each sets the zone of the visitor it draws for (entry-server.tsx). */
export function showTimesIn(timeZone: string) {
  zone = timeZone;
}

/** Tells the server, for the next pages it draws, which zone this browser shows times in. */
export function rememberTimeZone() {
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
}

function browserTimeZone(): string {
  const name = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return name && isTimeZone(name) ? name : DEFAULT_TIME_ZONE;
}
