/**
 * Realtime delivery under load: N sockets (default 1,000) spread over linked consultant-client pairs, several
 * sockets per person (tabs, phones), messages sent through the HTTP API at a steady rate; prints the delivery
 * latency (send to receipt on every participant socket) and the messages lost. Asserts nothing.
 *
 *   npx tsx bench/realtime/run.ts [--sockets 1000] [--rate 50] [--seconds 10] [--pairs 25]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/realtime/run.ts   (LISTEN/NOTIFY)
 */
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import type { RealtimeEvent } from '../../src/domain/messages';
import { consultantClients } from '../../src/server/db/schema';
import { startServer } from '../../src/server/server';
import { BENCH_ORIGIN, benchDeps } from '../support/bench-deps';

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    pairs: { type: 'string', default: '25' },
  },
});
const SOCKETS = Number(values.sockets);
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
const PAIRS = Number(values.pairs);
const ORIGIN = BENCH_ORIGIN;

const bench = await benchDeps();
const database = { db: bench.deps.db, kind: bench.kind };
const server = await startServer(bench.deps, { port: 0 });
const base = `http://127.0.0.1:${server.port}`;

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
    password: 'motdepasse',
    role,
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: (json.user as { id: string }).id, cookie };
}

console.log(`setting up ${PAIRS} pairs and ${SOCKETS} sockets on ${database.kind}...`);
const pairs = [];
for (let i = 0; i < PAIRS; i += 1) {
  const consultant = await signUp('consultant', i);
  const client = await signUp('client', i);
  await database.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  const { json } = await call('/api/conversations', consultant.cookie, { participantId: client.id });
  pairs.push({ consultant, client, conversationId: json.id as string });
}

const people = pairs.flatMap((pair) => [pair.consultant, pair.client]);
const socketsOf = new Map<string, number>();
const latencies: number[] = [];
const received = new Map<string, number>();
const sockets: WebSocket[] = [];
for (let i = 0; i < SOCKETS; i += 1) {
  const person = people[i % people.length]!;
  socketsOf.set(person.id, (socketsOf.get(person.id) ?? 0) + 1);
  const socket = new WebSocket(`ws://127.0.0.1:${server.port}/api/realtime`, {
    headers: { cookie: person.cookie, origin: ORIGIN },
  });
  socket.on('message', (data) => {
    const event = JSON.parse(String(data)) as RealtimeEvent;
    if (event.type !== 'message.created') return;
    const sentAt = Number(event.message.content.split(' ')[1]);
    latencies.push(Date.now() - sentAt);
    received.set(event.message.id, (received.get(event.message.id) ?? 0) + 1);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('message', () => resolve());
    socket.once('error', reject);
  });
  sockets.push(socket);
}

console.log(`sending ${RATE} messages/s for ${SECONDS} s...`);
const expected = new Map<string, number>();
const total = RATE * SECONDS;
const started = Date.now();
const sends: Promise<void>[] = [];
for (let n = 0; n < total; n += 1) {
  const due = started + (n * 1000) / RATE;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
  const pair = pairs[n % pairs.length]!;
  const sender = n % 2 ? pair.client : pair.consultant;
  sends.push(
    call(`/api/conversations/${pair.conversationId}/messages`, sender.cookie, {
      content: `bench ${Date.now()}`,
    }).then(({ json }) => {
      expected.set(json.id as string, socketsOf.get(pair.consultant.id)! + socketsOf.get(pair.client.id)!);
    }),
  );
}
await Promise.all(sends);
await new Promise((resolve) => setTimeout(resolve, 2000));

let lost = 0;
for (const [id, count] of expected) lost += count - (received.get(id) ?? 0);
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
console.table([
  {
    bus: database.kind === 'postgres' ? 'LISTEN/NOTIFY' : 'in-process',
    sockets: SOCKETS,
    'messages sent': total,
    deliveries: latencies.length,
    'p50 ms': at(0.5),
    'p99 ms': at(0.99),
    'max ms': latencies.at(-1),
    lost,
  },
]);

for (const socket of sockets) socket.terminate();
await server.close();
await bench.close();
