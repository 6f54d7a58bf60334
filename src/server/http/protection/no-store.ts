import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';

type NodeBindings = { incoming?: IncomingMessage; outgoing?: ServerResponse };

const NO_STORE = 'no-store';

/**
 * `Cache-Control: no-store` on every API answer (a signed-in person's JSON, errors, exports), so that no shared
 * or browser cache keeps personal data. A route with a cacheable answer (the images' `private, max-age`, the
 * public config) sets its own header, which wins. On Node the default goes on the Node response before the app
 * answers, where the response's own headers override it and nothing is rebuilt (decision record 27); under
 * `app.request()` in tests, on the finished response when it has none.
 */
export function noStoreByDefault(): MiddlewareHandler {
  return async (c, next) => {
    const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
    if (outgoing) {
      outgoing.setHeader('cache-control', NO_STORE);
      return next();
    }
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', NO_STORE);
  };
}
