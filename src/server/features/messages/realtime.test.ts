import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ConversationSummary, RealtimeEvent } from '~/domain/messages';
import { consultantClients } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { createPostgresBus } from '../../platform/realtime/postgres-bus';
import { startServer } from '../../server';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { signUp, type TestUser } from '../../test/users';

type Started = Awaited<ReturnType<typeof startServer>>;

/** Opens a socket as `user` and collects what it receives; resolves once the server says it is ready. */
async function connect(port: number, headers: Record<string, string>) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers });
  const events: RealtimeEvent[] = [];
  socket.on('message', (data) => events.push(JSON.parse(String(data)) as RealtimeEvent));
  await new Promise<void>((resolve, reject) => {
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(String(response.statusCode))),
    );
    socket.once('error', reject);
    const check = () => (events.some((e) => e.type === 'ready') ? resolve() : setTimeout(check, 10));
    socket.once('open', check);
  });
  return { socket, events };
}

const as = (user: TestUser) => ({ cookie: user.cookie, origin: TEST_ORIGIN });

async function until(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function conversationBetween(t: TestApp) {
  const consultant = await signUp(t, 'consultant');
  const client = await signUp(t, 'client');
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  const response = await consultant.request('/api/conversations', {
    method: 'POST',
    json: { participantId: client.id },
  });
  return { consultant, client, conversation: (await response.json()) as ConversationSummary };
}

describe('realtime on one server', () => {
  let t: TestApp;
  let server: Started;
  beforeAll(async () => {
    t = await createTestApp();
    server = await startServer(t.deps, { port: 0 });
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it('pushes a new message to both participants, and a read receipt', async () => {
    const { consultant, client, conversation } = await conversationBetween(t);
    const clientSocket = await connect(server.port, as(client));
    const consultantSocket = await connect(server.port, as(consultant));
    const outsider = await connect(server.port, as(await signUp(t, 'client')));

    await consultant.request(`/api/conversations/${conversation.id}/messages`, {
      method: 'POST',
      json: { content: 'Bonjour en direct' },
    });
    const created = (e: RealtimeEvent) =>
      e.type === 'message.created' && e.message.content === 'Bonjour en direct';
    await until(() => clientSocket.events.some(created) && consultantSocket.events.some(created));

    await client.request(`/api/conversations/${conversation.id}/read`, { method: 'POST' });
    await until(() => consultantSocket.events.some((e) => e.type === 'conversation.read'));
    expect(outsider.events.map((e) => e.type)).toEqual(['ready']);
    for (const { socket } of [clientSocket, consultantSocket, outsider]) socket.close();
  });

  it('refuses a socket without a session, or opened from another site', async () => {
    await expect(connect(server.port, { origin: TEST_ORIGIN })).rejects.toThrow('401');
    const user = await signUp(t, 'client');
    await expect(
      connect(server.port, { cookie: user.cookie, origin: 'https://evil.example' }),
    ).rejects.toThrow('403');
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('realtime across two servers on one Postgres', () => {
  let t: TestApp;
  const servers: Started[] = [];
  const buses: AppDeps['realtime'][] = [];
  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 2; i += 1) {
      const realtime = await createPostgresBus(t.databaseUrl!, pino({ level: 'silent' }));
      buses.push(realtime);
      servers.push(await startServer({ ...t.deps, realtime }, { port: 0 }));
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const bus of buses) await bus.close();
    await t.close();
  });

  it('delivers a message sent through server A to a socket on server B', async () => {
    const { consultant, client, conversation } = await conversationBetween(t);
    const onB = await connect(servers[1]!.port, as(client));
    const response = await fetch(
      `http://127.0.0.1:${servers[0]!.port}/api/conversations/${conversation.id}/messages`,
      {
        method: 'POST',
        headers: { cookie: consultant.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'Par le serveur A' }),
      },
    );
    expect(response.status).toBe(201);
    await until(() =>
      onB.events.some((e) => e.type === 'message.created' && e.message.content === 'Par le serveur A'),
    );
    onB.socket.close();
  });
});
