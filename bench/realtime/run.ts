/**
 * Realtime delivery under load: N sockets (default 1,000) spread over linked consultant-client pairs, several
 * sockets per person (tabs, phones), messages sent through the HTTP API at a steady rate; prints the delivery
 * latency (send to receipt on every participant socket), the POST's own, the spread between a message's sockets
 * and the messages lost. Asserts nothing.
 *
 * The sockets and senders run in a child process (clients.ts), not beside the servers. On Postgres the same load
 * runs against a bare baseline (baseline.ts) with as many instances, in rounds that alternate which goes first.
 *
 *   npx tsx bench/realtime/run.ts [--sockets 1000] [--rate 50] [--seconds 10] [--pairs 25]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/realtime/run.ts [--instances 2] [--rounds 2]
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import pino from 'pino';
import { consultantClients } from '../../src/server/db/schema';
import { createPostgresBus } from '../../src/server/platform/realtime/postgres-bus';
import { startServer } from '../../src/server/server';
import { BENCH_ORIGIN, benchDeps } from '../support/bench-deps';
import { startRealtimeBaseline } from './baseline';
import type { Plan } from './clients';

const run = promisify(execFile);

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    pairs: { type: 'string', default: '25' },
    instances: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '2' },
  },
});
const SOCKETS = Number(values.sockets);
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
const PAIRS = Number(values.pairs);
const INSTANCES = Number(values.instances);
const ROUNDS = Number(values.rounds);
const ORIGIN = BENCH_ORIGIN;

const bench = await benchDeps();
const database = { db: bench.deps.db, kind: bench.kind };
if (INSTANCES > 1 && !bench.url) throw new Error('several instances need Postgres: set BENCH_DATABASE_URL');
// Each instance has its own LISTEN/NOTIFY bus on the one database, as behind a load balancer.
const extraBuses = await Promise.all(
  Array.from({ length: INSTANCES - 1 }, () => createPostgresBus(bench.url!, pino({ level: 'silent' }))),
);
const servers = [
  await startServer(bench.deps, { port: 0 }),
  ...(await Promise.all(extraBuses.map((realtime) => startServer({ ...bench.deps, realtime }, { port: 0 })))),
];
const bases = servers.map((server) => `http://127.0.0.1:${server.port}`);
const base = bases[0]!;

async function call(path: string, cookie: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return { response, json: (await response.json()) as Record<string, unknown> };
}

async function signUp(role: 'client' | 'consultant', i: number) {
  const email = `${role}-${i}-${Date.now()}@bench.fr`;
  const { response, json } = await call('/api/auth/sign-up/email', '', {
    firstName: 'Bench',
    // Names take no digits.
    lastName: `${role}${i.toString(26).replace(/./g, (d) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(d, 26)]!)}`,
    email,
    password: 'Velours-Indigo-42',
    role,
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: (json.user as { id: string }).id, cookie };
}

console.log(`setting up ${PAIRS} pairs and ${SOCKETS} sockets on ${database.kind}...`);
const pairs: Plan['pairs'] = [];
for (let i = 0; i < PAIRS; i += 1) {
  const consultant = await signUp('consultant', i);
  const client = await signUp('client', i);
  await database.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  const { json } = await call('/api/conversations', consultant.cookie, { participantId: client.id });
  pairs.push({ consultant, client, conversationId: json.id as string });
}

// The bare baseline (baseline.ts), as many instances, on the same database and the same people.
const userOfCookie = new Map(
  pairs.flatMap(({ consultant, client }) => [consultant, client].map((p) => [p.cookie, p.id])),
);
const baselines = bench.url
  ? await Promise.all(
      Array.from({ length: INSTANCES }, () => startRealtimeBaseline(bench.url!, userOfCookie)),
    )
  : [];

// The sockets and the senders run in a process of their own (clients.ts), one run per server and round.
const folder = await mkdtemp(join(tmpdir(), 'atelier-realtime-'));
async function measure(servers: string[]) {
  const planFile = join(folder, 'plan.json');
  const plan: Plan = { servers, origin: ORIGIN, pairs, sockets: SOCKETS, rate: RATE, seconds: SECONDS };
  await writeFile(planFile, JSON.stringify(plan));
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bench/realtime/clients.ts', planFile], {
    maxBuffer: 1 << 24,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, number>;
}

const contenders = [
  { name: 'product', servers: bases },
  ...(baselines.length
    ? [{ name: 'baseline', servers: baselines.map((b) => `http://127.0.0.1:${b.port}`) }]
    : []),
];
if (!baselines.length) console.log('no baseline on the embedded database: set BENCH_DATABASE_URL for it');
console.log(
  `${SOCKETS} sockets over ${INSTANCES} instance(s), ${RATE} messages/s for ${SECONDS} s, ${ROUNDS} round(s)...`,
);
const rows = [];
for (let round = 0; round < ROUNDS; round += 1) {
  // Rounds alternate which server goes first.
  const order = round % 2 ? [...contenders].reverse() : contenders;
  for (const contender of order) {
    const result = await measure(contender.servers);
    rows.push({
      round: round + 1,
      server: contender.name,
      bus: database.kind === 'postgres' ? 'LISTEN/NOTIFY' : 'in-process',
      instances: INSTANCES,
      deliveries: result.deliveries,
      'p50 ms': result.p50,
      'p99 ms': result.p99,
      'max ms': result.max,
      'POST p50/p99': `${result.postP50} / ${result.postP99}`,
      'first socket p99': result.firstP99,
      'spread p99': result.spreadP99,
      lost: result.lost,
      load: loadavg()[0]!.toFixed(1),
    });
  }
}
console.table(rows);

await rm(folder, { recursive: true, force: true });
for (const baseline of baselines) await baseline.close();
for (const server of servers) await server.close();
for (const bus of extraBuses) await bus.close();
await bench.close();
