import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutfitDetail, OutfitDraft, OutfitSummary } from '~/domain/outfits';
import type { RealtimeEvent } from '~/domain/messages';
import type { Page } from '~/domain/wardrobe';
import { consultantClients, outfitClothingItems, outfits, profiles } from '../../db/schema';
import { uploadGarment } from '../../test/garments';
import { imageForm } from '../../test/images';
import { createTestApp, type TestApp } from '../../test/test-app';
import { unzip } from '../../test/unzip';
import { signUp, type TestUser } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const board = (background = '#e5e7eb') =>
  sharp({ create: { width: 600, height: 600, channels: 4, background } })
    .png()
    .toBuffer();

const boardOf = (itemIds: string[]): OutfitDraft => ({
  garments: itemIds.map((itemId, index) => ({
    itemId,
    x: 240,
    y: 100 + index * 130,
    width: 120,
    height: 120,
    z: 10 + index,
  })),
});

async function send(
  user: TestUser,
  method: 'POST' | 'PUT',
  path: string,
  fields: { name?: string; comments?: string; itemIds?: string[] },
  background?: string,
) {
  const form = imageForm({
    ...(fields.name === undefined ? {} : { name: fields.name }),
    ...(fields.comments === undefined ? {} : { comments: fields.comments }),
    ...(fields.itemIds === undefined
      ? {}
      : { itemIds: JSON.stringify(fields.itemIds), draft: JSON.stringify(boardOf(fields.itemIds)) }),
    image: { bytes: await board(background), name: 'outfit.png', type: 'image/png' },
  });
  return user.request(path, { method, body: form });
}

async function scene() {
  const client = await signUp(t, 'client');
  const consultant = await signUp(t, 'consultant');
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  const top = await uploadGarment(client);
  const bottom = await uploadGarment(client, '/api/wardrobe/items', { category: 'bottom' });
  return { client, consultant, top, bottom };
}

async function draftFor(consultant: TestUser, clientId: string, fields: Parameters<typeof send>[3]) {
  const response = await send(consultant, 'POST', `/api/clients/${clientId}/outfit-drafts`, fields);
  expect(response.status).toBe(201);
  return (await response.json()) as OutfitDetail;
}

const listOf = async (user: TestUser, path: string) =>
  ((await (await user.request(path)).json()) as Page<OutfitSummary>).items;
const filesOf = async (consultant: TestUser) =>
  (await t.listFiles()).filter((file) => file.startsWith(`users/${consultant.id}/outfits/`));

