import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTFIT_MESSAGES, type OutfitDetail, type OutfitDraft, type OutfitSummary } from '~/domain/outfits';
import type { RealtimeEvent } from '~/domain/messages';
import type { Page } from '~/domain/wardrobe';
import { consultantClients } from '../../db/schema';
import { uploadGarment } from '../../test/garments';
import { imageForm } from '../../test/images';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, type TestUser } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const board = () =>
  sharp({ create: { width: 600, height: 600, channels: 4, background: '#e5e7eb' } })
    .png()
    .toBuffer();

const draftOf = (itemIds: string[]): OutfitDraft => ({
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
  path: string,
  fields: { name: string; itemIds: string[]; draft?: unknown },
) {
  const form = imageForm({
    name: fields.name,
    itemIds: JSON.stringify(fields.itemIds),
    ...(fields.draft === undefined
      ? {}
      : { draft: typeof fields.draft === 'string' ? fields.draft : JSON.stringify(fields.draft) }),
    image: { bytes: await board(), name: 'outfit.png', type: 'image/png' },
  });
  return user.request(path, { method: 'POST', body: form });
}

async function lookFor() {
  const client = await signUp(t, 'client');
  const consultant = await signUp(t, 'consultant');
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  const top = await uploadGarment(client);
  const bottom = await uploadGarment(client, '/api/wardrobe/items', { category: 'bottom' });
  const response = await send(consultant, `/api/clients/${client.id}/outfits`, {
    name: 'Réunion',
    itemIds: [top.id],
    draft: draftOf([top.id]),
  });
  expect(response.status).toBe(201);
  return { client, consultant, top, bottom, outfit: (await response.json()) as OutfitDetail };
}

const react = (user: TestUser, id: string, reaction: string, comment?: string) =>
  user.request(`/api/outfits/${id}/reaction`, { method: 'PUT', json: { reaction, comment } });
const detailOf = async (user: TestUser, id: string) =>
  (await (await user.request(`/api/outfits/${id}`)).json()) as OutfitDetail;

describe('reactions', () => {
  it('lets the client react and change her mind; her consultant reads it, live', async () => {
    const { client, consultant, outfit } = await lookFor();
    const events: RealtimeEvent[] = [];
    const stop = t.deps.realtime.subscribe(consultant.id, (event) => events.push(event));
    const answered = await react(client, outfit.id, 'revise', '  Plus de couleur ?  ');
    expect(answered.status).toBe(200);
    expect(await detailOf(consultant, outfit.id)).toMatchObject({
      reaction: 'revise',
      reactionComment: 'Plus de couleur ?',
    });
    await expect
      .poll(() => events)
      .toContainEqual({ type: 'outfit.changed', clientId: client.id, outfitId: outfit.id });
    stop();
    expect((await react(client, outfit.id, 'love')).status).toBe(200);
    const list = (await (
      await consultant.request(`/api/clients/${client.id}/outfits`)
    ).json()) as Page<OutfitSummary>;
    expect(list.items[0]).toMatchObject({ reaction: 'love', reactionComment: null });
  });

  it('is the client’s alone', async () => {
    const { client, consultant, outfit } = await lookFor();
    const other = await signUp(t, 'client');
    expect((await react(consultant, outfit.id, 'love')).status).toBe(403);
    const stranger = await react(other, outfit.id, 'love');
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({
      error: { code: 'NOT_FOUND', message: OUTFIT_MESSAGES.notFound },
    });
    const bad = await react(client, outfit.id, 'bof');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain(OUTFIT_MESSAGES.reactionRequired);
    expect((await detailOf(client, outfit.id)).reaction).toBeNull();
  });
});

describe('revisions', () => {
  it('keeps the board, and a revision becomes version 2, the one the lists show, with version 1 kept', async () => {
    const { client, consultant, top, bottom, outfit } = await lookFor();
    expect((await detailOf(consultant, outfit.id)).draft).toEqual(draftOf([top.id]));
    await react(client, outfit.id, 'revise', 'Avec un bas ?');
    const revised = await send(consultant, `/api/outfits/${outfit.id}/revisions`, {
      name: 'Réunion',
      itemIds: [top.id, bottom.id],
      draft: draftOf([top.id, bottom.id]),
    });
    expect(revised.status).toBe(201);
    const second = (await revised.json()) as OutfitDetail;
    expect(second).toMatchObject({ version: 2, latest: true, reaction: null });
    expect(second.versions.map((v) => [v.id, v.version, v.reaction])).toEqual([
      [outfit.id, 1, 'revise'],
      [second.id, 2, null],
    ]);
    const mine = (await (await client.request('/api/outfits')).json()) as Page<OutfitSummary>;
    expect(mine.items.map((o) => [o.id, o.version])).toEqual([[second.id, 2]]);
    const first = await detailOf(client, outfit.id);
    expect(first).toMatchObject({ version: 1, latest: false, reaction: 'revise' });
    expect(first.garments.map((g) => g.id)).toEqual([top.id]);

    // Only the latest version is revised; a second revision of version 1 is refused.
    const stale = await send(consultant, `/api/outfits/${outfit.id}/revisions`, {
      name: 'Réunion',
      itemIds: [top.id],
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: { code: 'NOT_LATEST', message: OUTFIT_MESSAGES.notLatest } });

    // Deleting the look removes every version.
    expect((await consultant.request(`/api/outfits/${second.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await client.request(`/api/outfits/${outfit.id}`)).status).toBe(404);
  });

  it('is made only by the outfit’s consultant, with a board that names its garments', async () => {
    const { client, consultant, top, bottom, outfit } = await lookFor();
    const rival = await signUp(t, 'consultant');
    await t.db.insert(consultantClients).values({ consultantId: rival.id, clientId: client.id });
    // Another consultant of the same client does not see this one's outfits at all.
    expect(
      (await send(rival, `/api/outfits/${outfit.id}/revisions`, { name: 'X', itemIds: [top.id] })).status,
    ).toBe(404);
    expect(
      (await send(client, `/api/outfits/${outfit.id}/revisions`, { name: 'X', itemIds: [top.id] })).status,
    ).toBe(403);
    const foreign = await send(consultant, `/api/outfits/${outfit.id}/revisions`, {
      name: 'X',
      itemIds: [top.id],
      draft: draftOf([bottom.id]),
    });
    expect(foreign.status).toBe(400);
    expect(JSON.stringify(await foreign.json())).toContain(OUTFIT_MESSAGES.draftInvalid);
    for (const draft of ['{pas du json', { garments: [{ itemId: top.id, x: 'a' }] }]) {
      const bad = await send(consultant, `/api/clients/${client.id}/outfits`, {
        name: 'X',
        itemIds: [top.id],
        draft,
      });
      expect(bad.status).toBe(400);
    }
    expect((await detailOf(client, outfit.id)).versions).toHaveLength(1);
  });

  it('shows version 1 again when version 2 goes with the garments of a client who withdrew her consent', async () => {
    const { client, consultant, top, outfit } = await lookFor();
    const proposal = await uploadGarment(consultant, `/api/clients/${client.id}/catalogue`);
    // Version 1 of a second look holds only the proposal; version 2 adds her own top.
    const first = (await (
      await send(consultant, `/api/clients/${client.id}/outfits`, { name: 'Dîner', itemIds: [proposal.id] })
    ).json()) as OutfitDetail;
    const second = (await (
      await send(consultant, `/api/outfits/${first.id}/revisions`, {
        name: 'Dîner',
        itemIds: [proposal.id, top.id],
      })
    ).json()) as OutfitDetail;
    expect(second.version).toBe(2);
    expect((await client.request('/api/me/consent', { method: 'DELETE' })).status).toBe(200);
    const mine = (await (await client.request('/api/outfits')).json()) as Page<OutfitSummary>;
    // The first look showed her top and is gone; the second falls back to its version 1.
    expect(mine.items.map((o) => [o.id, o.version])).toEqual([[first.id, 1]]);
    expect((await client.request(`/api/outfits/${outfit.id}`)).status).toBe(404);
    expect(await detailOf(client, first.id)).toMatchObject({
      latest: true,
      versions: [{ id: first.id, version: 1 }],
    });
  });
});
