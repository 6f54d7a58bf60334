import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type BaselineRoute = { sql: string; params: unknown[]; limit: number };
type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * The bare baseline: `node:http` and the database driver, running the very statement the product ran for each
 * list (same SQL, same parameters, same pool), and answering `{ items, nextCursor }` with the rows as the driver
 * gives them. No framework, no session, no validation, no query building: what the request path would cost if
 * it were free.
 */
export async function startBaseline(query: Query, routes: Map<string, BaselineRoute>) {
  const server: Server = createServer((request, response) => {
    const route = routes.get((request.url ?? '').split('?')[0]!);
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    query(route.sql, route.params).then(
      ({ rows }) => {
        const items = rows.slice(0, route.limit);
        const body = JSON.stringify({ items, nextCursor: rows.length > route.limit ? 'next' : null });
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
