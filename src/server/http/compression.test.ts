import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type RequestListener,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clothingItems } from '../db/schema';
import { createTestServer, type TestServer } from '../test/test-server';
import { signUp } from '../test/users';
import { chooseEncoding, COMPRESSION, CompressingResponse } from './compression';

const BROWSER = 'gzip, deflate, br, zstd';

/** One request by node:http, which gives the answer's bytes as sent (fetch would decode them). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; raw: Buffer; chunks: number }>(
    (resolve, reject) => {
      const outgoing = request(url, { method, headers }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode!,
            headers: incoming.headers,
            raw: Buffer.concat(chunks),
            chunks: chunks.length,
          }),
        );
        incoming.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end();
    },
  );
}

const decoded = (answer: { headers: IncomingHttpHeaders; raw: Buffer }) => {
  const encoding = answer.headers['content-encoding'];
  const raw = answer.raw;
  return (
    encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
  ).toString();
};

describe('the API answers, compressed by the server', () => {
  let running: TestServer;
  let base: string;
  beforeAll(async () => {
    running = await createTestServer();
    base = `http://127.0.0.1:${running.server.port}`;
  });
  afterAll(() => running.close());

  it('sends a list in brotli to a browser, gzip to a caller that only takes gzip, the same JSON once decoded', async () => {
    const client = await signUp(running.t, 'client');
    await running.t.db.insert(clothingItems).values(
      Array.from({ length: 20 }, (_, i) => ({
        userId: client.id,
        category: 'top',
        imageKey: `users/${client.id}/clothing/${i}/original.jpg`,
      })),
    );
    const url = `${base}/api/wardrobe/items`;
    const plain = await get(url, { cookie: client.cookie });
    const br = await get(url, { cookie: client.cookie, 'accept-encoding': BROWSER });
    const gzip = await get(url, { cookie: client.cookie, 'accept-encoding': 'gzip, deflate' });
    const refused = await get(url, { cookie: client.cookie, 'accept-encoding': 'br;q=0, gzip' });

    expect(plain.raw.length).toBeGreaterThan(COMPRESSION.threshold);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
    for (const answer of [plain, br, gzip, refused]) {
      expect(answer.status).toBe(200);
      // Compressed or not, a cache must tell the callers apart.
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
      expect(JSON.parse(decoded(answer))).toEqual(JSON.parse(plain.raw.toString()));
    }
    expect(JSON.parse(plain.raw.toString()).items).toHaveLength(20);
    expect(br.raw.length).toBeLessThan(plain.raw.length / 3);
  });

  it('sends a small answer as it is, without vary', async () => {
    const client = await signUp(running.t, 'client');
    const me = await get(`${base}/api/me`, { cookie: client.cookie, 'accept-encoding': BROWSER });
    expect(me.raw.length).toBeLessThan(COMPRESSION.threshold);
    expect(me.headers['content-encoding']).toBeUndefined();
    expect(me.headers.vary).toBeUndefined();
    expect(JSON.parse(me.raw.toString())).toMatchObject({ id: client.id, role: 'client' });
  });
});

describe('CompressingResponse, whatever writes the answer', () => {
  const text = 'Une veste en lin bleu, un pantalon large, des mocassins. '.repeat(100);
  const handlers: Record<string, RequestListener> = {
    '/image': (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(8000, 1));
    },
    '/precompressed': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'gzip' });
      response.end(gzipSync(text));
    },
    '/pieces': (_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.write(text.slice(0, 2000));
      setTimeout(() => response.end(text.slice(2000)), 5);
    },
    '/events': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.flushHeaders();
      response.write(`data: ${'x'.repeat(2000)}\n\n`);
      setTimeout(() => response.end(`data: fin\n\n`), 20);
    },
    '/no-transform': (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-transform' });
      response.end(JSON.stringify({ text }));
    },
    '/large': (_request, response) => {
      response
        .writeHead(200, [['content-type', 'application/json']])
        .end(JSON.stringify({ text: text.repeat(30) }));
    },
  };
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer({ ServerResponse: CompressingResponse }, (request, response) =>
      handlers[request.url!]!(request, response),
    );
    await new Promise<void>((resolve) => server.listen(0, resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('leaves images and what is compressed already alone', async () => {
    const image = await get(`${base}/image`, { 'accept-encoding': BROWSER });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.raw.equals(Buffer.alloc(8000, 1))).toBe(true);
    const precompressed = await get(`${base}/precompressed`, { 'accept-encoding': BROWSER });
    expect(precompressed.headers['content-encoding']).toBe('gzip');
    expect(decoded(precompressed)).toBe(text);
    const kept = await get(`${base}/no-transform`, { 'accept-encoding': BROWSER });
    expect(kept.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a body written in pieces through a stream, and a large one off the event loop', async () => {
    const pieces = await get(`${base}/pieces`, { 'accept-encoding': BROWSER });
    expect(pieces.headers['content-encoding']).toBe('br');
    expect(pieces.headers['transfer-encoding']).toBe('chunked');
    expect(decoded(pieces)).toBe(text);
    const large = await get(`${base}/large`, { 'accept-encoding': 'gzip' });
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(large)).text).toBe(text.repeat(30));
  });

  it('keeps server-sent events flowing as they are written', async () => {
    const events = await get(`${base}/events`, { 'accept-encoding': BROWSER });
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.raw.toString()).toBe(`data: ${'x'.repeat(2000)}\n\ndata: fin\n\n`);
  });

  it('answers HEAD without a body or an encoding', async () => {
    const head = await get(`${base}/large`, { 'accept-encoding': BROWSER }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.raw.length).toBe(0);
  });
});

describe('chooseEncoding', () => {
  it.each([
    [BROWSER, 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['deflate, zstd', undefined],
    ['identity', undefined],
    ['*', 'br'],
    [undefined, undefined],
  ])('%s → %s', (accepted, encoding) => {
    expect(chooseEncoding(accepted)).toBe(encoding);
  });
});
