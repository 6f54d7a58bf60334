import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createLogger } from './logger';
import { createWorkerPoolEnhancer } from './platform/images/enhance/worker-pool';
import { createMailer } from './platform/mail/mailer';
import { createStorage } from './platform/storage/create-storage';

const config = loadConfig();
const logger = createLogger(config);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
logger.info({ database: database.kind }, 'database ready, migrations applied');

const enhancer = createWorkerPoolEnhancer(config.enhance);
const webRoot = config.webRoot ?? fileURLToPath(new URL('../../dist/web', import.meta.url));
const app = createApp(
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
  },
  { webRoot: config.env === 'development' ? undefined : webRoot },
);

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  logger.info(`Atelier Silhouette prêt sur ${config.publicUrl} (port ${info.port})`);
});

async function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down');
  server.close();
  await enhancer.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
