import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import type { AppDeps } from '../deps';
import { createPostgresBus } from '../platform/realtime/postgres-bus';
import { startServer } from '../server';
import { createTestApp, type TestApp } from './test-app';

type Started = Awaited<ReturnType<typeof startServer>>;

/**
 * Two server instances on one Postgres test database, each with its own LISTEN/NOTIFY bus, as behind a load
 * balancer; started before the suite's tests and stopped after. Read `t` and `servers` inside tests.
 */
export function twoServersOnOnePostgres() {
  const handle = { t: undefined as unknown as TestApp, servers: [] as Started[] };
  const buses: AppDeps['realtime'][] = [];
  beforeAll(async () => {
    handle.t = await createTestApp();
    for (let i = 0; i < 2; i += 1) {
      const realtime = await createPostgresBus(handle.t.databaseUrl!, pino({ level: 'silent' }));
      buses.push(realtime);
      handle.servers.push(await startServer({ ...handle.t.deps, realtime }, { port: 0 }));
    }
  });
  afterAll(async () => {
    for (const server of handle.servers) await server.close();
    for (const bus of buses) await bus.close();
    await handle.t.close();
  });
  return handle;
}
