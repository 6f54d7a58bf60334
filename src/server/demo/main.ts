/**
 * `npm run demo`: fills the embedded database (or DATABASE_URL) with a consultant, three clients, their
 * wardrobes, proposals, outfits and messages, through the real API, then prints the logins. Runs once: a
 * second run only prints the logins again.
 */
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createLogger } from '../logger';
import { exitIfDataDirLocked } from '../db/data-dir-lock';
import { profiles } from '../db/schema';
import { createInProcessBus } from '../platform/realtime/bus';
import { createWorkerPoolEnhancer } from '../platform/images/enhance/worker-pool';
import { createRateLimiter } from '../platform/rate-limit/rate-limiter';
import { createStorage } from '../platform/storage/create-storage';
import { DEMO_CLIENTS, DEMO_CONSULTANT, DEMO_PASSWORD } from './demo-data';
import { seedDemo, type Mailbox } from './seed';

const config = { ...loadConfig(), rateLimit: false };
const logger = createLogger({ env: config.env, logLevel: 'warn' });
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: join(config.dataDir, 'db'),
  pgliteFastPath: config.pgliteFastPath,
}).catch(exitIfDataDirLocked);
const enhancer = createWorkerPoolEnhancer({
  ...config.enhance,
  onWarning: (message) => logger.warn(message),
});
const mailbox: Mailbox = [];
const app = createApp({
  config,
  db: database.db,
  storage: createStorage(config),
  // The script follows the demo's confirmation and invitation links itself: no mail goes out.
  mailer: { send: async (mail) => void mailbox.push(mail) },
  logger,
  now: () => new Date(),
  enhancer,
  realtime: createInProcessBus(),
  rateLimiter: createRateLimiter({ db: database.db, now: () => new Date(), enabled: false }),
});

const [existing] = await database.db.select().from(profiles).where(eq(profiles.email, DEMO_CONSULTANT.email));
if (existing) {
  console.log('Les données de démonstration sont déjà en place.');
} else {
  console.log('Création des données de démonstration...');
  await seedDemo(app, config.publicUrl, mailbox, (line) => console.log(`  ✓ ${line}`));
}
await enhancer.close();
await database.close();

console.log(`
Atelier Silhouette — comptes de démonstration (mot de passe : ${DEMO_PASSWORD})
  Conseillère : ${DEMO_CONSULTANT.email}
${DEMO_CLIENTS.map((c) => `  Client·e    : ${c.email}`).join('\n')}
`);
