import type { MiddlewareHandler } from 'hono';
import { MESSAGES } from '~/domain/errors';
import { errorBody } from '../errors';

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
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const fromTheSite =
      origin !== undefined ? trusted.has(origin) : !fetchSite || OWN_FETCH_SITES.has(fetchSite);
    if (!fromTheSite) return c.json(errorBody('FORBIDDEN_ORIGIN', MESSAGES.foreignOrigin), 403);
    return next();
  };
}
