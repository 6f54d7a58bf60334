import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgliteThread, type PgliteThread } from './pglite-thread';

describe.runIf(process.env.TEST_DB_KIND !== 'postgres').each([
  { path: 'the fast path', fastPath: true },
  { path: "PGlite's own query (PGLITE_FAST_PATH=off)", fastPath: false },
])('the embedded database in its thread, on $path', ({ fastPath }) => {
  let db: PgliteThread;
  beforeAll(async () => {
    db = await startPgliteThread('memory://', { startParams: PGlite.defaultStartParams, fastPath });
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
    const asText = await db.query<{ at: string }>(at, [], { datesAsText: true });
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

  it('runs a statement again with other values, each typed as the first run described it', async () => {
    await db.query(
      'create table looks (id uuid primary key, at timestamptz, tags text[], data jsonb, size int)',
    );
    const insert = 'insert into looks values ($1, $2, $3, $4, $5)';
    const first = '00000000-0000-4000-8000-000000000001';
    const second = '00000000-0000-4000-8000-000000000002';
    await db.query(insert, [first, new Date('2026-11-23T10:00:00Z'), ['été'], { a: 1 }, 38]);
    await db.query(insert, [second, null, [], { b: [2] }, null]);
    const byId = 'select id, at, tags, data, size from looks where id = $1';
    expect((await db.query(byId, [first])).rows).toEqual([
      { id: first, at: new Date('2026-11-23T10:00:00Z'), tags: ['été'], data: { a: 1 }, size: 38 },
    ]);
    expect((await db.query(byId, [second])).rows).toEqual([
      { id: second, at: null, tags: [], data: { b: [2] }, size: null },
    ]);
    expect((await db.query('update looks set size = $1', [40])).affectedRows).toBe(2);
  });

  it('reads an answer the database writes in many pieces, multi-byte text cut anywhere', async () => {
    const { rows } = await db.query<[number, string]>(
      "select n, repeat('é✓', n % 40) || n from generate_series(1, 20000) as n",
      [],
      { rowMode: 'array' },
    );
    expect(rows).toHaveLength(20_000);
    expect(rows.every(([n, text]) => text === `${'é✓'.repeat(n % 40)}${n}`)).toBe(true);
  });

  it('parses a statement again once its table has changed under it', async () => {
    await db.query('create table shelf (id int)');
    await db.query('insert into shelf values (1)');
    const everything = 'select * from shelf';
    expect((await db.query(everything)).rows).toEqual([{ id: 1 }]);
    await db.query('alter table shelf add column label text');
    // Postgres refuses a kept plan whose result changed; the statement is parsed again on the next call.
    await db.query(everything).catch(() => null);
    expect((await db.query(everything)).rows).toEqual([{ id: 1, label: null }]);
  });

  it('keeps answering past the number of statements it keeps parsed', async () => {
    for (let n = 0; n < 260; n += 1) {
      expect((await db.query(`select ${n}::int + $1::int as n`, [1])).rows).toEqual([{ n: n + 1 }]);
    }
    expect((await db.query('select 0::int + $1::int as n', [2])).rows).toEqual([{ n: 2 }]);
  });

  it('reports an error inside a transaction and rolls it back', async () => {
    const failed = db.transaction(async (tx) => {
      await tx.query('insert into notes values (6, $1)', ['six']);
      await tx.query('insert into notes values (6, $1)', ['six encore']);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect((await db.query('select count(*)::int as n from notes where id = 6')).rows).toEqual([{ n: 0 }]);
  });
});
