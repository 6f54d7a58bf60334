import type { Context, MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { matchedRoutes, routePath } from 'hono/route';
import type { Logger } from 'pino';

/** An incoming `x-request-id` is kept only when it is a short token: anything else gets a fresh UUID. */
const acceptRequestId = requestId({ limitLength: 64 });

/**
 * One line per request: method, route pattern (never the URL, which may carry ids, tokens or
 * search terms), status, duration and request id. A 5xx carries its error under `err`.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await acceptRequestId(c, next);
    const status = c.res.status;
    const line = {
      reqId: c.get('requestId'),
      method: c.req.method,
      route: routePatternOf(c),
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error({ ...line, err: c.error }, 'request failed');
    else logger.info(line, 'request');
  };
}

/**
 * The endpoint's pattern, e.g. '/api/wardrobe/items/:id', even when a shared middleware (origin check, body
 * cap, rate limit) answered before it; otherwise the pattern of whatever answered.
 */
function routePatternOf(c: Context): string {
  return matchedRoutes(c).find((route) => route.method !== 'ALL')?.path ?? routePath(c);
}
