/**
 * The four lists and five writes under load, the product beside a bare baseline (bench/http/baseline.ts) running
 * the same SQL and answering the same bytes: requests per second, p50 and p99, CPU per request, and the product's
 * share of the baseline's throughput. Seeds ROWS rows per list (seed-lists.ts), then loads each route with
 * autocannon, run as its own process, for DURATION seconds at CONNECTIONS connections, ROUNDS times for each server
 * (medians printed). Every request carries a browser's `accept-encoding` (ACCEPT_ENCODING, `none` for none).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/http/run.ts
 *   ROWS=1000,10000 CONNECTIONS=64 DURATION=10 ROUNDS=3 npx tsx bench/http/run.ts      # on PGlite
 *   LISTS=wardrobe,message npx tsx bench/http/run.ts                            # only these routes
 *   LISTS=outfit npx tsx bench/http/run.ts         # a new outfit, as the editor sends it (multipart, PNG)
 *   ACCEPT_ENCODING=none npx tsx bench/http/run.ts                              # answers left uncompressed
 *   PROFILE=/tmp/profiles npx tsx bench/http/run.ts       # a CPU profile of each run (.cpuprofile)
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Logger } from 'drizzle-orm';
import { createApp } from '../../src/server/app';
import { COMPRESSION } from '../../src/server/http/compression';
import { startServer } from '../../src/server/server';
import { seedListRows } from '../../src/server/test/seed-lists';
import { BENCH_ORIGIN, benchDeps, benchSignUp } from '../support/bench-deps';
import pg from 'pg';
import sharp from 'sharp';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { OUTFIT_LONGEST_SIDE } from '../../src/domain/limits';
import { startBaseline, zlibAbove, type BaselineRoute } from './baseline';

const run = promisify(execFile);
const SIZES = (process.env.ROWS ?? '1000,10000').split(',').map(Number);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 64);
const DURATION = Number(process.env.DURATION ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const PAGE = 20;
/** What Chromium and Firefox send. */
const ACCEPT_ENCODING =
  process.env.ACCEPT_ENCODING === 'none'
    ? undefined
    : (process.env.ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd');
/**
 * How the baseline compresses: as the product does, through zlib (the same bytes). Before decision record 47 the
 * product's was Hono's `compress()`, gzip at its default level whatever the size (`gzipEverything`).
 */
const encodeAnswer = zlibAbove(COMPRESSION.threshold, COMPRESSION.brotliQuality, COMPRESSION.gzipLevel);

type Caller = 'client' | 'consultant';
type Seeded = { conversationId: string; clientId: string; garmentIds: string[]; sortId: string };
type Route = {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  path: (seeded: Seeded) => string;
  /** A list: the table its page reads. */
  table?: string;
  /** A write: its JSON body. */
  body?: string;
  /** A write sent as a browser's FormData (multipart), built once the rows are seeded. */
  form?: (seeded: Seeded) => Promise<FormData>;
  /** Connections for this route, when not CONNECTIONS (a write whose image takes tens of ms). */
  connections?: number;
  as: Caller;
};
/** A write's body as sent, and its type. */
type Payload = { body: string | Buffer; contentType: string };

/** Garments pictured on a board: smooth colour, as photos are, which PNG compresses far less than flat areas. */
const photoLike = (width: number, height: number, seed: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (seed * 67) % 256, g: (seed * 131) % 256, b: (seed * 29) % 256 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(2)
    .png()
    .toBuffer();

/**
 * What the editor exports (outfit-editor-page.tsx): the 600-unit board at twice its size, 1,200 px square, the
 * silhouette on white with the garments' photos on it, as a PNG.
 */
async function boardPng(garments: number): Promise<Buffer> {
  const size = 1200;
  const layers = await Promise.all(
    Array.from({ length: garments }, async (_, index) => ({
      input: await photoLike(420, 480, index + 1),
      left: 90 + (index % 2) * 600 - (index % 2) * 270,
      top: 60 + Math.floor(index / 2) * 540,
    })),
  );
  return sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><ellipse cx="600" cy="600" rx="180" ry="520" fill="#e8d8c8" stroke="#8a7a6a" stroke-width="4"/></svg>`,
        ),
        left: 0,
        top: 0,
      },
      ...layers,
    ])
    .png()
    .toBuffer();
}

/** A new outfit as the editor saves it (client-outfits.ts `outfitForm`): its fields, the board and the PNG. */
async function outfitForm({ garmentIds }: Seeded): Promise<FormData> {
  const form = new FormData();
  form.set('name', 'Tenue du jeudi');
  form.set('comments', 'La veste bleue avec le pantalon droit, pour le rendez-vous de jeudi.');
  form.set('itemIds', JSON.stringify(garmentIds));
  const draft = {
    garments: garmentIds.map((itemId, index) => ({
      itemId,
      x: 45 + (index % 2) * 165,
      y: 30 + Math.floor(index / 2) * 270,
      width: 210,
      height: 240,
      z: index,
    })),
  };
  form.set('draft', JSON.stringify(draft));
  form.set('silhouette', 'generic');
  const png = await boardPng(garmentIds.length);
  form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'tenue.png');
  return form;
}
const ALL_LISTS: Route[] = [
  {
    name: 'wardrobe',
    method: 'GET',
    path: () => '/api/wardrobe/items',
    table: 'clothing_items',
    as: 'client',
  },
  { name: 'outfits', method: 'GET', path: () => '/api/outfits', table: 'outfits', as: 'client' },
  {
    name: 'portfolio',
    method: 'GET',
    path: () => '/api/clients',
    table: 'consultant_clients',
    as: 'consultant',
  },
  {
    name: 'conversations',
    method: 'GET',
    path: () => '/api/conversations',
    table: 'conversations',
    as: 'consultant',
  },
  {
    name: 'message',
    method: 'POST',
    path: ({ conversationId }) => `/api/conversations/${conversationId}/messages`,
    body: JSON.stringify({
      content: 'Bonjour Camille, voici la tenue pour jeudi : la veste bleue et le pantalon.',
    }),
    as: 'consultant',
  },
  {
    name: 'me',
    method: 'PATCH',
    path: () => '/api/me',
    body: JSON.stringify({ firstName: 'Camille', lastName: 'Durand' }),
    as: 'client',
  },
  {
    // A decision of a wardrobe sort, as a tap on 'Garder' with a reason sends it: the same garment decided again
    // and again (the last decision wins), which is the write a sort repeats hundreds of times.
    name: 'sort-decision',
    method: 'PUT',
    path: ({ sortId, garmentIds }) => `/api/wardrobe-sorts/${sortId}/decisions/${garmentIds[0]}`,
    body: JSON.stringify({ decision: 'keep', reasons: ['size'], note: null }),
    as: 'consultant',
  },
  {
    name: 'outfit',
    method: 'POST',
    path: ({ clientId }) => `/api/clients/${clientId}/outfits`,
    form: outfitForm,
    connections: Number(process.env.OUTFIT_CONNECTIONS ?? 4),
    as: 'consultant',
  },
];
const LISTS = process.env.LISTS
  ? ALL_LISTS.filter((list) => process.env.LISTS!.split(',').includes(list.name))
  : ALL_LISTS;

/** `cpuPerRequest`: this process's CPU time (both threads when on PGlite) per answered request, in µs. */
type Load = { rps: number; p50: number; p99: number; failed: number; cpuPerRequest: number };

/** autocannon in a process of its own, so the load does not share the servers' event loop. */
async function load(
  url: string,
  route: Route,
  payload: Payload | undefined,
  cookie?: string,
  seconds = DURATION,
): Promise<Load> {
  const connections = route.connections ?? CONNECTIONS;
  let args: string[];
  if (payload && typeof payload.body !== 'string') {
    // A binary body goes through autocannon's API: its command line would read the file as text.
    const headers: Record<string, string> = { 'content-type': payload.contentType, origin: BENCH_ORIGIN };
    if (cookie) headers.cookie = cookie;
    if (ACCEPT_ENCODING) headers['accept-encoding'] = ACCEPT_ENCODING;
    const options = { connections, duration: seconds, method: route.method, headers };
    args = ['bench/http/load-binary.mjs', url, JSON.stringify(options), await bodyFile(payload.body)];
  } else {
    args = ['node_modules/autocannon/autocannon.js', '-c', String(connections), '-d', String(seconds)];
    args.push('-j', '-m', route.method);
    if (cookie) args.push('-H', `cookie=${cookie}`);
    if (ACCEPT_ENCODING) args.push('-H', `accept-encoding=${ACCEPT_ENCODING}`);
    if (payload) {
      args.push('-b', payload.body as string, '-H', `content-type=${payload.contentType}`);
      args.push('-H', `origin=${BENCH_ORIGIN}`);
    }
    args.push(url);
  }
  const cpuBefore = process.cpuUsage();
  const { stdout } = await run(process.execPath, args, { maxBuffer: 1 << 24 });
  const cpu = process.cpuUsage(cpuBefore);
  const result = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; max: number };
    non2xx: number;
    errors: number;
  };
  // A slow write's requests cut off by the end of the load still run in the server: the next run waits for them.
  if (route.connections) await new Promise((resolve) => setTimeout(resolve, result.latency.max));
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
    cpuPerRequest: (cpu.user + cpu.system) / Math.max(1, result.requests.total),
  };
}

/** Binary bodies are written once to this folder, for autocannon's process to read. */
const bodies = await mkdtemp(join(tmpdir(), 'bench-http-bodies-'));
const bodyFiles = new Map<Buffer, string>();
async function bodyFile(body: Buffer) {
  let file = bodyFiles.get(body);
  if (!file) {
    file = join(bodies, `body-${bodyFiles.size}`);
    await writeFile(file, body);
    bodyFiles.set(body, file);
  }
  return file;
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

/** One request by node:http, which hands the answer's bytes over as sent (fetch would decode them). */
function wireOf(url: string, route: Route, payload: Payload | undefined, headers: Record<string, string>) {
  return new Promise<{ bytes: number; encoding: string; text: string }>((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method: route.method,
        headers: payload
          ? { ...headers, 'content-type': payload.contentType, origin: BENCH_ORIGIN }
          : headers,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = incoming.headers['content-encoding'] ?? 'identity';
          const decoded =
            encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ bytes: raw.length, encoding, text: decoded.toString() });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload?.body);
  });
}

/**
 * What a bare server storing a new outfit does with its body: reads the multipart form (the platform's own
 * parser), re-encodes the PNG with the product's settings (images.ts `toOutfitPng`) and writes it to disk.
 */
async function storeOutfitImage(body: Buffer, contentType: string | undefined, folder: string) {
  const form = await new Response(new Uint8Array(body), {
    headers: { 'content-type': contentType ?? '' },
  }).formData();
  JSON.parse(form.get('itemIds') as string);
  JSON.parse(form.get('draft') as string);
  const image = Buffer.from(await (form.get('image') as File).arrayBuffer());
  const png = await sharp(image)
    .resize(OUTFIT_LONGEST_SIDE, OUTFIT_LONGEST_SIDE, { fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer();
  await writeFile(join(folder, `${randomUUID()}.png`), png);
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
  const { conversationId } = await seedListRows(bench.deps.db, {
    consultantId: users.consultant.id,
    clientId: users.client.id,
    rivalId: rival.id,
    rows: size,
  });
  await bench.query('analyze');
  // Three of the client's own garments, for a new outfit.
  const garments = await bench.query(
    'select id from clothing_items where user_id = $1 and archived_at is null order by created_at desc limit 3',
    [users.client.id],
  );
  // A sort of her wardrobe, started by her consultant.
  const sort = await bench.query(
    'insert into wardrobe_sorts (client_id, started_by) values ($1, $2) returning id',
    [users.client.id, users.consultant.id],
  );
  const seeded: Seeded = {
    conversationId,
    clientId: users.client.id,
    sortId: sort.rows[0]!.id as string,
    garmentIds: garments.rows.map((row) => row.id as string),
  };
  // Each write's body as sent: a multipart form is encoded once, as the browser encodes it.
  const payloads = new Map<string, Payload>();
  for (const list of LISTS) {
    if (list.body) payloads.set(list.name, { body: list.body, contentType: 'application/json' });
    if (list.form) {
      const encoded = new Request(BENCH_ORIGIN, { method: 'POST', body: await list.form(seeded) });
      const body = Buffer.from(await encoded.arrayBuffer());
      payloads.set(list.name, { body, contentType: encoded.headers.get('content-type')! });
    }
  }
  // The baseline stores the outfit's image as the product does (same sharp settings, a file on disk).
  const baselineFiles = await mkdtemp(join(tmpdir(), 'bench-http-baseline-files-'));

  const productUrl = (list: Route) =>
    `http://localhost:${product.port}${list.path(seeded)}${list.table ? `?limit=${PAGE}` : ''}`;
  const send = (url: string, list: Route, headers: Record<string, string> = {}) => {
    const payload = payloads.get(list.name);
    return fetch(url, {
      method: list.method,
      body: typeof payload?.body === 'string' ? payload.body : payload && new Uint8Array(payload.body),
      headers: payload ? { ...headers, 'content-type': payload.contentType, origin: BENCH_ORIGIN } : headers,
    });
  };
  // The statements each route sends to the database, as the product sends them, and the product's answer.
  const routes = new Map<string, BaselineRoute>();
  const productBodies = new Map<string, string>();
  for (const list of LISTS) {
    logged.length = 0;
    const response = await send(productUrl(list), list, { cookie: users[list.as].cookie });
    if (!response.ok) throw new Error(`${list.name}: ${response.status}`);
    const productBody = await response.text();
    productBodies.set(list.name, productBody);
    const answer: unknown = JSON.parse(productBody);
    const statements = list.table
      ? logged.filter(
          (entry) => entry.query.includes(`from "${list.table}"`) && /order by/i.test(entry.query),
        )
      : logged.filter((entry) =>
          /^\s*(insert|update|delete)\b|^\s*with\b[\s\S]*\b(insert|update|delete)\b/i.test(entry.query),
        );
    if (statements.length === 0) throw new Error(`${list.name}: no statement to replay`);
    routes.set(`${list.method} ${list.path(seeded)}`, {
      statements: (list.table ? statements.slice(0, 1) : statements).map((entry) => ({
        sql: entry.query,
        params: entry.params,
      })),
      answer,
      status: response.status,
      ...(list.form && {
        freshIds: [(answer as { id: string }).id],
        readBody: (body: Buffer, contentType: string | undefined) =>
          storeOutfitImage(body, contentType, baselineFiles),
      }),
    });
  }
  recording = false;
  logged.length = 0;
  // A write's statements in one transaction, on a connection of their own, as the product runs them; the
  // embedded database has one session, so they run one after the other there.
  const pool = bench.url ? new pg.Pool({ connectionString: bench.url, max: 10 }) : undefined;
  const transaction = async (statements: BaselineRoute['statements']) => {
    if (!pool) {
      for (const statement of statements) await bench.query(statement.sql, statement.params);
      return;
    }
    const client = await pool.connect();
    try {
      await client.query('begin');
      for (const statement of statements) await client.query(statement.sql, statement.params);
      await client.query('commit');
    } finally {
      client.release();
    }
  };
  const baseline = await startBaseline(
    pool ? (text, params) => pool.query(text, params) : bench.query,
    transaction,
    routes,
    encodeAnswer,
  );

  for (const list of LISTS) {
    const baselineUrl = `http://localhost:${baseline.port}${list.path(seeded)}`;
    const productBody = productBodies.get(list.name)!;
    const payload = payloads.get(list.name);
    const encodings: Record<string, string> = ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {};
    // fetch() would decode the answer itself: node:http's request sees the bytes as sent.
    const productWire = await wireOf(productUrl(list), list, payload, {
      cookie: users[list.as].cookie,
      ...encodings,
    });
    const baselineWire = await wireOf(baselineUrl, list, payload, encodings);
    // A write's answer has a new id and time: the same length then. The product's is checked to decode.
    JSON.parse(productWire.text);
    const same = payload
      ? productWire.text.length === productBody.length && baselineWire.text.length === productBody.length
      : baselineWire.text === productBody;
    if (!same) {
      throw new Error(`${list.name}: the baseline's answer differs`);
    }
    // A short run first, not counted: the JIT and the pools warm up on it.
    await load(productUrl(list), list, payload, users[list.as].cookie, 2);
    await load(baselineUrl, list, payload, undefined, 2);
    // Rounds alternate which server goes first, so the machine's drift over a run weighs on both alike; each
    // figure is the median of the rounds, and the ratio's range shows how far single rounds strayed.
    const productLoads: Load[] = [];
    const baselineLoads: Load[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const runProduct = async () =>
        productLoads.push(
          await profiled(`product-${list.name}-${size}-${round + 1}`, () =>
            load(productUrl(list), list, payload, users[list.as].cookie),
          ),
        );
      const runBaseline = async () =>
        baselineLoads.push(
          await profiled(`baseline-${list.name}-${size}-${round + 1}`, () =>
            load(baselineUrl, list, payload),
          ),
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
      `${Buffer.byteLength(productBody)}: ${productWire.bytes} ${productWire.encoding} / ${baselineWire.bytes} ${baselineWire.encoding}`,
      `${productLoad.cpuPerRequest.toFixed(0)} / ${baselineLoad.cpuPerRequest.toFixed(0)} (${(productLoad.cpuPerRequest / baselineLoad.cpuPerRequest).toFixed(2)})`,
      loadavg()[0]!.toFixed(1),
    ]);
    console.log(rows.at(-1)!.join('  '));
  }
  await baseline.close();
  await pool?.end();
  await product.close();
  await bench.close();
  await rm(baselineFiles, { recursive: true, force: true });
}
await rm(bodies, { recursive: true, force: true });

console.log(
  `\n## ${process.env.BENCH_DATABASE_URL ? 'Postgres' : 'PGlite'}: ${CONNECTIONS} connections (a new outfit: ${ALL_LISTS.find((list) => list.name === 'outfit')!.connections}), ${DURATION} s per run, first page of ${PAGE}, accept-encoding: ${ACCEPT_ENCODING ?? 'none'}, load at the end ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
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
      machineLoad,
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
      'body bytes: on the wire (product / baseline)': bytes,
      'CPU µs/request (product / baseline)': cpu,
      load: machineLoad,
    }),
  ),
);
