import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgliteThread, type PgliteThread } from './pglite-thread';

describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('the embedded database in its thread', () => {
  let db: PgliteThread;
  beforeAll(async () => {
    db = await startPgliteThread('memory://', PGlite.defaultStartParams);
    await db.query('create table notes (id int primary key, body text not null)');
  });
  afterAll(async () => {
    await db.close();
  });

  it('answers in rows or arrays, dates parsed unless asked as text', async () => {
    await db.query('insert into notes values (1, $1)', ['un']);
    expect((await db.query('select id, body from notes')).rows).toEqual([{ id: 1, body: 'un' }]);
    expect((await db.query('select id, body from notes', [], { rowMode: 'array' })).rows).toEqual([
      [1, 'un'],
    ]);
    const at = "select timestamptz '2026-11-23 10:00:00+00' as at";
    expect((await db.query<{ at: Date }>(at)).rows[0]!.at).toEqual(new Date('2026-11-23T10:00:00Z'));
    const asText = await db.query<{ at: string }>(at, [], { parsers: { 1184: (text) => text } });
    expect(asText.rows[0]!.at).toBe('2026-11-23 10:00:00+00');
  });

  it("gives back Postgres's errors with their fields", async () => {
    const error = await db.query('insert into notes values (1, $1)', ['encore']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_pkey', severity: 'ERROR' });
  });

  it('commits a transaction, and rolls one back when its callback throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into notes values (2, $1)', ['deux']);
    });
    const failed = db.transaction(async (tx) => {
      await tx.query('insert into notes values (3, $1)', ['trois']);
      throw new Error('abandon');
    });
    await expect(failed).rejects.toThrow('abandon');
    expect((await db.query('select id from notes order by id')).rows).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('runs a statement issued during a transaction after it, as PGlite itself does', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      await tx.query('insert into notes values (4, $1)', ['quatre']);
      outside = db
        .query<{ n: number }>('select count(*)::int as n from notes')
        .then(({ rows }) => order.push(`outside ${rows[0]!.n}`));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query('insert into notes values (5, $1)', ['cinq']);
      order.push('transaction done');
    });
    await outside;
    expect(order).toEqual(['transaction done', 'outside 4']);
  });

  it('leaves the calling thread free while a statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    await db.query(`select count(*) from generate_series(1, 3000000)`);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(3);
  });
});
