import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { apiRoutes, concretePath, isUnsafe } from '../../test/route-table';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { signUp, type TestUser } from '../../test/users';

/** Headers a page on another site makes a browser send along with the victim's cookie. */
const FORGED: Record<string, Record<string, string>> = {
  'another site': { origin: 'https://evil.example' },
  'a sibling subdomain': { origin: 'https://evil.localhost:3000', 'sec-fetch-site': 'same-site' },
  'a look-alike host': { origin: 'http://localhost:3000.evil.example' },
  'an opaque origin': { origin: 'null' },
  'no Origin, cross-site': { 'sec-fetch-site': 'cross-site' },
  'no Origin, same-site': { 'sec-fetch-site': 'same-site' },
};

describe('cross-site writes', () => {
  let t: TestApp;
  let client: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    client = await signUp(t, 'client', { firstName: 'Alice' });
  });
  afterAll(() => t.close());

  const forged = (path: string, method: string, headers: Record<string, string>, body?: BodyInit) =>
    t.app.request(`${TEST_ORIGIN}${path}`, {
      method,
      headers: { cookie: client.cookie, 'content-type': 'application/json', ...headers },
      body: body ?? '{}',
    });

  it('refuses every unsafe API route from any other origin with a French 403', async () => {
    const unsafe = apiRoutes(t.app).filter(isUnsafe);
    expect(unsafe.length).toBeGreaterThan(20);
    for (const route of unsafe) {
      for (const [name, headers] of Object.entries(FORGED)) {
        const response = await forged(concretePath(route.path), route.method, headers);
        expect(response.status, `${route.method} ${route.path} from ${name}`).toBe(403);
        expect(await response.json()).toEqual({
          error: { code: 'FORBIDDEN_ORIGIN', message: 'Requête refusée : elle ne vient pas du site.' },
        });
      }
    }
  });

  it('changes nothing: names stay and no session is opened', async () => {
    await forged(
      '/api/me',
      'PATCH',
      FORGED['another site']!,
      JSON.stringify({ firstName: 'Mallory', lastName: 'Mallory' }),
    );
    const me = (await (await client.request('/api/me')).json()) as { firstName: string };
    expect(me.firstName).toBe('Alice');

    const signIn = await forged(
      '/api/auth/sign-in/email',
      'POST',
      FORGED['an opaque origin']!,
      JSON.stringify({ email: client.email, password: client.password }),
    );
    expect(signIn.headers.getSetCookie()).toEqual([]);
  });

  it('lets the site itself and non-browser callers write', async () => {
    const own = await client.request('/api/me', {
      method: 'PATCH',
      json: { firstName: 'Alicia', lastName: 'Martin' },
    });
    expect(own.status).toBe(200);
    const sameOriginFetch = await t.app.request(`${TEST_ORIGIN}/api/me`, {
      method: 'PATCH',
      headers: { cookie: client.cookie, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ firstName: 'Alice', lastName: 'Martin' }),
    });
    expect(sameOriginFetch.status).toBe(200);
  });

  it('lets safe methods through from anywhere (reads have no side effects)', async () => {
    const response = await t.app.request(`${TEST_ORIGIN}/api/me`, {
      headers: { cookie: client.cookie, origin: 'https://evil.example' },
    });
    expect(response.status).toBe(200);
  });
});

describe('the site without PUBLIC_URL', () => {
  it('trusts every loopback name of its port, and only the configured origin otherwise', () => {
    expect(loadConfig({ PORT: '3456', DATA_DIR: '/tmp/atelier-config-test' }).trustedOrigins).toEqual([
      'http://localhost:3456',
      'http://127.0.0.1:3456',
      'http://[::1]:3456',
    ]);
    const configured = loadConfig({
      PUBLIC_URL: 'https://atelier.example.fr/',
      SESSION_SECRET: 'x'.repeat(32),
    });
    expect(configured.trustedOrigins).toEqual(['https://atelier.example.fr']);
  });

  it('signs in from 127.0.0.1 as from localhost', async () => {
    const t = await createTestApp({
      publicUrl: 'http://localhost:3000',
      trustedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
    });
    try {
      const user = await signUp(t, 'client');
      const response = await t.app.request('http://127.0.0.1:3000/api/auth/sign-in/email', {
        method: 'POST',
        headers: { origin: 'http://127.0.0.1:3000', 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
