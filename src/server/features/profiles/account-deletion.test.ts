import { randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientClothingItems,
  clientInvites,
  clothingItems,
  consultantClients,
  conversations,
  messages,
  outfitClothingItems,
  outfits,
} from '../../db/schema';
import { LINK_TEXTS } from '~/domain/links';
import type { ConversationSummary, Message } from '~/domain/messages';
import type { OutfitDetail } from '~/domain/outfits';
import type { Page } from '~/domain/wardrobe';
import { RATE_LIMITS } from '../../http/protection/rate-limits';
import { createRateLimiter } from '../../platform/rate-limit/rate-limiter';
import { solidPng } from '../../test/images';
import { invoiceRequest, TEST_INVOICING } from '../../test/invoices';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, signUp, type TestUser } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A last name found nowhere else, to look for after the consultant left. */
const uniqueLastName = () => `Vasseur${randomBytes(6).toString('hex').replace(/\d/g, 'x')}`;
const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000);
const token = () => randomBytes(16).toString('hex');

async function garment(ownerId: string) {
  const id = crypto.randomUUID();
  const imageKey = `users/${ownerId}/clothing/${id}/original.png`;
  await t.deps.storage.put(imageKey, await solidPng(40, 40), 'image/png');
  await t.db.insert(clothingItems).values({ id, userId: ownerId, category: 'top', imageKey });
  return id;
}

/**
 * A consultant and a client linked to each other, each with data in every table: photos, measurements,
 * garments, a proposal, an outfit, a conversation with messages both ways, invitations sent and received,
 * a password reset request, and two sessions. Other people around them must keep their own rows.
 */
async function linkedPairWithEverything({ withWork = true } = {}) {
  const consultantLastName = uniqueLastName();
  const consultant = await signUp(t, 'consultant', { lastName: consultantLastName });
  const client = await signUp(t, 'client');
  const otherConsultant = await signUp(t, 'consultant');
  for (const user of [consultant, client]) {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(await solidPng())], 'photo.png', { type: 'image/png' }));
    expect((await user.request('/api/me/photo', { method: 'PUT', body: form })).status).toBe(200);
    const signIn = await call(t, '/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: user.email, password: user.password },
    });
    expect(signIn.status).toBe(200);
    const reset = await call(t, '/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: user.email },
    });
    expect(reset.status).toBe(200);
  }
  const measurements = await client.request('/api/me/client-profile', {
    method: 'PUT',
    json: { gender: 'femme', age: 30, height: 170, weight: 60, bustSize: 90 },
  });
  expect(measurements.status).toBe(200);

  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  await t.db.insert(clientInvites).values([
    // Accepted by the client; another consultant's pending invitation to the same address.
    {
      email: client.email,
      consultantId: consultant.id,
      token: token(),
      expiresAt: inAWeek(),
      usedBy: client.id,
    },
    { email: client.email, consultantId: otherConsultant.id, token: token(), expiresAt: inAWeek() },
    // The consultant's address invited by a colleague, and an invitation the consultant sent elsewhere.
    { email: consultant.email, consultantId: otherConsultant.id, token: token(), expiresAt: inAWeek() },
    { email: 'quelquun@example.fr', consultantId: consultant.id, token: token(), expiresAt: inAWeek() },
  ]);
  const clientGarment = await garment(client.id);
  const ownGarment = await garment(consultant.id);
  const [{ ownGarmentKey }] = (await t.db
    .select({ ownGarmentKey: clothingItems.imageKey })
    .from(clothingItems)
    .where(eq(clothingItems.id, ownGarment))) as [{ ownGarmentKey: string }];
  const limiter = createRateLimiter({ db: t.db, now: () => new Date(), enabled: true });
  for (const user of [consultant, client]) {
    // Rate-limit counters name accounts (failed sign-ins by address) and users (messages by sender).
    await limiter.hit(RATE_LIMITS.signInFailures, user.email.toLowerCase());
    await limiter.hit(RATE_LIMITS.messages, user.id);
  }
  if (!withWork)
    return {
      consultant,
      consultantLastName,
      client,
      otherConsultant,
      outfitId: null,
      proposal: null,
      ownGarmentKey,
    };
  const proposal = await garment(consultant.id);
  await t.db
    .insert(clientClothingItems)
    .values({ clientId: client.id, clothingItemId: proposal, consultantId: consultant.id });
  const outfitId = crypto.randomUUID();
  const outfitKey = `users/${consultant.id}/outfits/${outfitId}.png`;
  await t.deps.storage.put(outfitKey, await solidPng(40, 40), 'image/png');
  await t.db.insert(outfits).values({
    id: outfitId,
    rootId: outfitId,
    name: 'Tenue du lundi',
    imageKey: outfitKey,
    clientId: client.id,
    consultantId: consultant.id,
  });
  await t.db.insert(outfitClothingItems).values([
    { outfitId, clothingItemId: clientGarment },
    { outfitId, clothingItemId: proposal },
  ]);
  const [conversation] = await t.db
    .insert(conversations)
    .values({ clientId: client.id, consultantId: consultant.id })
    .returning();
  await t.db.insert(messages).values([
    { conversationId: conversation!.id, senderId: consultant.id, content: 'Bonjour' },
    { conversationId: conversation!.id, senderId: client.id, content: 'Bonjour à vous' },
  ]);
  return { consultant, consultantLastName, client, otherConsultant, outfitId, proposal, ownGarmentKey };
}

