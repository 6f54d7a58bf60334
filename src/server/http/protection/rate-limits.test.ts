import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { consultantClients, profiles, rateLimitCounters } from '../../db/schema';
import { apiRoutes, concretePath, isUnsafe } from '../../test/route-table';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { solidPng } from '../../test/images';
import { signUp, type TestUser } from '../../test/users';
import { PRIVATE_NETWORKS } from './client-address';
import { RATE_LIMITS, SIGN_IN_SLOWDOWN_MS } from './rate-limits';

const PROXY = '10.0.0.1';

/** A sign-in attempt arriving through the load balancer at PROXY for the client at `client`. */
const signInThroughProxy = (
  app: { request: TestApp['app']['request'] },
  client: string,
  email: string,
  password = 'mauvais-mdp',
  via = PROXY,
) =>
  app.request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
      'x-test-client-ip': via,
      'x-forwarded-for': client,
    },
    body: JSON.stringify({ email, password }),
  });

async function expectFrench429(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  const { error } = (await response.json()) as { error: { code: string; message: string } };
  expect(error.message).toMatch(
    /^Trop de tentatives\. Veuillez réessayer dans \d+ (seconde|minute|heure)s?\.$/,
  );
  return retryAfter;
}

describe('rate limits behind a load balancer', () => {
  let t: TestApp;
  let victim: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: true, trustProxy: 1, trustedProxies: PRIVATE_NETWORKS });
    victim = await signUp(t, 'client');
  });
  afterAll(() => t.close());

  it('counts sign-in attempts per client address, not per proxy', async () => {
    let last: Response | undefined;
    for (let i = 0; i <= RATE_LIMITS.signIn.windows[0].max; i += 1) {
      last = await signInThroughProxy(t.app, '203.0.113.7', `inconnu${i}@example.fr`);
    }
    await expectFrench429(last!);
    // Someone else behind the same proxy still signs in.
    const other = await signInThroughProxy(t.app, '198.51.100.9', victim.email, victim.password);
    expect(other.status).toBe(200);
  });

  it('does not believe an address the client wrote itself', async () => {
    const spoofed = await signInThroughProxy(t.app, '1.2.3.4, 203.0.113.7', 'inconnu@example.fr');
    await expectFrench429(spoofed);
  });

  it('knows a caller reaching the port directly by its socket address, whatever it forwards', async () => {
    const owner = await signUp(t, 'client');
    const max = RATE_LIMITS.signInFailures.windows[0].max;
    const direct = '203.0.113.66';
    for (let i = 0; i < max; i += 1) {
      const response = await signInThroughProxy(t.app, `198.51.100.${i + 1}`, owner.email, undefined, direct);
      expect(response.status).toBe(401);
    }
    await expectFrench429(await signInThroughProxy(t.app, '198.51.100.99', owner.email, undefined, direct));
  });

  it('refuses one address after 10 failures on an account, but lets the owner in from elsewhere', async () => {
    const owner = await signUp(t, 'client');
    const max = RATE_LIMITS.signInFailures.windows[0].max;
    for (let i = 0; i < max; i += 1) {
      expect((await signInThroughProxy(t.app, '192.0.2.77', owner.email)).status).toBe(401);
    }
    // Even the right password waits there: the guesser does not learn it.
    const retryAfter = await expectFrench429(
      await signInThroughProxy(t.app, '192.0.2.77', owner.email, owner.password),
    );
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The owner, at home, is not locked out by it.
    expect((await signInThroughProxy(t.app, '198.51.100.9', owner.email, owner.password)).status).toBe(200);
  });

  it('slows down an account targeted from many addresses instead of locking it, across instances', async () => {
    const instanceB = createApp(t.deps);
    const max = RATE_LIMITS.signInAccountFailures.windows[0].max;
    for (let i = 0; i < max; i += 1) {
      const app = i % 2 === 0 ? t.app : instanceB;
      expect((await signInThroughProxy(app, `192.0.2.${i + 1}`, victim.email)).status).toBe(401);
    }
    const started = Date.now();
    const owner = await signInThroughProxy(createApp(t.deps), '192.0.2.200', victim.email, victim.password);
    expect(owner.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SIGN_IN_SLOWDOWN_MS - 50);
  });

  it('refuses an address that tries passwords on many accounts', async () => {
    const max = RATE_LIMITS.signInAddressFailures.windows[0].max;
    const perMinute = RATE_LIMITS.signIn.windows[0].max;
    for (let i = 0; i < max; i += 1) {
      // Under the per-minute limit on attempts, which is not the one tested here.
      if (i > 0 && i % perMinute === 0) t.advanceTime(61_000);
      const response = await signInThroughProxy(t.app, '192.0.2.99', `personne${i}@example.fr`);
      expect(response.status).toBe(401);
    }
    t.advanceTime(61_000);
    await expectFrench429(await signInThroughProxy(t.app, '192.0.2.99', 'encore@example.fr'));
  });
});

