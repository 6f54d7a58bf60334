import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationSummary } from '~/domain/messages';
import { consultantClients } from './schema';
import { uploadGarment } from '../test/garments';
import { createTestApp, type TestApp } from '../test/test-app';
import { signUp, type TestUser } from '../test/users';

// The sidebar's unread badge and the diagnosis chart read counts kept by the triggers of the kept_counts migration
// (decision record 49). Each test compares them with a recount of every row, for everyone, after each change.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every person whose kept unread count differs from a recount of the conversations (as the badge once summed). */
async function unreadDrift() {
  const { rows } = await t.query(`
    with counted as (
      select user_id, sum(n)::int as n from (
        select client_id as user_id, client_unread as n from conversations
        union all
        select consultant_id, consultant_unread from conversations where closed_at is null
      ) s group by user_id
    )
    select coalesce(c.user_id, k.user_id) as user_id, coalesce(c.n, 0) as counted, coalesce(k.messages, 0) as kept
    from counted c full join unread_counts k on k.user_id = c.user_id
    where coalesce(c.n, 0) <> coalesce(k.messages, 0)`);
  return rows;
}

/** Every client's category and verdict whose kept count differs from a count of her garments still in her wardrobe. */
async function verdictDrift() {
  const { rows } = await t.query(`
    with counted as (
      select i.user_id, i.category, case when i.colors is null then 'unmeasured' else i.palette_match end as verdict,
        count(*)::int as n
      from clothing_items i join profiles p on p.id = i.user_id and p.role = 'client'
      where i.archived_at is null
      group by 1, 2, 3
    )
    select coalesce(c.user_id, k.user_id) as user_id, coalesce(c.category, k.category) as category,
      coalesce(c.verdict, k.verdict) as verdict, coalesce(c.n, 0) as counted, coalesce(k.garments, 0) as kept
    from (select * from counted where verdict is not null) c
    full join wardrobe_verdict_counts k
      on k.user_id = c.user_id and k.category = c.category and k.verdict = c.verdict
    where coalesce(c.n, 0) <> coalesce(k.garments, 0)`);
  return rows;
}

/** Every client's category and season whose kept count differs from a count of her garments still in her wardrobe. */
async function seasonDrift() {
  const { rows } = await t.query(`
    with counted as (
      select i.user_id, i.category, i.season, count(*)::int as n
      from clothing_items i join profiles p on p.id = i.user_id and p.role = 'client'
      where i.archived_at is null
      group by 1, 2, 3
    )
    select coalesce(c.user_id, k.user_id) as user_id, coalesce(c.category, k.category) as category,
      coalesce(c.season, k.season) as season, coalesce(c.n, 0) as counted, coalesce(k.garments, 0) as kept
    from counted c
    full join wardrobe_season_counts k on k.user_id = c.user_id and k.category = c.category and k.season = c.season
    where coalesce(c.n, 0) <> coalesce(k.garments, 0)`);
  return rows;
}

async function expectNoDrift() {
  expect(await unreadDrift()).toEqual([]);
  expect(await verdictDrift()).toEqual([]);
  expect(await seasonDrift()).toEqual([]);
}

async function badge(user: TestUser): Promise<number> {
  const response = await user.request('/api/messages/unread-count');
  expect(response.status).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

async function linkedPair() {
  const consultant = await signUp(t, 'consultant');
  const client = await signUp(t, 'client');
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  const started = await consultant.request('/api/conversations', {
    method: 'POST',
    json: { participantId: client.id },
  });
  const conversationId = ((await started.json()) as ConversationSummary).id;
  return { consultant, client, conversationId };
}

const send = async (from: TestUser, conversationId: string, content = 'Bonjour') =>
  expect(
    (
      await from.request(`/api/conversations/${conversationId}/messages`, {
        method: 'POST',
        json: { content },
      })
    ).status,
  ).toBe(201);

const read = async (reader: TestUser, conversationId: string) =>
  expect((await reader.request(`/api/conversations/${conversationId}/read`, { method: 'POST' })).status).toBe(
    200,
  );

async function chart(client: TestUser) {
  const response = await client.request('/api/me/diagnosis');
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    wardrobe: { category: string; in: number; near: number; out: number; unmeasured: number }[];
  };
  return body.wardrobe.filter((row) => row.in + row.near + row.out + row.unmeasured > 0);
}

