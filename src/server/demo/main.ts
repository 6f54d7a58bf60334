/**
 * `npm run demo`: fills the embedded database (or DATABASE_URL) with a consultant, three clients, their
 * wardrobes, proposals, outfits and messages, through the real API, then prints the logins. Runs once: a
 * second run only prints the logins again.
 */
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { profiles } from '../db/schema';
import { createInProcessBus } from '../platform/realtime/bus';
import { createWorkerPoolEnhancer } from '../platform/images/enhance/worker-pool';
import { createStorage } from '../platform/storage/create-storage';
import { DEMO_CLIENTS, DEMO_CONSULTANT, DEMO_PASSWORD } from './demo-data';
import { seedDemo } from './seed';

const config = { ...loadConfig(), rateLimit: false };
const logger = pino({ level: 'warn' });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
const enhancer = createWorkerPoolEnhancer(config.enhance);
const app = createApp({
  config,
  db: database.db,
  storage: createStorage(config),
  // Demo invitations are accepted by the script itself: no mail needs to go out.
  mailer: { send: async () => undefined },
  logger,
  now: () => new Date(),
  enhancer,
  realtime: createInProcessBus(),
});

const [existing] = await database.db.select().from(profiles).where(eq(profiles.email, DEMO_CONSULTANT.email));
if (existing) {
  console.log('Les données de démonstration sont déjà en place.');
} else {
  console.log('Création des données de démonstration...');
  await seedDemo(app, config.publicUrl, (line) => console.log(`  ✓ ${line}`));
}
await enhancer.close();
await database.close();

console.log(`
Atelier Silhouette — comptes de démonstration (mot de passe : ${DEMO_PASSWORD})
  Conseillère : ${DEMO_CONSULTANT.email}
${DEMO_CLIENTS.map((c) => `  Client·e    : ${c.email}`).join('\n')}
`);