describe('rate limits on costly writes', () => {
  let t: TestApp;
  let consultant: TestUser;
  let client: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: true });
    consultant = await signUp(t, 'consultant');
    client = await signUp(t, 'client');
    await t.db.update(profiles).set({ emailVerified: true }).where(eq(profiles.id, consultant.id));
    await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  });
  afterAll(() => t.close());

  /** Fills a counter as if `subject` had already used up the first window of `rule`. */
  async function useUp(
    rule: { name: string; windows: readonly { seconds: number; max: number }[] },
    subject: string,
  ) {
    const window = rule.windows[0]!;
    const now = t.deps.now();
    await t.db
      .insert(rateLimitCounters)
      .values({
        key: `${rule.name}:${window.seconds}:${subject}`,
        windowStartedAt: now,
        hits: window.max,
        expiresAt: new Date(now.getTime() + window.seconds * 1000),
      })
      .onConflictDoUpdate({ target: rateLimitCounters.key, set: { hits: window.max } });
  }

  it('limits invitations per consultant: 20 an hour', async () => {
    for (let i = 0; i < RATE_LIMITS.invitations.windows[0].max; i += 1) {
      const response = await consultant.request('/api/invites', {
        method: 'POST',
        json: { email: `invitee${i}@example.fr` },
      });
      expect(response.status).toBe(201);
    }
    const mailsBefore = t.mails.length;
    await expectFrench429(
      await consultant.request('/api/invites', { method: 'POST', json: { email: 'one-more@example.fr' } }),
    );
    expect(t.mails.length).toBe(mailsBefore);
  });

  it('counts a resent invitation against the same limit, and mails nothing over it', async () => {
    const list = await (await consultant.request('/api/invites?limit=1')).json();
    await useUp(RATE_LIMITS.invitations, consultant.id);
    const mailsBefore = t.mails.length;
    await expectFrench429(
      await consultant.request(`/api/invites/${list.items[0].id}/resend`, { method: 'POST' }),
    );
    expect(t.mails.length).toBe(mailsBefore);
  });

  it('limits messages per sender', async () => {
    const started = await consultant.request('/api/conversations', {
      method: 'POST',
      json: { participantId: client.id },
    });
    const { id } = (await started.json()) as { id: string };
    await useUp(RATE_LIMITS.messages, consultant.id);
    await expectFrench429(
      await consultant.request(`/api/conversations/${id}/messages`, {
        method: 'POST',
        json: { content: 'Bonjour' },
      }),
    );
    const reply = await client.request(`/api/conversations/${id}/messages`, {
      method: 'POST',
      json: { content: 'Bonjour à vous' },
    });
    expect(reply.status).toBe(201);
  });

  it('limits enhancements per user', async () => {
    await useUp(RATE_LIMITS.enhancements, client.id);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await solidPng(64, 64))], { type: 'image/png' }), 'p.png');
    await expectFrench429(await client.request('/api/enhance', { method: 'POST', body: form }));
  });

  it('limits every write and every upload per address, for every route in the table', async () => {
    await useUp(RATE_LIMITS.uploads, '127.0.0.1');
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await solidPng(64, 64))], { type: 'image/png' }), 'p.png');
    await expectFrench429(await client.request('/api/me/photo', { method: 'PUT', body: form }));

    await useUp(RATE_LIMITS.writes, '127.0.0.1');
    for (const route of apiRoutes(t.app).filter(isUnsafe)) {
      const response = await client.request(concretePath(route.path), { method: route.method, json: {} });
      expect(response.status, `${route.method} ${route.path}`).toBe(429);
      expect(response.headers.get('retry-after')).toBeTruthy();
    }
  });
});
