import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { api, ApiError, setUnauthorizedHandler } from './api';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A real HTTP server answering the given statuses in turn. */
async function serve(statuses: number[]) {
  const seen: number[] = [];
  server = createServer((_req, res) => {
    const status = statuses[Math.min(seen.length, statuses.length - 1)]!;
    seen.push(status);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(status < 400 ? { ok: true } : { error: { code: 'X', message: 'Message français' } }),
    );
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/x`, seen };
}

describe('api client', () => {
  it('retries 502, 503 and 504 with backoff until the server answers', async () => {
    const { url, seen } = await serve([503, 502, 504, 200]);
    const started = Date.now();
    expect(await api(url)).toEqual({ ok: true });
    expect(seen).toEqual([503, 502, 504, 200]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200 + 400 + 800 - 50);
  });

  it('does not retry a POST and gives the server French message', async () => {
    const { url, seen } = await serve([503]);
    await expect(api(url, { method: 'POST', json: {} })).rejects.toMatchObject({
      status: 503,
      message: 'Message français',
    });
    expect(seen).toHaveLength(1);
  });

  it('signs out only on a real 401', async () => {
    let signedOut = 0;
    setUnauthorizedHandler(() => (signedOut += 1));
    const forbidden = await serve([403]);
    await expect(api(forbidden.url)).rejects.toBeInstanceOf(ApiError);
    expect(signedOut).toBe(0);
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    const unauthorized = await serve([401]);
    await expect(api(unauthorized.url)).rejects.toMatchObject({ status: 401 });
    expect(signedOut).toBe(1);
  });
});
