import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_TEXTS, type ConsentStatus } from '~/domain/consent';
import type { Me } from '~/domain/profile';
import {
  clientDiagnoses,
  clientDocuments,
  clientProfiles,
  clothingItems,
  consultantClients,
  garmentCaptures,
  measurementHistory,
  outfits,
} from '../../db/schema';
import { composeOutfit, uploadGarment } from '../../test/garments';
import { imageForm, solidPng } from '../../test/images';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, type TestUser } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const measurements = { gender: 'femme', age: 34, height: 168, weight: 61, bustSize: 92 };
const consentRefused = { error: { code: 'CONSENT_REQUIRED', message: CONSENT_TEXTS.missing } };

const meOf = async (user: TestUser) => (await (await user.request('/api/me')).json()) as Me;
const statusOf = async (user: TestUser) =>
  (await (await user.request('/api/me/consent')).json()) as ConsentStatus;

async function addCapture(user: TestUser) {
  const form = imageForm({ file: { bytes: await solidPng(300, 300), name: 'p.png', type: 'image/png' } });
  return user.request('/api/wardrobe/captures', { method: 'POST', body: form });
}

/** Every stored file of the client's garments, captures and the given outfits. */
async function fileKeysOf(clientId: string, outfitIds: string[]) {
  const garments = await t.db.select().from(clothingItems).where(eq(clothingItems.userId, clientId));
  const captures = await t.db.select().from(garmentCaptures).where(eq(garmentCaptures.userId, clientId));
  const composed = await t.db.select().from(outfits).where(inArray(outfits.id, outfitIds));
  const documents = await t.db.select().from(clientDocuments).where(eq(clientDocuments.clientId, clientId));
  return [
    ...documents.map((row) => row.fileKey),
    ...garments.flatMap((row) => [row.imageKey, row.enhancedImageKey]),
    ...captures.flatMap((row) => [row.imageKey, row.cutoutKey]),
    ...composed.map((row) => row.imageKey),
  ].filter((key): key is string => !!key);
}

/**
 * A client who onboarded and changed her measurements once, with two garments, a photo waiting in 'Ajouter
 * plusieurs vêtements', and three outfits from her consultant: one of a proposal only composed before she gave
 * her measurements (on the generic figure), then one with her garment and one of the proposal on her figure, and
 * her shopping list in 'Mes documents'.
 */
async function clientWithEverything() {
  const client = await signUp(t, 'client', {}, { consented: false });
  const consultant = await signUp(t, 'consultant');
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  const proposal = await uploadGarment(consultant, `/api/clients/${client.id}/catalogue`);
  const proposalOnly = await composeOutfit(consultant, client.id, [proposal.id], 'Proposition seule');
  const onboarding = await client.request('/api/me/client-profile', {
    method: 'POST',
    json: { ...measurements, consent: true },
  });
  expect(onboarding.status).toBe(201);
  const update = await client.request('/api/me/client-profile', {
    method: 'PUT',
    json: { ...measurements, weight: 60, waistSize: 70 },
  });
  expect(update.status).toBe(200);
  const own = await uploadGarment(client);
  await uploadGarment(client);
  expect((await addCapture(client)).status).toBe(201);
  const withHers = await composeOutfit(consultant, client.id, [own.id, proposal.id], 'Avec sa veste');
  const onHerFigure = await composeOutfit(consultant, client.id, [proposal.id], 'Sur sa silhouette');
  const sent = await consultant.request(`/api/clients/${client.id}/documents`, {
    method: 'POST',
    json: { kind: 'shopping' },
  });
  expect(sent.status).toBe(201);
  return { client, consultant, proposal, withHers, onHerFigure, proposalOnly };
}

