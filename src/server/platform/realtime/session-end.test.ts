import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationSummary } from '~/domain/messages';
import { sessions } from '../../db/schema';
import { as, connect, conversationBetween, until, type TestSocket } from '../../test/realtime-client';
import { TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { createTestServer, type TestServer } from '../../test/test-server';
import { twoServersOnOnePostgres } from '../../test/two-servers';
import { call, cookieFrom, type TestUser } from '../../test/users';

/** Waits for the socket to close and returns how long after `since` it did. */
async function closedWithin(socket: TestSocket, since: number) {
  await until(() => socket.closedAt() !== null, 3000).catch(() => undefined);
  const closedAt = socket.closedAt();
  return closedAt === null ? Infinity : closedAt - since;
}

async function secondSession(t: TestApp, user: TestUser) {
  const response = await call(t, '/api/auth/sign-in/email', {
    method: 'POST',
    json: { email: user.email, password: user.password },
  });
  expect(response.status).toBe(200);
  return cookieFrom(response);
}

const said = (socket: TestSocket, content: string) =>
  socket.events.some((e) => e.type === 'message.created' && e.message.content === content);

async function send(from: TestUser, conversation: ConversationSummary, content: string) {
  const response = await from.request(`/api/conversations/${conversation.id}/messages`, {
    method: 'POST',
    json: { content },
  });
  expect(response.status).toBe(201);
}

/** Sends a message and gives it time to arrive (it reaches the sender's own socket as a witness). */
async function sendAndSettle(
  from: TestUser,
  witness: TestSocket,
  conversation: ConversationSummary,
  content: string,
) {
  await send(from, conversation, content);
  await until(() => said(witness, content));
  await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('a realtime socket ends with its session', () => {
  let t: TestApp;
  let server: TestServer['server'];
  let running: TestServer;
  beforeAll(async () => {
    running = await createTestServer({ sessionCheckMs: 300 });
    ({ t, server } = running);
  });
  afterAll(() => running.close());

  it('closes within a second of sign-out and receives nothing sent after; the other device stays open', async () => {
    const { consultant, client, conversation } = await conversationBetween(t);
    const otherDevice = await connect(server.port, as({ cookie: await secondSession(t, client) }));
    const signedOut = await connect(server.port, as(client));
    const witness = await connect(server.port, as(consultant));

    const start = Date.now();
    expect((await client.request('/api/auth/sign-out', { method: 'POST', json: {} })).status).toBe(200);
    expect(await closedWithin(signedOut, start)).toBeLessThanOrEqual(1000);

    await sendAndSettle(consultant, witness, conversation, 'Après la déconnexion');
    expect(said(signedOut, 'Après la déconnexion')).toBe(false);
    expect(said(otherDevice, 'Après la déconnexion')).toBe(true);
    expect(otherDevice.closedAt()).toBeNull();
    otherDevice.socket.close();
    witness.socket.close();
  });

  it('closes every socket of the user within a second of a password reset that revoked their sessions', async () => {
    const { consultant, client, conversation } = await conversationBetween(t);
    const sockets = [
      await connect(server.port, as(client)),
      await connect(server.port, as({ cookie: await secondSession(t, client) })),
    ];
    const witness = await connect(server.port, as(consultant));
    await call(t, '/api/auth/request-password-reset', { method: 'POST', json: { email: client.email } });
    const link = t.mails.filter((mail) => mail.to === client.email).at(-1)!.link!;
    const token = new URL(link).searchParams.get('token')!;

    const start = Date.now();
    const reset = await call(t, '/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'nouveau-mot-de-passe' },
    });
    expect(reset.status).toBe(200);
    for (const socket of sockets) expect(await closedWithin(socket, start)).toBeLessThanOrEqual(1000);

    await sendAndSettle(consultant, witness, conversation, 'Après la réinitialisation');
    for (const socket of sockets) expect(said(socket, 'Après la réinitialisation')).toBe(false);
    witness.socket.close();
  });

  it('closes every socket of the user within a second of account deletion', async () => {
    const { client } = await conversationBetween(t);
    const sockets = [
      await connect(server.port, as(client)),
      await connect(server.port, as({ cookie: await secondSession(t, client) })),
    ];
    const start = Date.now();
    const deleted = await client.request('/api/me', {
      method: 'DELETE',
      json: { password: client.password },
    });
    expect(deleted.status).toBe(204);
    for (const socket of sockets) expect(await closedWithin(socket, start)).toBeLessThanOrEqual(1000);
  });

  it('closes a socket whose session row is gone without any event (expiry, manual cleanup)', async () => {
    const { client } = await conversationBetween(t);
    const socket = await connect(server.port, as(client));
    const start = Date.now();
    await t.db.delete(sessions).where(eq(sessions.userId, client.id));
    expect(await closedWithin(socket, start)).toBeLessThanOrEqual(1000);
  });

  it("stops delivering a pair's events once their link ends, and only theirs", async () => {
    const { consultant, client, conversation } = await conversationBetween(t);
    const clientSocket = await connect(server.port, as(client));
    const consultantSocket = await connect(server.port, as(consultant));
    await t.deps.realtime.linkEnded(consultant.id, client.id);

    await send(consultant, conversation, 'Après la fin du lien');
    const other = await conversationBetween(t);
    const otherSocket = await connect(server.port, as(other.consultant));
    await sendAndSettle(other.client, otherSocket, other.conversation, 'Un autre couple');
    expect(said(clientSocket, 'Après la fin du lien')).toBe(false);
    expect(said(consultantSocket, 'Après la fin du lien')).toBe(false);
    expect(clientSocket.closedAt()).toBeNull();
    for (const { socket } of [clientSocket, consultantSocket, otherSocket]) socket.close();
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')(
  'sessions ending across two servers on one Postgres',
  () => {
    const two = twoServersOnOnePostgres();

    it('closes a socket on server B within a second of signing out through server A', async () => {
      const { client } = await conversationBetween(two.t);
      const onB = await connect(two.servers[1]!.port, as(client));
      const start = Date.now();
      const response = await fetch(`http://127.0.0.1:${two.servers[0]!.port}/api/auth/sign-out`, {
        method: 'POST',
        headers: { cookie: client.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(200);
      expect(await closedWithin(onB, start)).toBeLessThanOrEqual(1000);
    });
  },
);
