/**
 * The four lists under load, the product beside a bare baseline (bench/http/baseline.ts) running the same SQL:
 * requests per second, p50 and p99, and the product's share of the baseline's throughput. Seeds ROWS rows per
 * list (seed-lists.ts), then loads each list with autocannon, run as its own process, for DURATION seconds at
 * CONNECTIONS connections, ROUNDS times for each server (medians printed).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/http/run.ts
 *   ROWS=1000,10000 CONNECTIONS=64 DURATION=10 ROUNDS=3 npx tsx bench/http/run.ts      # on PGlite
 *   LISTS=wardrobe,portfolio npx tsx bench/http/run.ts                          # only these lists
 *   PROFILE=/tmp/profiles npx tsx bench/http/run.ts       # a CPU profile of each run (.cpuprofile)
 */
import { execFile } from 'node:child_process';
import { writeFile, mkdir } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Logger } from 'drizzle-orm';
import { createApp } from '../../src/server/app';
import { startServer } from '../../src/server/server';
import { seedListRows } from '../../src/server/test/seed-lists';
import { benchDeps, benchSignUp } from '../support/bench-deps';
import { startBaseline, type BaselineRoute } from './baseline';

const run = promisify(execFile);
const SIZES = (process.env.ROWS ?? '1000,10000').split(',').map(Number);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 64);
const DURATION = Number(process.env.DURATION ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const PAGE = 20;

type Caller = 'client' | 'consultant';
const ALL_LISTS: { name: string; path: string; table: string; as: Caller }[] = [
  { name: 'wardrobe', path: '/api/wardrobe/items', table: 'clothing_items', as: 'client' },
  { name: 'outfits', path: '/api/outfits', table: 'outfits', as: 'client' },
  { name: 'portfolio', path: '/api/clients', table: 'consultant_clients', as: 'consultant' },
  { name: 'conversations', path: '/api/conversations', table: 'conversations', as: 'consultant' },
];
const LISTS = process.env.LISTS
  ? ALL_LISTS.filter((list) => process.env.LISTS!.split(',').includes(list.name))
  : ALL_LISTS;

/** `cpuPerRequest`: this process's CPU time (both threads when on PGlite) per answered request, in µs. */
type Load = { rps: number; p50: number; p99: number; failed: number; cpuPerRequest: number };

/** autocannon in a process of its own, so the load does not share the servers' event loop. */
async function load(url: string, cookie?: string, seconds = DURATION): Promise<Load> {
  const args = [
    'node_modules/autocannon/autocannon.js',
    '-c',
    String(CONNECTIONS),
    '-d',
    String(seconds),
    '-j',
  ];
  if (cookie) args.push('-H', `cookie=${cookie}`);
  const cpuBefore = process.cpuUsage();
  const { stdout } = await run(process.execPath, [...args, url], { maxBuffer: 1 << 24 });
  const cpu = process.cpuUsage(cpuBefore);
  const result = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
    cpuPerRequest: (cpu.user + cpu.system) / Math.max(1, result.requests.total),
  };
}

