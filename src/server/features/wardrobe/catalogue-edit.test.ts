import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '~/domain/clients';
import { errorMessage } from '~/domain/error-messages';
import type { RealtimeEvent } from '~/domain/messages';
import { PROPOSAL_MESSAGES } from '~/domain/proposals';
import type { ClothingItem, Page } from '~/domain/wardrobe';
import { clientClothingItems, clothingItems, consultantClients } from '../../db/schema';
import { garmentCutout, imageForm, solidPng } from '../../test/images';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, type TestUser } from '../../test/users';

/** Issue 33: the consultant edits or withdraws a proposal while it is unanswered; a bought one stays. */
const ROUNDS = 8;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const fields = {
  category: 'outerwear',
  name: 'Blazer en lin',
  shop: 'Sézane',
  productUrl: 'https://www.sezane.com/fr/blazer-lin',
  price: '129,90',
  size: '38',
};

async function proposal() {
  const client = await signUp(t, 'client');
  const consultant = await signUp(t, 'consultant');
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  const form = imageForm({
    ...fields,
    purchaseDate: '2024-01-01',
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

const path = (clientId: string, itemId: string) => `/api/clients/${clientId}/catalogue/${itemId}`;
const edit = (
  consultant: TestUser,
  clientId: string,
  itemId: string,
  changes: Record<string, unknown> = {},
) =>
  consultant.request(path(clientId, itemId), {
    method: 'PATCH',
    json: { ...fields, price: 99.5, name: 'Blazer en lin lavé', ...changes },
  });
const withdraw = (consultant: TestUser, clientId: string, itemId: string) =>
  consultant.request(path(clientId, itemId), { method: 'DELETE' });
const decide = (client: TestUser, itemId: string, decision: string) =>
  client.request(`/api/proposals/${itemId}/decision`, { method: 'PUT', json: { decision } });
const proposalsOf = async (client: TestUser) =>
  ((await (await client.request('/api/proposals')).json()) as Page<ClothingItem>).items;

async function filesUnder(prefix: string) {
  const keys: string[] = [];
  for await (const file of t.deps.storage.list(prefix)) keys.push(file.key);
  return keys;
}

async function expectError(response: Response, status: number, code: string, message: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ error: { code, message } });
}

describe('the consultant edits an unanswered proposal', () => {
  it('changes what the client reads, keeps no purchase date, and tells her open page', async () => {
    const { client, consultant, item } = await proposal();
    // Proposed, not bought: the date a form might send is not kept.
    expect(item.purchaseDate).toBeNull();
    const events: RealtimeEvent[] = [];
    const stop = t.deps.realtime.subscribe(client.id, (event) => events.push(event));
    const response = await edit(consultant, client.id, item.id, { purchaseDate: '2024-02-02' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: item.id, name: 'Blazer en lin lavé', price: 99.5 });
    const [seen] = await proposalsOf(client);
    expect(seen).toMatchObject({ id: item.id, name: 'Blazer en lin lavé', price: 99.5, purchaseDate: null });
    expect(seen!.proposal!.decision).toBeNull();
    await expect
      .poll(() => events)
      .toContainEqual({ type: 'proposal.changed', clientId: client.id, itemId: item.id, change: 'updated' });
    stop();
  });

  it('refuses an edit once she answered, but lets it be withdrawn', async () => {
    const { client, consultant, item } = await proposal();
    expect((await decide(client, item.id, 'wanted')).status).toBe(200);
    await expectError(
      await edit(consultant, client.id, item.id),
      409,
      'PROPOSAL_ANSWERED',
      errorMessage('PROPOSAL_ANSWERED'),
    );
    expect((await proposalsOf(client))[0]).toMatchObject({ name: 'Blazer en lin', price: 129.9 });
    expect((await withdraw(consultant, client.id, item.id)).status).toBe(204);
    expect(await proposalsOf(client)).toEqual([]);
  });

  it('validates the fields in French', async () => {
    const { client, consultant, item } = await proposal();
    const refused = await edit(consultant, client.id, item.id, { productUrl: 'javascript:alert(1)' });
    expect(refused.status).toBe(400);
    expect((await proposalsOf(client))[0]!.productUrl).toBe(fields.productUrl);
  });
});

describe('the consultant withdraws an unanswered proposal', () => {
  it('removes it from her proposals with its files, and tells her open page', async () => {
    const { client, consultant, item } = await proposal();
    const events: RealtimeEvent[] = [];
    const stop = t.deps.realtime.subscribe(client.id, (event) => events.push(event));
    expect((await withdraw(consultant, client.id, item.id)).status).toBe(204);
    expect(await proposalsOf(client)).toEqual([]);
    expect(await filesUnder(`users/${consultant.id}/clothing/${item.id}/`)).toEqual([]);
    await expect
      .poll(() => events)
      .toContainEqual({
        type: 'proposal.changed',
        clientId: client.id,
        itemId: item.id,
        change: 'withdrawn',
      });
    stop();
    await expectError(
      await withdraw(consultant, client.id, item.id),
      404,
      'NOT_FOUND',
      PROPOSAL_MESSAGES.notFound,
    );
  });
});

describe('a bought proposal stays', () => {
  it('can be neither edited nor withdrawn, through any route', async () => {
    const { client, consultant, item } = await proposal();
    expect((await decide(client, item.id, 'bought')).status).toBe(200);
    const message = errorMessage('PROPOSAL_BOUGHT');
    await expectError(await edit(consultant, client.id, item.id), 409, 'PROPOSAL_BOUGHT', message);
    await expectError(await withdraw(consultant, client.id, item.id), 409, 'PROPOSAL_BOUGHT', message);
    const [seen] = await proposalsOf(client);
    expect(seen).toMatchObject({ id: item.id, name: 'Blazer en lin', ownerId: client.id });
    expect(seen!.proposal!.decision).toBe('bought');
  });
});

describe('nobody else edits or withdraws it', () => {
  it('answers 404 to a stranger and to her former consultant, and leaves it as it was', async () => {
    const { client, consultant, item } = await proposal();
    const stranger = await signUp(t, 'consultant');
    await t.db.insert(consultantClients).values({ consultantId: stranger.id, clientId: client.id });
    // Linked to the client too, but the proposal is not hers.
    for (const response of [
      await edit(stranger, client.id, item.id),
      await withdraw(stranger, client.id, item.id),
    ])
      await expectError(response, 404, 'NOT_FOUND', PROPOSAL_MESSAGES.notFound);
    const outsider = await signUp(t, 'consultant');
    for (const response of [
      await edit(outsider, client.id, item.id),
      await withdraw(outsider, client.id, item.id),
    ])
      await expectError(response, 404, 'NOT_FOUND', CLIENT_MESSAGES.notFound);
    // Another client's path does not reach it either.
    const other = await signUp(t, 'client');
    await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: other.id });
    for (const response of [
      await edit(consultant, other.id, item.id),
      await withdraw(consultant, other.id, item.id),
    ])
      await expectError(response, 404, 'NOT_FOUND', PROPOSAL_MESSAGES.notFound);
    // The link ends: her former consultant reaches it no more.
    await t.db.delete(consultantClients).where(eq(consultantClients.consultantId, consultant.id));
    for (const response of [
      await edit(consultant, client.id, item.id),
      await withdraw(consultant, client.id, item.id),
    ])
      await expectError(response, 404, 'NOT_FOUND', CLIENT_MESSAGES.notFound);
    expect(await client.request(path(client.id, item.id), { method: 'DELETE' })).toHaveProperty(
      'status',
      403,
    );
    expect((await proposalsOf(client))[0]).toMatchObject({ id: item.id, name: 'Blazer en lin' });
  });
});

