import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'drizzle-orm';
import pino from 'pino';
import webPush from 'web-push';
import { createApp } from '../app';
import { createNotificationRunner } from '../features/notifications/mail-rounds';
import { pgliteFastPathFrom, type Config } from '../config';
import type { AppDeps } from '../deps';
import { createInProcessBus } from '../platform/realtime/bus';
import { createWorkerPoolEnhancer } from '../platform/images/enhance/worker-pool';
import type { Mail, Mailer } from '../platform/mail/mailer';
import { createRateLimiter } from '../platform/rate-limit/rate-limiter';
import { createLocalDiskStorage } from '../platform/storage/local-disk';
import { openTestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';
/** One key pair for every test app: generating one costs a few milliseconds each time. */
const TEST_VAPID_KEYS = webPush.generateVAPIDKeys();

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A real app on a real database and a temporary file store, with captured mails and a movable clock. */
export async function createTestApp(overrides: Partial<Config> = {}, options: { queryLogger?: Logger } = {}) {
  const database = await openTestDatabase({
    queryLogger: options.queryLogger,
    pgliteFastPath: overrides.pgliteFastPath,
  });
  const filesDir = await mkdtemp(join(tmpdir(), 'atelier-files-'));
  const mails: Mail[] = [];
  const mailer: Mailer = { send: async (mail) => void mails.push(mail) };
  let offsetMs = 0;
  const config: Config = {
    env: 'test',
    port: 3000,
    dataDir: filesDir,
    publicUrl: TEST_ORIGIN,
    trustedOrigins: [TEST_ORIGIN],
    sessionSecret: 'test-secret-test-secret-test-secret-0123',
    mailFrom: 'test@atelier.local',
    vapid: TEST_VAPID_KEYS,
    allowLocalPushEndpoints: true,
    labsUrl: 'https://labs.example.fr',
    contactEmail: 'contact@example.fr',
    rateLimit: false,
    trustProxy: 0,
    trustedProxies: [],
    databasePoolSize: 10,
    pgliteFastPath: pgliteFastPathFrom(),
    logLevel: 'silent',
    enhance: { workers: 1, maxQueue: 2, engine: 'u2netp' },
    ...overrides,
  };
  const now = () => new Date(Date.now() + offsetMs);
  const deps: AppDeps = {
    config,
    db: database.db,
    storage: createLocalDiskStorage(filesDir),
    mailer,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    now,
    // Threads start on the first enhancement only, so suites that never enhance pay nothing.
    enhancer: createWorkerPoolEnhancer(config.enhance),
    realtime: createInProcessBus(),
    rateLimiter: createRateLimiter({ db: database.db, now, enabled: config.rateLimit }),
  };
  const app = createApp(deps);
  const jobs = createNotificationRunner(deps);

  return {
    app,
    deps,
    db: database.db,
    /** Raw SQL on the test database's driver. */
    query: database.query,
    /** The Postgres URL of this test's database (unset on PGlite). */
    databaseUrl: database.url,
    mails,
    filesDir,
    /** The job queue's runner (notifications): `jobs.drain()` runs every due job now. */
    jobs,
    /** Moves the injected clock forward. */
    advanceTime(ms: number) {
      offsetMs += ms;
    },
    async listFiles(): Promise<string[]> {
      const entries = await readdir(filesDir, { recursive: true, withFileTypes: true });
      return entries
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name).slice(filesDir.length + 1));
    },
    async close() {
      await deps.enhancer.close();
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
