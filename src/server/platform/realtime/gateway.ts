import type { IncomingHttpHeaders, IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import type { RealtimeBus, RealtimeControl } from './bus';
import { PRESENCE_REFRESH_MS, type Presence } from './presence';

export const REALTIME_PATH = '/api/realtime';
const HEARTBEAT_MS = 30_000;
/** A socket whose session ended without a word (expiry, a row removed by hand) closes within this. */
const SESSION_CHECK_MS = 30_000;
/**
 * Close code for 'your session ended'. The browser does not tell it apart: it reconnects with backoff as after any
 * close (src/web/lib/realtime.ts), and each upgrade is refused with a 401 until the user has signed in again.
 */
export const SESSION_ENDED_CLOSE_CODE = 4001;

/** One open socket, the session it was opened with, and what it must not receive. */
type Connection = {
  ws: WebSocket;
  userId: string;
  sessionId: string;
  /** Users whose link with this one ended: events published to both are not delivered. */
  endedPeers: Set<string>;
  /** Events waiting while the session is being re-checked; null when delivering directly. */
  held: string[] | null;
};

export type RealtimeGatewayOptions = {
  bus: RealtimeBus;
  /** The signed-in user of a request's cookies and their session's id, or null. */
  authenticate: (headers: Headers) => Promise<{ id: string; sessionId: string } | null>;
  /** Which of these session ids still belong to an open session. */
  openSessions: (sessionIds: string[]) => Promise<Set<string>>;
  sessionCheckMs?: number;
  /** The site's origins: a socket opened from any other page is refused (cross-site WebSocket hijacking). */
  trustedOrigins: string[];
  logger: Logger;
  /** Where every instance learns who has the app open; none in tests of the gateway alone. */
  presence?: Presence;
};

function toHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return headers;
}

function refuse(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * WebSockets at /api/realtime, authenticated by the session cookie. Each socket receives the bus events of
 * its user as JSON; dead sockets are dropped by a ping every 30 s. A socket lives no longer than its session:
 * when the bus says a user's sessions ended, their sockets hold new events, re-check their session, and either
 * close or receive what they held; a periodic check catches sessions that ended silently.
 */
export function attachRealtimeGateway(server: Server, options: RealtimeGatewayOptions) {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  const trustedOrigins = new Set(options.trustedOrigins);
  const alive = new WeakMap<WebSocket, boolean>();
  const connectionsByUser = new Map<string, Set<Connection>>();

  /** Presence is told, never awaited: a socket works even when the database does not answer. */
  const tellPresence = (what: string, write: (presence: Presence) => Promise<void>) => {
    if (options.presence)
      void write(options.presence).catch((error: unknown) =>
        options.logger.warn({ err: error }, `realtime presence not recorded (${what})`),
      );
  };
  const refreshPresence = async () => {
    await options.presence?.open([...connectionsByUser.keys()]);
    await options.presence?.sweep();
  };

  function track(connection: Connection) {
    const set = connectionsByUser.get(connection.userId) ?? new Set();
    set.add(connection);
    connectionsByUser.set(connection.userId, set);
    if (set.size === 1) tellPresence('open', (presence) => presence.open([connection.userId]));
    return () => {
      set.delete(connection);
      if (set.size > 0 || connectionsByUser.get(connection.userId) !== set) return;
      connectionsByUser.delete(connection.userId);
      tellPresence('closed', (presence) => presence.closed(connection.userId));
    };
  }

  function send(connection: Connection, payload: string) {
    if (connection.held) connection.held.push(payload);
    else if (connection.ws.readyState === connection.ws.OPEN) connection.ws.send(payload);
  }

  function endSession(connection: Connection) {
    connection.held = [];
    connection.ws.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
    // A peer that never answers the close frame is cut off rather than kept half-open.
    setTimeout(() => connection.ws.terminate(), 1000).unref();
  }

  /** The connections whose session is gone are closed; null when the check could not be made. */
  async function closeEnded(connections: Connection[]): Promise<Set<string> | null> {
    if (connections.length === 0) return new Set();
    try {
      const open = await options.openSessions([...new Set(connections.map((c) => c.sessionId))]);
      for (const connection of connections) if (!open.has(connection.sessionId)) endSession(connection);
      return open;
    } catch (error) {
      options.logger.warn({ err: error }, 'realtime session check failed');
      return null;
    }
  }

  /**
   * After a 'sessions ended': the survivors receive what was held for them meanwhile. If the check fails they
   * close too (the browser reconnects and signs in again) rather than outlive a session that may be gone.
   */
  async function recheck(connections: Connection[]) {
    const open = await closeEnded(connections);
    for (const connection of connections) {
      if (!open) endSession(connection);
      if (!open?.has(connection.sessionId)) continue;
      const held = connection.held ?? [];
      connection.held = null;
      for (const payload of held) send(connection, payload);
    }
  }

  function onControl(control: RealtimeControl) {
    if (control.kind === 'sessions.ended') {
      const connections = [...(connectionsByUser.get(control.userId) ?? [])];
      for (const connection of connections) connection.held ??= [];
      void recheck(connections);
      return;
    }
    for (const connection of connectionsByUser.get(control.consultantId) ?? []) {
      connection.endedPeers.add(control.clientId);
    }
    for (const connection of connectionsByUser.get(control.clientId) ?? []) {
      connection.endedPeers.add(control.consultantId);
    }
  }
  const stopControl = options.bus.onControl(onControl);

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path !== REALTIME_PATH) return refuse(socket, '404 Not Found');
    if (!trustedOrigins.has(request.headers.origin ?? '')) return refuse(socket, '403 Forbidden');
    options
      .authenticate(toHeaders(request.headers))
      .then((user) => {
        if (!user) return refuse(socket, '401 Unauthorized');
        sockets.handleUpgrade(request, socket, head, (ws) => {
          alive.set(ws, true);
          const connection: Connection = {
            ws,
            userId: user.id,
            sessionId: user.sessionId,
            endedPeers: new Set(),
            held: null,
          };
          const untrack = track(connection);
          const unsubscribe = options.bus.subscribe(user.id, (event, recipients) => {
            if (recipients.some((id) => connection.endedPeers.has(id))) return;
            send(connection, JSON.stringify(event));
          });
          ws.on('pong', () => alive.set(ws, true));
          ws.on('close', () => {
            unsubscribe();
            untrack();
          });
          ws.on('error', () => ws.terminate());
          ws.send(JSON.stringify({ type: 'ready' }));
        });
      })
      .catch((error: unknown) => {
        options.logger.warn({ err: error }, 'realtime upgrade failed');
        refuse(socket, '500 Internal Server Error');
      });
  });

  const heartbeat = setInterval(() => {
    for (const ws of sockets.clients) {
      if (!alive.get(ws)) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const presenceRefresh = setInterval(() => tellPresence('refresh', refreshPresence), PRESENCE_REFRESH_MS);
  presenceRefresh.unref();

  const sessionCheck = setInterval(() => {
    void closeEnded([...connectionsByUser.values()].flatMap((set) => [...set]));
  }, options.sessionCheckMs ?? SESSION_CHECK_MS);
  sessionCheck.unref();

  return {
    /** What the refresh does every 30 s, at once (tests that move the clock). */
    refreshPresence,
    async close() {
      clearInterval(heartbeat);
      clearInterval(sessionCheck);
      clearInterval(presenceRefresh);
      await options.presence?.closeAll().catch(() => {});
      stopControl();
      for (const ws of sockets.clients) ws.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
    },
  };
}
