import { randomBytes } from 'node:crypto';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { pgliteFastPathFrom } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { PGLITE_SNAPSHOT_ENV } from './pglite-snapshot';

/**
 * A fresh database for one test file: in-memory PGlite by default, or a uniquely named database on the
 * Postgres of TEST_DATABASE_URL when the `postgres` project runs. In-memory PGlite starts from the migrated copy
 * the test run made once (pglite-snapshot.ts), when there is one. Dropped again by `close()`. PGlite takes its
 * fast path unless told otherwise, or unless PGLITE_FAST_PATH=off.
 */
export async function openTestDatabase(
  options: {
    onConnectionError?: (error: Error) => void;
    queryLogger?: Logger;
    pgliteFastPath?: boolean;
  } = {},
): Promise<DatabaseHandle & { url?: string }> {
  const adminUrl = process.env.TEST_DB_KIND === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!adminUrl) {
    return openDatabase({
      dataDir: 'memory://',
      queryLogger: options.queryLogger,
      pgliteFastPath: options.pgliteFastPath ?? pgliteFastPathFrom(),
      startFrom: process.env[PGLITE_SNAPSHOT_ENV],
    });
  }

  const empty = await createEmptyTestDatabase(adminUrl);
  const handle = await openDatabase({
    databaseUrl: empty.url,
    dataDir: '',
    queryLogger: options.queryLogger,
    // Closing races the drop below: a connection still closing is terminated by it, which is expected here.
    onConnectionError: options.onConnectionError ?? (() => {}),
  });
  return {
    ...handle,
    url: empty.url,
    close: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}

/** A uniquely named, empty database on the Postgres of `adminUrl` (no migration run yet), and how to drop it. */
export async function createEmptyTestDatabase(adminUrl: string) {
  const name = `atelier_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
