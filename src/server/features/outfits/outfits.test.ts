import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutfitDetail, OutfitSummary } from '~/domain/outfits';
import type { ClothingItem, Page } from '~/domain/wardrobe';
import { clothingItems, consultantClients, outfitClothingItems, outfits } from '../../db/schema';
import { imageForm, solidPng } from '../../test/images';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, type TestUser } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function garment(owner: TestUser, category: string, path = '/api/wardrobe/items') {
  const form = imageForm({
    category,
    file: { bytes: await solidPng(300, 300), name: 'g.png', type: 'image/png' },
  });
  const response = await owner.request(path, { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return (await response.json()) as ClothingItem;
}

const canvasPng = () =>
  sharp({ create: { width: 1000, height: 1000, channels: 4, background: '#e5e7eb' } })
    .png()
    .toBuffer();

async function createOutfit(
  consultant: TestUser,
  clientId: string,
  fields: { name?: string; comments?: string; itemIds: string[] },
  image?: Buffer,
) {
  const form = imageForm({
    name: fields.name ?? 'Tenue du lundi',
    ...(fields.comments ? { comments: fields.comments } : {}),
    itemIds: JSON.stringify(fields.itemIds),
    image: { bytes: image ?? (await canvasPng()), name: 'outfit.png', type: 'image/png' },
  });
  return consultant.request(`/api/clients/${clientId}/outfits`, { method: 'POST', body: form });
}

const outfitRows = (clientId: string) => t.db.select().from(outfits).where(eq(outfits.clientId, clientId));
const outfitFiles = async (consultant: TestUser) =>
  (await t.listFiles()).filter((file) => file.startsWith(`users/${consultant.id}/outfits/`));

/** A consultant linked to a client who owns a top and shoes, and a proposal of the consultant's. */
async function scene() {
  const consultant = await signUp(t, 'consultant', { firstName: 'Inès', lastName: 'Moreau' });
  const client = await signUp(t, 'client');
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  const top = await garment(client, 'top');
  const shoes = await garment(client, 'shoes');
  const proposal = await garment(consultant, 'outerwear', `/api/clients/${client.id}/catalogue`);
  return { consultant, client, top, shoes, proposal };
}

describe('creating an outfit', () => {
  it("stores the image and the outfit with the client's garments and the consultant's proposal", async () => {
    const { consultant, client, top, shoes, proposal } = await scene();
    const response = await createOutfit(consultant, client.id, {
      name: '  Tenue du lundi  ',
      comments: ' Avec une ceinture ',
      itemIds: [top.id, shoes.id, proposal.id, top.id],
    });
    expect(response.status).toBe(201);
    const outfit = (await response.json()) as OutfitDetail;
    expect(outfit).toMatchObject({
      name: 'Tenue du lundi',
      comments: 'Avec une ceinture',
      clientId: client.id,
      consultant: { id: consultant.id, firstName: 'Inès', lastName: 'Moreau' },
    });
    const sources = Object.fromEntries(outfit.garments.map((g) => [g.id, g.source]));
    expect(sources).toEqual({ [top.id]: 'wardrobe', [shoes.id]: 'wardrobe', [proposal.id]: 'proposal' });

    const image = await client.request(outfit.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(1000);
  });

  it.each([
    [{ name: '   ' }, 'Le nom de la tenue est obligatoire'],
    [{ itemIds: [] as string[] }, 'Vous devez placer au moins 1 vêtement pour sauvegarder une tenue'],
  ])('refuses %j in French and stores nothing', async (fields, message) => {
    const { consultant, client, top } = await scene();
    const response = await createOutfit(consultant, client.id, { itemIds: [top.id], ...fields });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(message);
    expect(await outfitRows(client.id)).toEqual([]);
    expect(await outfitFiles(consultant)).toEqual([]);
  });

  it("refuses a garment of someone else, or another client's proposal, and stores nothing", async () => {
    const { consultant, client, top } = await scene();
    const stranger = await signUp(t, 'client');
    const foreign = await garment(stranger, 'bottom');
    const otherClient = await signUp(t, 'client');
    await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: otherClient.id });
    const otherProposal = await garment(consultant, 'accessory', `/api/clients/${otherClient.id}/catalogue`);
    for (const id of [foreign.id, otherProposal.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await createOutfit(consultant, client.id, { itemIds: [top.id, id] });
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('GARMENT_NOT_ALLOWED');
    }
    expect(await outfitRows(client.id)).toEqual([]);
    expect(await outfitFiles(consultant)).toEqual([]);
  });

  it('refuses a client, an unlinked consultant, and an image that is not a PNG', async () => {
    const { consultant, client, top } = await scene();
    expect((await createOutfit(client, client.id, { itemIds: [top.id] })).status).toBe(403);
    const stranger = await signUp(t, 'consultant');
    const unlinked = await createOutfit(stranger, client.id, { itemIds: [top.id] });
    expect(unlinked.status).toBe(404);
    expect((await unlinked.json()).error.message).toBe('Client non trouvé');
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect((await createOutfit(consultant, client.id, { itemIds: [top.id] }, jpeg)).status).toBe(415);
    expect(await outfitRows(client.id)).toEqual([]);
    expect(await outfitFiles(consultant)).toEqual([]);
  });

  it('leaves no outfit and no file when the database fails after the image is stored', async () => {
    const { consultant, client, top } = await scene();
    // A garment deleted between the checks and the insert (a concurrent delete) makes the transaction fail.
    const storage = t.deps.storage;
    t.deps.storage = {
      ...storage,
      put: async (key, data, type) => {
        await storage.put(key, data, type);
        if (key.includes('/outfits/')) await t.db.delete(clothingItems).where(eq(clothingItems.id, top.id));
      },
    };
    try {
      const response = await createOutfit(consultant, client.id, { itemIds: [top.id] });
      expect(response.status).toBe(500);
    } finally {
      t.deps.storage = storage;
    }
    expect(await outfitRows(client.id)).toEqual([]);
    expect(await outfitFiles(consultant)).toEqual([]);
  });
});

describe('reading, editing and deleting outfits', () => {
  it('lists, searches, edits and deletes with the right people only', async () => {
    const { consultant, client, top, shoes } = await scene();
    const first = (await (
      await createOutfit(consultant, client.id, { name: 'Bureau', itemIds: [top.id] })
    ).json()) as OutfitDetail;
    const second = (await (
      await createOutfit(consultant, client.id, { name: 'Soirée', itemIds: [top.id, shoes.id] })
    ).json()) as OutfitDetail;

    const mine = (await (await client.request('/api/outfits')).json()) as Page<OutfitSummary>;
    expect(mine.items.map((o) => o.name)).toEqual(['Soirée', 'Bureau']);
    const byName = (await (await client.request('/api/outfits?q=soir')).json()) as Page<OutfitSummary>;
    expect(byName.items.map((o) => o.id)).toEqual([second.id]);
    const byConsultant = (await (
      await client.request('/api/outfits?q=in%C3%A8s%20mor')
    ).json()) as Page<OutfitSummary>;
    expect(byConsultant.items).toHaveLength(2);
    const tab = (await (
      await consultant.request(`/api/clients/${client.id}/outfits`)
    ).json()) as Page<OutfitSummary>;
    expect(tab.items.map((o) => o.id)).toEqual([second.id, first.id]);

    // Strangers see nothing.
    const otherClient = await signUp(t, 'client');
    const otherConsultant = await signUp(t, 'consultant');
    for (const stranger of [otherClient, otherConsultant]) {
      expect((await stranger.request(`/api/outfits/${first.id}`)).status).toBe(404);
      expect((await stranger.request(first.imageUrl)).status).toBe(404);
      expect(
        (await stranger.request(`/api/outfits/${first.id}`, { method: 'PATCH', json: { name: 'Volée' } }))
          .status,
      ).toBe(404);
      expect((await stranger.request(`/api/outfits/${first.id}`, { method: 'DELETE' })).status).toBe(404);
    }
    expect(((await (await otherClient.request('/api/outfits')).json()) as Page<OutfitSummary>).items).toEqual(
      [],
    );
    expect((await otherConsultant.request(`/api/clients/${client.id}/outfits`)).status).toBe(404);
    // The client reads but does not change.
    expect(
      (await client.request(`/api/outfits/${first.id}`, { method: 'PATCH', json: { name: 'X' } })).status,
    ).toBe(403);
    expect((await client.request(`/api/outfits/${first.id}`, { method: 'DELETE' })).status).toBe(403);

    const blank = await consultant.request(`/api/outfits/${first.id}`, {
      method: 'PATCH',
      json: { name: ' ' },
    });
    expect((await blank.json()).error.message).toBe('Le nom de la tenue est obligatoire');
    const edited = await consultant.request(`/api/outfits/${first.id}`, {
      method: 'PATCH',
      json: { name: ' Bureau chic ', comments: 'Veste cintrée' },
    });
    expect(await edited.json()).toMatchObject({ name: 'Bureau chic', comments: 'Veste cintrée' });

    expect(await outfitFiles(consultant)).toHaveLength(2);
    expect((await consultant.request(`/api/outfits/${first.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await outfitFiles(consultant)).toHaveLength(1);
    expect(
      await t.db.select().from(outfitClothingItems).where(eq(outfitClothingItems.outfitId, first.id)),
    ).toEqual([]);
    expect((await client.request(`/api/outfits/${first.id}`)).status).toBe(404);
  });
});
