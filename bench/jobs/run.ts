/**
 * The job queue (decision record 61) at size, beside a bare baseline, and a notification from its due time to the
 * mail handed to SMTP. Prints figures and the machine's load; asserts nothing.
 *
 * 1. Throughput: JOBS pending jobs (10,000 unless told), drained by the product's runner (claim in a transaction,
 *    lease, complete: three statements) with a handler that does nothing, beside a bare loop of one
 *    `UPDATE ... WHERE id = (SELECT ... FOR UPDATE SKIP LOCKED) RETURNING` per job on the same database; rounds
 *    alternate which goes first.
 * 2. Due to SMTP: a client told of her diagnosis; once its round is due, the time until a local SMTP server
 *    (smtp-server) has received the whole mail, through the running runner (its poll included), beside nodemailer
 *    handing an already rendered mail of the same size to that server.
 *
 *   npx tsx bench/jobs/run.ts                  (JOBS=10000 ROUNDS=2 MAILS=20 unless told)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/jobs/run.ts
 */
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { createApp } from '../../src/server/app';
import { consultantClients } from '../../src/server/db/schema';
import { createNotificationRunner } from '../../src/server/features/notifications/mail-rounds';
import { createNotifier } from '../../src/server/features/notifications/notifier';
import { createMailer } from '../../src/server/platform/mail/mailer';
import { createJobRunner } from '../../src/server/platform/jobs/job-runner';
import { benchDeps, benchSignUp } from '../support/bench-deps';

const JOBS = Number(process.env.JOBS ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const MAILS = Number(process.env.MAILS ?? 20);

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const percentile = (values: number[], p: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
};
console.log(`load before: ${load()}`);

const bench = await benchDeps();
const { query } = bench;

async function seed(queue: string) {
  await query(
    `insert into jobs (queue, key, run_at) select $1::text, 'k' || g, now() - interval '1 second' from generate_series(1, $2::int) g`,
    [queue, JOBS],
  );
  await query('analyze jobs');
}

async function product(round: number): Promise<number> {
  const queue = `bench.product.${round}`;
  await seed(queue);
  const runner = createJobRunner(
    { db: bench.deps.db, logger: pino({ level: 'silent' }), now: () => new Date() },
    { [queue]: async () => undefined },
  );
  const started = performance.now();
  let done = 0;
  while (await runner.runOnce()) done += 1;
  if (done !== JOBS) throw new Error(`product ran ${done} jobs`);
  return performance.now() - started;
}

async function baseline(round: number): Promise<number> {
  const queue = `bench.bare.${round}`;
  await seed(queue);
  const started = performance.now();
  let done = 0;
  for (;;) {
    const { rows } = await query(
      `update jobs set state = 'done', attempts = attempts + 1, finished_at = now()
       where id = (select id from jobs where state = 'pending' and run_at <= now() and queue = $1
                   order by run_at, id limit 1 for update skip locked)
       returning id`,
      [queue],
    );
    if (rows.length === 0) break;
    done += 1;
  }
  if (done !== JOBS) throw new Error(`baseline ran ${done} jobs`);
  return performance.now() - started;
}

console.log(`\n${bench.kind}: ${JOBS.toLocaleString('en')} pending jobs drained by one runner`);
const times = { product: [] as number[], bare: [] as number[] };
for (let round = 0; round < ROUNDS; round += 1) {
  const order = round % 2 === 0 ? (['product', 'bare'] as const) : (['bare', 'product'] as const);
  for (const which of order) {
    times[which].push(which === 'product' ? await product(round) : await baseline(round));
  }
}
const rate = (ms: number) => Math.round((JOBS / ms) * 1000);
const best = (list: number[]) => Math.min(...list);
console.log(
  `  product runner   ${rate(best(times.product)).toLocaleString('en')} jobs/s (best of ${ROUNDS}; all: ${times.product.map((t) => rate(t)).join(', ')})`,
);
console.log(
  `  bare statement   ${rate(best(times.bare)).toLocaleString('en')} jobs/s (best of ${ROUNDS}; all: ${times.bare.map((t) => rate(t)).join(', ')})`,
);
console.log(`  ratio            ${(best(times.bare) / best(times.product)).toFixed(2)} of bare`);

// 2. From due to SMTP.
const received: number[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => {
      received.push(performance.now());
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;

let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const deps = {
  ...bench.deps,
  now,
  mailer: createMailer({ smtpUrl, from: 'bench@atelier.local', dir: '', logger: pino({ level: 'silent' }) }),
};
const app = createApp(deps);
const consultant = await benchSignUp(app, 'consultant');
const client = await benchSignUp(app, 'client');
await bench.deps.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
const notifier = createNotifier(deps);
const runner = createNotificationRunner(deps);
const stop = runner.start();
const dueToSmtp: number[] = [];
for (let i = 0; i < MAILS; i += 1) {
  await notifier.tell({
    recipientId: client.id,
    kind: 'diagnosis.changed',
    eventKey: `bench:${i}:${Date.now()}`,
    subject: { actorId: consultant.id, clientId: client.id },
  });
  const before = received.length;
  offsetMs += 2 * 60_000;
  const due = performance.now();
  while (received.length === before) await new Promise((resolve) => setTimeout(resolve, 2));
  dueToSmtp.push(received.at(-1)! - due);
}
await stop();

const transport = nodemailer.createTransport(smtpUrl);
const html = '<p>' + 'x'.repeat(9_000) + '</p>';
const bare: number[] = [];
for (let i = 0; i < MAILS; i += 1) {
  const before = received.length;
  const started = performance.now();
  await transport.sendMail({
    from: 'bench@atelier.local',
    to: 'client@bench.fr',
    subject: 'Bench',
    text: 'x',
    html,
  });
  while (received.length === before) await new Promise((resolve) => setTimeout(resolve, 2));
  bare.push(received.at(-1)! - started);
}
transport.close();
console.log(
  `\n${bench.kind}: a notification from its due time to SMTP (${MAILS} mails, the runner polling each second)`,
);
console.log(
  `  product  p50 ${percentile(dueToSmtp, 0.5).toFixed(0)} ms  p99 ${percentile(dueToSmtp, 0.99).toFixed(0)} ms  max ${Math.max(...dueToSmtp).toFixed(0)} ms`,
);
console.log(
  `  bare     p50 ${percentile(bare, 0.5).toFixed(1)} ms  p99 ${percentile(bare, 0.99).toFixed(1)} ms (nodemailer handing a rendered mail over)`,
);
console.log(`load after: ${load()}`);
await new Promise<void>((resolve) => smtp.close(() => resolve()));
await bench.close();
process.exit(0);