describe('consent at onboarding', () => {
  it('refuses onboarding answers without the ticked box, and keeps nothing', async () => {
    const client = await signUp(t, 'client', {}, { consented: false });
    for (const consent of [undefined, false, 'true', 1]) {
      const response = await client.request('/api/me/client-profile', {
        method: 'POST',
        json: { ...measurements, consent },
      });
      expect(response.status, String(consent)).toBe(400);
      expect((await response.json()).error.message).toBe(CONSENT_TEXTS.required);
    }
    expect(await (await client.request('/api/me/client-profile')).json()).toEqual({ profile: null });
    expect((await meOf(client)).consentedAt).toBeNull();
  });

  it('records when the client agreed, with her answers', async () => {
    const client = await signUp(t, 'client', {}, { consented: false });
    const before = Date.now();
    const response = await client.request('/api/me/client-profile', {
      method: 'POST',
      json: { ...measurements, consent: true },
    });
    expect(response.status).toBe(201);
    const { consentedAt } = await meOf(client);
    expect(Date.parse(consentedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect((await statusOf(client)).consentedAt).toBe(consentedAt);
  });

  it('keeps no photo or measurement of a client who has not agreed', async () => {
    const client = await signUp(t, 'client', {}, { consented: false });
    const form = imageForm({
      category: 'top',
      file: { bytes: await solidPng(300, 300), name: 'g.png', type: 'image/png' },
    });
    const refused = [
      await client.request('/api/wardrobe/items', { method: 'POST', body: form }),
      await addCapture(client),
      await client.request('/api/me/client-profile', { method: 'PUT', json: measurements }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(consentRefused);
    }
    expect(await t.db.select().from(clothingItems).where(eq(clothingItems.userId, client.id))).toEqual([]);
    expect(await t.db.select().from(garmentCaptures).where(eq(garmentCaptures.userId, client.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(clientProfiles).where(eq(clientProfiles.userId, client.id))).toEqual([]);
  });
});

describe('withdrawing the consent', () => {
  it('says exactly what would be erased', async () => {
    const { client } = await clientWithEverything();
    const status = await statusOf(client);
    expect(status.consentedAt).not.toBeNull();
    expect(status.erasable).toEqual({
      measurements: true,
      measurementChanges: 2,
      garments: 2,
      pendingPhotos: 1,
      outfits: 2,
      morphology: false,
      documents: 1,
      colourAnalysis: false,
    });
  });

  it('erases the measurements, their history, the garments, pending photos and outfits showing them, rows and files', async () => {
    const { client, consultant, proposal, withHers, onHerFigure, proposalOnly } =
      await clientWithEverything();
    const bystander = await clientWithEverything();
    const keys = await fileKeysOf(client.id, [withHers.id, onHerFigure.id]);
    // Two garment photos, the pending photo and the outfit image at least (cutouts where they were made).
    expect(keys.length).toBeGreaterThanOrEqual(4);
    for (const key of keys) expect(await t.deps.storage.get(key), key).not.toBeNull();

    const response = await client.request('/api/me/consent', { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      consentedAt: null,
      erasable: {
        measurements: false,
        measurementChanges: 0,
        garments: 0,
        pendingPhotos: 0,
        outfits: 0,
        morphology: false,
        documents: 0,
        colourAnalysis: false,
      },
    });

    for (const key of keys) expect(await t.deps.storage.get(key), key).toBeNull();
    expect(await t.db.select().from(clothingItems).where(eq(clothingItems.userId, client.id))).toEqual([]);
    expect(await t.db.select().from(garmentCaptures).where(eq(garmentCaptures.userId, client.id))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(measurementHistory).where(eq(measurementHistory.clientId, client.id)),
    ).toEqual([]);
    // The generic figure: the row stays, empty, so the client is not sent back to onboarding.
    expect(await (await client.request('/api/me/client-profile')).json()).toEqual({
      profile: {
        gender: null,
        age: null,
        height: null,
        weight: null,
        bustSize: null,
        shoulderWidth: null,
        waistSize: null,
        hipSize: null,
      },
    });
    expect((await client.request(`/api/outfits/${withHers.id}`)).status).toBe(404);
    expect((await client.request(`/api/outfits/${onHerFigure.id}`)).status).toBe(404);
    expect((await client.request(`/api/outfits/${proposalOnly.id}/image`)).status).toBe(200);
    expect((await client.request(`/api/clothing/${proposal.id}/image/display`)).status).toBe(200);

    const file = (await (await consultant.request(`/api/clients/${client.id}`)).json()) as {
      height: number | null;
    };
    expect(file.height).toBeNull();
    const wardrobe = await consultant.request(`/api/clients/${client.id}/wardrobe`);
    expect((await wardrobe.json()).items).toEqual([]);

    // Nothing of another client goes with it.
    expect((await statusOf(bystander.client)).erasable).toEqual({
      measurements: true,
      measurementChanges: 2,
      garments: 2,
      pendingPhotos: 1,
      outfits: 2,
      morphology: false,
      documents: 1,
      colourAnalysis: false,
    });
    for (const key of await fileKeysOf(bystander.client.id, [
      bystander.withHers.id,
      bystander.onHerFigure.id,
    ])) {
      expect(await t.deps.storage.get(key), key).not.toBeNull();
    }
  });

  it('refuses new photos and measurements until the client agrees again', async () => {
    const { client } = await clientWithEverything();
    await client.request('/api/me/consent', { method: 'DELETE' });
    expect((await meOf(client)).consentedAt).toBeNull();
    const refused = await client.request('/api/me/client-profile', { method: 'PUT', json: measurements });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(consentRefused);
    expect((await addCapture(client)).status).toBe(403);

    const unticked = await client.request('/api/me/consent', { method: 'PUT', json: { consent: false } });
    expect(unticked.status).toBe(400);
    expect((await unticked.json()).error.message).toBe(CONSENT_TEXTS.required);
    const granted = await client.request('/api/me/consent', { method: 'PUT', json: { consent: true } });
    expect(granted.status).toBe(200);
    expect(((await granted.json()) as ConsentStatus).consentedAt).not.toBeNull();
    await uploadGarment(client);
    const saved = await client.request('/api/me/client-profile', { method: 'PUT', json: measurements });
    expect(saved.status).toBe(200);
  });

  it('is the client’s own: a consultant is refused and changes nothing', async () => {
    const { client, consultant } = await clientWithEverything();
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await consultant.request('/api/me/consent', {
        method,
        json: method === 'PUT' ? { consent: true } : undefined,
      });
      expect(response.status, method).toBe(403);
    }
    expect((await statusOf(client)).erasable.garments).toBe(2);
  });
});

describe('a withdrawal racing what is being stored', () => {
  /** A client with her measurements, her consent and a linked consultant, nothing else yet. */
  async function onboardedClient() {
    const client = await signUp(t, 'client', {}, { consented: false });
    const onboarding = await client.request('/api/me/client-profile', {
      method: 'POST',
      json: { ...measurements, consent: true },
    });
    expect(onboarding.status).toBe(201);
    const consultant = await signUp(t, 'consultant');
    await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
    return { client, consultant };
  }

  async function storedFilesOf(userId: string) {
    const keys: string[] = [];
    for await (const file of t.deps.storage.list(`users/${userId}/`)) keys.push(file.key);
    return keys;
  }

  it('keeps none of 60 photos and measurements in flight when she withdraws', async () => {
    const { client } = await onboardedClient();
    const garment = imageForm({
      category: 'top',
      file: { bytes: await solidPng(300, 300), name: 'g.png', type: 'image/png' },
    });
    // Files are slow to write here, so the photos are past every check at the door when she withdraws.
    const storage = t.deps.storage;
    let writing = 0;
    t.deps.storage = {
      ...storage,
      async put(key, data, contentType) {
        writing += 1;
        await new Promise((resolve) => setTimeout(resolve, 200));
        return storage.put(key, data, contentType);
      },
    };
    try {
      const inFlight = Array.from({ length: 60 }, (_, index) =>
        (index % 3 === 0
          ? addCapture(client)
          : index % 3 === 1
            ? client.request('/api/wardrobe/items', { method: 'POST', body: garment })
            : client.request('/api/me/client-profile', {
                method: 'PUT',
                json: { ...measurements, weight: 50 + index },
              })
        ).then((response) => response.status),
      );
      while (writing < 40) await new Promise((resolve) => setTimeout(resolve, 5));
      const withdrawal = await client.request('/api/me/consent', { method: 'DELETE' });
      expect(withdrawal.status).toBe(200);
      const statuses = await Promise.all(inFlight);
      expect(statuses.filter((status) => ![200, 201, 403].includes(status))).toEqual([]);
    } finally {
      t.deps.storage = storage;
    }

    expect(await t.db.select().from(clothingItems).where(eq(clothingItems.userId, client.id))).toEqual([]);
    expect(await t.db.select().from(garmentCaptures).where(eq(garmentCaptures.userId, client.id))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(measurementHistory).where(eq(measurementHistory.clientId, client.id)),
    ).toEqual([]);
    const [profile] = await t.db.select().from(clientProfiles).where(eq(clientProfiles.userId, client.id));
    expect(profile?.weight).toBeNull();
    expect(await storedFilesOf(client.id)).toEqual([]);
  });

  it('refuses an outfit drawn on her measurements once they are gone, and keeps one on the generic figure', async () => {
    const { client, consultant } = await onboardedClient();
    const proposal = await uploadGarment(consultant, `/api/clients/${client.id}/catalogue`);
    await client.request('/api/me/consent', { method: 'DELETE' });
    const image = await solidPng(600, 600);
    const compose = (silhouette: string) =>
      consultant.request(`/api/clients/${client.id}/outfits`, {
        method: 'POST',
        body: imageForm({
          name: 'Vernissage',
          itemIds: JSON.stringify([proposal.id]),
          silhouette,
          image: { bytes: image, name: 'outfit.png', type: 'image/png' },
        }),
      });
    const stale = await compose('measured');
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.code).toBe('SILHOUETTE_CHANGED');
    expect(await t.db.select().from(outfits).where(eq(outfits.clientId, client.id))).toEqual([]);
    expect(await storedFilesOf(consultant.id)).toEqual(
      expect.not.arrayContaining([expect.stringContaining('/outfits/')]),
    );

    expect((await compose('generic')).status).toBe(201);
    // Given again and withdrawn again: the outfit on the generic figure is not hers to erase.
    await client.request('/api/me/consent', { method: 'PUT', json: { consent: true } });
    expect((await statusOf(client)).erasable.outfits).toBe(0);
  });

  it('erases the morphology her consultant confirmed, and refuses a new one until she agrees again', async () => {
    const { client, consultant } = await onboardedClient();
    const saveMorphology = () =>
      consultant.request(`/api/clients/${client.id}/diagnosis`, {
        method: 'PUT',
        json: {
          morphology: 'H',
          morphologyNote: 'Vue en séance.',
          advice: {},
          palette: null,
          addedSwatches: [],
          removedSwatches: [],
          avoidColors: [],
        },
      });
    expect((await saveMorphology()).status).toBe(200);
    expect((await statusOf(client)).erasable.morphology).toBe(true);

    await client.request('/api/me/consent', { method: 'DELETE' });
    const [diagnosis] = await t.db
      .select()
      .from(clientDiagnoses)
      .where(eq(clientDiagnoses.clientId, client.id));
    expect(diagnosis).toMatchObject({ morphology: null, morphologyNote: null });

    const refused = await saveMorphology();
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('CLIENT_CONSENT_REQUIRED');
    await client.request('/api/me/consent', { method: 'PUT', json: { consent: true } });
    expect((await saveMorphology()).status).toBe(200);
  });
});
