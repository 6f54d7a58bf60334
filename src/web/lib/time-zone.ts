import {
  DEFAULT_TIME_ZONE,
  isTimeZone,
  readTimeZoneCookie,
  TIME_ZONE_COOKIE,
  TIME_ZONE_META,
  timeZoneCookieValue,
} from '~/domain/time-zone';

/**
 * The time zone the app shows times in: the browser's own. The server draws a page in the zone the browser told
 * it last (a cookie), else in France's, so the page and the app that takes it over show the same hours.
 *
 * In the browser that zone is read through Date's local getters rather than by its name: the first Intl call on a
 * page costs a phone tens of milliseconds (decision record 57).
 */
export const LOCAL_TIME_ZONE = 'local';

let zone = typeof window === 'undefined' ? DEFAULT_TIME_ZONE : LOCAL_TIME_ZONE;

/** The zone dates are shown in (src/web/lib/french-date.ts): a name on the server, LOCAL_TIME_ZONE in a browser. */
export const shownTimeZone = () => zone;

/** The server's renders are synchronous: each sets the zone of the visitor it draws for (entry-server.tsx). */
export function showTimesIn(timeZone: string) {
  zone = timeZone;
}

/** The browser's zone by name, when the cookie written here before still fits its offsets; null when unknown. */
export function knownBrowserTimeZone(): string | null {
  if (typeof document === 'undefined') return null;
  const cookie = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${TIME_ZONE_COOKIE}=`))
    ?.slice(TIME_ZONE_COOKIE.length + 1);
  if (!cookie) return null;
  try {
    const told = readTimeZoneCookie(decodeURIComponent(cookie));
    return told.offsets === localOffsets() ? told.name : null;
  } catch {
    return null; // Malformed: written anew.
  }
}

/**
 * Tells the server, for the next pages it draws, which zone this browser shows times in. Nothing to do when the
 * cookie still fits; the zone the page was drawn in when this browser has its offsets (in France, a first visit);
 * otherwise (abroad, after a journey) the zone's name asked of Intl once the page is idle.
 */
export function rememberTimeZone() {
  if (knownBrowserTimeZone()) return;
  const drawnIn = document.querySelector<HTMLMetaElement>(`meta[name="${TIME_ZONE_META}"]`)?.content;
  const drawn = drawnIn ? readTimeZoneCookie(drawnIn) : null;
  if (drawn?.offsets === localOffsets()) {
    writeCookie(drawn.name);
    return;
  }
  const askIntl = () => {
    const name = Intl.DateTimeFormat().resolvedOptions().timeZone;
    writeCookie(name && isTimeZone(name) ? name : DEFAULT_TIME_ZONE);
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(askIntl, { timeout: 5000 })
      : setTimeout(askIntl, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

function writeCookie(name: string) {
  const value = encodeURIComponent(timeZoneCookieValue(name, localOffsets()));
  document.cookie = `${TIME_ZONE_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`;
}

/** This browser's offsets from UTC on 1 January and 1 July of this year, in minutes. */
function localOffsets(): string {
  const year = new Date().getFullYear();
  return `${new Date(year, 0, 1).getTimezoneOffset()} ${new Date(year, 6, 1).getTimezoneOffset()}`;
}
