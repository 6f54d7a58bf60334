import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '~/domain/errors';
import { TEST_ORIGIN } from '../test/test-app';
import { createTestServer, type TestServer } from '../test/test-server';
import { signUp } from '../test/users';

// On the running server the shared defences read Node's own headers (node-headers.ts); app.request() in the
// other tests goes through Hono's. These requests cross the real socket.
let running: TestServer;
let base: string;
beforeAll(async () => {
  running = await createTestServer();
  base = `http://127.0.0.1:${running.server.port}`;
});
afterAll(() => running.close());

describe('headers read from and written to Node', () => {
  it('signs the caller in from her cookie and names the request, keeping only a safe incoming id', async () => {
    const user = await signUp(running.t, 'client');
    const signedIn = await fetch(`${base}/api/wardrobe/items`, { headers: { cookie: user.cookie } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const kept = await fetch(`${base}/api/public-config`, { headers: { 'x-request-id': 'lb-7f3a_91' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a_91');
    const replaced = await fetch(`${base}/api/public-config`, { headers: { 'x-request-id': '<script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const signedOut = await fetch(`${base}/api/wardrobe/items`, {
      headers: { cookie: 'atelier.session_token=x.y' },
    });
    expect(signedOut.status).toBe(401);
  });

  it('refuses a write from another site and a NUL in a JSON body, in French', async () => {
    const user = await signUp(running.t, 'client');
    const foreign = await fetch(`${base}/api/me`, {
      method: 'PATCH',
      headers: { cookie: user.cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Eve' }),
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({
      error: { code: 'FORBIDDEN_ORIGIN', message: MESSAGES.foreignOrigin },
    });

    const nul = await fetch(`${base}/api/me`, {
      method: 'PATCH',
      headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Ève\u0000' }),
    });
    expect(nul.status).toBe(400);
    expect(await nul.json()).toEqual({ error: { code: 'NUL_CHARACTER', message: MESSAGES.nulCharacter } });
  });
});
