import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { WebSocketServer, type WebSocket } from 'ws';
import { messageSendSql } from '../../src/server/features/messages/repository';
import { readBody } from '../support/read-body';

const CHANNEL = 'atelier_realtime_baseline';

/** The product's own send statement, with the message's columns. */
const SEND = messageSendSql('id, conversation_id, sender_id, content, created_at, read_at');

type SentRow = {
  id: string;
  conversation_id: string;
  sender_id: string;
  content: string;
  created_at: Date;
  read_at: Date | null;
  client_id: string;
  consultant_id: string;
};

/**
 * The bare baseline of bench/realtime: `node:http`, `ws` and the driver. A message is the product's one send
 * statement and a `NOTIFY`; each instance LISTENs on its own connection and writes the event to its sockets of
 * the recipients. No framework, no session (the cookie names the user through `userOfCookie`), no validation,
 * no access check, no audience check: what realtime would cost if the product were free.
 */
export async function startRealtimeBaseline(databaseUrl: string, userOfCookie: ReadonlyMap<string, string>) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const listener = new pg.Client({ connectionString: databaseUrl });
  const socketsOf = new Map<string, Set<WebSocket>>();

  listener.on('notification', ({ payload }) => {
    if (!payload) return;
    const { userIds, event } = JSON.parse(payload) as { userIds: string[]; event: unknown };
    const text = JSON.stringify(event);
    for (const userId of userIds) for (const socket of socketsOf.get(userId) ?? []) socket.send(text);
  });
  await listener.connect();
  await listener.query(`listen ${CHANNEL}`);

  const server = createServer((request, response) => {
    const userId = userOfCookie.get(request.headers.cookie ?? '');
    const conversationId = /^\/api\/conversations\/([^/]+)\/messages$/.exec(request.url ?? '')?.[1];
    if (request.method !== 'POST' || !conversationId || !userId) {
      response.writeHead(404).end();
      return;
    }
    void (async () => {
      const { content } = JSON.parse((await readBody(request)).toString()) as { content: string };
      const { rows } = await pool.query<SentRow>(SEND, [conversationId, userId, content, new Date()]);
      const row = rows[0]!;
      const message = {
        id: row.id,
        conversationId: row.conversation_id,
        senderId: row.sender_id,
        content: row.content,
        createdAt: row.created_at.toISOString(),
        readAt: row.read_at?.toISOString() ?? null,
      };
      const userIds = [row.client_id, row.consultant_id];
      const event = { type: 'message.created', message };
      void pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ userIds, event })]);
      response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(message));
    })().catch((error: unknown) => {
      console.error(error);
      response.writeHead(500).end();
    });
  });

  const sockets = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  server.on('upgrade', (request, socket, head) => {
    const userId = userOfCookie.get(request.headers.cookie ?? '');
    if (!userId) return socket.destroy();
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const set = socketsOf.get(userId) ?? new Set();
      set.add(ws);
      socketsOf.set(userId, set);
      ws.on('close', () => set.delete(ws));
      ws.send(JSON.stringify({ type: 'ready' }));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      for (const ws of sockets.clients) ws.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await listener.end();
      await pool.end();
    },
  };
}
