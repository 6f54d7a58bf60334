import { expect, it } from 'vitest';
import { presentAmong } from '../../platform/realtime/presence';
import { as, connect, conversationBetween } from '../../test/realtime-client';
import { createTestServer } from '../../test/test-server';
import { CONVERSATION_MAIL_GAP_MS, MESSAGE_GRACE_MS } from './notifier';

it('does not mail a message to someone who has the app open, and does once she has closed it', async () => {
  const { t, server, close } = await createTestServer();
  try {
    const { consultant, client, conversation } = await conversationBetween(t);
    const notified = () =>
      t.mails.filter((mail) => mail.to === client.email && mail.headers?.['List-Unsubscribe']);
    const present = async () => (await presentAmong(t.db, [client.id], t.deps.now())).has(client.id);
    const send = (content: string) =>
      consultant.request(`/api/conversations/${conversation.id}/messages`, {
        method: 'POST',
        json: { content },
      });

    const open = await connect(server.port, as(client));
    await expect.poll(present).toBe(true);
    expect((await send('Vous avez vu la tenue ?')).status).toBe(201);
    t.advanceTime(MESSAGE_GRACE_MS + 60_000);
    // Her socket stayed open all along: the instance said so every 30 s.
    await server.refreshPresence();
    await t.jobs.drain();
    expect(notified()).toEqual([]);

    open.socket.close();
    await expect.poll(present).toBe(false);
    expect((await send('Je vous attends jeudi.')).status).toBe(201);
    t.advanceTime(CONVERSATION_MAIL_GAP_MS + MESSAGE_GRACE_MS);
    await t.jobs.drain();
    expect(notified()).toHaveLength(1);
  } finally {
    await close();
  }
});

it('forgets an instance that died: its sockets count no longer than they were last said open', async () => {
  const { t, server, close } = await createTestServer();
  try {
    const { client } = await conversationBetween(t);
    const open = await connect(server.port, as(client));
    const present = async () => (await presentAmong(t.db, [client.id], t.deps.now())).has(client.id);
    await expect.poll(present).toBe(true);
    // No refresh comes (the instance is gone): 90 s later she counts as away.
    t.advanceTime(91_000);
    expect(await present()).toBe(false);
    open.socket.close();
  } finally {
    await close();
  }
});
