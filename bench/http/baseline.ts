import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A route as the product served it: the statements it sent that the baseline sends too (a list's page; a write's
 * inserts and updates, in one transaction when there are several), and the product's answer, parsed.
 */
export type BaselineRoute = {
  statements: { sql: string; params: unknown[] }[];
  answer: unknown;
  status?: number;
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

/** The request's body, read from Node's stream (a write's JSON is parsed, as any server would). */
function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString()));
    request.on('error', reject);
  });
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
  const server: Server = createServer((request, response) => {
    const route = routes.get(`${request.method} ${(request.url ?? '').split('?')[0]!}`);
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    const work = async () => {
      if (request.method !== 'GET') JSON.parse(await readBody(request));
      if (route.statements.length === 1) await query(route.statements[0]!.sql, route.statements[0]!.params);
      else await transaction(route.statements);
    };
    work().then(
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
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