/** Runs `work` under V8's CPU profiler when PROFILE names a folder, and writes the profile there as `name`. */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!process.env.PROFILE) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    await mkdir(process.env.PROFILE, { recursive: true });
    await writeFile(join(process.env.PROFILE, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
/** Each figure of a server's rounds, the median of that figure. */
const medianLoad = (loads: Load[]): Load => ({
  rps: median(loads.map((l) => l.rps)),
  p50: median(loads.map((l) => l.p50)),
  p99: median(loads.map((l) => l.p99)),
  failed: sum(loads.map((l) => l.failed)),
  cpuPerRequest: median(loads.map((l) => l.cpuPerRequest)),
});

const rows: string[][] = [];
for (const size of SIZES) {
  const logged: { query: string; params: unknown[] }[] = [];
  // Only while each list's statement is captured: kept during the load, every query's entry would weigh on the
  // product's garbage collection (the heap is shared, the baseline logs nothing).
  let recording = true;
  const recorder: Logger = {
    logQuery: (query, params) => void (recording && logged.push({ query, params })),
  };
  const bench = await benchDeps({ queryLogger: recorder });
  const product = await startServer(bench.deps, { port: 0 });
  const app = createApp(bench.deps);
  const users = {
    client: await benchSignUp(app, 'client'),
    consultant: await benchSignUp(app, 'consultant'),
  };
  const rival = await benchSignUp(app, 'consultant');
  await seedListRows(bench.deps.db, {
    consultantId: users.consultant.id,
    clientId: users.client.id,
    rivalId: rival.id,
    rows: size,
  });
  await bench.query('analyze');

  const productUrl = (list: (typeof LISTS)[number]) =>
    `http://localhost:${product.port}${list.path}?limit=${PAGE}`;
  // The statement each list runs, as the product sends it to the database, and the product's answer.
  const routes = new Map<string, BaselineRoute>();
  const productBodies = new Map<string, string>();
  for (const list of LISTS) {
    logged.length = 0;
    const response = await fetch(productUrl(list), { headers: { cookie: users[list.as].cookie } });
    if (!response.ok) throw new Error(`${list.path}: ${response.status}`);
    const productBody = await response.text();
    productBodies.set(list.path, productBody);
    const answer: unknown = JSON.parse(productBody);
    const statement = logged.find(
      (entry) => entry.query.includes(`from "${list.table}"`) && /order by/i.test(entry.query),
    );
    if (!statement) throw new Error(`${list.path}: no ordered query on ${list.table}`);
    routes.set(list.path, { sql: statement.query, params: statement.params, answer });
  }
  recording = false;
  logged.length = 0;
  const baseline = await startBaseline(bench.query, routes);

  for (const list of LISTS) {
    const baselineUrl = `http://localhost:${baseline.port}${list.path}`;
    const productBody = productBodies.get(list.path)!;
    if (productBody !== (await (await fetch(baselineUrl)).text())) {
      throw new Error(`${list.path}: the baseline's answer differs`);
    }
    // A short run first, not counted: the JIT and the pools warm up on it.
    await load(productUrl(list), users[list.as].cookie, 2);
    await load(baselineUrl, undefined, 2);
    // Rounds alternate which server goes first, so the machine's drift over a run weighs on both alike; each
    // figure is the median of the rounds, and the ratio's range shows how far single rounds strayed.
    const productLoads: Load[] = [];
    const baselineLoads: Load[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const runProduct = async () =>
        productLoads.push(
          await profiled(`product-${list.name}-${size}-${round + 1}`, () =>
            load(productUrl(list), users[list.as].cookie),
          ),
        );
      const runBaseline = async () =>
        baselineLoads.push(
          await profiled(`baseline-${list.name}-${size}-${round + 1}`, () => load(baselineUrl)),
        );
      if (round % 2 === 0) await runProduct().then(runBaseline);
      else await runBaseline().then(runProduct);
    }
    const ratios = productLoads.map((productLoad, round) => productLoad.rps / baselineLoads[round]!.rps);
    const productLoad = medianLoad(productLoads);
    const baselineLoad = medianLoad(baselineLoads);
    rows.push([
      list.name,
      String(size),
      productLoad.rps.toFixed(0),
      baselineLoad.rps.toFixed(0),
      `${median(ratios).toFixed(2)}${ROUNDS > 1 ? ` (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})` : ''}`,
      `${productLoad.p50} / ${productLoad.p99}`,
      `${baselineLoad.p50} / ${baselineLoad.p99}`,
      (productLoad.p99 / Math.max(1, baselineLoad.p99)).toFixed(1),
      String(productLoad.failed + baselineLoad.failed),
      String(Buffer.byteLength(productBody)),
      `${productLoad.cpuPerRequest.toFixed(0)} / ${baselineLoad.cpuPerRequest.toFixed(0)}`,
    ]);
    console.log(rows.at(-1)!.join('  '));
  }
  await baseline.close();
  await product.close();
  await bench.close();
}

console.log(
  `\n## ${process.env.BENCH_DATABASE_URL ? 'Postgres' : 'PGlite'}: ${CONNECTIONS} connections, ${DURATION} s per run, first page of ${PAGE}\n`,
);
console.table(
  rows.map(
    ([
      list,
      size,
      product,
      baseline,
      ratio,
      productLatency,
      baselineLatency,
      p99Ratio,
      failed,
      bytes,
      cpu,
    ]) => ({
      list,
      rows: size,
      'product req/s': product,
      'baseline req/s': baseline,
      'product/baseline': ratio,
      'product p50/p99 ms': productLatency,
      'baseline p50/p99 ms': baselineLatency,
      'p99 ratio': p99Ratio,
      failed,
      'body bytes (both)': bytes,
      'CPU µs/request (product / baseline)': cpu,
    }),
  ),
);
