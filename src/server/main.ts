import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { exitIfDataDirLocked } from './db/data-dir-lock';
import { createLogger } from './logger';
import { createCaptureWorker } from './features/wardrobe/capture/worker';
import { createWakeSignal } from './platform/jobs/wake-signal';
import { createNotificationRunner } from './features/notifications/mail-rounds';
import { startEmbeddedVacuum } from './maintenance/embedded-vacuum';
import { startOrphanSweeper } from './maintenance/orphan-files';
import { createWorkerPoolEnhancer } from './platform/images/enhance/worker-pool';
import { createMailer } from './platform/mail/mailer';
import { createInProcessBus } from './platform/realtime/bus';
import { createPostgresBus } from './platform/realtime/postgres-bus';
import { createRateLimiter } from './platform/rate-limit/rate-limiter';
import { createStorage } from './platform/storage/create-storage';
import { loadPageRenderer } from './http/web-app';
import { startServer } from './server';

const config = loadConfig();
const logger = createLogger(config);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  dataDir: join(config.dataDir, 'db'),
  pgliteFastPath: config.pgliteFastPath,
  onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost; the pool reconnects'),
}).catch(exitIfDataDirLocked);
logger.info({ database: database.kind }, 'database ready, migrations applied');

const enhancer = createWorkerPoolEnhancer({
  ...config.enhance,
  onWarning: (message) => logger.warn(message),
});
// On Postgres, realtime events cross instances through LISTEN/NOTIFY; embedded PGlite means one process.
const realtime = config.databaseUrl
  ? await createPostgresBus(config.databaseUrl, logger)
  : createInProcessBus();
const rateLimiter = createRateLimiter({ db: database.db, now: () => new Date(), enabled: config.rateLimit });
// Ended windows are only dead rows: sweep them now and then.
setInterval(() => {
  rateLimiter.sweep().catch((error: unknown) => logger.warn({ err: error }, 'rate limit sweep failed'));
}, 10 * 60_000).unref();
const storage = createStorage(config);
const webRoot = config.webRoot ?? fileURLToPath(new URL('../../dist/web', import.meta.url));
const mailer = createMailer({
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
  dir: join(config.dataDir, 'mail'),
  logger,
});
// A photo queued through this instance wakes its capture worker at once.
const captureWake = createWakeSignal();
const server = await startServer(
  {
    config,
    db: database.db,
    storage,
    mailer,
    logger,
    now: () => new Date(),
    enhancer,
    realtime,
    rateLimiter,
    captureQueued: captureWake.notify,
  },
  config.env === 'development'
    ? { port: config.port }
    : { port: config.port, webRoot, drawPage: await loadPageRenderer(webRoot) },
);
const stopOrphanSweeper = startOrphanSweeper({ db: database.db, storage, now: () => new Date(), logger });
// PGlite has no autovacuum worker: its dead rows and statistics are seen to here (decision record 49).
const stopEmbeddedVacuum =
  database.kind === 'pglite'
    ? startEmbeddedVacuum({ query: database.query, idleMs: database.idleMs, logger })
    : async () => {};
// One photo more under way than engine workers: each worker starts its next photo as soon as it is free.
const captureWorker = createCaptureWorker(
  { db: database.db, storage, enhancer, logger, now: () => new Date() },
  { concurrency: config.enhance.workers + 1, wake: captureWake },
);
// The embedded database has one process (the data folder is locked): what it was doing when it stopped
// restarts now. On Postgres another instance may still be at work, so only run-out leases are taken over.
if (database.kind === 'pglite') await captureWorker.releaseAllLeases();
const stopCaptureWorker = captureWorker.start();
// Notifications (and, later, reminders): a queue in the database that every instance shares (decision record 61).
const jobRunner = createNotificationRunner({
  db: database.db,
  realtime,
  mailer,
  config,
  logger,
  now: () => new Date(),
});
if (database.kind === 'pglite') await jobRunner.releaseAllLeases();
const stopJobRunner = jobRunner.start();
logger.info(`Atelier Silhouette prêt sur ${config.publicUrl} (port ${server.port})`);

async function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down');
  stopOrphanSweeper();
  await server.close();
  await stopCaptureWorker();
  await stopJobRunner();
  await stopEmbeddedVacuum();
  await realtime.close();
  await enhancer.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
