import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp, type AppOptions } from './app';
import { createAuth } from './auth/auth';
import type { AppDeps } from './deps';
import { attachRealtimeGateway } from './platform/realtime/gateway';

/** The HTTP server: the app, and the realtime WebSockets on the same port. */
export async function startServer(deps: AppDeps, options: AppOptions & { port: number }) {
  const app = createApp(deps, options);
  const auth = createAuth(deps);
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, port: options.port }, () => resolve(started as Server));
  });
  const gateway = attachRealtimeGateway(server, {
    bus: deps.realtime,
    publicUrl: deps.config.publicUrl,
    logger: deps.logger,
    authenticate: async (headers) => (await auth.api.getSession({ headers }))?.user ?? null,
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    async close() {
      await gateway.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
