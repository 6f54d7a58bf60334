import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createLogger } from './logger';
import { createWorkerPoolEnhancer } from './platform/images/enhance/worker-pool';
import { createMailer } from './platform/mail/mailer';
import { createInProcessBus } from './platform/realtime/bus';
import { createPostgresBus } from './platform/realtime/postgres-bus';
import { createStorage } from './platform/storage/create-storage';
import { startServer } from './server';

const config = loadConfig();
const logger = createLogger(config);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
logger.info({ database: database.kind }, 'database ready, migrations applied');

const enhancer = createWorkerPoolEnhancer(config.enhance);
// On Postgres, realtime events cross instances through LISTEN/NOTIFY; embedded PGlite means one process.
const realtime = config.databaseUrl
  ? await createPostgresBus(config.databaseUrl, logger)
  : createInProcessBus();
const webRoot = config.webRoot ?? fileURLToPath(new URL('../../dist/web', import.meta.url));
const server = await startServer(
  {
    config,
    db: database.db,
    storage: createStorage(config),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dir: join(config.dataDir, 'mail'),
      logger,
    }),
    logger,
    now: () => new Date(),
    enhancer,
    realtime,
  },
  { port: config.port, webRoot: config.env === 'development' ? undefined : webRoot },
);
logger.info(`Atelier Silhouette prêt sur ${config.publicUrl} (port ${server.port})`);

async function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down');
  await server.close();
  await realtime.close();
  await enhancer.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
