import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './server';
import { createTestApp, type TestApp } from './test/test-app';

/** Sends one keep-alive request on a raw socket; resolves once the answer's head has arrived. */
function askOnce(socket: ReturnType<typeof connect>, port: number) {
  return new Promise<string>((resolve) => {
    socket.once('data', (data: Buffer) => resolve(String(data).split('\r\n')[0]!));
    socket.write(`GET /api/health HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nconnection: keep-alive\r\n\r\n`);
  });
}

describe('the HTTP server', () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    t = await createTestApp();
    server = await startServer(t.deps, { port: 0 });
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  // Node closes an idle connection after 5 s by default: a client (or a proxy) sending its next request on it at
  // that moment got the connection reset instead of an answer (seen in a journey, 'socket hang up').
  it('keeps an idle keep-alive connection open longer than clients and proxies keep theirs idle', async () => {
    const socket = connect(server.port, '127.0.0.1');
    let closedAfter: number | null = null;
    const opened = Date.now();
    socket.on('close', () => (closedAfter = Date.now() - opened));
    expect(await askOnce(socket, server.port)).toMatch(/^HTTP\/1\.1 \d{3}/);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(closedAfter).toBeNull();
    expect(await askOnce(socket, server.port)).toMatch(/^HTTP\/1\.1 \d{3}/);
    socket.destroy();
  }, 15_000);
});
