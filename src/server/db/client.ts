import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { drizzleClientOf, startPgliteThread, type PgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseHandle = {
  db: Database;
  /** Runs raw SQL with `$n` parameters on the underlying driver (EXPLAIN in tests, benches). */
  query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  kind: 'pglite' | 'postgres';
  /** The embedded database only: milliseconds since it last answered, 0 while it works. */
  idleMs?: () => number;
  close: () => Promise<void>;
};

/**
 * Runs one statement straight on the driver and returns its rows as arrays in the statement's column order, times
 * as text (as drizzle reads them, so its column decoders apply): for the hottest list pages, which skip drizzle's
 * executor (`tableStatement` in queries.ts). Arrays, because the embedded database's rows cross a thread: keyed
 * objects cost more to copy. Postgres keeps the statement prepared under `name`; the embedded database keeps
 * every statement it has seen prepared.
 */
export type PageDriver = (name: string, text: string, params: unknown[]) => Promise<unknown[][]>;
const pageDrivers = new WeakMap<Database, PageDriver>();
export const pageDriverOf = (db: Database): PageDriver | undefined => pageDrivers.get(db);

/** The types drizzle's node-postgres driver reads as text and decodes itself: times, dates and their arrays. */
const TIMES_AS_TEXT = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const keepAsText = (value: string) => value;
const pgTimesAsText = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    TIMES_AS_TEXT.has(oid) ? keepAsText : pg.types.getTypeParser(oid, format),
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: the advisory lock all instances take before migrating. */
const MIGRATION_LOCK = 7_245_001;

/**
 * Runs the migrations holding a Postgres advisory lock, on a connection of its own (the pool may have only one):
 * instances starting together on one database migrate one after the other, and the later ones find nothing left
 * to do, instead of creating the same tables at once and failing.
 */
async function migrateAlone(databaseUrl: string, migrate: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await lock.end();
  }
}

/**
 * PGlite in a worker thread: its WebAssembly would otherwise run on the HTTP thread (decision record 29). One
 * process, one session: Postgres's defaults (128 MB of shared buffers, 100 connections) sized the embedded
 * database for a server it is not; these take about 110 MB off the idle process.
 */
const startEmbeddedThread = (dataDir: string, fastPath: boolean, startFrom?: string) =>
  startPgliteThread(dataDir, {
    startFrom,
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      'shared_buffers=32MB',
      '-c',
      'max_connections=10',
      '-c',
      'maintenance_work_mem=16MB',
    ],
    fastPath,
  });

/** How many migrations the database has applied (none before the first). */
async function appliedMigrations(client: PgliteThread): Promise<number> {
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    return rows[0]!.n;
  } catch {
    return 0;
  }
}

/**
 * The embedded database migrated, on a thread ready to serve. Creating the database and migrating it grow the
 * WebAssembly's memory, which never shrinks: after a first start or an upgrade, a new thread on the same folder
 * serves with about 450 MB less (bench/memory).
 */
async function migratedEmbeddedThread(
  dataDir: string,
  fastPath: boolean,
  logger: Logger | undefined,
  startFrom: string | undefined,
) {
  const client = await startEmbeddedThread(dataDir, fastPath, startFrom);
  const appliedBefore = await appliedMigrations(client);
  await migratePglite(drizzlePglite(drizzleClientOf(client), { schema, logger }), { migrationsFolder });
  if (dataDir.startsWith('memory://') || (await appliedMigrations(client)) === appliedBefore) return client;
  await client.close();
  return startEmbeddedThread(dataDir, fastPath);
}

/**
 * A real Postgres when `databaseUrl` is given, otherwise the embedded PGlite stored in `dataDir`
 * (in memory when `dataDir` is 'memory://'). Migrations run before the handle is returned. A stored PGlite is
 * locked to this process until `close()`: a second process on the same folder would lose writes.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  /** Connections the Postgres pool may open (10 unless told). */
  poolSize?: number;
  dataDir: string;
  /**
   * An idle Postgres connection that broke (server restart, failover, terminated backend): the pool drops it and
   * opens another when needed. Without a handler the pool's 'error' event would crash the process.
   */
  onConnectionError?: (error: Error) => void;
  /** Sees every statement with its parameters (tests read the plans of the lists' queries). */
  queryLogger?: Logger;
  /**
   * The embedded database's fast path (statements kept parsed, answers read from their bytes), on unless told;
   * off, PGlite's own `query` runs everything (PGLITE_FAST_PATH, decision record 20). Postgres ignores it.
   */
  pgliteFastPath?: boolean;
  /**
   * An in-memory embedded database starts from this copy of a data directory (a tarball from PGlite's
   * `dumpDataDir`) instead of an empty cluster: the tests' migrated copy (test/pglite-snapshot.ts) spares each
   * test file the 2 s of creating one.
   */
  startFrom?: string;
}): Promise<DatabaseHandle> {
  const logger = options.queryLogger;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = drizzlePg(pool, { schema, logger });
    await migrateAlone(options.databaseUrl, () => migratePg(db, { migrationsFolder }));
    pageDrivers.set(db as unknown as Database, async (name, text, values) => {
      logger?.logQuery(text, values);
      return (await pool.query<unknown[]>({ name, text, values, rowMode: 'array', types: pgTimesAsText }))
        .rows;
    });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      query: (text, params) => pool.query(text, params),
      close: () => pool.end(),
    };
  }
  let unlock = () => {};
  if (!options.dataDir.startsWith('memory://')) {
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  try {
    const client = await migratedEmbeddedThread(
      options.dataDir,
      options.pgliteFastPath ?? true,
      logger,
      options.dataDir.startsWith('memory://') ? options.startFrom : undefined,
    );
    const db = drizzlePglite(drizzleClientOf(client), { schema, logger });
    pageDrivers.set(db as unknown as Database, async (_name, text, values) => {
      logger?.logQuery(text, values);
      return (await client.query<unknown[]>(text, values, { rowMode: 'array', datesAsText: true })).rows;
    });
    const close = async () => {
      await client.close();
      unlock();
    };
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      query: (text, params) => client.query<Record<string, unknown>>(text, params),
      idleMs: () => client.idleMs(),
      close,
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