/** Rows of a raw query; PGlite and node-postgres both answer with `rows`. */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every user table of the database, read from the catalogue so that a table added later is searched too. */
async function tablesNaming(...needles: string[]) {
  const tables = await rowsOf<{ schema: string; name: string }>(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`);
  expect(tables.map((row) => row.name)).toContain('client_invites');
  const found: string[] = [];
  for (const { schema, name } of tables) {
    const table = sql.raw(`"${schema}"."${name}"`);
    for (const needle of needles) {
      const [hits] = await rowsOf<{ count: number }>(
        sql`select count(*)::int as count from ${table} as r where position(${needle.toLowerCase()} in lower(r::text)) > 0`,
      );
      if (hits!.count > 0) found.push(`${schema}.${name} (${hits!.count} × ${needle})`);
    }
  }
  return found;
}

async function deleteAccount(user: TestUser) {
  const response = await user.request('/api/me', { method: 'DELETE', json: { password: user.password } });
  expect(response.status).toBe(204);
}

describe('DELETE /api/me leaves nothing that names the user', () => {
  it('erases a client from every table: invitations to their address and reset tokens included', async () => {
    const { client, consultant } = await linkedPairWithEverything();
    expect(await tablesNaming(client.id, client.email)).not.toEqual([]);
    await deleteAccount(client);
    expect(await tablesNaming(client.id, client.email)).toEqual([]);
    expect(await tablesNaming(consultant.id)).not.toEqual([]);
  });

  it('erases a consultant who made nothing for a client from every table: invitations sent and received, reset tokens included', async () => {
    const { client, consultant, otherConsultant } = await linkedPairWithEverything({ withWork: false });
    await deleteAccount(consultant);
    expect(await tablesNaming(consultant.id, consultant.email)).toEqual([]);
    expect(await tablesNaming(client.id, client.email)).not.toEqual([]);
    expect(await tablesNaming(otherConsultant.id)).not.toEqual([]);
  });
});

describe('DELETE /api/me by a consultant whose clients kept her outfits, proposals and conversations', () => {
  it('leaves the clients what she made them, and nothing of her name, address, photo, sign-in or notes', async () => {
    const { client, consultant, consultantLastName, outfitId, proposal, ownGarmentKey } =
      await linkedPairWithEverything();
    await deleteAccount(consultant);

    expect(await tablesNaming(consultant.email, consultantLastName)).toEqual([]);
    // Her id stays only where the clients' things point to her (and on the emptied profile row).
    const stillNamed = (await tablesNaming(consultant.id)).map((hit) => hit.split(' ')[0]);
    expect(stillNamed.sort()).toEqual(
      [
        'public.client_clothing_items',
        'public.clothing_items',
        'public.conversations',
        'public.messages',
        'public.outfits',
        'public.profiles',
      ].sort(),
    );
    expect(await t.deps.storage.get(ownGarmentKey)).toBeNull();
    const signIn = await call(t, '/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: consultant.email, password: consultant.password },
    });
    expect(signIn.status).toBe(401);
    expect((await consultant.request('/api/me')).status).toBe(401);

    for (const path of [`/api/outfits/${outfitId}`, `/api/outfits/${outfitId}/image`]) {
      expect((await client.request(path)).status, path).toBe(200);
    }
    expect((await client.request(`/api/clothing/${proposal}/image/display`)).status).toBe(200);
    const outfit = (await (await client.request(`/api/outfits/${outfitId}`)).json()) as OutfitDetail;
    expect(outfit.consultant?.firstName).toBe(LINK_TEXTS.formerConsultant);
    expect(outfit.garments.map((garment) => garment.id)).toContain(proposal);
    const list = (await (await client.request('/api/conversations')).json()) as Page<ConversationSummary>;
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      readOnly: true,
      other: { firstName: LINK_TEXTS.formerConsultant },
    });
    const history = (await (
      await client.request(`/api/conversations/${list.items[0]!.id}/messages`)
    ).json()) as Page<Message>;
    expect(history.items.map((message) => message.content).sort()).toEqual(['Bonjour', 'Bonjour à vous']);

    // Her address is free again.
    const again = await signUp(t, 'consultant', { email: consultant.email });
    expect(again.id).not.toBe(consultant.id);
  });
});

describe('DELETE /api/me by a consultant who issued invoices', () => {
  it('keeps her invoices for their ten years, for her client, and nothing else of her business details', async () => {
    const consultant = await signUp(t, 'consultant', { lastName: uniqueLastName() });
    const client = await signUp(t, 'client');
    await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
    const details = await consultant.request('/api/me/invoicing', {
      method: 'PUT',
      json: TEST_INVOICING,
    });
    expect(details.status).toBe(200);
    const issued = await consultant.request(`/api/clients/${client.id}/invoices`, {
      method: 'POST',
      json: invoiceRequest(),
    });
    expect(issued.status).toBe(201);
    const { id } = (await issued.json()) as { id: string };

    await deleteAccount(consultant);

    expect((await client.request(`/api/invoices/${id}`)).status).toBe(200);
    expect((await client.request(`/api/invoices/${id}/pdf`)).status).toBe(200);
    // Her IBAN and SIRET went with her 'Facturation'; the invoice keeps what it printed.
    expect(await tablesNaming('FR7630006000011234567890189')).toEqual([
      'public.invoices (1 × FR7630006000011234567890189)',
    ]);
    const stillNamed = (await tablesNaming(consultant.id)).map((hit) => hit.split(' ')[0]);
    // Her id stays on her invoices, their sequence, the emptied profile, and her client's notice of the invoice.
    expect(stillNamed.sort()).toEqual([
      'public.invoice_sequences',
      'public.invoices',
      'public.notifications',
      'public.profiles',
    ]);
  });
});
