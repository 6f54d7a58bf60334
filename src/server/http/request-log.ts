import type { Context, MiddlewareHandler } from 'hono';
import { randomUUID } from 'node:crypto';
import { matchedRoutes, routePath } from 'hono/route';
import type { Logger } from 'pino';
import { requestHeader, setResponseHeader } from './node-headers';

/** An incoming `x-request-id` is kept only when it is a short token: anything else gets a fresh UUID. */
function acceptedRequestId(incoming: string | undefined): string {
  return incoming && incoming.length <= 64 && /^[\w\-=]+$/.test(incoming) ? incoming : randomUUID();
}

/**
 * One line per request: method, route pattern (never the URL, which may carry ids, tokens or
 * search terms), status, duration and request id. A 5xx carries its error under `err`.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const reqId = acceptedRequestId(requestHeader(c, 'x-request-id'));
    setResponseHeader(c, 'X-Request-Id', reqId);
    await next();
    const status = c.res.status;
    const line = {
      reqId,
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
