import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '~/domain/clients';
import { CONSENT_TEXTS } from '~/domain/consent';
import type { OutfitDetail } from '~/domain/outfits';
import { PROPOSAL_MESSAGES, WEARABLE_WITH_CAP, type CatalogueSummary } from '~/domain/proposals';
import { WARDROBE_MESSAGES, type ClothingItem, type Page } from '~/domain/wardrobe';
import { clothingItems, consultantClients } from '../../db/schema';
import { composeOutfit, uploadGarment } from '../../test/garments';
import { garmentCutout, imageForm, solidPng } from '../../test/images';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, type TestUser } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function linkedPair() {
  const client = await signUp(t, 'client');
  const consultant = await signUp(t, 'consultant', { firstName: 'Claire', lastName: 'Martin' });
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  return { client, consultant };
}

const details = {
  category: 'outerwear',
  shop: 'Sézane',
  productUrl: 'https://www.sezane.com/fr/product/blazer-lin',
  price: '129,90',
  size: '38',
  fitNote: 'Taille un peu grand : prenez votre taille habituelle.',
};

async function propose(consultant: TestUser, clientId: string, fields: Record<string, string> = details) {
  const form = imageForm({
    ...fields,
    file: { bytes: await solidPng(300, 300, '#c8b48a'), name: 'p.png', type: 'image/png' },
    enhanced: { bytes: await garmentCutout('#c8b48a'), name: 'c.png', type: 'image/png' },
  });
  return consultant.request(`/api/clients/${clientId}/catalogue`, { method: 'POST', body: form });
}

async function proposed(consultant: TestUser, clientId: string, fields?: Record<string, string>) {
  const response = await propose(consultant, clientId, fields);
  expect(response.status).toBe(201);
  return (await response.json()) as ClothingItem;
}

const decide = (client: TestUser, itemId: string, decision: string, comment?: string) =>
  client.request(`/api/proposals/${itemId}/decision`, { method: 'PUT', json: { decision, comment } });
const proposalsOf = async (client: TestUser) =>
  (await (await client.request('/api/proposals')).json()) as Page<ClothingItem>;
const summaryOf = async (consultant: TestUser, clientId: string) =>
  (await (await consultant.request(`/api/clients/${clientId}/proposals/summary`)).json()) as CatalogueSummary;

describe('what a proposal tells the client', () => {
  it('carries the shop, an https link, the price, the advised size and a fit note', async () => {
    const { client, consultant } = await linkedPair();
    const item = await proposed(consultant, client.id);
    expect(item).toMatchObject({
      shop: 'Sézane',
      productUrl: 'https://www.sezane.com/fr/product/blazer-lin',
      price: 129.9,
      size: '38',
      fitNote: details.fitNote,
    });
    const [seen] = (await proposalsOf(client)).items;
    expect(seen).toMatchObject({ id: item.id, shop: 'Sézane', price: 129.9 });
    expect(seen!.proposal).toMatchObject({
      decision: null,
      proposedBy: { id: consultant.id, name: 'Claire Martin' },
    });
  });

  it('refuses links that are not https web pages, and writes the accepted ones as browsers do', async () => {
    const { client, consultant } = await linkedPair();
    for (const productUrl of [
      'javascript:alert(1)',
      'http://www.sezane.com/x',
      'https://localhost/x',
      'ftp://a.fr',
      'sezane.com',
    ]) {
      const response = await propose(consultant, client.id, { ...details, productUrl });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(WARDROBE_MESSAGES.productUrlInvalid);
    }
    const upper = await proposed(consultant, client.id, {
      ...details,
      productUrl: 'HTTPS://WWW.Sezane.com/Fr',
    });
    expect(upper.productUrl).toBe('https://www.sezane.com/Fr');
    expect((await proposalsOf(client)).items).toHaveLength(1);
  });
});

