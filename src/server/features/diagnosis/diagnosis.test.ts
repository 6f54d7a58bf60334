import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '~/domain/clients';
import {
  DIAGNOSIS_MESSAGES,
  EMPTY_DIAGNOSIS_INPUT,
  type Diagnosis,
  type DiagnosisInput,
} from '~/domain/diagnosis';
import { MORPHOLOGY_OTHER_SYSTEM_MESSAGE } from '~/domain/diagnosis-texts';
import { DEFAULT_ADVICE } from '~/domain/morphology-advice';
import { PALETTES } from '~/domain/palettes';
import type { OutfitDetail } from '~/domain/outfits';
import type { ClothingItem, Page } from '~/domain/wardrobe';
import { clothingItems, consultantClients } from '../../db/schema';
import { composeOutfit } from '../../test/garments';
import { garmentCutout, imageForm, solidPng } from '../../test/images';
import { createTestApp, type TestApp } from '../../test/test-app';
import { unzip } from '../../test/unzip';
import { signUp, type TestUser } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Été froid holds 'Framboise' (#b3386a); a saffron yellow is far from every one of its swatches. */
const RASPBERRY = '#b3386a';
const SAFFRON = '#e8a317';
const measurements = { gender: 'femme', age: 34, height: 168, weight: 61, bustSize: 92, shoulderWidth: 36 };

async function linkedPair() {
  const client = await signUp(t, 'client');
  const onboarding = await client.request('/api/me/client-profile', {
    method: 'POST',
    json: { ...measurements, waistSize: 70, hipSize: 96, consent: true },
  });
  expect(onboarding.status).toBe(201);
  const consultant = await signUp(t, 'consultant');
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  return { client, consultant };
}

/** A garment with its cutout in one colour, added by `owner` (to her wardrobe or a client's catalogue). */
async function garmentIn(owner: TestUser, fill: string, path = '/api/wardrobe/items', category = 'top') {
  const form = imageForm({
    category,
    file: { bytes: await solidPng(300, 300, fill), name: 'g.png', type: 'image/png' },
    enhanced: { bytes: await garmentCutout(fill), name: 'c.png', type: 'image/png' },
  });
  const response = await owner.request(path, { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return (await response.json()) as ClothingItem;
}

/** The whole diagnosis, as the form sends it: the given parts over an empty one. */
const save = (consultant: TestUser, clientId: string, input: Partial<DiagnosisInput>) =>
  consultant.request(`/api/clients/${clientId}/diagnosis`, {
    method: 'PUT',
    json: { ...EMPTY_DIAGNOSIS_INPUT, ...input },
  });
const readOwn = async (client: TestUser) =>
  (await (await client.request('/api/me/diagnosis')).json()) as Diagnosis;
const wardrobe = async (user: TestUser, query = '') =>
  (await (await user.request(`/api/wardrobe/items${query}`)).json()) as Page<ClothingItem>;

describe('the diagnosis', () => {
  it('starts empty with the computed morphology and our advice for it', async () => {
    const { client } = await linkedPair();
    const diagnosis = await readOwn(client);
    expect(diagnosis.updatedAt).toBeNull();
    expect(diagnosis.palette).toBeNull();
    expect(diagnosis.swatches).toEqual([]);
    expect(diagnosis.morphology).toEqual({
      computed: { kind: 'computed', set: 'femme', type: 'X' },
      effective: 'X',
      source: 'computed',
    });
    expect(diagnosis.advice.find((a) => a.category === 'top')).toEqual({
      category: 'top',
      text: DEFAULT_ADVICE.X.top,
      custom: false,
    });
  });

  it('is written by the linked consultant: her correction, note, advice and palette changes', async () => {
    const { client, consultant } = await linkedPair();
    const response = await save(consultant, client.id, {
      morphology: 'H',
      morphologyNote: '  Taille bien marquée à la séance.  ',
      advice: { bottom: 'Des jupes crayon.', top: '' },
      palette: 'ete_froid',
      addedSwatches: [{ name: 'Bleu maison', hex: '#2A3B8C' }],
      removedSwatches: ['#b0283f'],
      avoidColors: [{ name: 'Orange', hex: '#ff8c00' }],
    });
    expect(response.status).toBe(200);
    const diagnosis = await readOwn(client);
    expect(diagnosis.morphology.effective).toBe('H');
    expect(diagnosis.morphology.source).toBe('corrected');
    expect(diagnosis.input.morphologyNote).toBe('Taille bien marquée à la séance.');
    expect(diagnosis.advice.find((a) => a.category === 'bottom')).toMatchObject({
      text: 'Des jupes crayon.',
      custom: true,
    });
    expect(diagnosis.advice.find((a) => a.category === 'top')).toMatchObject({
      text: DEFAULT_ADVICE.H.top,
      custom: false,
    });
    expect(diagnosis.palette?.label).toBe('Été froid');
    expect(diagnosis.swatches).toHaveLength(PALETTES.ete_froid.swatches.length);
    expect(diagnosis.swatches).toContainEqual({ name: 'Bleu maison', hex: '#2a3b8c' });
    expect(diagnosis.swatches.map((s) => s.hex)).not.toContain('#b0283f');
    expect(diagnosis.input.avoidColors).toEqual([{ name: 'Orange', hex: '#ff8c00' }]);
    expect(diagnosis.updatedAt).not.toBeNull();

    const confirmed = await save(consultant, client.id, { morphology: 'X' });
    expect(((await confirmed.json()) as Diagnosis).morphology.source).toBe('confirmed');
  });

  it("offers only the morphologies of the client's gender: the other system is refused in French", async () => {
    const { client, consultant } = await linkedPair();
    const letter = await save(consultant, client.id, { morphology: 'triangle' });
    expect(letter.status).toBe(400);
    expect((await letter.json()).error).toMatchObject({
      code: 'MORPHOLOGY_OTHER_SYSTEM',
      message: MORPHOLOGY_OTHER_SYSTEM_MESSAGE,
    });
    expect((await readOwn(client)).input.morphology).toBeNull();
    expect((await save(consultant, client.id, { morphology: 'A' })).status).toBe(200);

    const man = await signUp(t, 'client');
    await man.request('/api/me/client-profile', {
      method: 'POST',
      json: { ...measurements, gender: 'homme', bustSize: null, consent: true },
    });
    await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: man.id });
    expect((await save(consultant, man.id, { morphology: 'X' })).status).toBe(400);
    expect((await save(consultant, man.id, { morphology: 'trapeze' })).status).toBe(200);

    // 'autre': her gender does not say which reading fits her figure, both stay open to the consultant.
    const other = await signUp(t, 'client');
    await other.request('/api/me/client-profile', {
      method: 'POST',
      json: { ...measurements, gender: 'autre', consent: true },
    });
    await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: other.id });
    expect((await save(consultant, other.id, { morphology: 'X' })).status).toBe(200);
    expect((await save(consultant, other.id, { morphology: 'rectangle' })).status).toBe(200);
  });

  it('refuses bad input in French and keeps what was there', async () => {
    const { client, consultant } = await linkedPair();
    expect((await save(consultant, client.id, { palette: 'ete_froid' })).status).toBe(200);
    for (const [input, message] of [
      [{ addedSwatches: [{ name: 'Rouge', hex: 'red' }] }, DIAGNOSIS_MESSAGES.hexInvalid],
      [{ addedSwatches: [{ name: ' ', hex: '#ff0000' }] }, DIAGNOSIS_MESSAGES.swatchNameRequired],
      [{ morphologyNote: 'x'.repeat(1001) }, DIAGNOSIS_MESSAGES.noteTooLong],
      [{ advice: { top: 'x'.repeat(601) } }, DIAGNOSIS_MESSAGES.adviceTooLong],
    ] as const) {
      const response = await save(consultant, client.id, input as Partial<DiagnosisInput>);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
    const refused = await save(consultant, client.id, {
      palette: 'ete_tropical' as DiagnosisInput['palette'],
    });
    expect(refused.status).toBe(400);
    expect((await readOwn(client)).palette?.id).toBe('ete_froid');
  });

  it('is edited by nobody but the linked consultant, and read by nobody else', async () => {
    const { client, consultant } = await linkedPair();
    expect((await save(consultant, client.id, { palette: 'hiver_froid' })).status).toBe(200);
    const stranger = await signUp(t, 'consultant');
    const otherClient = await signUp(t, 'client');
    const notFound = { error: { code: 'NOT_FOUND', message: CLIENT_MESSAGES.notFound } };
    for (const response of [
      await stranger.request(`/api/clients/${client.id}/diagnosis`),
      await save(stranger, client.id, { palette: 'printemps_clair' }),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(notFound);
    }
    expect((await client.request(`/api/clients/${client.id}/diagnosis`)).status).toBe(403);
    expect((await save(client as TestUser, client.id, { palette: 'printemps_clair' })).status).toBe(403);
    expect((await consultant.request('/api/me/diagnosis')).status).toBe(403);
    expect((await readOwn(otherClient)).palette).toBeNull();

    // The link ends: she keeps her diagnosis, the former consultant no longer reaches it.
    await t.db.delete(consultantClients).where(eq(consultantClients.clientId, client.id));
    expect((await consultant.request(`/api/clients/${client.id}/diagnosis`)).status).toBe(404);
    expect((await save(consultant, client.id, { palette: 'printemps_clair' })).status).toBe(404);
    expect((await readOwn(client)).palette?.id).toBe('hiver_froid');
  });
});

describe("the diagnosis in the client's export", () => {
  it("goes in her archive with her garments' measured colours and verdicts", async () => {
    const { client, consultant } = await linkedPair();
    const garment = await garmentIn(client, RASPBERRY);
    await save(consultant, client.id, { palette: 'ete_froid', morphology: 'X' });
    const response = await client.request('/api/me/export');
    expect(response.status).toBe(200);
    const files = await unzip(Buffer.from(await response.arrayBuffer()));
    const diagnosis = JSON.parse(files.get('diagnostic.json')!.toString()) as Record<string, unknown>;
    expect(diagnosis).toMatchObject({ morphology: 'X', palette: { id: 'ete_froid', label: 'Été froid' } });
    const wardrobe = JSON.parse(files.get('garde-robe.json')!.toString()) as Record<string, unknown>[];
    expect(wardrobe).toEqual([
      expect.objectContaining({
        id: garment.id,
        paletteMatch: 'in',
        measuredColors: [expect.objectContaining({ share: 1 })],
      }),
    ]);
  });
});

describe('garments against the palette', () => {
  it('measures colours and judges her garments when the palette is chosen, and new ones as they come', async () => {
    const { client, consultant } = await linkedPair();
    const before = await garmentIn(client, RASPBERRY);
    expect(before.colors).toHaveLength(1);
    expect(before.paletteMatch).toBeNull();
    // A garment from before colours were measured is measured when the palette is chosen.
    const legacy = await garmentIn(client, SAFFRON, '/api/wardrobe/items', 'bottom');
    await t.db.update(clothingItems).set({ colors: null }).where(eq(clothingItems.id, legacy.id));
    await garmentIn(client, RASPBERRY, '/api/wardrobe/items', 'shoes').then(async (plain) => {
      await t.db
        .update(clothingItems)
        .set({ colors: null, enhancedImageKey: null })
        .where(eq(clothingItems.id, plain.id));
    });

    const saved = (await (await save(consultant, client.id, { palette: 'ete_froid' })).json()) as Diagnosis;
    expect(saved.wardrobe.find((c) => c.category === 'top')).toMatchObject({
      in: 1,
      near: 0,
      out: 0,
      unmeasured: 0,
    });
    expect(saved.wardrobe.find((c) => c.category === 'bottom')).toMatchObject({ in: 0, out: 1 });
    expect(saved.wardrobe.find((c) => c.category === 'shoes')).toMatchObject({ unmeasured: 1 });

    const after = await garmentIn(client, SAFFRON);
    expect(after.paletteMatch).toBe('out');
    const all = await wardrobe(client);
    expect(all.items.find((i) => i.id === before.id)?.paletteMatch).toBe('in');
    expect(all.items.find((i) => i.id === legacy.id)?.paletteMatch).toBe('out');

    const inPalette = await wardrobe(client, '?palette=in');
    expect(inPalette.items.map((i) => i.id)).toEqual([before.id]);
    const consultantView = (await (
      await consultant.request(`/api/clients/${client.id}/wardrobe?palette=in`)
    ).json()) as Page<ClothingItem>;
    expect(consultantView.items.map((i) => i.id)).toEqual([before.id]);

    // A colour to avoid wins over the palette.
    await save(consultant, client.id, {
      palette: 'ete_froid',
      avoidColors: [{ name: 'Framboise', hex: RASPBERRY }],
    });
    expect((await wardrobe(client, '?palette=in')).items).toEqual([]);
  });

  it('judges a proposal against the client it is proposed to, in the catalogue and in outfits', async () => {
    const { client, consultant } = await linkedPair();
    const proposal = await garmentIn(consultant, RASPBERRY, `/api/clients/${client.id}/catalogue`);
    expect(proposal.paletteMatch).toBeNull();
    await save(consultant, client.id, { palette: 'ete_froid' });
    const catalogue = (await (
      await consultant.request(`/api/clients/${client.id}/catalogue`)
    ).json()) as Page<ClothingItem>;
    expect(catalogue.items[0]?.paletteMatch).toBe('in');
    const seenByClient = (await (
      await client.request(`/api/wardrobe/items/${proposal.id}`)
    ).json()) as ClothingItem;
    expect(seenByClient.paletteMatch).toBe('in');
    const own = await garmentIn(client, SAFFRON, '/api/wardrobe/items', 'bottom');
    const outfit = await composeOutfit(consultant, client.id, [proposal.id, own.id]);
    const detail = (await (await client.request(`/api/outfits/${outfit.id}`)).json()) as OutfitDetail;
    expect(detail.garments.map((g) => [g.id, g.paletteMatch])).toEqual(
      expect.arrayContaining([
        [proposal.id, 'in'],
        [own.id, 'out'],
      ]),
    );
  });
});
