import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../db/client';

/** Where the test files find the migrated copy; test workers inherit it from the process that made it. */
export const PGLITE_SNAPSHOT_ENV = 'ATELIER_TEST_PGLITE_SNAPSHOT';

/**
 * Vitest's global setup for the PGlite project: creating an embedded cluster costs about 2 s of CPU, and every
 * test file would pay it. The run migrates one database once, keeps its data directory as a tarball, and every
 * in-memory test database starts from it (0.4 s); migrations still run on it, finding nothing left to apply.
 */
export async function setup() {
  const folder = await mkdtemp(join(tmpdir(), 'atelier-pglite-snapshot-'));
  const file = join(folder, 'migrated.tar');
  const db = new PGlite('memory://', { extensions: { pg_trgm } });
  await migrate(drizzle(db), { migrationsFolder });
  const dump = await db.dumpDataDir('none');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  process.env[PGLITE_SNAPSHOT_ENV] = file;
  return () => rm(folder, { recursive: true, force: true });
}
