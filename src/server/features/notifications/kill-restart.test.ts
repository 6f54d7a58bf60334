import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { jobs, notifications } from '../../db/schema';
import { freePort } from '../../test/free-port';
import { signUpClientOn, spawnServer, untilListening, type ServerProcess } from '../../test/server-process';
import { MAIL_QUEUE } from './notifier';

async function stop(server: ServerProcess, signal: NodeJS.Signals) {
  server.child.kill(signal);
  await server.exited;
}

/**
 * The embedded default, as a real process: killed with kill -9 while it hands a mail to SMTP, then restarted. An SMTP
 * server that never answered the first DATA has not accepted that mail (RFC 5321 §4.2.5): the restart sends it
 * again, and exactly one is accepted.
 */
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('a notification mail across kill -9', () => {
  let dataDir: string;
  const received: { messageId: string; accepted: boolean }[] = [];
  let holdNext = true;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '';
        // The first mail is received whole, then left without an answer: the sender dies waiting for it.
        if (holdNext) {
          holdNext = false;
          received.push({ messageId, accepted: false });
          return;
        }
        received.push({ messageId, accepted: true });
        callback();
      });
    },
  });
  let smtpPort = 0;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'atelier-mail-crash-'));
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('loses nothing and has one mail accepted', { timeout: 240_000 }, async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: port, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` };
    // A client (her address confirmation goes to the mail folder), then a notification of hers due now.
    const first = spawnServer({ DATA_DIR: dataDir, PORT: port });
    await untilListening(first, port);
    const client = await signUpClientOn(`http://localhost:${port}`, 'Panne');
    await stop(first, 'SIGTERM');
    const database = await openDatabase({ dataDir: join(dataDir, 'db') });
    const now = new Date();
    const [job] = await database.db
      .insert(jobs)
      .values({
        queue: MAIL_QUEUE,
        key: `${client.id}:crash`,
        payload: { recipientId: client.id },
        runAt: now,
      })
      .returning({ id: jobs.id });
    await database.db.insert(notifications).values({
      recipientId: client.id,
      kind: 'diagnosis.changed',
      eventKey: 'diagnosis:crash',
      groupKey: 'diagnosis.changed',
      subject: { actorId: client.id, clientId: client.id },
      mail: 'pending',
      mailDueAt: now,
    });
    await database.close();

    // Killed while SMTP holds its mail unanswered.
    const sending = spawnServer(env);
    await expect.poll(() => received.length, { timeout: 60_000 }).toBe(1);
    await stop(sending, 'SIGKILL');

    const restarted = spawnServer(env);
    await untilListening(restarted, port);
    await expect.poll(() => received.length, { timeout: 60_000 }).toBe(2);
    await stop(restarted, 'SIGTERM');

    expect(received.map((mail) => mail.messageId)).toEqual([
      `<notification-${job!.id}@atelier-silhouette>`,
      `<notification-${job!.id}@atelier-silhouette>`,
    ]);
    expect(received.filter((mail) => mail.accepted)).toHaveLength(1);
    const after = await openDatabase({ dataDir: join(dataDir, 'db') });
    try {
      const [row] = await after.db.select().from(jobs).where(eq(jobs.id, job!.id));
      expect(row).toMatchObject({ state: 'done', attempts: 2 });
      const [told] = await after.db
        .select()
        .from(notifications)
        .where(eq(notifications.recipientId, client.id));
      expect(told).toMatchObject({ mail: 'sent', mailJobId: job!.id });
    } finally {
      await after.close();
    }
  });
});