describe('the unread badge, kept per person', () => {
  it('follows sends and reads on both sides, a read twice included', async () => {
    const { consultant, client, conversationId } = await linkedPair();
    for (let i = 0; i < 3; i += 1) await send(consultant, conversationId);
    await send(client, conversationId);
    await send(client, conversationId);
    expect([await badge(client), await badge(consultant)]).toEqual([3, 2]);
    await Promise.all([read(client, conversationId), read(client, conversationId)]);
    expect([await badge(client), await badge(consultant)]).toEqual([0, 2]);
    await read(consultant, conversationId);
    expect([await badge(client), await badge(consultant)]).toEqual([0, 0]);
    await expectNoDrift();
  });

  it('adds every message of concurrent sends to one person from two conversations, then a read clears its own', async () => {
    const first = await linkedPair();
    const other = await signUp(t, 'consultant');
    const client = first.client;
    await t.db.insert(consultantClients).values({ consultantId: other.id, clientId: client.id });
    const started = await other.request('/api/conversations', {
      method: 'POST',
      json: { participantId: client.id },
    });
    const second = ((await started.json()) as ConversationSummary).id;
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 ? send(first.consultant, first.conversationId, `A${i}`) : send(other, second, `B${i}`),
      ),
    );
    expect(await badge(client)).toBe(12);
    await Promise.all([read(client, first.conversationId), send(other, second, 'encore')]);
    expect(await badge(client)).toBe(7);
    await read(client, second);
    expect(await badge(client)).toBe(0);
    await expectNoDrift();
  });

  it("drops a consultant's count when the link ends and brings it back when the pair talks again; the client keeps hers", async () => {
    const { consultant, client, conversationId } = await linkedPair();
    await send(client, conversationId);
    await send(client, conversationId);
    await send(consultant, conversationId);
    expect((await client.request(`/api/links/${consultant.id}`, { method: 'DELETE' })).status).toBe(204);
    expect([await badge(client), await badge(consultant)]).toEqual([1, 0]);
    await expectNoDrift();
    await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
    await consultant.request('/api/conversations', { method: 'POST', json: { participantId: client.id } });
    expect([await badge(client), await badge(consultant)]).toEqual([1, 2]);
    await expectNoDrift();
  });

  it('forgets a deleted account and what the other side had not read of it; a deleted consultant leaves the client hers', async () => {
    const a = await linkedPair();
    await send(a.client, a.conversationId);
    await send(a.consultant, a.conversationId);
    const deleted = await a.client.request('/api/me', {
      method: 'DELETE',
      json: { password: a.client.password },
    });
    expect(deleted.status).toBe(204);
    expect(await badge(a.consultant)).toBe(0);
    await expectNoDrift();

    const b = await linkedPair();
    await send(b.consultant, b.conversationId);
    await send(b.client, b.conversationId);
    const gone = await b.consultant.request('/api/me', {
      method: 'DELETE',
      json: { password: b.consultant.password },
    });
    expect(gone.status).toBe(204);
    expect(await badge(b.client)).toBe(1);
    await expectNoDrift();
  });

  it('counts conversations changed straight in SQL, in bulk, and deleted', async () => {
    const { consultant, client, conversationId } = await linkedPair();
    await t.query(
      'update conversations set client_unread = client_unread + 5, consultant_unread = 4 where id = $1',
      [conversationId],
    );
    expect([await badge(client), await badge(consultant)]).toEqual([5, 4]);
    await t.query('update conversations set closed_at = now() where consultant_id = $1', [consultant.id]);
    expect(await badge(consultant)).toBe(0);
    await t.query('delete from conversations where id = $1', [conversationId]);
    expect([await badge(client), await badge(consultant)]).toEqual([0, 0]);
    await expectNoDrift();
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'stays right under 40 transactions on their own connections sending to and reading for one person',
    async () => {
      const { consultant, client, conversationId } = await linkedPair();
      const pool = new pg.Pool({ connectionString: t.databaseUrl, max: 20 });
      // The file's database is dropped with (force) once it ends: a connection still closing then is cut.
      pool.on('error', () => {});
      try {
        // As `send` and `markRead` do: the conversation's counters change in one statement each.
        await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            pool.query(
              i % 5 === 4
                ? `update conversations set client_unread = 0 where id = $1`
                : `update conversations set client_unread = client_unread + 1, consultant_unread = consultant_unread + 1 where id = $1`,
              [conversationId],
            ),
          ),
        );
      } finally {
        await pool.end();
      }
      const { rows } = await t.query(
        'select client_unread, consultant_unread from conversations where id = $1',
        [conversationId],
      );
      expect(await badge(client)).toBe(rows[0]!.client_unread);
      expect(await badge(consultant)).toBe(32);
      await expectNoDrift();
    },
  );
});

