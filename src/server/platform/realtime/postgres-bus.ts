import pg from 'pg';
import type { Logger } from 'pino';
import type { RealtimeEvent } from '~/domain/messages';
import { createLocalListeners, type RealtimeBus, type RealtimeControl } from './bus';

const CHANNEL = 'atelier_realtime';
/** NOTIFY payloads stop at 8000 bytes; a larger event becomes a 'refetch this conversation' hint. */
const MAX_PAYLOAD_BYTES = 7500;

type Envelope = { userIds: string[]; event: RealtimeEvent } | { control: RealtimeControl };

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
  publisher.on('error', (error) => logger.warn({ err: error }, 'realtime publisher lost a connection'));
  let listener: pg.Client | null = null;
  let closed = false;

  async function listen(delay = 500): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const envelope = JSON.parse(message.payload) as Envelope;
        if ('control' in envelope) local.control(envelope.control);
        else local.deliver(envelope.userIds, envelope.event);
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

  const notify = async (payload: string) => {
    await publisher.query('select pg_notify($1, $2)', [CHANNEL, payload]);
  };
  const sendControl = (control: RealtimeControl) => notify(JSON.stringify({ control } satisfies Envelope));

  await listen();
  return {
    publish: (userIds, event) => notify(encode(userIds, event)),
    subscribe: local.subscribe,
    sessionsEnded: (userId) => sendControl({ kind: 'sessions.ended', userId }),
    linkEnded: (consultantId, clientId) => sendControl({ kind: 'link.ended', consultantId, clientId }),
    onControl: local.onControl,
    async close() {
      closed = true;
      await listener?.end().catch(() => undefined);
      await publisher.end();
    },
  };
}
