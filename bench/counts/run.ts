/**
 * The kept counts and the embedded database's vacuum at size (decision record 49): a consultant with ROWS
 * conversations (the sidebar's unread badge) and a client with ROWS garments (the diagnosis chart). Each read
 * beside the statement it replaced (the sum over every conversation, the count of every garment, run on the same
 * database), then through the HTTP app; then, after UPDATES conversations changed as messages change them, how long
 * the maintenance run's vacuum takes and how long a request waits behind it. Prints figures and the machine's load;
 * asserts nothing.
 *
 *   npx tsx bench/counts/run.ts                (ROWS=100000 RUNS=30 UPDATES=20000 unless told)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/counts/run.ts
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createApp } from '../../src/server/app';
import { vacuumEmbedded } from '../../src/server/maintenance/embedded-vacuum';
import { BENCH_ORIGIN, benchDeps, benchSignUp } from '../support/bench-deps';

const ROWS = Number(process.env.ROWS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 30);
const UPDATES = Number(process.env.UPDATES ?? 20_000);

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
console.log(`load before: ${load()}`);

const bench = await benchDeps();
const app = createApp(bench.deps);
const query = bench.query;

const consultant = await benchSignUp(app, 'consultant');
const client = await benchSignUp(app, 'client');
const seeded = performance.now();
await query(
  `insert into profiles (name, email, role)
   select 'Cliente ' || g, 'cliente-' || g || '-' || $1::text || '@bench.fr', 'client' from generate_series(1, $2::int) g`,
  [consultant.id, ROWS],
);
await query(
  `insert into conversations (client_id, consultant_id, consultant_unread, updated_at)
   select p.id, $1::uuid, (row_number() over ()) % 4, now() - (row_number() over ()) * interval '1 minute'
   from profiles p where p.email like 'cliente-%-' || $1::text || '@bench.fr'`,
  [consultant.id],
);
await query(
  `insert into clothing_items (user_id, category, palette_match, colors, image_key)
   select $1::uuid, (array['top', 'bottom', 'one_piece', 'shoes', 'outerwear', 'accessory'])[1 + g % 6],
     (array['in', 'near', 'out'])[1 + g % 3], case when g % 4 = 0 then null else '[]'::jsonb end,
     'users/' || $1::text || '/clothing/' || g || '/original.jpg'
   from generate_series(1, $2::int) g`,
  [client.id, ROWS],
);
await query('analyze');
console.log(
  `${bench.kind}: ${ROWS.toLocaleString('en')} conversations and garments seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function timed(run: () => Promise<unknown>) {
  await run();
  const times: number[] = [];
  let result: unknown;
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    result = await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), result };
}

const get = (cookie: string, path: string) => async () => {
  const response = await app.request(`${BENCH_ORIGIN}${path}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return response.json();
};

const rows: [string, string, string, string][] = [];
async function row(
  label: string,
  how: string,
  run: () => Promise<unknown>,
  show: (result: unknown) => string,
) {
  const { p50, p95, result } = await timed(run);
  rows.push([label, how, `${p50.toFixed(2)} / ${p95.toFixed(2)}`, show(result)]);
}
const first = (result: unknown) =>
  JSON.stringify(Object.values((result as { rows: object[] }).rows[0] ?? {}));

await row(
  'unread badge',
  'before: sum over her conversations',
  () =>
    query(
      'select coalesce(sum(consultant_unread), 0)::int as n from conversations where consultant_id = $1 and closed_at is null',
      [consultant.id],
    ),
  first,
);
await row(
  'unread badge',
  'after: the kept row',
  () => query('select messages from unread_counts where user_id = $1', [consultant.id]),
  first,
);
await row(
  'unread badge',
  'after, GET /api/messages/unread-count',
  get(consultant.cookie, '/api/messages/unread-count'),
  (r) => JSON.stringify(r),
);
await row(
  'diagnosis chart',
  'before: every garment grouped',
  () =>
    query(
      `select category, palette_match, colors is null, count(*) from clothing_items where user_id = $1
       group by category, palette_match, colors is null`,
      [client.id],
    ),
  (r) => `${(r as { rows: unknown[] }).rows.length} groups`,
);
await row(
  'diagnosis chart',
  'after: the kept rows',
  () =>
    query('select category, verdict, garments from wardrobe_verdict_counts where user_id = $1', [client.id]),
  (r) => `${(r as { rows: unknown[] }).rows.length} groups`,
);
await row('diagnosis chart', 'after, GET /api/me/diagnosis', get(client.cookie, '/api/me/diagnosis'), (r) => {
  const wardrobe = (r as { wardrobe: { in: number; near: number; out: number; unmeasured: number }[] })
    .wardrobe;
  return `${wardrobe.reduce((sum, c) => sum + c.in + c.near + c.out + c.unmeasured, 0)} garments`;
});

console.log(`\n${RUNS} runs each, ms p50 / p95 (load ${load()})\n`);
console.log('| read | how | ms p50 / p95 | answer |\n| --- | --- | --- | --- |');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);

// Conversations changed as messages change them (each send and read is one such update), in batches.
const changed = performance.now();
for (let done = 0; done < UPDATES; done += 1000)
  await query(
    `update conversations set consultant_unread = consultant_unread + 1, updated_at = now()
     where id in (select id from conversations where consultant_id = $1 order by id offset $2 limit 1000)`,
    [consultant.id, done % ROWS],
  );
console.log(
  `\n${UPDATES.toLocaleString('en')} conversation updates in ${((performance.now() - changed) / 1000).toFixed(1)} s`,
);

/** Requests of the badge one after the other while `during` runs: how long the slowest waited. */
async function requestsDuring(during: Promise<unknown>) {
  let done = false;
  void during.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const t0 = performance.now();
    await get(consultant.cookie, '/api/messages/unread-count')();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times.length
    ? `${times.length} requests, p50 ${percentile(times, 0.5).toFixed(1)} ms, max ${times.at(-1)!.toFixed(0)} ms`
    : 'none';
}

if (bench.kind === 'pglite') {
  const due = vacuumEmbedded(query);
  const waits = await requestsDuring(due);
  const run = await due;
  console.log(
    `\nmaintenance run (tables due), ${run.ms.toFixed(0)} ms in all (load ${load()}); ${waits} meanwhile`,
  );
  console.log('| table | action | dead rows before | ms |\n| --- | --- | --- | --- |');
  for (const table of run.tables)
    console.log(
      `| ${table.table} | ${table.action} | ${table.dead.toLocaleString('en')} | ${table.ms.toFixed(0)} |`,
    );
  const all = vacuumEmbedded(query, { all: true });
  const allWaits = await requestsDuring(all);
  const full = await all;
  const slowest = [...full.tables].sort((a, b) => b.ms - a.ms).slice(0, 3);
  console.log(
    `\nevery table vacuumed again at once: ${full.ms.toFixed(0)} ms (slowest: ${slowest.map((t) => `${t.table} ${t.ms.toFixed(0)}`).join(', ')}); ${allWaits} meanwhile`,
  );
} else {
  const { rows: stats } = await query(
    `select n_dead_tup, last_autovacuum from pg_stat_user_tables where relname = 'conversations'`,
  );
  console.log(`\nPostgres: autovacuum sees to it (conversations: ${JSON.stringify(stats[0])})`);
}
console.log(`load after: ${load()}`);
await bench.close();
