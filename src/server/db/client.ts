import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * A real Postgres when `databaseUrl` is given, otherwise the embedded PGlite stored in `dataDir`
 * (in memory when `dataDir` is 'memory://'). Migrations run before the handle is returned. A stored PGlite is
 * locked to this process until `close()`: a second process on the same folder would lose writes.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /**
   * An idle Postgres connection that broke (server restart, failover, terminated backend): the pool drops it and
   * opens another when needed. Without a handler the pool's 'error' event would crash the process.
   */
  onConnectionError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  let unlock = () => {};
  if (!options.dataDir.startsWith('memory://')) {
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  try {
    const client = new PGlite(options.dataDir, { extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    const close = async () => {
      await client.close();
      unlock();
    };
    return { db: db as unknown as Database, kind: 'pglite', close };
  } catch (error) {
    unlock();
    throw error;
  }
}
