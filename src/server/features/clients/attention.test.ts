import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientSummary } from '~/domain/clients';
import type { OutfitDetail } from '~/domain/outfits';
import type { ClothingItem, Page } from '~/domain/wardrobe';
import { consultantClients } from '../../db/schema';
import { composeOutfit, uploadGarment } from '../../test/garments';
import { imageForm, solidPng } from '../../test/images';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, type TestUser } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function portfolio(consultant: TestUser, query = '') {
  const response = await consultant.request(`/api/clients${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as Page<ClientSummary>).items;
}
const cardOf = async (consultant: TestUser, clientId: string) =>
  (await portfolio(consultant)).find((card) => card.id === clientId)!.waiting;
const seen = (consultant: TestUser, clientId: string) =>
  consultant.request(`/api/clients/${clientId}/seen`, { method: 'PUT' });

async function followed(consultant: TestUser) {
  const client = await signUp(t, 'client');
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  return client;
}

describe("the portfolio's 'À traiter'", () => {
  it('counts answers awaited, looks to revise and news, and lists only the clients with something to do', async () => {
    const consultant = await signUp(t, 'consultant');
    const active = await followed(consultant);
    const quiet = await followed(consultant);
    const proposal = await uploadGarment(consultant, `/api/clients/${active.id}/catalogue`);
    await uploadGarment(consultant, `/api/clients/${active.id}/catalogue`);
    await uploadGarment(consultant, `/api/clients/${quiet.id}/catalogue`);
    expect(await cardOf(consultant, active.id)).toEqual({
      answers: 2,
      toRevise: 0,
      news: 0,
      needsAttention: false,
    });
    expect(await portfolio(consultant, '?attention=true')).toEqual([]);

    // She answers one proposal: news on her card, and she is 'À traiter'.
    await active.request(`/api/proposals/${proposal.id}/decision`, {
      method: 'PUT',
      json: { decision: 'wanted' },
    });
    expect(await cardOf(consultant, active.id)).toEqual({
      answers: 1,
      toRevise: 0,
      news: 1,
      needsAttention: true,
    });
    expect((await portfolio(consultant, '?attention=true')).map((card) => card.id)).toEqual([active.id]);
    expect((await seen(consultant, active.id)).status).toBe(204);
    expect(await cardOf(consultant, active.id)).toEqual({
      answers: 1,
      toRevise: 0,
      news: 0,
      needsAttention: false,
    });

    // A look to revise stays 'À traiter' after the visit, until it is revised.
    const outfit = await composeOutfit(consultant, active.id, [proposal.id]);
    await active.request(`/api/outfits/${outfit.id}/reaction`, {
      method: 'PUT',
      json: { reaction: 'revise' },
    });
    expect(await cardOf(consultant, active.id)).toEqual({
      answers: 1,
      toRevise: 1,
      news: 1,
      needsAttention: true,
    });
    await seen(consultant, active.id);
    expect(await cardOf(consultant, active.id)).toEqual({
      answers: 1,
      toRevise: 1,
      news: 0,
      needsAttention: true,
    });
    const form = imageForm({
      name: 'Version 2',
      itemIds: JSON.stringify([proposal.id]),
      image: { bytes: await solidPng(600, 600), name: 'o.png', type: 'image/png' },
    });
    const revised = await consultant.request(`/api/outfits/${outfit.id}/revisions`, {
      method: 'POST',
      body: form,
    });
    expect(((await revised.json()) as OutfitDetail).version).toBe(2);
    expect(await cardOf(consultant, active.id)).toEqual({
      answers: 1,
      toRevise: 0,
      news: 0,
      needsAttention: false,
    });
    expect(await cardOf(consultant, quiet.id)).toEqual({
      answers: 1,
      toRevise: 0,
      news: 0,
      needsAttention: false,
    });
  });

  it('is recounted when what it counted goes: a proposal or a look deleted', async () => {
    const consultant = await signUp(t, 'consultant');
    const client = await followed(consultant);
    const answered = await uploadGarment(consultant, `/api/clients/${client.id}/catalogue`);
    const unanswered = await uploadGarment(consultant, `/api/clients/${client.id}/catalogue`);
    await client.request(`/api/proposals/${answered.id}/decision`, {
      method: 'PUT',
      json: { decision: 'wanted' },
    });
    const outfit = await composeOutfit(consultant, client.id, [answered.id]);
    await client.request(`/api/outfits/${outfit.id}/reaction`, {
      method: 'PUT',
      json: { reaction: 'revise' },
    });
    expect(await cardOf(consultant, client.id)).toEqual({
      answers: 1,
      toRevise: 1,
      news: 2,
      needsAttention: true,
    });

    expect(
      (await consultant.request(`/api/wardrobe/items/${unanswered.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect(await cardOf(consultant, client.id)).toMatchObject({ answers: 0, toRevise: 1, news: 2 });
    expect((await consultant.request(`/api/outfits/${outfit.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await cardOf(consultant, client.id)).toMatchObject({ answers: 0, toRevise: 0, news: 1 });
    expect(
      (await consultant.request(`/api/wardrobe/items/${answered.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect(await cardOf(consultant, client.id)).toMatchObject({ answers: 0, toRevise: 0, news: 0 });
  });

  it('belongs to each consultant: another one sees none of it and cannot mark a client seen', async () => {
    const consultant = await signUp(t, 'consultant');
    const client = await followed(consultant);
    const other = await signUp(t, 'consultant');
    await t.db.insert(consultantClients).values({ consultantId: other.id, clientId: client.id });
    const proposal = (await uploadGarment(consultant, `/api/clients/${client.id}/catalogue`)) as ClothingItem;
    await client.request(`/api/proposals/${proposal.id}/decision`, {
      method: 'PUT',
      json: { decision: 'maybe' },
    });
    expect(await cardOf(other, client.id)).toEqual({
      answers: 0,
      toRevise: 0,
      news: 0,
      needsAttention: false,
    });
    expect(await cardOf(consultant, client.id)).toMatchObject({ news: 1, needsAttention: true });
    const stranger = await signUp(t, 'consultant');
    expect((await seen(stranger, client.id)).status).toBe(404);
    expect((await seen(client, client.id)).status).toBe(403);
    expect(await cardOf(consultant, client.id)).toMatchObject({ news: 1, needsAttention: true });
  });
});
