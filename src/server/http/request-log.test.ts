import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { imageForm, solidPng } from '../test/images';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { call, cookieFrom, signUp } from '../test/users';

type LogLine = Record<string, unknown> & { msg: string };

let t: TestApp;
let lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  // The real app and its real logger, writing to a stream the tests read.
  t.deps.logger = createLogger({ env: 'production', logLevel: 'info' }, sink);
  t.app = createApp(t.deps);
});
afterAll(async () => {
  await t.close();
});

const parsed = () => lines.map((line) => JSON.parse(line) as LogLine);
const requestLines = () => parsed().filter((line) => 'route' in line);

describe('request log', () => {
  it('writes one line per request with the route pattern, status, duration and request id', async () => {
    const user = await signUp(t, 'client');
    lines = [];
    const id = '0b6e1f4e-7a53-4f1c-9d2c-8a1f0c3e5b7a';
    const response = await user.request(`/api/wardrobe/items/${id}`);
    expect(response.status).toBe(404);

    const logged = requestLines();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      method: 'GET',
      route: '/api/wardrobe/items/:id',
      status: 404,
      reqId: response.headers.get('x-request-id'),
    });
    expect(typeof logged[0]!.durationMs).toBe('number');
    expect(lines.join('\n')).not.toContain(id);
  });

  it('names the endpoint even when a shared defence refused the request before it', async () => {
    lines = [];
    const response = await t.app.request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(requestLines()).toMatchObject([{ method: 'POST', route: '/api/auth/sign-in/email', status: 403 }]);
  });

  it('keeps an incoming request id only when it is a short safe token', async () => {
    const kept = await call(t, '/api/public-config', { headers: { 'x-request-id': 'lb-7f3a_91' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a_91');
    for (const unsafe of ['a b', '<script>', 'x'.repeat(200), 'a\u00e9']) {
      const response = await call(t, '/api/public-config', { headers: { 'x-request-id': unsafe } });
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('logs a failed query with its SQL and error code, but none of its values', async () => {
    const user = await signUp(t, 'client');
    const secret = 'Rendez-vous-chez-le-psychiatre';
    // The database refuses this first name, so the update fails inside Postgres.
    await t.db.execute(
      sql.raw(`alter table profiles add constraint no_secret check (first_name <> '${secret}')`),
    );
    lines = [];
    const response = await user.request('/api/me', {
      method: 'PATCH',
      json: { firstName: secret, lastName: 'Durand' },
    });
    expect(response.status).toBe(500);

    expect(lines.join('\n')).not.toContain(secret);
    expect(lines.join('\n')).not.toContain(user.id);
    expect(lines.join('\n')).not.toContain(user.email);

    const [failed] = requestLines();
    expect(failed).toMatchObject({ level: 50, method: 'PATCH', route: '/api/me', status: 500 });
    const err = failed!.err as Record<string, unknown>;
    expect(err.message).toMatch(/^Failed query: update "profiles" set/);
    expect(err.stack).toMatch(/\n\s+at /);
    expect(err.cause).toMatchObject({ code: '23514', constraint: 'no_secret' });
  });

  it('never logs cookies, passwords, tokens or search terms', async () => {
    lines = [];
    const user = await signUp(t, 'client', { password: 'mot-de-passe-secret' });
    const signIn = await call(t, '/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: user.email, password: 'mot-de-passe-secret' },
    });
    const cookie = cookieFrom(signIn);
    await user.request('/api/wardrobe/items?q=recherche-intime');
    await call(t, '/api/auth/request-password-reset', { method: 'POST', json: { email: user.email } });
    const token = new URL(t.mails.at(-1)!.link!).searchParams.get('token')!;
    await call(t, `/api/auth/reset-password-token/${token}`);
    await call(t, `/api/auth/verify-email?token=${token}`);

    const text = lines.join('\n');
    expect(requestLines().map((line) => line.route)).toContain('/api/auth/reset-password-token/:token');
    for (const secret of [
      cookie.split('=')[1]!,
      user.cookie.split('=')[1]!,
      'mot-de-passe-secret',
      token,
      'recherche-intime',
      user.email,
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('error logging', () => {
  it('logs an error a service outlives under err, with its message and stack', async () => {
    const user = await signUp(t, 'client');
    const form = imageForm({
      category: 'top',
      file: { bytes: await solidPng(), name: 'photo.png', type: 'image/png' },
    });
    const created = await user.request('/api/wardrobe/items', { method: 'POST', body: form });
    const { id } = (await created.json()) as { id: string };
    const storage = t.deps.storage;
    t.deps.storage = {
      ...storage,
      deletePrefix: () => Promise.reject(new Error('disque indisponible')),
    };
    lines = [];
    try {
      expect((await user.request(`/api/wardrobe/items/${id}`, { method: 'DELETE' })).status).toBe(204);
    } finally {
      t.deps.storage = storage;
    }
    const warning = parsed().find((line) => line.msg === 'garment files not removed');
    expect(warning?.err).toMatchObject({ type: 'Error', message: 'disque indisponible' });
    expect((warning?.err as { stack: string }).stack).toMatch(/^Error: disque indisponible\n\s+at /);
  });
});