describe("the diagnosis chart's counts, kept per client", () => {
  it('follows garments added, measured, judged against a new palette, and deleted', async () => {
    const { consultant, client } = await linkedPair();
    const tops = [await uploadGarment(client), await uploadGarment(client)];
    await uploadGarment(client, '/api/wardrobe/items', { category: 'shoes' });
    await uploadGarment(consultant, `/api/clients/${client.id}/catalogue`);
    expect(await chart(client)).toEqual([
      { category: 'top', in: 0, near: 0, out: 0, unmeasured: 2 },
      { category: 'shoes', in: 0, near: 0, out: 0, unmeasured: 1 },
    ]);
    await t.query(
      `update clothing_items set colors = '[]'::jsonb, palette_match = case when id = $2 then 'in' else 'out' end
       where user_id = $1`,
      [client.id, tops[0]!.id],
    );
    expect(await chart(client)).toEqual([
      { category: 'top', in: 1, near: 0, out: 1, unmeasured: 0 },
      { category: 'shoes', in: 0, near: 0, out: 1, unmeasured: 0 },
    ]);
    await t.query(`update clothing_items set palette_match = null where user_id = $1`, [client.id]);
    expect(await chart(client)).toEqual([]);
    await expectNoDrift();
    expect((await client.request(`/api/wardrobe/items/${tops[1]!.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    await t.query(`update clothing_items set palette_match = 'near' where user_id = $1`, [client.id]);
    expect(await chart(client)).toEqual([
      { category: 'top', in: 0, near: 1, out: 0, unmeasured: 0 },
      { category: 'shoes', in: 0, near: 1, out: 0, unmeasured: 0 },
    ]);
    await expectNoDrift();
  });

  it('counts her pieces by season while they are in her wardrobe: a season changed, a piece given away and back', async () => {
    const { client } = await linkedPair();
    const first = await uploadGarment(client);
    await uploadGarment(client);
    await expectNoDrift();
    await t.query(`update clothing_items set season = 'winter' where id = $1`, [first.id]);
    await expectNoDrift();
    const given = await client.request(`/api/wardrobe/items/${first.id}/archive`, {
      method: 'PUT',
      json: { reason: 'given' },
    });
    expect(given.status).toBeLessThan(300);
    const { rows } = await t.query(
      'select season, garments from wardrobe_season_counts where user_id = $1 and garments <> 0 order by season',
      [client.id],
    );
    expect(rows).toEqual([{ season: 'all', garments: 1 }]);
    await expectNoDrift();
    await t.query('update clothing_items set archived_at = null, archive_reason = null where id = $1', [
      first.id,
    ]);
    await expectNoDrift();
  });

  it('empties with a withdrawn consent and goes with a deleted account', async () => {
    const { client } = await linkedPair();
    await uploadGarment(client);
    await uploadGarment(client);
    expect((await client.request('/api/me/consent', { method: 'DELETE' })).status).toBe(200);
    expect(await chart(client)).toEqual([]);
    await expectNoDrift();

    const other = await linkedPair();
    await uploadGarment(other.client);
    const deleted = await other.client.request('/api/me', {
      method: 'DELETE',
      json: { password: other.client.password },
    });
    expect(deleted.status).toBe(204);
    const { rows } = await t.query(
      'select count(*)::int as n from wardrobe_verdict_counts where user_id = $1',
      [other.client.id],
    );
    expect(rows[0]!.n).toBe(0);
    await expectNoDrift();
  });
});