describe('an edit or a withdrawal racing her purchase', () => {
  it('ends with one of them winning, never a 5xx', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { client, consultant, item } = await proposal();
      const [bought, edited] = await Promise.all([
        decide(client, item.id, 'bought'),
        edit(consultant, client.id, item.id),
      ]);
      expect(bought.status).toBe(200);
      expect([200, 409]).toContain(edited.status);
      if (edited.status === 409)
        expect(((await edited.json()) as { error: { code: string } }).error.code).toBe('PROPOSAL_BOUGHT');
      const [row] = await t.db.select().from(clothingItems).where(eq(clothingItems.id, item.id));
      expect(row!.userId).toBe(client.id);
      // Edited before the purchase, the garment she bought carries the edit; refused after, it does not.
      expect(row!.name).toBe(edited.status === 200 ? 'Blazer en lin lavé' : 'Blazer en lin');
    }
  });

  it('a withdrawal and a purchase: the garment in her wardrobe or gone, never neither', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { client, consultant, item } = await proposal();
      const [bought, withdrawn] = await Promise.all([
        decide(client, item.id, 'bought'),
        withdraw(consultant, client.id, item.id),
      ]);
      expect(bought.status).toBeLessThan(500);
      expect(withdrawn.status).toBeLessThan(500);
      const [row] = await t.db.select().from(clothingItems).where(eq(clothingItems.id, item.id));
      if (row) {
        expect(bought.status).toBe(200);
        expect(withdrawn.status).toBe(409);
        expect(row.userId).toBe(client.id);
        const [link] = await t.db
          .select()
          .from(clientClothingItems)
          .where(eq(clientClothingItems.clothingItemId, item.id));
        expect(link?.decision).toBe('bought');
      } else {
        expect(withdrawn.status).toBe(204);
        expect([404, 409]).toContain(bought.status);
        expect(await filesUnder(`users/${client.id}/clothing/${item.id}/`)).toEqual([]);
      }
    }
  });
});
