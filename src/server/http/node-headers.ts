import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

type NodeBindings = { incoming?: IncomingMessage; outgoing?: ServerResponse };

/**
 * Headers read from, and written to, Node's own request and response when the app runs on Node's server (Hono's
 * node adapter passes them as `c.env`); under `app.request()` in tests, through Hono. Hono's `c.req.header()`
 * builds a web `Headers` from the whole request and `c.header()` makes the response rebuild its headers as one:
 * on a signed-in list request, both together cost more than the handler's own work (decision record 27).
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as NodeBindings | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

export function setResponseHeader(c: Context, name: string, value: string) {
  const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
  if (outgoing) outgoing.setHeader(name, value);
  else c.header(name, value);
}
