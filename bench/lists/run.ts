/**
 * List endpoints at size: a client with 5,000 garments and a consultant with 1,000 clients.
 * Runs through the real HTTP app on in-memory PGlite, or on Postgres with BENCH_DATABASE_URL (a scratch
 * database is created and dropped). Prints milliseconds per request; asserts nothing.
 *
 *   npx tsx bench/lists/run.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/lists/run.ts
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { CATEGORIES, COLORS, SEASONS } from '../../src/domain/clothing';
import { createApp } from '../../src/server/app';
import { clothingItems, consultantClients, profiles } from '../../src/server/db/schema';
import { searchTextOf } from '../../src/server/features/wardrobe/service';
import { BENCH_ORIGIN, benchDeps, benchSignUp } from '../support/bench-deps';

const ITEMS = 5_000;
const CLIENTS = 1_000;
const RUNS = 30;
const ORIGIN = BENCH_ORIGIN;

const bench = await benchDeps();
const database = { db: bench.deps.db, kind: bench.kind };
const app = createApp(bench.deps);

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
const NOTES = ['Lin lavé', 'Coton bio', 'Soirée', 'Bureau', 'Week-end', 'Cadeau de Léa', ''];

async function seed() {
  const client = await benchSignUp(app, 'client');
  const consultant = await benchSignUp(app, 'consultant');
  const start = Date.now();
  for (let batch = 0; batch < ITEMS; batch += 500) {
    await database.db.insert(clothingItems).values(
      Array.from({ length: 500 }, (_, j) => {
        const i = batch + j;
        const fields = {
          category: pick(CATEGORIES, i),
          color: pick(COLORS, i * 7),
          season: pick(SEASONS, i * 3),
          notes: pick(NOTES, i * 5) || null,
        };
        return {
          userId: client.id,
          ...fields,
          imageKey: `users/${client.id}/clothing/${i}/original.jpg`,
          searchText: searchTextOf(fields),
          createdAt: new Date(start - i * 1000),
        };
      }),
    );
  }
  for (let batch = 0; batch < CLIENTS; batch += 250) {
    const rows = Array.from({ length: 250 }, (_, j) => ({
      id: randomUUID(),
      role: 'client',
      name: `Prénom${batch + j} Nom${batch + j}`,
      firstName: `Prénom${batch + j}`,
      lastName: `Nom${batch + j}`,
      email: `c${batch + j}-${randomUUID()}@bench.fr`,
    }));
    await database.db.insert(profiles).values(rows);
    await database.db.insert(consultantClients).values(
      rows.map((row, j) => ({
        consultantId: consultant.id,
        clientId: row.id,
        createdAt: new Date(start - (batch + j) * 1000),
      })),
    );
  }
  return { client, consultant };
}

async function measure(label: string, cookie: string, path: string | (() => Promise<string>)) {
  const times: number[] = [];
  let count = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const url = typeof path === 'string' ? path : await path();
    const t0 = performance.now();
    const response = await app.request(`${ORIGIN}${url}`, { headers: { cookie } });
    const body = (await response.json()) as { items: unknown[] };
    times.push(performance.now() - t0);
    if (response.status !== 200) throw new Error(`${label}: ${response.status}`);
    count = body.items.length;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  return { request: label, items: count, 'p50 ms': at(0.5), 'p95 ms': at(0.95) };
}

const { client, consultant } = await seed();
const deepCursor = async () => {
  let cursor: string | null = null;
  for (let page = 0; page < 100; page += 1) {
    const response = await app.request(
      `${ORIGIN}/api/wardrobe/items?limit=24${cursor ? `&cursor=${cursor}` : ''}`,
      { headers: { cookie: client.cookie } },
    );
    cursor = ((await response.json()) as { nextCursor: string }).nextCursor;
  }
  return `/api/wardrobe/items?limit=24&cursor=${cursor}`;
};
const deep = await deepCursor();

console.log(
  `${database.kind}: ${ITEMS} garments for one client, ${CLIENTS} clients for one consultant, ${RUNS} runs each`,
);
console.table([
  await measure('wardrobe, first page', client.cookie, '/api/wardrobe/items?limit=24'),
  await measure('wardrobe, page 101 (cursor)', client.cookie, deep),
  await measure('wardrobe, category', client.cookie, '/api/wardrobe/items?limit=24&category=shoes'),
  await measure('wardrobe, search "lin"', client.cookie, '/api/wardrobe/items?limit=24&q=lin'),
  await measure('wardrobe, search "rouge ete"', client.cookie, '/api/wardrobe/items?limit=24&q=rouge%20ete'),
  await measure('wardrobe, search with no match', client.cookie, '/api/wardrobe/items?limit=24&q=zzz'),
  await measure('portfolio, first page', consultant.cookie, '/api/clients?limit=24'),
  await measure('portfolio, search "nom99"', consultant.cookie, '/api/clients?limit=24&q=nom99'),
]);

await bench.close();
