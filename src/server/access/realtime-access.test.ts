import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessWorld, type AccessWorld } from '../test/access-world';
import { as, connect, until } from '../test/realtime-client';
import { createTestServer, type TestServer } from '../test/test-server';

let running: TestServer;
let world: AccessWorld;
beforeAll(async () => {
  running = await createTestServer();
  world = await accessWorld(running.t);
});
afterAll(() => running.close());

describe('events about a client', () => {
  it('stop reaching the consultant she left, even on a socket opened after the link ended', async () => {
    const { people, ids } = world;
    const port = running.server.port;
    const former = await connect(port, as(people.former));
    const current = await connect(port, as(people.current));

    const decide = (itemId: string) =>
      people.client.request(`/api/proposals/${itemId}/decision`, {
        method: 'PUT',
        json: { decision: 'wanted' },
      });
    expect((await decide(ids.formerProposal)).status).toBe(200);
    const reaction = await people.client.request(`/api/outfits/${ids.formerOutfit}/reaction`, {
      method: 'PUT',
      json: { reaction: 'love' },
    });
    expect(reaction.status).toBe(200);
    const read = await people.client.request(`/api/conversations/${ids.formerConversation}/read`, {
      method: 'POST',
    });
    expect(read.status).toBe(200);
    // The consultant who follows her hears of her answer to her own proposal: events do flow.
    expect((await decide(ids.currentProposal)).status).toBe(200);
    await until(() => current.events.some((event) => event.type === 'proposal.decided'));

    expect(former.events.filter((event) => event.type !== 'ready')).toEqual([]);
    former.socket.close();
    current.socket.close();
  });
});
