import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'drizzle-orm';
import pino from 'pino';
import { pgliteFastPathFrom } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/client';
import type { createApp } from '../../src/server/app';
import type { AppDeps } from '../../src/server/deps';
import { createInProcessBus } from '../../src/server/platform/realtime/bus';
import { createPostgresBus } from '../../src/server/platform/realtime/postgres-bus';
import { createRateLimiter } from '../../src/server/platform/rate-limit/rate-limiter';
import { createLocalDiskStorage } from '../../src/server/platform/storage/local-disk';
import { openTestDatabase } from '../../src/server/test/test-database';

export const BENCH_ORIGIN = 'http://localhost:3000';

/**
 * The app's dependencies for a benchmark: a scratch database (in-memory PGlite, or a fresh database on the
 * Postgres of BENCH_DATABASE_URL with the LISTEN/NOTIFY bus), a temporary file folder, no mail, no enhancement.
 */
export async function benchDeps(options: { queryLogger?: Logger } = {}): Promise<{
  deps: AppDeps;
  kind: string;
  /** The scratch Postgres database's URL (unset on PGlite). */
  url?: string;
  /** Raw SQL on the same driver and pool as the app. */
  query: DatabaseHandle['query'];
  close: () => Promise<void>;
}> {
  if (process.env.BENCH_DATABASE_URL) {
    process.env.TEST_DB_KIND = 'postgres';
    process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  }
  const logger = pino({ level: 'silent' });
  const database = await openTestDatabase({ queryLogger: options.queryLogger });
  const filesDir = await mkdtemp(join(tmpdir(), 'atelier-bench-'));
  const realtime = database.url ? await createPostgresBus(database.url, logger) : createInProcessBus();
  const deps: AppDeps = {
    config: {
      env: 'test',
      port: 0,
      dataDir: filesDir,
      publicUrl: BENCH_ORIGIN,
      trustedOrigins: [BENCH_ORIGIN],
      sessionSecret: 'bench-secret-bench-secret-bench-secret-0',
      mailFrom: 'bench@atelier.local',
      labsUrl: 'https://labs.example.fr',
      contactEmail: 'contact@example.fr',
      rateLimit: false,
      trustProxy: 0,
      trustedProxies: [],
      databasePoolSize: 10,
      pgliteFastPath: pgliteFastPathFrom(),
      logLevel: 'silent',
      enhance: { workers: 1, maxQueue: 0, engine: 'classical' },
    },
    db: database.db,
    storage: createLocalDiskStorage(filesDir),
    mailer: { send: async () => undefined },
    logger,
    now: () => new Date(),
    enhancer: { enhance: () => Promise.reject(new Error('not in this bench')), close: async () => undefined },
    realtime,
    rateLimiter: createRateLimiter({ db: database.db, now: () => new Date(), enabled: false }),
  };
  return {
    deps,
    kind: database.kind,
    url: database.url,
    query: database.query,
    async close() {
      await realtime.close();
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** Signs a new user up through the app (in process) and returns their id and session cookie. */
export async function benchSignUp(app: ReturnType<typeof createApp>, role: 'client' | 'consultant') {
  const response = await app.request(`${BENCH_ORIGIN}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: BENCH_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: role === 'client' ? 'Cliente' : 'Conseil',
      email: `${role}-${randomUUID()}@bench.fr`,
      password: 'Velours-Indigo-42',
      role,
    }),
  });
  const body = (await response.json()) as { user: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: body.user.id, cookie };
}
