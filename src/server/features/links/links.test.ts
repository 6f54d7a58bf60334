import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClothingItem, Page } from '~/domain/wardrobe';
import { CLIENT_MESSAGES } from '~/domain/clients';
import { LINK_TEXTS } from '~/domain/links';
import type { ConversationSummary, Message } from '~/domain/messages';
import type { OutfitDetail, OutfitSummary } from '~/domain/outfits';
import { composeOutfit, uploadGarment } from '../../test/garments';
import { as, connect, conversationBetween, until } from '../../test/realtime-client';
import type { TestApp } from '../../test/test-app';
import { createTestServer, type TestServer } from '../../test/test-server';

let running: TestServer;
let t: TestApp;
beforeAll(async () => {
  running = await createTestServer();
  t = running.t;
});
afterAll(() => running.close());

/** A followed client with a garment, a proposal, an outfit of both, a conversation and a note. */
async function followedClient() {
  const { consultant, client, conversation } = await conversationBetween(t);
  const own = await uploadGarment(client);
  const proposal = await uploadGarment(consultant, `/api/clients/${client.id}/catalogue`);
  const outfit = await composeOutfit(consultant, client.id, [own.id, proposal.id]);
  const sent = await consultant.request(`/api/conversations/${conversation.id}/messages`, {
    method: 'POST',
    json: { content: 'Voici votre tenue pour le vernissage.' },
  });
  expect(sent.status).toBe(201);
  const note = await consultant.request(`/api/clients/${client.id}/notes`, {
    method: 'POST',
    json: { body: 'Préfère les coupes droites.' },
  });
  expect(note.status).toBe(201);
  return { consultant, client, conversation, own, proposal, outfit };
}

