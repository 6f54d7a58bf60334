import WebSocket from 'ws';
import type { ConversationSummary, RealtimeEvent } from '~/domain/messages';
import { consultantClients } from '../db/schema';
import { TEST_ORIGIN, type TestApp } from './test-app';
import { signUp, type TestUser } from './users';

export type TestSocket = Awaited<ReturnType<typeof connect>>;

/** Opens a socket as `user` and collects what it receives; resolves once the server says it is ready. */
export async function connect(port: number, headers: Record<string, string>) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers });
  const events: RealtimeEvent[] = [];
  let closedAt: number | null = null;
  socket.on('message', (data) => events.push(JSON.parse(String(data)) as RealtimeEvent));
  socket.on('close', () => (closedAt = Date.now()));
  await new Promise<void>((resolve, reject) => {
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(String(response.statusCode))),
    );
    socket.once('error', reject);
    const check = () => (events.some((e) => e.type === 'ready') ? resolve() : setTimeout(check, 10));
    socket.once('open', check);
  });
  return { socket, events, closedAt: () => closedAt };
}

export const as = (user: Pick<TestUser, 'cookie'>) => ({ cookie: user.cookie, origin: TEST_ORIGIN });

export async function until(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A linked consultant and client with a conversation between them. */
export async function conversationBetween(t: TestApp) {
  const consultant = await signUp(t, 'consultant');
  const client = await signUp(t, 'client');
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  const response = await consultant.request('/api/conversations', {
    method: 'POST',
    json: { participantId: client.id },
  });
  return { consultant, client, conversation: (await response.json()) as ConversationSummary };
}
