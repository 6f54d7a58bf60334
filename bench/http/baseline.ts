import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A list's statement as the product sent it, and the product's answer to that page, parsed. */
export type BaselineRoute = { sql: string; params: unknown[]; answer: unknown };
type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * The bare baseline: `node:http` and the database driver, running the very statement the product ran for each
 * list (same SQL, same parameters, same pool, the driver parsing the same rows), and answering the product's own
 * JSON, serialised anew on each request: the same bytes, so the socket's cost, which grows with them, weighs
 * alike on both. No framework, no session, no validation, no query building, no mapping of rows: what the
 * request path would cost if it were free.
 */
export async function startBaseline(query: Query, routes: Map<string, BaselineRoute>) {
  const server: Server = createServer((request, response) => {
    const route = routes.get((request.url ?? '').split('?')[0]!);
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    query(route.sql, route.params).then(
      () => {
        const body = JSON.stringify(route.answer);
        response.writeHead(200, { 'content-type': 'application/json' }).end(body);
      },
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