describe('outfit drafts', () => {
  it('keeps an empty board, then its garments, name and picture, for the consultant alone', async () => {
    const { client, consultant, top, bottom } = await scene();
    const empty = await draftFor(consultant, client.id, {});
    expect(empty).toMatchObject({ shared: false, name: '', garments: [], version: 1 });

    const saved = await send(consultant, 'PUT', `/api/outfits/${empty.id}/draft`, {
      name: ' Réunion ',
      comments: 'Avec une ceinture',
      itemIds: [top.id, bottom.id],
    });
    expect(saved.status).toBe(200);
    const draft = (await saved.json()) as OutfitDetail;
    expect(draft).toMatchObject({
      id: empty.id,
      shared: false,
      name: 'Réunion',
      comments: 'Avec une ceinture',
    });
    expect(draft.garments.map((g) => g.id).sort()).toEqual([top.id, bottom.id].sort());
    expect(draft.draft).toEqual(boardOf([top.id, bottom.id]));
    expect(draft.imageUrl).not.toBe(empty.imageUrl);

    // Fewer garments: the links follow; the image before is replaced, not kept.
    await send(consultant, 'PUT', `/api/outfits/${empty.id}/draft`, { name: 'Réunion', itemIds: [top.id] });
    const links = await t.db
      .select()
      .from(outfitClothingItems)
      .where(eq(outfitClothingItems.outfitId, empty.id));
    expect(links.map((link) => link.clothingItemId)).toEqual([top.id]);
    expect(await filesOf(consultant)).toHaveLength(1);
    const image = await consultant.request(new URL(draft.imageUrl, 'http://localhost').pathname);
    expect(image.status).toBe(200);

    const consultantList = await listOf(consultant, `/api/clients/${client.id}/outfits`);
    expect(consultantList).toMatchObject([{ id: empty.id, shared: false }]);
  });

  it('is not there for the client: not listed, 404 by id and image, no reaction, no event, not exported', async () => {
    const { client, consultant, top } = await scene();
    const events: RealtimeEvent[] = [];
    const stop = t.deps.realtime.subscribe(client.id, (event) => events.push(event));
    const draft = await draftFor(consultant, client.id, { name: 'Secret', itemIds: [top.id] });
    await send(consultant, 'PUT', `/api/outfits/${draft.id}/draft`, { name: 'Secret', itemIds: [top.id] });

    expect(await listOf(client, '/api/outfits')).toEqual([]);
    expect((await client.request(`/api/outfits/${draft.id}`)).status).toBe(404);
    expect((await client.request(`/api/outfits/${draft.id}/image`)).status).toBe(404);
    const reacted = await client.request(`/api/outfits/${draft.id}/reaction`, {
      method: 'PUT',
      json: { reaction: 'revise' },
    });
    expect(reacted.status).toBe(404);
    const exported = await unzip(Buffer.from(await (await client.request('/api/me/export')).arrayBuffer()));
    const tenues = [...exported].find(([path]) => path.endsWith('tenues.json'));
    expect(tenues ? (JSON.parse(tenues[1].toString()) as unknown[]) : []).toEqual([]);
    const [card] = await t.db
      .select()
      .from(consultantClients)
      .where(eq(consultantClients.clientId, client.id));
    expect(card).toMatchObject({ looksToRevise: 0, news: 0 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events.filter((event) => event.type === 'outfit.changed')).toEqual([]);
    stop();
  });

  it('is shared by "Enregistrer et partager": checked as a new outfit, then the client sees it and is told', async () => {
    const { client, consultant, top } = await scene();
    const draft = await draftFor(consultant, client.id, { itemIds: [top.id] });
    const nameless = await send(consultant, 'POST', `/api/outfits/${draft.id}/share`, {
      name: '',
      itemIds: [top.id],
    });
    expect(nameless.status).toBe(400);
    const empty = await send(consultant, 'POST', `/api/outfits/${draft.id}/share`, {
      name: 'Réunion',
      itemIds: [],
    });
    expect(empty.status).toBe(400);
    expect(await listOf(client, '/api/outfits')).toEqual([]);

    const events: RealtimeEvent[] = [];
    const stop = t.deps.realtime.subscribe(client.id, (event) => events.push(event));
    const shared = await send(consultant, 'POST', `/api/outfits/${draft.id}/share`, {
      name: 'Réunion',
      itemIds: [top.id],
    });
    expect(shared.status).toBe(200);
    expect(await shared.json()).toMatchObject({ id: draft.id, shared: true, name: 'Réunion' });
    await expect
      .poll(() => events)
      .toContainEqual({ type: 'outfit.changed', clientId: client.id, outfitId: draft.id });
    stop();
    expect(await listOf(client, '/api/outfits')).toMatchObject([{ id: draft.id, shared: true }]);
    expect((await client.request(`/api/outfits/${draft.id}`)).status).toBe(200);

    // Shared, it is no longer a draft: autosave and sharing again are refused.
    const again = await send(consultant, 'PUT', `/api/outfits/${draft.id}/draft`, {
      name: 'X',
      itemIds: [top.id],
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: 'OUTFIT_SHARED' } });
  });

  it('cannot be revised before it is shared', async () => {
    const { client, consultant, top } = await scene();
    const draft = await draftFor(consultant, client.id, { name: 'Réunion', itemIds: [top.id] });
    const revised = await send(consultant, 'POST', `/api/outfits/${draft.id}/revisions`, {
      name: 'Réunion',
      itemIds: [top.id],
    });
    expect(revised.status).toBe(409);
  });

  it('is 404 to a stranger and to a former consultant; a garment not hers is refused', async () => {
    const { client, consultant, top } = await scene();
    const draft = await draftFor(consultant, client.id, { name: 'Réunion', itemIds: [top.id] });
    const stranger = await signUp(t, 'consultant');
    expect((await stranger.request(`/api/outfits/${draft.id}`)).status).toBe(404);
    expect((await send(stranger, 'PUT', `/api/outfits/${draft.id}/draft`, { itemIds: [] })).status).toBe(404);
    expect((await send(stranger, 'POST', `/api/clients/${client.id}/outfit-drafts`, {})).status).toBe(404);
    const otherClient = await signUp(t, 'client');
    const notHers = await uploadGarment(otherClient);
    const refused = await send(consultant, 'PUT', `/api/outfits/${draft.id}/draft`, {
      itemIds: [notHers.id],
    });
    expect(refused.status).toBe(400);

    expect((await consultant.request(`/api/links/${client.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await consultant.request(`/api/outfits/${draft.id}`)).status).toBe(404);
    expect((await send(consultant, 'PUT', `/api/outfits/${draft.id}/draft`, { itemIds: [] })).status).toBe(
      404,
    );
    expect(
      (await send(consultant, 'POST', `/api/outfits/${draft.id}/share`, { name: 'R', itemIds: [top.id] }))
        .status,
    ).toBe(404);
    expect((await client.request(`/api/outfits/${draft.id}`)).status).toBe(404);
  });

  it('can be deleted, with its image', async () => {
    const { client, consultant, top } = await scene();
    const draft = await draftFor(consultant, client.id, { name: 'Réunion', itemIds: [top.id] });
    expect((await consultant.request(`/api/outfits/${draft.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await consultant.request(`/api/outfits/${draft.id}`)).status).toBe(404);
    expect(await listOf(consultant, `/api/clients/${client.id}/outfits`)).toEqual([]);
    expect(await filesOf(consultant)).toEqual([]);
  });

  it("goes with the consultant's account: her drafts alone do not keep her retired, nor outlive her retirement", async () => {
    const first = await scene();
    const draft = await draftFor(first.consultant, first.client.id, {
      name: 'Réunion',
      itemIds: [first.top.id],
    });
    const deleteAccount = (user: TestUser) =>
      user.request('/api/me', { method: 'DELETE', json: { password: user.password } });
    expect((await deleteAccount(first.consultant)).status).toBe(204);
    expect(await t.db.select().from(profiles).where(eq(profiles.id, first.consultant.id))).toEqual([]);
    expect(await t.db.select().from(outfits).where(eq(outfits.id, draft.id))).toEqual([]);

    // One look shared keeps her (retired) for her client; the draft beside it goes, with its image.
    const second = await scene();
    const kept = await draftFor(second.consultant, second.client.id, { itemIds: [second.top.id] });
    await send(second.consultant, 'POST', `/api/outfits/${kept.id}/share`, {
      name: 'Gardée',
      itemIds: [second.top.id],
    });
    const dropped = await draftFor(second.consultant, second.client.id, { itemIds: [second.top.id] });
    expect((await deleteAccount(second.consultant)).status).toBe(204);
    const left = await t.db
      .select({ id: outfits.id })
      .from(outfits)
      .where(eq(outfits.consultantId, second.consultant.id));
    expect(left).toEqual([{ id: kept.id }]);
    expect(dropped.id).not.toBe(kept.id);
    expect(await filesOf(second.consultant)).toHaveLength(1);
  });
});