describe('ending the link between a consultant and a client', () => {
  it("cuts the consultant off at once from every part of the client's file", async () => {
    const { consultant, client, conversation, own, outfit } = await followedClient();
    expect((await consultant.request(`/api/links/${client.id}`, { method: 'DELETE' })).status).toBe(204);

    for (const path of [
      `/api/clients/${client.id}`,
      `/api/clients/${client.id}/wardrobe`,
      `/api/clients/${client.id}/outfits`,
      `/api/clients/${client.id}/catalogue`,
      `/api/clients/${client.id}/notes`,
      `/api/clothing/${own.id}/image/display`,
      `/api/outfits/${outfit.id}`,
      `/api/outfits/${outfit.id}/image`,
      `/api/profiles/${client.id}/photo`,
      `/api/conversations/${conversation.id}`,
      `/api/conversations/${conversation.id}/messages`,
    ]) {
      const response = await consultant.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('vernissage');
    }
    const portfolio = (await (await consultant.request('/api/clients')).json()) as Page<{ id: string }>;
    expect(portfolio.items.map((item) => item.id)).not.toContain(client.id);
    const conversations = (await (await consultant.request('/api/conversations')).json()) as Page<{
      id: string;
    }>;
    expect(conversations.items).toEqual([]);
    expect(await (await consultant.request('/api/messages/unread-count')).json()).toEqual({ count: 0 });
    const send = await consultant.request(`/api/conversations/${conversation.id}/messages`, {
      method: 'POST',
      json: { content: 'Encore là ?' },
    });
    expect(send.status).toBe(404);
    const again = await consultant.request(`/api/clients/${client.id}/notes`, {
      method: 'POST',
      json: { body: 'x' },
    });
    expect((await again.json()).error.message).toBe(CLIENT_MESSAGES.notFound);
  });

  it('leaves the client her wardrobe, her outfits with their garments and images, and the history, read-only', async () => {
    const { consultant, client, conversation, own, proposal, outfit } = await followedClient();
    expect((await client.request(`/api/links/${consultant.id}`, { method: 'DELETE' })).status).toBe(204);

    const wardrobe = (await (await client.request('/api/wardrobe/items')).json()) as Page<ClothingItem>;
    expect(wardrobe.items.map((item) => item.id)).toEqual([own.id]);
    const outfits = (await (await client.request('/api/outfits')).json()) as Page<OutfitSummary>;
    expect(
      outfits.items.map((item) => [item.id, item.consultant?.firstName, item.consultant?.photoUrl]),
    ).toEqual([[outfit.id, LINK_TEXTS.formerConsultant, null]]);
    const detail = (await (await client.request(`/api/outfits/${outfit.id}`)).json()) as OutfitDetail;
    expect(detail.consultant?.firstName).toBe(LINK_TEXTS.formerConsultant);
    expect(JSON.stringify(detail)).not.toContain(consultant.email);
    for (const path of [
      `/api/outfits/${outfit.id}/image`,
      `/api/clothing/${own.id}/image/display`,
      `/api/clothing/${proposal.id}/image/display`,
    ]) {
      expect((await client.request(path)).status, path).toBe(200);
    }

    const list = (await (await client.request('/api/conversations')).json()) as Page<ConversationSummary>;
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      id: conversation.id,
      readOnly: true,
      other: { firstName: LINK_TEXTS.formerConsultant, lastName: '', photoUrl: null },
    });
    const history = (await (
      await client.request(`/api/conversations/${conversation.id}/messages`)
    ).json()) as Page<Message>;
    expect(history.items.map((message) => message.content)).toEqual([
      'Voici votre tenue pour le vernissage.',
    ]);
    const reply = await client.request(`/api/conversations/${conversation.id}/messages`, {
      method: 'POST',
      json: { content: 'Merci !' },
    });
    expect(reply.status).toBe(403);
    expect(await reply.json()).toEqual({
      error: { code: 'CONVERSATION_CLOSED', message: LINK_TEXTS.conversationClosed },
    });
    expect(
      (await client.request(`/api/conversations/${conversation.id}/read`, { method: 'POST' })).status,
    ).toBe(200);
    const contacts = (await (await client.request('/api/contacts')).json()) as { id: string }[];
    expect(contacts.map((contact) => contact.id)).not.toContain(consultant.id);
    const restart = await client.request('/api/conversations', {
      method: 'POST',
      json: { participantId: consultant.id },
    });
    expect(restart.status).toBe(403);
  });

  it('tells both sides on their sockets, then carries no more of the pair’s events', async () => {
    const { consultant, client, conversation } = await conversationBetween(t);
    const clientSocket = await connect(running.server.port, as(client));
    const consultantSocket = await connect(running.server.port, as(consultant));
    expect((await consultant.request(`/api/links/${client.id}`, { method: 'DELETE' })).status).toBe(204);
    const ended = { type: 'link.ended', consultantId: consultant.id, clientId: client.id };
    await until(() => clientSocket.events.some((event) => event.type === 'link.ended'));
    await until(() => consultantSocket.events.some((event) => event.type === 'link.ended'));
    expect(clientSocket.events.filter((event) => event.type === 'link.ended')).toEqual([ended]);

    // A read receipt names both: it no longer reaches the consultant.
    expect(
      (await client.request(`/api/conversations/${conversation.id}/read`, { method: 'POST' })).status,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(consultantSocket.events.some((event) => event.type === 'conversation.read')).toBe(false);
    for (const { socket } of [clientSocket, consultantSocket]) socket.close();
  });

  it('answers 404 when there is no such link, whoever asks, and changes nothing', async () => {
    const { consultant, client } = await conversationBetween(t);
    const other = await conversationBetween(t);
    for (const [user, personId] of [
      [consultant, other.client.id],
      [client, other.consultant.id],
      [consultant, other.consultant.id],
      [client, client.id],
      [consultant, 'pas-un-id'],
    ] as const) {
      const response = await user.request(`/api/links/${personId}`, { method: 'DELETE' });
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe(LINK_TEXTS.notFound);
    }
    expect((await other.consultant.request(`/api/clients/${other.client.id}`)).status).toBe(200);
    expect((await consultant.request(`/api/clients/${client.id}`)).status).toBe(200);
  });
});
