/**
 * What each zlib setting costs and saves on the lists' first pages (20 rows, as bench/http loads them): the time to
 * compress one answer (median of RUNS, µs) and its size, for gzip's levels and brotli's qualities. The answers'
 * compression level (src/server/http/compression.ts) was chosen from this table.
 *
 *   npx tsx bench/http/levels.ts
 */
import { loadavg } from 'node:os';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createApp } from '../../src/server/app';
import { seedListRows } from '../../src/server/test/seed-lists';
import { BENCH_ORIGIN, benchDeps, benchSignUp } from '../support/bench-deps';

const RUNS = Number(process.env.RUNS ?? 2000);
const bench = await benchDeps();
const app = createApp(bench.deps);
const users = { client: await benchSignUp(app, 'client'), consultant: await benchSignUp(app, 'consultant') };
const rival = await benchSignUp(app, 'consultant');
await seedListRows(bench.deps.db, {
  consultantId: users.consultant.id,
  clientId: users.client.id,
  rivalId: rival.id,
  rows: 100,
});
const lists = [
  ['wardrobe', '/api/wardrobe/items', users.client],
  ['outfits', '/api/outfits', users.client],
  ['portfolio', '/api/clients', users.consultant],
  ['conversations', '/api/conversations', users.consultant],
] as const;
const bodies = new Map<string, Buffer>();
for (const [name, path, user] of lists) {
  const response = await app.request(`${BENCH_ORIGIN}${path}?limit=20`, { headers: { cookie: user.cookie } });
  bodies.set(name, Buffer.from(await response.arrayBuffer()));
}
await bench.close();

const settings: [string, (body: Buffer) => Buffer][] = [
  ...[1, 4, 6, 9].map((level): [string, (body: Buffer) => Buffer] => [
    `gzip ${level}`,
    (body) => gzipSync(body, { level }),
  ]),
  ...[1, 4, 5, 6, 11].map((quality): [string, (body: Buffer) => Buffer] => [
    `br ${quality}`,
    (body) =>
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
  ]),
];
const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
const table: Record<string, Record<string, string>> = {};
for (const [setting, compress] of settings) {
  const row: Record<string, string> = {};
  for (const [name, body] of bodies) {
    for (let i = 0; i < 200; i++) compress(body);
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < RUNS; i++) {
      const start = process.hrtime.bigint();
      size = compress(body).length;
      times.push(Number(process.hrtime.bigint() - start) / 1000);
    }
    row[`${name} (${body.length} B)`] = `${median(times).toFixed(0)} µs, ${size} B`;
  }
  table[setting] = row;
}
console.log(
  `load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.table(table);
