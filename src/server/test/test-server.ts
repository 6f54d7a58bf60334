import { startServer } from '../server';
import { createTestApp, type TestApp } from './test-app';

export type TestServer = {
  t: TestApp;
  server: Awaited<ReturnType<typeof startServer>>;
  close: () => Promise<void>;
};

/** A test app behind the real Node server on a free port: what only the server adds (headers, sockets). */
export async function createTestServer(options: { sessionCheckMs?: number } = {}): Promise<TestServer> {
  const t = await createTestApp();
  const server = await startServer(t.deps, { port: 0, ...options });
  return {
    t,
    server,
    async close() {
      await server.close();
      await t.close();
    },
  };
}
