import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { apiRoutes, concretePath, type ApiRoute } from '../test/route-table';
import { createTestApp, type TestApp } from '../test/test-app';
import { signUp, type TestUser } from '../test/users';

/** Answers a cache may keep: the public configuration, the same for everyone. */
const CACHEABLE = new Set(['GET /api/public-config']);

/** Body-less actions on the caller's own session or account, which would end it for the routes after them. */
const actsOnCaller = (route: ApiRoute) =>
  route.path === '/api/auth/sign-out' || (route.method === 'DELETE' && !route.path.includes(':'));

let t: TestApp;
let client: TestUser;
let consultant: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  consultant = await signUp(t, 'consultant');
  client = await signUp(t, 'client');
  await t.db.insert(schema.consultantClients).values({ consultantId: consultant.id, clientId: client.id });
});
afterAll(() => t.close());

describe('Cache-Control on personal answers', () => {
  it('is no-store on every JSON answer of every API route to a signed-in person, errors included', async () => {
    const missing: string[] = [];
    let checked = 0;
    for (const route of apiRoutes(t.app)) {
      if (CACHEABLE.has(`${route.method} ${route.path}`) || actsOnCaller(route)) continue;
      for (const user of [client, consultant]) {
        const path = concretePath(route.path.replace(':clientId', client.id));
        const response = await user.request(path, {
          method: route.method,
          ...(['POST', 'PUT', 'PATCH'].includes(route.method) && { json: {} }),
        });
        await response.arrayBuffer();
        if (!response.headers.get('content-type')?.startsWith('application/json')) continue;
        checked += 1;
        const cacheControl = response.headers.get('cache-control');
        if (cacheControl !== 'no-store') {
          missing.push(`${route.method} ${path} -> ${response.status} ${cacheControl}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(60);
    expect(missing).toEqual([]);
  });

  it('is no-store on a refused request before any route (foreign origin, unknown path)', async () => {
    const foreign = await t.app.request('http://localhost/api/me', {
      method: 'PATCH',
      headers: { origin: 'https://evil.example', cookie: client.cookie },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('cache-control')).toBe('no-store');
    const unknown = await client.request('/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves the public configuration cacheable', async () => {
    const config = await client.request('/api/public-config');
    expect(config.headers.get('cache-control')).toBe('public, max-age=300');
  });
});
