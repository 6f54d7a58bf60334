import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientSummary } from '~/domain/clients';
import type { Page } from '~/domain/wardrobe';
import { consultantClients } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, type TestUser } from '../../test/users';

// What the card counts is kept by triggers in the transaction of the change (the portfolio_counter_triggers
// migration): these changes are made in SQL, as a mutation that forgot to recount (or a crash right after its
// commit) would leave them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function cardOf(consultant: TestUser, clientId: string) {
  const response = await consultant.request('/api/clients');
  expect(response.status).toBe(200);
  return ((await response.json()) as Page<ClientSummary>).items.find((card) => card.id === clientId)!.waiting;
}

async function followed(consultant: TestUser) {
  const client = await signUp(t, 'client');
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  return client;
}

/** `n` proposals of the consultant to the client, inserted in one statement each; their garments' ids. */
async function propose(consultantId: string, clientId: string, n: number): Promise<string[]> {
  const { rows } = await t.query(
    `insert into clothing_items (user_id, category, image_key)
     select $1::uuid, 'top', 'users/' || $1::text || '/clothing/' || g || '/original.jpg'
     from generate_series(1, $2::int) g
     returning id`,
    [consultantId, n],
  );
  const ids = rows.map((row) => row.id as string);
  await t.query(
    `insert into client_clothing_items (client_id, clothing_item_id, consultant_id)
     select $1, id, $2 from unnest($3::uuid[]) as id`,
    [clientId, consultantId, ids],
  );
  return ids;
}

/** `n` looks (version 1) of the consultant for the client, in one statement; their ids. */
async function looks(consultantId: string, clientId: string, n: number): Promise<string[]> {
  const { rows } = await t.query(
    `insert into outfits (id, root_id, name, image_key, client_id, consultant_id)
     select id, id, 'Tenue', 'users/' || $2::text || '/outfits/' || id || '.png', $1::uuid, $2::uuid
     from (select gen_random_uuid() as id from generate_series(1, $3::int)) as g
     returning id`,
    [clientId, consultantId, n],
  );
  return rows.map((row) => row.id as string);
}

