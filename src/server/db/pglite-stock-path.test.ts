import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutfitSummary } from '~/domain/outfits';
import type { ClothingItem, Page } from '~/domain/wardrobe';
import { consultantClients } from './schema';
import { composeOutfit, uploadGarment } from '../test/garments';
import { createTestApp, type TestApp } from '../test/test-app';
import { signUp, type TestUser } from '../test/users';

/**
 * The product on PGlite's own `query` (PGLITE_FAST_PATH=off, decision record 20): the way back should a PGlite
 * upgrade break the fast path's internals must serve the product as it is, drizzle's reads and the wardrobe's
 * page driver alike.
 */
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('the product with the fast path switched off', () => {
  let t: TestApp;
  let consultant: TestUser;
  let client: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ pgliteFastPath: false });
    consultant = await signUp(t, 'consultant');
    client = await signUp(t, 'client', { firstName: 'Léa' });
    await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  });
  afterAll(async () => {
    await t.close();
  });

  it("runs every statement through PGlite's own query: the database keeps none prepared", async () => {
    await client.request('/api/wardrobe/items');
    const { rows } = await t.query('select count(*)::int as n from pg_prepared_statements');
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('lists a wardrobe, to its owner and to her consultant, and her outfits', async () => {
    const shirt = await uploadGarment(client, '/api/wardrobe/items', { name: 'Chemise en lin' });
    const shoes = await uploadGarment(client, '/api/wardrobe/items', { category: 'shoes' });
    const own = (await (await client.request('/api/wardrobe/items')).json()) as Page<ClothingItem>;
    expect(own.items.map((item) => item.id)).toEqual([shoes.id, shirt.id]);
    expect(own.items[1]).toEqual(shirt);
    const seen = await consultant.request(`/api/clients/${client.id}/wardrobe?category=top`);
    expect(((await seen.json()) as Page<ClothingItem>).items).toEqual([shirt]);

    const outfit = await composeOutfit(consultant, client.id, [shirt.id]);
    const outfits = (await (await client.request('/api/outfits')).json()) as Page<OutfitSummary>;
    expect(outfits.items.map((o) => o.id)).toEqual([outfit.id]);
  });

  it("answers a conflict with the database's error, as on the fast path", async () => {
    const again = t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
    await expect(again).rejects.toMatchObject({ cause: { code: '23505' } });
  });
});
