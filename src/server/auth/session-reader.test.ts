import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { call, signUp } from '../test/users';
import { SESSION_CACHE, verifiedCookie } from './session-reader';

const statements: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { queryLogger: { logQuery: (query) => void statements.push(query) } });
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const sessionTokenOf = (cookie: string) =>
  decodeURIComponent(/atelier\.session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;

async function setExpiry(cookie: string, expiresAt: Date) {
  await t.query('update sessions set expires_at = $1 where token = $2', [expiresAt, sessionTokenOf(cookie)]);
}

describe('reading the session on each request', () => {
  it('takes one statement for the session and its user', async () => {
    const user = await signUp(t, 'client', {}, { consented: false });
    statements.length = 0;
    const response = await user.request('/api/wardrobe/items');
    expect(response.status).toBe(200);
    const sessionReads = statements.filter((s) => s.includes('"sessions"'));
    expect(sessionReads).toHaveLength(1);
    expect(sessionReads[0]).toMatch(/inner join "profiles"/);
    expect(statements.filter((s) => /from "profiles"/.test(s))).toHaveLength(0);
  });

  it('refuses a cookie whose signature does not match, and one whose token was swapped', async () => {
    const user = await signUp(t, 'client', {}, { consented: false });
    const other = await signUp(t, 'client', {}, { consented: false });
    const [, signature] = decodeURIComponent(/atelier\.session_token=([^;]+)/.exec(user.cookie)![1]!).split(
      '.',
    );
    const tampered = `atelier.session_token=${encodeURIComponent(`${sessionTokenOf(other.cookie)}.${signature}`)}`;
    expect((await call(t, '/api/wardrobe/items', { cookie: tampered })).status).toBe(401);
    const unsigned = `atelier.session_token=${sessionTokenOf(user.cookie)}`;
    expect((await call(t, '/api/wardrobe/items', { cookie: unsigned })).status).toBe(401);
  });

  it('refuses a session that was signed out, even with its well-signed cookie', async () => {
    const user = await signUp(t, 'client', {}, { consented: false });
    expect((await user.request('/api/wardrobe/items')).status).toBe(200);
    const signOut = await user.request('/api/auth/sign-out', { method: 'POST', json: {} });
    expect(signOut.status).toBe(200);
    expect((await user.request('/api/wardrobe/items')).status).toBe(401);
  });

  it('refuses an expired session and clears its cookie, as better-auth does', async () => {
    const user = await signUp(t, 'client', {}, { consented: false });
    await setExpiry(user.cookie, new Date(Date.now() - 1000));
    const response = await user.request('/api/wardrobe/items');
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().join()).toMatch(/atelier\.session_token=;.*Max-Age=0/i);
    const { rows } = await t.query('select 1 from sessions where token = $1', [sessionTokenOf(user.cookie)]);
    expect(rows).toHaveLength(0);
  });

  it('renews a session issued more than a day ago, through better-auth', async () => {
    const user = await signUp(t, 'client', {}, { consented: false });
    await setExpiry(user.cookie, new Date(Date.now() + 28 * DAY_MS));
    const response = await user.request('/api/wardrobe/items');
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/atelier\.session_token=[^;]+;.*Max-Age=2592000/);
    const { rows } = await t.query('select expires_at from sessions where token = $1', [
      sessionTokenOf(user.cookie),
    ]);
    expect(new Date(rows[0]!.expires_at as string).getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  it('sees a change of the user at once (nothing is cached between requests)', async () => {
    const user = await signUp(t, 'client', {}, { consented: false });
    await t.query("update profiles set email_verified = true, first_name = 'Renée' where id = $1", [user.id]);
    const me = await user.request('/api/me');
    expect(await me.json()).toMatchObject({ firstName: 'Renée', emailVerified: true });
  });
});

describe('reusing a session read moments ago', () => {
  const sessionReads = () => statements.filter((s) => s.includes('"sessions"')).length;

  it('serves a second read of a page without reading the session again, but never a write', async () => {
    const user = await signUp(t, 'client', {}, { consented: false });
    expect((await user.request('/api/wardrobe/items')).status).toBe(200);
    statements.length = 0;
    expect((await user.request('/api/outfits')).status).toBe(200);
    expect(sessionReads()).toBe(0);
    await user.request('/api/me', { method: 'PATCH', json: { firstName: 'Léa', lastName: 'Roux' } });
    expect(sessionReads()).toBe(1);
  });

  it('reads the session once for reads that arrive together, a write still on its own', async () => {
    const user = await signUp(t, 'client', {}, { consented: false });
    statements.length = 0;
    const responses = await Promise.all([
      ...Array.from({ length: 8 }, () => user.request('/api/wardrobe/items')),
      user.request('/api/me', { method: 'PATCH', json: { firstName: 'Léa', lastName: 'Roux' } }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([...Array(8).fill(200), 200]);
    expect(sessionReads()).toBe(2);
  });

  it('forgets the sessions of a user signed out through another instance', async () => {
    const user = await signUp(t, 'client', {}, { consented: false });
    const otherInstance = createApp(t.deps);
    const onOther = (path: string) =>
      otherInstance.request(`${TEST_ORIGIN}${path}`, { headers: { cookie: user.cookie } });
    expect((await onOther('/api/wardrobe/items')).status).toBe(200);
    await user.request('/api/auth/sign-out', { method: 'POST', json: {} });
    expect((await onOther('/api/wardrobe/items')).status).toBe(401);
  });

  it('reads the database again after five seconds, whatever happened meanwhile', async () => {
    const user = await signUp(t, 'client', {}, { consented: false });
    expect((await user.request('/api/wardrobe/items')).status).toBe(200);
    // Removed behind the product's back: no sign-out, so no instance hears of it.
    await t.query('delete from sessions where token = $1', [sessionTokenOf(user.cookie)]);
    expect((await user.request('/api/wardrobe/items')).status).toBe(200);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + SESSION_CACHE.ms + 1);
    try {
      expect((await user.request('/api/wardrobe/items')).status).toBe(401);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('verifiedCookie', () => {
  it('accepts only the exact base64 HMAC that better-call writes', () => {
    // Signed by better-call's own signCookieValue with this secret.
    const secret = 'test-secret-test-secret-test-secret-0123';
    const signed = 'abc.xVv0mA3kKscou0Jb8j4rm6FKnVvTPqzICICzn0R/KiM=';
    expect(verifiedCookie(signed, secret)).toBe('abc');
    expect(verifiedCookie(signed.replace('=', ''), secret)).toBeNull();
    expect(verifiedCookie(signed, `${secret}x`)).toBeNull();
    expect(verifiedCookie('abc', secret)).toBeNull();
    expect(verifiedCookie(undefined, secret)).toBeNull();
  });
});
