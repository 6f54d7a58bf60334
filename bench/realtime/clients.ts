/**
 * The client side of bench/realtime, in a process of its own so that its sockets and senders do not share the
 * servers' event loop: opens the sockets (spread over the server instances), sends messages through the HTTP
 * API at a steady rate (alternating instances), and prints one JSON line: delivery latencies and losses.
 */
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import type { RealtimeEvent } from '../../src/domain/messages';

export type Person = { id: string; cookie: string };
export type Plan = {
  servers: string[];
  origin: string;
  pairs: { consultant: Person; client: Person; conversationId: string }[];
  sockets: number;
  rate: number;
  seconds: number;
};

const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Plan;

async function post(base: string, path: string, cookie: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { origin: plan.origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as { id: string };
}

const people = plan.pairs.flatMap((pair) => [pair.consultant, pair.client]);
const socketsOf = new Map<string, number>();
const latencies: number[] = [];
/** Send to the answer of the POST; send to the first socket's receipt; first to each later socket's receipt. */
const posts: number[] = [];
const firsts: number[] = [];
const spreads: number[] = [];
const firstSeen = new Map<string, number>();
const received = new Map<string, number>();
const sockets: WebSocket[] = [];
for (let i = 0; i < plan.sockets; i += 1) {
  const person = people[i % people.length]!;
  socketsOf.set(person.id, (socketsOf.get(person.id) ?? 0) + 1);
  const server = plan.servers[i % plan.servers.length]!.replace(/^http/, 'ws');
  const socket = new WebSocket(`${server}/api/realtime`, {
    headers: { cookie: person.cookie, origin: plan.origin },
  });
  socket.on('message', (data) => {
    const event = JSON.parse(String(data)) as RealtimeEvent;
    if (event.type !== 'message.created') return;
    const sentAt = Number(event.message.content.split(' ')[1]);
    const now = Date.now();
    latencies.push(now - sentAt);
    const first = firstSeen.get(event.message.id);
    if (first === undefined) {
      firstSeen.set(event.message.id, now);
      firsts.push(now - sentAt);
    } else spreads.push(now - first);
    received.set(event.message.id, (received.get(event.message.id) ?? 0) + 1);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('message', () => resolve());
    socket.once('error', reject);
  });
  sockets.push(socket);
}

const expected = new Map<string, number>();
const total = plan.rate * plan.seconds;
const started = Date.now();
const sends: Promise<void>[] = [];
for (let n = 0; n < total; n += 1) {
  const due = started + (n * 1000) / plan.rate;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
  const pair = plan.pairs[n % plan.pairs.length]!;
  const sender = n % 2 ? pair.client : pair.consultant;
  const server = plan.servers[n % plan.servers.length]!;
  const sentAt = Date.now();
  sends.push(
    post(server, `/api/conversations/${pair.conversationId}/messages`, sender.cookie, {
      content: `bench ${sentAt}`,
    }).then(({ id }) => {
      posts.push(Date.now() - sentAt);
      expected.set(id, socketsOf.get(pair.consultant.id)! + socketsOf.get(pair.client.id)!);
    }),
  );
}
await Promise.all(sends);
await new Promise((resolve) => setTimeout(resolve, 2000));

let lost = 0;
for (const [id, count] of expected) lost += count - (received.get(id) ?? 0);
const at = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
for (const socket of sockets) socket.terminate();
console.log(
  JSON.stringify({
    sent: total,
    deliveries: latencies.length,
    p50: at(latencies, 0.5),
    p99: at(latencies, 0.99),
    max: at(latencies, 1),
    postP50: at(posts, 0.5),
    postP99: at(posts, 0.99),
    firstP99: at(firsts, 0.99),
    spreadP99: at(spreads, 0.99),
    lost,
  }),
);
