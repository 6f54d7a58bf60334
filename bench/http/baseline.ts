import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readBody } from '../support/read-body';

/**
 * A route as the product served it: the statements it sent that the baseline sends too (a list's page; a write's
 * inserts and updates, in one transaction when there are several), and the product's answer, parsed.
 */
export type BaselineRoute = {
  statements: { sql: string; params: unknown[] }[];
  answer: unknown;
  status?: number;
  /**
   * Ids the product made for the row it wrote (a new outfit's): each request writes under new ones, put in their
   * place wherever the statements' parameters hold them (an image key too).
   */
  freshIds?: string[];
  /** What the request's body takes before the statements run; a write's JSON is parsed unless told. */
  readBody?: (body: Buffer, contentType: string | undefined) => Promise<unknown>;
};
type Query = (text: string, params?: unknown[]) => Promise<unknown>;
/** Runs statements one after the other in one transaction, on one connection. */
type Transaction = (statements: BaselineRoute['statements']) => Promise<unknown>;

/** How the baseline encodes an answer for a caller's `accept-encoding`: the same bytes as the product. */
export type AnswerEncoder = (
  body: string,
  acceptEncoding: string | undefined,
) => { body: Buffer | string; encoding?: string };

/** What Hono's `compress()` sends, through zlib directly: gzip at zlib's default level, whatever the size. */
export const gzipEverything: AnswerEncoder = (body, accepted) =>
  accepted && /\bgzip\b/.test(accepted) ? { body: gzipSync(body), encoding: 'gzip' } : { body };

/** Brotli at `quality`, else gzip at `level`, for bodies of `threshold` bytes and more. */
export const zlibAbove =
  (threshold: number, quality: number, level: number): AnswerEncoder =>
  (body, accepted) => {
    if (!accepted || Buffer.byteLength(body) < threshold) return { body };
    if (/\bbr\b/.test(accepted)) {
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      };
      return { body: brotliCompressSync(body, { params }), encoding: 'br' };
    }
    if (/\bgzip\b/.test(accepted)) return { body: gzipSync(body, { level }), encoding: 'gzip' };
    return { body };
  };

/** The statements with new ids in place of `freshIds`, for a request that writes a new row. */
function withFreshIds(statements: BaselineRoute['statements'], freshIds: string[] | undefined) {
  if (!freshIds?.length) return statements;
  const fresh = new Map(freshIds.map((id) => [id, randomUUID()]));
  const renew = (value: unknown) => {
    if (typeof value !== 'string') return value;
    let renewed = value;
    for (const [old, id] of fresh) renewed = renewed.replaceAll(old, id);
    return renewed;
  };
  return statements.map((statement) => ({ sql: statement.sql, params: statement.params.map(renew) }));
}

/**
 * The bare baseline: `node:http` and the database driver, running the very statements the product ran for each
 * route (same SQL, same parameters, same pool, the driver parsing the same rows), and answering the product's own
 * JSON, serialised anew on each request and compressed by zlib as the product's is: the same bytes, so the
 * socket's cost, which grows with them, weighs alike on both. No framework, no session, no validation, no access
 * check, no query building, no mapping of rows: what the request path would cost if it were free.
 */
export async function startBaseline(
  query: Query,
  transaction: Transaction,
  routes: Map<string, BaselineRoute>,
  encode: AnswerEncoder,
) {
  // Requests still at work when the load stops (a new outfit's image takes a while): close() waits for them.
  const pending = new Set<Promise<void>>();
  const server: Server = createServer((request, response) => {
    const route = routes.get(`${request.method} ${(request.url ?? '').split('?')[0]!}`);
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    const work = async () => {
      if (request.method !== 'GET') {
        const body = await readBody(request);
        if (route.readBody) await route.readBody(body, request.headers['content-type']);
        else JSON.parse(body.toString());
      }
      const statements = withFreshIds(route.statements, route.freshIds);
      if (statements.length === 1) await query(statements[0]!.sql, statements[0]!.params);
      else await transaction(statements);
    };
    const done: Promise<void> = work().then(
      () => {
        const answer = encode(JSON.stringify(route.answer), request.headers['accept-encoding']);
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (answer.encoding) {
          headers['content-encoding'] = answer.encoding;
          headers.vary = 'accept-encoding';
        }
        response.writeHead(route.status ?? 200, headers).end(answer.body);
      },
      (error: unknown) => {
        console.error(error);
        response.writeHead(500).end();
      },
    );
    pending.add(done);
    void done.finally(() => pending.delete(done));
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all(pending);
    },
  };
}
