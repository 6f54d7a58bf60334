import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutfitDetail, OutfitSummary } from '~/domain/outfits';
import type { Page } from '~/domain/wardrobe';
import { clothingItems, consultantClients, outfits } from '../../db/schema';
import { uploadGarment } from '../../test/garments';
import { imageForm, solidPng } from '../../test/images';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, type TestUser } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const garment = (owner: TestUser, category: string, path?: string) =>
  uploadGarment(owner, path, { category });

/** A client with a top, a bottom and shoes, followed by a consultant who proposed her a coat. */
async function scene() {
  const consultant = await signUp(t, 'consultant', { firstName: 'Inès', lastName: 'Moreau' });
  const client = await signUp(t, 'client');
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  const top = await garment(client, 'top');
  const bottom = await garment(client, 'bottom');
  const shoes = await garment(client, 'shoes');
  const coat = await garment(consultant, 'outerwear', `/api/clients/${client.id}/catalogue`);
  return { consultant, client, top, bottom, shoes, coat };
}

const compose = (who: TestUser, clientId: string, body: unknown) =>
  who.request(`/api/clients/${clientId}/own-outfits`, { method: 'POST', json: body });

describe('a look she composes herself', () => {
  it('is drawn by the server from her pieces, listed as hers, and has no consultant', async () => {
    const { consultant, client, top, bottom, shoes, coat } = await scene();
    const response = await compose(client, client.id, {
      name: ' Lundi au bureau ',
      itemIds: [top.id, bottom.id, shoes.id, coat.id],
    });
    expect(response.status).toBe(201);
    const outfit = (await response.json()) as OutfitDetail;
    expect(outfit).toMatchObject({
      name: 'Lundi au bureau',
      consultant: null,
      shared: true,
      clientId: client.id,
    });
    expect(outfit.garments.map((g) => g.id).sort()).toEqual([top.id, bottom.id, shoes.id, coat.id].sort());

    const image = await client.request(outfit.imageUrl);
    expect(image.status).toBe(200);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1000, height: 1200, hasAlpha: true });
    // A flat lay shows nothing of her measurements: her consent's withdrawal leaves it.
    const [row] = await t.db.select().from(outfits).where(eq(outfits.id, outfit.id));
    expect(row?.drawnOnMeasurements).toBe(false);

    const mine = (await (await client.request('/api/outfits')).json()) as Page<OutfitSummary>;
    expect(mine.items.map((o) => o.id)).toEqual([outfit.id]);
    const hers = (await (
      await consultant.request(`/api/clients/${client.id}/own-outfits`)
    ).json()) as Page<OutfitSummary>;
    expect(hers.items.map((o) => o.id)).toEqual([outfit.id]);
    // The consultant's own list of looks made for her does not hold it.
    const made = (await (
      await consultant.request(`/api/clients/${client.id}/outfits`)
    ).json()) as Page<OutfitSummary>;
    expect(made.items).toEqual([]);
  });

  it('is composed in the editor on her silhouette, with its board', async () => {
    const { client, top, shoes } = await scene();
    const board = {
      garments: [
        { itemId: top.id, x: 10, y: 10, width: 100, height: 120, z: 1 },
        { itemId: shoes.id, x: 20, y: 300, width: 80, height: 40, z: 2 },
      ],
    };
    const form = imageForm({
      name: 'Dimanche',
      itemIds: JSON.stringify([top.id, shoes.id]),
      draft: JSON.stringify(board),
      silhouette: 'generic',
      image: {
        bytes: await sharp({ create: { width: 600, height: 600, channels: 4, background: '#f5f5f4' } })
          .png()
          .toBuffer(),
        name: 'o.png',
        type: 'image/png',
      },
    });
    const response = await client.request(`/api/clients/${client.id}/own-outfits/drawn`, {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(201);
    const outfit = (await response.json()) as OutfitDetail;
    expect(outfit).toMatchObject({ name: 'Dimanche', consultant: null, draft: board });
    const [row] = await t.db.select().from(outfits).where(eq(outfits.id, outfit.id));
    expect(row?.drawnOnMeasurements).toBe(false);
    const other = await signUp(t, 'client');
    const foreign = await garment(other, 'bottom');
    const refused = imageForm({
      name: 'X',
      itemIds: JSON.stringify([foreign.id]),
      image: { bytes: await solidPng(50, 50), name: 'o.png', type: 'image/png' },
    });
    expect(
      (await client.request(`/api/clients/${client.id}/own-outfits/drawn`, { method: 'POST', body: refused }))
        .status,
    ).toBe(400);
  });

  it('holds only her pieces still in her wardrobe and what was proposed to her', async () => {
    const { consultant, client, top, shoes } = await scene();
    const other = await signUp(t, 'client');
    const foreign = await garment(other, 'bottom');
    expect((await compose(client, client.id, { name: 'X', itemIds: [top.id, foreign.id] })).status).toBe(400);
    await t.db
      .update(clothingItems)
      .set({ archivedAt: new Date(), archiveReason: 'given' })
      .where(eq(clothingItems.id, shoes.id));
    expect((await compose(client, client.id, { name: 'X', itemIds: [top.id, shoes.id] })).status).toBe(400);
    const invalid = await compose(client, client.id, { name: '', itemIds: [] });
    expect(invalid.status).toBe(400);
    expect(await t.listFiles()).not.toContainEqual(expect.stringContaining(`users/${client.id}/outfits/`));
    void consultant;
  });

  it('is composed by the client alone: her consultant 403, a stranger 404', async () => {
    const { consultant, client, top } = await scene();
    const stranger = await signUp(t, 'consultant');
    expect((await compose(consultant, client.id, { name: 'X', itemIds: [top.id] })).status).toBe(403);
    expect((await compose(stranger, client.id, { name: 'X', itemIds: [top.id] })).status).toBe(404);
    expect((await stranger.request(`/api/clients/${client.id}/own-outfits`)).status).toBe(404);
  });

  it('is commented by her consultant, renamed and deleted by her, and never answered with a reaction', async () => {
    const { consultant, client, top, bottom } = await scene();
    const outfit = (await (
      await compose(client, client.id, { name: 'Week-end', itemIds: [top.id, bottom.id] })
    ).json()) as OutfitDetail;
    const path = `/api/outfits/${outfit.id}`;

    const commented = await consultant.request(`${path}/comment`, {
      method: 'PUT',
      json: { comment: ' Ajoutez une ceinture camel. ' },
    });
    expect(commented.status).toBe(200);
    const seen = (await (await client.request(path)).json()) as OutfitDetail;
    expect(seen.consultantComment).toMatchObject({ text: 'Ajoutez une ceinture camel.', by: consultant.id });

    expect(
      (await client.request(`${path}/reaction`, { method: 'PUT', json: { reaction: 'love' } })).status,
    ).toBe(403);
    // She does not comment on her own look as a consultant does; a consultant's own look takes no comment.
    expect((await client.request(`${path}/comment`, { method: 'PUT', json: { comment: 'x' } })).status).toBe(
      403,
    );
    // Her consultant sees it but does not change it.
    expect((await consultant.request(path, { method: 'PATCH', json: { name: 'Autre' } })).status).toBe(403);
    expect((await consultant.request(path, { method: 'DELETE' })).status).toBe(403);

    expect((await client.request(path, { method: 'PATCH', json: { name: 'Samedi' } })).status).toBe(200);
    expect((await client.request(path, { method: 'DELETE' })).status).toBe(204);
    expect(await t.db.select().from(outfits).where(eq(outfits.id, outfit.id))).toEqual([]);
  });

  it('tells her when her consultant comments on it, once a comment, without the comment itself', async () => {
    const { consultant, client, top } = await scene();
    const outfit = (await (
      await compose(client, client.id, { name: 'Dîner du jeudi', itemIds: [top.id] })
    ).json()) as OutfitDetail;
    const comment = (text: string | null) =>
      consultant.request(`/api/outfits/${outfit.id}/comment`, { method: 'PUT', json: { comment: text } });
    expect((await comment('Essayez le foulard bordeaux.')).status).toBe(200);
    t.advanceTime(10 * 60_000);
    await t.jobs.drain();
    // Her scene's proposal and the comment come in one mail; the comment's words stay in the app.
    const told = () =>
      t.mails.filter((mail) => mail.to === client.email && mail.text.includes('a commenté votre tenue'));
    expect(told()).toHaveLength(1);
    expect(told()[0]!.text).toMatch(/Inès Moreau a commenté votre tenue «.Dîner du jeudi.»\./);
    expect(told()[0]!.text).not.toContain('foulard');
    // Taking the comment back tells nothing.
    expect((await comment(null)).status).toBe(200);
    t.advanceTime(10 * 60_000);
    await t.jobs.drain();
    expect(told()).toHaveLength(1);
  });

  it('is no longer seen by a consultant whose link ended', async () => {
    const { consultant, client, top } = await scene();
    const outfit = (await (
      await compose(client, client.id, { name: 'Soirée', itemIds: [top.id] })
    ).json()) as OutfitDetail;
    await t.db.delete(consultantClients).where(eq(consultantClients.clientId, client.id));
    expect((await consultant.request(`/api/outfits/${outfit.id}`)).status).toBe(404);
    expect((await consultant.request(`/api/outfits/${outfit.id}/image`)).status).toBe(404);
    expect(
      (
        await consultant.request(`/api/outfits/${outfit.id}/comment`, {
          method: 'PUT',
          json: { comment: 'x' },
        })
      ).status,
    ).toBe(404);
  });
});
