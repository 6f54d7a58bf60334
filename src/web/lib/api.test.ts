import { MutationObserver } from '@tanstack/react-query';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, setUnauthorizedHandler } from './api';
import { createQueryClient, retryDelay, shouldRetry } from './query-client';
import { meQueryKey, signOut } from './session';

let server: Server | undefined;
afterEach(async () => {
  vi.unstubAllGlobals();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** An answer of the test server: a status, or 'drop' to cut the connection without answering. */
type Answer = number | 'drop' | { status: number; retryAfter: string };

/** A real HTTP server giving the answers in turn, the last one from then on. */
async function serve(answers: Answer[]) {
  const seen: string[] = [];
  server = createServer((req, res) => {
    const answer = answers[Math.min(seen.length, answers.length - 1)]!;
    seen.push(`${req.method} ${typeof answer === 'object' ? answer.status : answer}`);
    if (answer === 'drop') return req.socket.destroy();
    const status = typeof answer === 'number' ? answer : answer.status;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (typeof answer === 'object') headers['retry-after'] = answer.retryAfter;
    res.writeHead(status, headers);
    res.end(
      JSON.stringify(status < 400 ? { ok: true } : { error: { code: 'X', message: 'Message français' } }),
    );
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, url: `${origin}/api/x`, seen };
}

/** What a component's useQuery does: the app's query client runs it with its retry policy. */
const query = (url: string) =>
  createQueryClient().fetchQuery({ queryKey: [url], queryFn: ({ signal }) => api(url, { signal }) });

/** Relative paths such as '/api/auth/sign-out' reach the test server, as they reach the site's origin. */
function sameOrigin(origin: string) {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, origin), init));
}

describe('api client and the retry policy', () => {
  it('retries 502, 503 and 504 with backoff until the server answers', async () => {
    const { url, seen } = await serve([503, 502, 504, 200]);
    const started = Date.now();
    expect(await query(url)).toEqual({ ok: true });
    expect(seen).toEqual(['GET 503', 'GET 502', 'GET 504', 'GET 200']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200 + 400 + 800 - 50);
  });

  it('retries a request that could not reach the server', async () => {
    const { url, seen } = await serve(['drop', 200]);
    expect(await query(url)).toEqual({ ok: true });
    expect(seen).toEqual(['GET drop', 'GET 200']);
  });

  it("waits as long as a busy server's Retry-After asks", async () => {
    const { url, seen } = await serve([{ status: 503, retryAfter: '1' }, 200]);
    const started = Date.now();
    expect(await query(url)).toEqual({ ok: true });
    expect(seen).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000 - 50);
  });

  it('gives up on transient failures after 7 retries, about 25 seconds', () => {
    const busy = new ApiError(503, 'ENHANCER_BUSY', 'Occupé');
    const retries = Array.from({ length: 10 }, (_, count) => count).filter((count) =>
      shouldRetry(count, busy),
    );
    expect(retries).toHaveLength(7);
    expect(retries.map((count) => retryDelay(count, busy))).toEqual([200, 400, 800, 1600, 3200, 6400, 12800]);
    expect(retryDelay(9, busy)).toBe(30_000);
    expect(retryDelay(0, new ApiError(503, 'ENHANCER_BUSY', 'Occupé', 2000))).toBe(2000);
  });

  it('tries another 5xx once more, then gives the server French message', async () => {
    const { url, seen } = await serve([500]);
    await expect(query(url)).rejects.toMatchObject({ status: 500, message: 'Message français' });
    expect(seen).toEqual(['GET 500', 'GET 500']);
  });

  it('never retries a 4xx, a 429 with Retry-After included, and keeps its Retry-After', async () => {
    const { url, seen } = await serve([{ status: 429, retryAfter: '1' }]);
    await expect(query(url)).rejects.toMatchObject({ status: 429, retryAfterMs: 1000 });
    expect(seen).toEqual(['GET 429']);
  });

  it('does not retry a mutation and gives the server French message', async () => {
    const { url, seen } = await serve([503]);
    const mutation = new MutationObserver(createQueryClient(), {
      mutationFn: () => api(url, { method: 'POST', json: {} }),
    });
    await expect(mutation.mutate()).rejects.toMatchObject({ status: 503, message: 'Message français' });
    expect(seen).toEqual(['POST 503']);
  });

  it('retries signing out, which is idempotent, and forgets the user', async () => {
    const { origin, seen } = await serve([503, 'drop', 200]);
    sameOrigin(origin);
    const client = createQueryClient();
    client.setQueryData(meQueryKey, { id: 'me' });
    await signOut(client);
    expect(seen).toEqual(['POST 503', 'POST drop', 'POST 200']);
    expect(client.getQueryData(meQueryKey)).toBeNull();
  });

  it('lets an aborted request end as an abort, neither retried nor called a network failure', async () => {
    const { url, seen } = await serve([200]);
    const controller = new AbortController();
    controller.abort();
    await expect(api(url, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(shouldRetry(0, controller.signal.reason)).toBe(false);
    expect(seen).toEqual([]);
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