describe('the portfolio card, kept by the database', () => {
  it('follows answers, reactions, visits, revisions and deletions made straight in SQL', async () => {
    const consultant = await signUp(t, 'consultant');
    const client = await followed(consultant);
    const [answered, kept, removed] = await propose(consultant.id, client.id, 3);
    const [look] = await looks(consultant.id, client.id, 1);
    expect(await cardOf(consultant, client.id)).toEqual({
      answers: 3,
      toRevise: 0,
      news: 0,
      needsAttention: false,
    });

    await t.query(
      `update client_clothing_items set decision = 'wanted', decided_at = now() where clothing_item_id = $1`,
      [answered],
    );
    expect(await cardOf(consultant, client.id)).toEqual({
      answers: 2,
      toRevise: 0,
      news: 1,
      needsAttention: true,
    });

    await t.query(`update outfits set reaction = 'revise', reacted_at = now() where id = $1`, [look]);
    expect(await cardOf(consultant, client.id)).toEqual({
      answers: 2,
      toRevise: 1,
      news: 2,
      needsAttention: true,
    });

    // Her visit: nothing is new any more, but the look still waits to be revised.
    await t.query(`update consultant_clients set last_seen_at = now() where consultant_id = $1`, [
      consultant.id,
    ]);
    expect(await cardOf(consultant, client.id)).toEqual({
      answers: 2,
      toRevise: 1,
      news: 0,
      needsAttention: true,
    });

    // The revision: version 2 of the look.
    await t.query(`update outfits set latest = false where id = $1`, [look]);
    await t.query(
      `insert into outfits (root_id, previous_id, version, name, image_key, client_id, consultant_id)
       values ($1, $1, 2, 'Tenue', 'users/x/outfits/v2.png', $2, $3)`,
      [look, client.id, consultant.id],
    );
    expect(await cardOf(consultant, client.id)).toEqual({
      answers: 2,
      toRevise: 0,
      news: 0,
      needsAttention: false,
    });

    // A garment deleted takes its proposal with it (a cascade); an answer to the other one is news again.
    await t.query(`delete from clothing_items where id = $1`, [removed]);
    await t.query(
      `update client_clothing_items set decision = 'maybe', decided_at = now() where clothing_item_id = $1`,
      [kept],
    );
    expect(await cardOf(consultant, client.id)).toEqual({
      answers: 0,
      toRevise: 0,
      news: 1,
      needsAttention: true,
    });

    // Her looks deleted with all their versions.
    await t.query(`delete from outfits where root_id = $1`, [look]);
    expect(await cardOf(consultant, client.id)).toMatchObject({ answers: 0, toRevise: 0, news: 1 });
  });

  it('changes in the transaction that changed its rows, and not at all when that one rolls back', async () => {
    const consultant = await signUp(t, 'consultant');
    const client = await followed(consultant);
    const [proposal] = await propose(consultant.id, client.id, 1);
    const card = and(
      eq(consultantClients.consultantId, consultant.id),
      eq(consultantClients.clientId, client.id),
    );
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(
          sql`update client_clothing_items set decision = 'wanted', decided_at = now()
              where clothing_item_id = ${proposal}`,
        );
        const [inside] = await tx.select().from(consultantClients).where(card);
        expect(inside).toMatchObject({ awaitingAnswers: 0, news: 1, needsAttention: true });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await cardOf(consultant, client.id)).toEqual({
      answers: 1,
      toRevise: 0,
      news: 0,
      needsAttention: false,
    });
  });

  it('counts, for a client who comes back, the proposals and looks she kept from before', async () => {
    const consultant = await signUp(t, 'consultant');
    const client = await followed(consultant);
    const [answered] = await propose(consultant.id, client.id, 2);
    const [look] = await looks(consultant.id, client.id, 1);
    await t.query(
      `update client_clothing_items set decision = 'wanted', decided_at = now() where clothing_item_id = $1`,
      [answered],
    );
    await t.query(`update outfits set reaction = 'revise', reacted_at = now() where id = $1`, [look]);
    const pair = { consultantId: consultant.id, clientId: client.id };
    await t.db
      .delete(consultantClients)
      .where(
        and(
          eq(consultantClients.consultantId, pair.consultantId),
          eq(consultantClients.clientId, pair.clientId),
        ),
      );
    await t.db.insert(consultantClients).values(pair);
    expect(await cardOf(consultant, client.id)).toEqual({
      answers: 1,
      toRevise: 1,
      news: 2,
      needsAttention: false,
    });
  });

  it('goes with the account of the client, whose proposals and looks go with it', async () => {
    const consultant = await signUp(t, 'consultant');
    const client = await followed(consultant);
    await propose(consultant.id, client.id, 2);
    await looks(consultant.id, client.id, 2);
    await t.query(`delete from profiles where id = $1`, [client.id]);
    const { rows } = await t.query(
      `select count(*)::int as n from consultant_clients where consultant_id = $1`,
      [consultant.id],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('is exact after 20 proposals answered at once', async () => {
    const consultant = await signUp(t, 'consultant');
    const client = await followed(consultant);
    const ids = await propose(consultant.id, client.id, 20);
    const statuses = await Promise.all(
      ids.map(
        async (id, i) =>
          (
            await client.request(`/api/proposals/${id}/decision`, {
              method: 'PUT',
              json: { decision: i % 2 ? 'wanted' : 'declined' },
            })
          ).status,
      ),
    );
    expect(statuses).toEqual(ids.map(() => 200));
    expect(await cardOf(consultant, client.id)).toEqual({
      answers: 0,
      toRevise: 0,
      news: 20,
      needsAttention: true,
    });
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'is exact after 40 transactions answering and reacting at once, each on its own connection',
    async () => {
      const consultant = await signUp(t, 'consultant');
      const client = await followed(consultant);
      const proposals = await propose(consultant.id, client.id, 20);
      const outfits = await looks(consultant.id, client.id, 20);
      const pool = new pg.Pool({ connectionString: t.databaseUrl, max: 40 });
      // The file's database is dropped with (force) once it ends: a connection still closing then is cut.
      pool.on('error', () => {});
      try {
        // Each holds the card from its change to its commit; the others wait for it inside their own trigger.
        const answer = async (statement: string, id: string) => {
          const connection = await pool.connect();
          try {
            await connection.query('begin');
            await connection.query(statement, [id]);
            await connection.query('select pg_sleep(0.01)');
            await connection.query('commit');
          } finally {
            connection.release();
          }
        };
        await Promise.all([
          ...proposals.map((id) =>
            answer(
              `update client_clothing_items set decision = 'wanted', decided_at = now() where clothing_item_id = $1`,
              id,
            ),
          ),
          ...outfits.map((id) =>
            answer(`update outfits set reaction = 'revise', reacted_at = now() where id = $1`, id),
          ),
        ]);
      } finally {
        await pool.end();
      }
      expect(await cardOf(consultant, client.id)).toEqual({
        answers: 0,
        toRevise: 20,
        news: 40,
        needsAttention: true,
      });
    },
  );
});