describe('the client answers her proposals', () => {
  it('records her answer and comment, which her consultant reads, and she can change her mind', async () => {
    const { client, consultant } = await linkedPair();
    const item = await proposed(consultant, client.id);
    const answered = await decide(client, item.id, 'wanted', '  Parfait pour le bureau  ');
    expect(answered.status).toBe(200);
    expect(((await answered.json()) as ClothingItem).proposal).toMatchObject({
      decision: 'wanted',
      comment: 'Parfait pour le bureau',
    });
    const forConsultant = (await (
      await consultant.request(`/api/clients/${client.id}/proposals`)
    ).json()) as Page<ClothingItem>;
    expect(forConsultant.items[0]!.proposal).toMatchObject({
      decision: 'wanted',
      comment: 'Parfait pour le bureau',
    });
    expect((await decide(client, item.id, 'declined')).status).toBe(200);
    expect((await proposalsOf(client)).items[0]!.proposal).toMatchObject({
      decision: 'declined',
      comment: null,
    });
    const bad = await decide(client, item.id, 'peut-etre');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain(PROPOSAL_MESSAGES.decisionRequired);
  });

  it('lets nobody else answer or read them', async () => {
    const { client, consultant } = await linkedPair();
    const item = await proposed(consultant, client.id);
    const otherClient = await signUp(t, 'client');
    const otherConsultant = await signUp(t, 'consultant');
    const missing = await decide(otherClient, item.id, 'wanted');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { code: 'NOT_FOUND', message: PROPOSAL_MESSAGES.notFound },
    });
    expect((await decide(consultant, item.id, 'wanted')).status).toBe(403);
    expect((await proposalsOf(otherClient)).items).toEqual([]);
    for (const path of [
      `/api/clients/${client.id}/proposals`,
      `/api/clients/${client.id}/proposals/summary`,
    ]) {
      const response = await otherConsultant.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: CLIENT_MESSAGES.notFound },
      });
    }
    const budget = await otherConsultant.request(`/api/clients/${client.id}/budget`, {
      method: 'PUT',
      json: { budget: 10 },
    });
    expect(budget.status).toBe(404);
    expect((await client.request(`/api/clients/${client.id}/proposals`)).status).toBe(403);
    expect((await proposalsOf(client)).items[0]!.proposal!.decision).toBeNull();
  });

  it('counts what a proposal unlocks: her outfits with it, her garments it goes with', async () => {
    const { client, consultant } = await linkedPair();
    const jacket = await proposed(consultant, client.id);
    const top = await uploadGarment(client, '/api/wardrobe/items', { category: 'top' });
    await uploadGarment(client, '/api/wardrobe/items', { category: 'bottom' });
    await uploadGarment(client, '/api/wardrobe/items', { category: 'outerwear' });
    await composeOutfit(consultant, client.id, [jacket.id, top.id]);
    const [seen] = (await proposalsOf(client)).items;
    // A jacket goes with tops, bottoms and dresses, not with another jacket.
    expect(seen!.proposal!.unlocks).toEqual({ outfits: 1, wearableWith: 2, newLooks: 0 });
  });

  it('counts the new complete looks a proposal makes with her pieces, in its season', async () => {
    const { client, consultant } = await linkedPair();
    for (const category of ['top', 'top', 'bottom', 'shoes', 'shoes'])
      await uploadGarment(client, '/api/wardrobe/items', { category });
    // Summer sandals count only with summer pieces and those of every season (all of hers here).
    await uploadGarment(client, '/api/wardrobe/items', { category: 'bottom', season: 'winter' });
    const trousers = await proposed(consultant, client.id, { ...details, category: 'bottom' });
    const sandals = await proposed(consultant, client.id, {
      ...details,
      category: 'shoes',
      season: 'summer',
    });
    const coat = await proposed(consultant, client.id);
    const byId = new Map((await proposalsOf(client)).items.map((item) => [item.id, item.proposal!.unlocks]));
    // With her 2 tops, 2 bottoms (1 of them winter) and 2 pairs of shoes: 8 looks; a third bottom makes 12.
    expect(byId.get(trousers.id)!.newLooks).toBe(4);
    // In summer: 2 tops × 1 bottom × 2 pairs of shoes = 4; with the sandals, 6.
    expect(byId.get(sandals.id)!.newLooks).toBe(2);
    expect(byId.get(coat.id)!.newLooks).toBe(0);
  });

  it('counts her garments it goes with up to the cap, whatever the size of her wardrobe', async () => {
    const { client, consultant } = await linkedPair();
    await proposed(consultant, client.id);
    await t.db.insert(clothingItems).values(
      Array.from({ length: WEARABLE_WITH_CAP + 5 }, (_, i) => ({
        userId: client.id,
        category: 'bottom',
        imageKey: `users/${client.id}/clothing/bulk-${i}/original.jpg`,
      })),
    );
    const [seen] = (await proposalsOf(client)).items;
    expect(seen!.proposal!.unlocks.wearableWith).toBe(WEARABLE_WITH_CAP);
  });
});

