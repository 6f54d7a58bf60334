import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPOSAL_MESSAGES } from '~/domain/proposals';
import type { ClothingItem } from '~/domain/wardrobe';
import { clientClothingItems, clothingItems, consultantClients } from '../../db/schema';
import { garmentCutout, imageForm, solidPng } from '../../test/images';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, type TestUser } from '../../test/users';

/** Issue 31: a double tap on 'Je l'ai acheté', and a purchase meeting the consultant's deletion. */
const ROUNDS = 10;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function proposal() {
  const client = await signUp(t, 'client');
  const consultant = await signUp(t, 'consultant');
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  const form = imageForm({
    category: 'outerwear',
    file: { bytes: await solidPng(300, 300, '#c8b48a'), name: 'p.png', type: 'image/png' },
    enhanced: { bytes: await garmentCutout('#c8b48a'), name: 'c.png', type: 'image/png' },
  });
  const response = await consultant.request(`/api/clients/${client.id}/catalogue`, {
    method: 'POST',
    body: form,
  });
  expect(response.status).toBe(201);
  const item = (await response.json()) as ClothingItem;
  return { client, consultant, item };
}

const buy = (client: TestUser, itemId: string) =>
  client.request(`/api/proposals/${itemId}/decision`, { method: 'PUT', json: { decision: 'bought' } });

async function filesUnder(prefix: string) {
  const keys: string[] = [];
  for await (const file of t.deps.storage.list(prefix)) keys.push(file.key);
  return keys.sort();
}

const garmentRow = async (id: string) =>
  (await t.db.select().from(clothingItems).where(eq(clothingItems.id, id)))[0] ?? null;

/** The garment is the client's, every key its row names reads back, and nothing else lies in either folder. */
async function expectBoughtWithItsFiles(client: TestUser, consultant: TestUser, itemId: string) {
  const row = await garmentRow(itemId);
  expect(row?.userId).toBe(client.id);
  const keys = [row!.imageKey, row!.enhancedImageKey].filter((key): key is string => key !== null);
  expect(keys).toHaveLength(2);
  for (const key of keys) expect((await t.deps.storage.get(key))?.data.length ?? 0).toBeGreaterThan(0);
  // The losing attempt's copies are gone, the winner's stay, and the consultant's originals went.
  expect(await filesUnder(`users/${client.id}/clothing/${itemId}/`)).toEqual([...keys].sort());
  expect(await filesUnder(`users/${consultant.id}/clothing/${itemId}/`)).toEqual([]);
  for (const variant of ['original', 'enhanced', 'display'])
    expect((await client.request(`/api/clothing/${itemId}/image/${variant}`)).status).toBe(200);
}

/** A refusal in French with one of the expected codes. */
async function expectRefusal(response: Response, codes: string[]) {
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(codes).toContain(body.error.code);
  expect(body.error.message).toMatch(/[a-zéèàç]{3,}/i);
  return body.error;
}

describe('two purchases of one proposal at once (a double tap)', () => {
  it('buys it once: one 200, one 409, and the garment keeps every file it points to', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { client, consultant, item } = await proposal();
      const responses = await Promise.all([buy(client, item.id), buy(client, item.id)]);
      expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
      const loser = responses.find((r) => r.status === 409)!;
      expect(await loser.json()).toEqual({
        error: { code: 'ALREADY_BOUGHT', message: PROPOSAL_MESSAGES.alreadyBought },
      });
      await expectBoughtWithItsFiles(client, consultant, item.id);
    }
  });
});

describe("a purchase meeting the consultant's deletion of the proposal", () => {
  it('ends with the garment in her wardrobe or the proposal gone, never neither and never a 5xx', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { client, consultant, item } = await proposal();
      const [bought, deleted] = await Promise.all([
        buy(client, item.id),
        consultant.request(`/api/wardrobe/items/${item.id}`, { method: 'DELETE' }),
      ]);
      expect(bought.status).toBeLessThan(500);
      expect(deleted.status).toBeLessThan(500);
      const row = await garmentRow(item.id);
      if (row) {
        // The purchase won: the deletion was refused (403 once she owns it, 404 if it lost the race for the row).
        expect(bought.status).toBe(200);
        expect([403, 404, 409]).toContain(deleted.status);
        await expectRefusal(deleted, ['FORBIDDEN', 'NOT_FOUND', 'ALREADY_BOUGHT', 'PROPOSAL_BOUGHT']);
        await expectBoughtWithItsFiles(client, consultant, item.id);
      } else {
        // The deletion won: the purchase was refused and left nothing behind.
        expect(deleted.status).toBe(204);
        expect([404, 409]).toContain(bought.status);
        await expectRefusal(bought, ['NOT_FOUND', 'ALREADY_BOUGHT']);
        const links = await t.db
          .select()
          .from(clientClothingItems)
          .where(eq(clientClothingItems.clothingItemId, item.id));
        expect(links).toEqual([]);
        expect(await filesUnder(`users/${client.id}/clothing/${item.id}/`)).toEqual([]);
        expect(await filesUnder(`users/${consultant.id}/clothing/${item.id}/`)).toEqual([]);
      }
    }
  });
});

describe('a purchase meeting another answer from a second tab', () => {
  it('never lets the other answer replace "bought" on a garment now in her wardrobe', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { client, consultant, item } = await proposal();
      const [bought, declined] = await Promise.all([
        buy(client, item.id),
        client.request(`/api/proposals/${item.id}/decision`, {
          method: 'PUT',
          json: { decision: 'declined' },
        }),
      ]);
      expect(bought.status).toBe(200);
      expect([200, 409]).toContain(declined.status);
      if (declined.status === 409) await expectRefusal(declined, ['ALREADY_BOUGHT']);
      const [link] = await t.db
        .select()
        .from(clientClothingItems)
        .where(eq(clientClothingItems.clothingItemId, item.id));
      expect(link?.decision).toBe('bought');
      await expectBoughtWithItsFiles(client, consultant, item.id);
    }
  });
});
