import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '~/domain/messages';
import { startServer } from '../../server';
import { as, connect, conversationBetween, until } from '../../test/realtime-client';
import { TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { createTestServer, type TestServer } from '../../test/test-server';
import { twoServersOnOnePostgres } from '../../test/two-servers';
import { signUp } from '../../test/users';

type Started = Awaited<ReturnType<typeof startServer>>;

describe('realtime on one server', () => {
  let t: TestApp;
  let server: Started;
  let running: TestServer;
  beforeAll(async () => {
    running = await createTestServer();
    ({ t, server } = running);
  });
  afterAll(() => running.close());

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
  const two = twoServersOnOnePostgres();

  it('delivers a message sent through server A to a socket on server B', async () => {
    const { consultant, client, conversation } = await conversationBetween(two.t);
    const onB = await connect(two.servers[1]!.port, as(client));
    const response = await fetch(
      `http://127.0.0.1:${two.servers[0]!.port}/api/conversations/${conversation.id}/messages`,
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