describe('the budget', () => {
  it('totals the prices she wants and bought against the budget her consultant set', async () => {
    const { client, consultant } = await linkedPair();
    const blazer = await proposed(consultant, client.id);
    const bag = await proposed(consultant, client.id, { ...details, category: 'accessory', price: '60' });
    await proposed(consultant, client.id, { ...details, category: 'shoes', price: '80' });
    expect(await summaryOf(consultant, client.id)).toEqual({ budget: null, wanted: 0, bought: 0 });
    const set = await consultant.request(`/api/clients/${client.id}/budget`, {
      method: 'PUT',
      json: { budget: 300 },
    });
    expect(set.status).toBe(200);
    await decide(client, blazer.id, 'wanted');
    await decide(client, bag.id, 'bought');
    expect(await summaryOf(consultant, client.id)).toEqual({ budget: 300, wanted: 129.9, bought: 60 });
    const refused = await consultant.request(`/api/clients/${client.id}/budget`, {
      method: 'PUT',
      json: { budget: -5 },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(PROPOSAL_MESSAGES.budgetInvalid);
    expect((await summaryOf(consultant, client.id)).budget).toBe(300);
  });
});

describe("'Je l'ai acheté'", () => {
  it('moves the garment into her wardrobe with its images, keeps it in the outfits, and marks the proposal bought', async () => {
    const { client, consultant } = await linkedPair();
    const item = await proposed(consultant, client.id);
    const outfit = await composeOutfit(consultant, client.id, [item.id]);
    const bought = await decide(client, item.id, 'bought', 'Acheté samedi');
    expect(bought.status).toBe(200);
    expect(((await bought.json()) as ClothingItem).ownerId).toBe(client.id);

    const wardrobe = (await (await client.request('/api/wardrobe/items')).json()) as Page<ClothingItem>;
    expect(wardrobe.items.map((i) => i.id)).toEqual([item.id]);
    for (const variant of ['display', 'original', 'enhanced']) {
      expect((await client.request(`/api/clothing/${item.id}/image/${variant}`)).status).toBe(200);
      expect((await consultant.request(`/api/clothing/${item.id}/image/${variant}`)).status).toBe(200);
    }
    const [row] = await t.db.select().from(clothingItems).where(eq(clothingItems.id, item.id));
    expect(row!.imageKey.startsWith(`users/${client.id}/clothing/${item.id}/`)).toBe(true);
    expect(row!.enhancedImageKey!.startsWith(`users/${client.id}/clothing/${item.id}/`)).toBe(true);
    const left = [];
    for await (const file of t.deps.storage.list(`users/${consultant.id}/clothing/${item.id}/`))
      left.push(file);
    expect(left).toEqual([]);

    const detail = (await (await client.request(`/api/outfits/${outfit.id}`)).json()) as OutfitDetail;
    expect(detail.garments).toEqual([expect.objectContaining({ id: item.id, source: 'wardrobe' })]);
    expect((await proposalsOf(client)).items[0]!.proposal).toMatchObject({
      decision: 'bought',
      comment: 'Acheté samedi',
    });

    const again = await decide(client, item.id, 'declined');
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: 'ALREADY_BOUGHT', message: PROPOSAL_MESSAGES.alreadyBought },
    });
    // The consultant no longer owns it: she cannot edit or delete her client's garment.
    expect((await consultant.request(`/api/wardrobe/items/${item.id}`, { method: 'DELETE' })).status).toBe(
      403,
    );
  });

  it('needs her consent, since her wardrobe is kept only with it', async () => {
    const { client, consultant } = await linkedPair();
    const item = await proposed(consultant, client.id);
    expect((await client.request('/api/me/consent', { method: 'DELETE' })).status).toBe(200);
    const refused = await decide(client, item.id, 'bought');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: 'CONSENT_REQUIRED', message: CONSENT_TEXTS.missing },
    });
    expect((await decide(client, item.id, 'wanted')).status).toBe(200);
  });
});
