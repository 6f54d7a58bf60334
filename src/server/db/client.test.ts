import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createEmptyTestDatabase, openTestDatabase } from '../test/test-database';
import { openDatabase } from './client';

type Rows<T> = { rows: T[] };

async function until(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('the Postgres pool', () => {
  it('survives an idle connection killed by the server (restart, failover) and reports it instead of crashing', async () => {
    const lost: unknown[] = [];
    const database = await openTestDatabase({ onConnectionError: (error) => lost.push(error) });
    try {
      const backend = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as Rows<{
        pid: number;
      }>;
      const pid = backend.rows[0]!.pid;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();

      await until(() => lost.length === 1);
      expect((lost[0] as { code?: string }).code).toBe('57P01');
      const after = (await database.db.execute(sql`select 1 as one`)) as Rows<{ one: number }>;
      expect(after.rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });

  it('migrates an empty database from several instances starting at once, each waiting for the first', async () => {
    const empty = await createEmptyTestDatabase(process.env.TEST_DATABASE_URL!);
    try {
      const opened = await Promise.allSettled(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl: empty.url, dataDir: '', poolSize: 1 })),
      );
      expect(opened.map((result) => result.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
    } finally {
      await empty.drop();
    }
  });
});
