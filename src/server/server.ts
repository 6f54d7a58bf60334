import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp, type AppOptions } from './app';
import { createAuth } from './auth/auth';
import { openSessions } from './auth/open-sessions';
import type { AppDeps } from './deps';
import { CompressingResponse } from './http/compression';
import { withSecurityHeaders } from './http/security-headers';
import { attachRealtimeGateway } from './platform/realtime/gateway';
import { createPresence } from './platform/realtime/presence';

const KEEP_ALIVE_MS = 65_000;

/** The HTTP server: the app, and the realtime WebSockets on the same port. */
export async function startServer(
  deps: AppDeps,
  options: AppOptions & {
    port: number;
    /** How often sockets re-check their session. */ sessionCheckMs?: number;
  },
) {
  const app = createApp(deps, options);
  const auth = createAuth(deps);
  // Every answer is compressed by the response itself, through zlib (decision record 47).
  const server = createServer(
    { ServerResponse: CompressingResponse },
    withSecurityHeaders(getRequestListener(app.fetch)),
  );
  // Longer than the idle time of the clients and proxies in front (60 s for most): with Node's 5 s, a request sent
  // on a connection as the server closed it was reset instead of answered.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  await new Promise<void>((resolve) => server.listen(options.port, resolve));
  const gateway = attachRealtimeGateway(server, {
    bus: deps.realtime,
    trustedOrigins: deps.config.trustedOrigins,
    logger: deps.logger,
    authenticate: async (headers) => {
      const reading = await auth.readSession(headers.get('cookie') ?? undefined);
      if (reading.kind === 'none') return null;
      if (reading.kind === 'valid') return { id: reading.user.id, sessionId: reading.sessionId };
      const found = await auth.api.getSession({ headers });
      return found ? { id: found.user.id, sessionId: found.session.id } : null;
    },
    openSessions: (ids) => openSessions(deps.db, deps.now(), ids),
    presence: createPresence(deps.db, deps.now),
    sessionCheckMs: options.sessionCheckMs,
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    refreshPresence: gateway.refreshPresence,
    async close() {
      await gateway.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
