import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../errors';
import { requestHeader } from '../node-headers';

export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sec-Fetch-Site values a browser sends for requests the site itself (or the user, typing a URL) made. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Refuses unsafe requests made by pages of another origin (cross-site request forgery): a browser names the
 * page's origin in `Origin`, or at least where it comes from in `Sec-Fetch-Site`. A caller with neither is
 * not a browser, so it carries no victim's cookie.
 */
export function refuseForeignOrigins(trustedOrigins: readonly string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  return (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = requestHeader(c, 'origin');
    const fetchSite = requestHeader(c, 'sec-fetch-site');
    const fromTheSite =
      origin !== undefined ? trusted.has(origin) : !fetchSite || OWN_FETCH_SITES.has(fetchSite);
    if (!fromTheSite) throw new AppError('FORBIDDEN_ORIGIN');
    return next();
  };
}
