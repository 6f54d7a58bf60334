import type { IncomingHttpHeaders, IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import type { RealtimeBus } from './bus';

export const REALTIME_PATH = '/api/realtime';
const HEARTBEAT_MS = 30_000;

export type RealtimeGatewayOptions = {
  bus: RealtimeBus;
  /** The signed-in user of a request's cookies, or null. */
  authenticate: (headers: Headers) => Promise<{ id: string } | null>;
  /** The site's origin: a socket opened from any other page is refused (cross-site WebSocket hijacking). */
  publicUrl: string;
  logger: Logger;
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
 * its user as JSON; dead sockets are dropped by a ping every 30 s.
 */
export function attachRealtimeGateway(server: Server, options: RealtimeGatewayOptions) {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  const expectedOrigin = new URL(options.publicUrl).origin;
  const alive = new WeakMap<WebSocket, boolean>();

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path !== REALTIME_PATH) return refuse(socket, '404 Not Found');
    if (request.headers.origin !== expectedOrigin) return refuse(socket, '403 Forbidden');
    options
      .authenticate(toHeaders(request.headers))
      .then((user) => {
        if (!user) return refuse(socket, '401 Unauthorized');
        sockets.handleUpgrade(request, socket, head, (ws) => {
          alive.set(ws, true);
          const unsubscribe = options.bus.subscribe(user.id, (event) => {
            if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(event));
          });
          ws.on('pong', () => alive.set(ws, true));
          ws.on('close', unsubscribe);
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

  return {
    async close() {
      clearInterval(heartbeat);
      for (const ws of sockets.clients) ws.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
    },
  };
}
