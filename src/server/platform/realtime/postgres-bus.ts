import pg from 'pg';
import type { Logger } from 'pino';
import type { RealtimeEvent } from '~/domain/messages';
import { createLocalListeners, type RealtimeBus } from './bus';

const CHANNEL = 'atelier_realtime';
/** NOTIFY payloads stop at 8000 bytes; a larger event becomes a 'refetch this conversation' hint. */
const MAX_PAYLOAD_BYTES = 7500;

type Envelope = { userIds: string[]; event: RealtimeEvent };

function encode(userIds: string[], event: RealtimeEvent): string {
  const payload = JSON.stringify({ userIds, event } satisfies Envelope);
  if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES || event.type !== 'message.created') return payload;
  const hint: RealtimeEvent = { type: 'conversation.updated', conversationId: event.message.conversationId };
  return JSON.stringify({ userIds, event: hint } satisfies Envelope);
}

/**
 * Fan-out through Postgres: every server LISTENs on one channel with a dedicated connection and delivers to its
 * own sockets; publishing is a NOTIFY, so a message sent through one server reaches sockets on all of them.
 * The listening connection reconnects with backoff if Postgres restarts.
 */
export async function createPostgresBus(databaseUrl: string, logger: Logger): Promise<RealtimeBus> {
  const local = createLocalListeners();
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let listener: pg.Client | null = null;
  let closed = false;

  async function listen(delay = 500): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const { userIds, event } = JSON.parse(message.payload) as Envelope;
        local.deliver(userIds, event);
      } catch (error) {
        logger.warn({ err: error }, 'unreadable realtime notification');
      }
    });
    client.on('error', (error) => {
      logger.warn({ err: error }, 'realtime listener lost its connection');
      void client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen(Math.min(delay * 2, 30_000)), delay);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      listener = client;
    } catch (error) {
      logger.warn({ err: error }, 'realtime listener could not connect');
      await client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen(Math.min(delay * 2, 30_000)), delay);
    }
  }

  await listen();
  return {
    async publish(userIds, event) {
      await publisher.query('select pg_notify($1, $2)', [CHANNEL, encode(userIds, event)]);
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      await listener?.end().catch(() => undefined);
      await publisher.end();
    },
  };
}
