import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationSummary } from '~/domain/messages';
import { consultantClients } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { signUp } from '../test/users';
import { openTestDatabase } from '../test/test-database';
import { untilQuiet, vacuumEmbedded } from './embedded-vacuum';

// The embedded database has no autovacuum: the scheduled run is what keeps its dead rows down. On Postgres,
// autovacuum does it and the run is never started.
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')(
  'the embedded database, vacuumed by the maintenance run',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    async function tableStats() {
      await t.query('select pg_stat_force_next_flush()');
      const { rows } = await t.query(
        `select relname, n_live_tup::int as live, n_dead_tup::int as dead from pg_stat_user_tables order by relname`,
      );
      return rows.map((row) => ({
        table: String(row.relname),
        live: Number(row.live),
        dead: Number(row.dead),
      }));
    }
    const deadIn = async (table: string) => (await tableStats()).find((stats) => stats.table === table)!.dead;

    it('after many messages sent and read, leaves the conversations no dead row and every table under its threshold', async () => {
      const consultant = await signUp(t, 'consultant');
      const client = await signUp(t, 'client');
      await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
      const started = await consultant.request('/api/conversations', {
        method: 'POST',
        json: { participantId: client.id },
      });
      const { id } = (await started.json()) as ConversationSummary;
      for (let i = 0; i < 150; i += 1) {
        const sender = i % 2 ? client : consultant;
        const reader = i % 2 ? consultant : client;
        const sent = await sender.request(`/api/conversations/${id}/messages`, {
          method: 'POST',
          json: { content: `Message ${i}` },
        });
        expect(sent.status).toBe(201);
        if (i % 10 === 9)
          expect((await reader.request(`/api/conversations/${id}/read`, { method: 'POST' })).status).toBe(
            200,
          );
      }
      // Each message updates the conversation and a kept count: their old versions are dead (fewer than 150: a
      // full page of one small table is pruned as it is read).
      expect(await deadIn('conversations')).toBeGreaterThan(50);
      expect(await deadIn('unread_counts')).toBeGreaterThan(0);

      const run = await vacuumEmbedded(t.query);
      expect(run.tables.map((table) => table.table)).toContain('conversations');
      expect(await deadIn('conversations')).toBe(0);
      // Every table is under autovacuum's threshold (50 dead rows and 20 % of the live ones), the rest being left to
      // page pruning as on Postgres.
      for (const stats of await tableStats())
        expect(stats.dead, stats.table).toBeLessThanOrEqual(50 + 0.2 * stats.live);
      // With `all`, every table is vacuumed: none keeps a dead row.
      await vacuumEmbedded(t.query, { all: true });
      expect((await tableStats()).filter((stats) => stats.dead > 0)).toEqual([]);
      // Nothing is due right after: a check on a quiet database does nothing.
      expect((await vacuumEmbedded(t.query)).tables).toEqual([]);
    });
  },
);

describe('a quiet moment for each table', () => {
  it('waits until the database has answered nothing for a while, and no longer than the most it may', async () => {
    let idle = 0;
    const started = performance.now();
    setTimeout(() => (idle = 5_000), 300);
    await untilQuiet(() => idle, { quietMs: 2_000, maxWaitMs: 10_000, pollMs: 20 });
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(waited).toBeLessThan(5_000);
    const busy = performance.now();
    await untilQuiet(() => 0, { quietMs: 2_000, maxWaitMs: 200, pollMs: 20 });
    expect(performance.now() - busy).toBeGreaterThanOrEqual(190);
  });

  it.runIf(process.env.TEST_DB_KIND !== 'postgres')(
    'is read from the embedded database, which is not idle while it works',
    async () => {
      const database = await openTestDatabase();
      try {
        const working = database.query('select pg_sleep(0.2)');
        expect(database.idleMs!()).toBe(0);
        await working;
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(database.idleMs!()).toBeGreaterThanOrEqual(90);
      } finally {
        await database.close();
      }
    },
    // A new database migrates first.
    120_000,
  );
});
