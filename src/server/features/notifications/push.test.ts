import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationSummary } from '~/domain/messages';
import { consultantClients, pushSubscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, type TestUser } from '../../test/users';
import { MESSAGE_GRACE_MS } from './notifier';

let t: TestApp;
/** A local server standing in for a browser's push service: it keeps what it receives, answers `status`. */
const pushService = {
  received: [] as { path: string; headers: IncomingHttpHeaders; body: Buffer }[],
  status: 201,
};
let pushUrl: string;
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    pushService.received.push({
      path: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks),
    });
    response.statusCode = pushService.status;
    response.end();
  });
});
beforeAll(async () => {
  t = await createTestApp();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pushUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

/** A device: its key pair and auth secret, as a browser's PushManager makes them. */
function device(path: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16);
  return {
    keys,
    auth,
    subscription: {
      endpoint: `${pushUrl}${path}`,
      keys: { p256dh: keys.getPublicKey('base64url'), auth: auth.toString('base64url') },
    },
  };
}

const decrypt = (body: Buffer, phone: ReturnType<typeof device>) =>
  JSON.parse(
    ece
      .decrypt(body, { version: 'aes128gcm', privateKey: phone.keys, authSecret: phone.auth })
      .toString('utf8'),
  ) as Record<string, string>;

async function linkedPair() {
  const consultant = await signUp(t, 'consultant', { firstName: 'Inès', lastName: 'Moreau' });
  const client = await signUp(t, 'client', { firstName: 'Léa', lastName: 'Petit' });
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  return { consultant, client };
}

async function sendMessage(from: TestUser, to: TestUser, content: string) {
  const started = await from.request('/api/conversations', {
    method: 'POST',
    json: { participantId: to.id },
  });
  const { id } = (await started.json()) as ConversationSummary;
  expect(
    (await from.request(`/api/conversations/${id}/messages`, { method: 'POST', json: { content } })).status,
  ).toBe(201);
  return id;
}

describe('web push', () => {
  it('encrypts the notification for her device (aes128gcm) and signs it (VAPID), without the message text', async () => {
    const { consultant, client } = await linkedPair();
    const phone = device('/push/phone-1');
    const { publicKey } = (await (await client.request('/api/push/public-key')).json()) as {
      publicKey: string;
    };
    expect(publicKey).toBe(t.deps.config.vapid!.publicKey);
    expect(
      (await client.request('/api/me/push-subscriptions', { method: 'PUT', json: phone.subscription }))
        .status,
    ).toBe(204);
    const conversationId = await sendMessage(consultant, client, 'Voici mes idées pour samedi soir');
    pushService.received.length = 0;
    t.advanceTime(MESSAGE_GRACE_MS + 60_000);
    await t.jobs.drain();
    expect(pushService.received).toHaveLength(1);
    const [push] = pushService.received;
    expect(push!.path).toBe('/push/phone-1');
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(push!.headers.authorization).toContain(`k=${publicKey}`);
    expect(push!.headers.ttl).toBe('86400');
    expect(push!.body.toString('latin1')).not.toContain('samedi');
    const message = decrypt(push!.body, phone);
    expect(message).toMatchObject({
      title: 'Atelier Silhouette',
      body: 'Nouveau message de Inès Moreau.',
      url: `/client/dashboard/messages/${conversationId}`,
    });
    expect(JSON.stringify(message)).not.toContain('samedi');
    await t.jobs.drain();
    t.advanceTime(60 * 60_000);
    await t.jobs.drain();
    expect(pushService.received).toHaveLength(1);
  });

  it('honours a category turned off for her devices, and forgets a device its push service no longer knows', async () => {
    const { consultant, client } = await linkedPair();
    const phone = device('/push/phone-2');
    await client.request('/api/me/push-subscriptions', { method: 'PUT', json: phone.subscription });
    await client.request('/api/me/notification-preferences', {
      method: 'PUT',
      json: { preferences: [{ category: 'messages', mail: 'immediate', push: false }] },
    });
    await sendMessage(consultant, client, 'Bonjour');
    pushService.received.length = 0;
    t.advanceTime(MESSAGE_GRACE_MS + 60_000);
    await t.jobs.drain();
    expect(pushService.received).toEqual([]);

    await client.request('/api/me/notification-preferences', {
      method: 'PUT',
      json: { preferences: [{ category: 'messages', mail: 'immediate', push: true }] },
    });
    pushService.status = 410;
    await sendMessage(consultant, client, 'Toujours là ?');
    t.advanceTime(30 * 60_000);
    await t.jobs.drain();
    pushService.status = 201;
    expect(pushService.received).toHaveLength(1);
    expect(await t.db.select().from(pushSubscriptions)).not.toContainEqual(
      expect.objectContaining({ endpoint: phone.subscription.endpoint }),
    );
  });

  it('refuses a subscription whose endpoint is not a push service (the server would call it)', async () => {
    const { client } = await linkedPair();
    for (const endpoint of [
      'https://example.com/push',
      'http://10.0.0.1/push',
      'https://fcm.googleapis.com.evil.fr/x',
    ]) {
      const refused = await client.request('/api/me/push-subscriptions', {
        method: 'PUT',
        json: { ...device('/x').subscription, endpoint },
      });
      expect(refused.status).toBe(400);
    }
    const accepted = await client.request('/api/me/push-subscriptions', {
      method: 'PUT',
      json: { ...device('/x').subscription, endpoint: 'https://fcm.googleapis.com/fcm/send/abc123' },
    });
    expect(accepted.status).toBe(204);
  });
});
