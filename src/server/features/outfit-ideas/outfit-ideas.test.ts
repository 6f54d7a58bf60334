import { and, eq } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Season } from '~/domain/clothing';
import type { OutfitIdeasAnswer } from '~/domain/outfit-ideas/outfit-ideas-api';
import { hexToLab } from '~/domain/palette-match';
import {
  clientClothingItems,
  clientDiagnoses,
  clothingItems,
  consultantClients,
  outfitIdeaRejections,
  sortDecisions,
  styleQuestionnaires,
  wardrobeSorts,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { unzip } from '../../test/unzip';
import { signUp, type TestUser } from '../../test/users';

let t: TestApp;
const statements: string[] = [];
const recorder: Logger = { logQuery: (query) => void statements.push(query) };
beforeAll(async () => {
  t = await createTestApp({}, { queryLogger: recorder });
});
afterAll(() => t.close());

type GarmentFields = {
  season?: Season;
  name?: string;
  hex?: string;
  paletteMatch?: 'in' | 'near' | 'out' | null;
  archived?: boolean;
};

async function addGarment(owner: TestUser, category: Category, fields: GarmentFields = {}) {
  const [row] = await t.db
    .insert(clothingItems)
    .values({
      userId: owner.id,
      category,
      season: fields.season ?? 'all',
      name: fields.name ?? null,
      imageKey: `users/${owner.id}/clothing/x/original.jpg`,
      enhancedImageKey: `users/${owner.id}/clothing/x/enhanced-v1.png`,
      colors: fields.hex ? [{ ...hexToLab(fields.hex), share: 1 }] : null,
      paletteMatch: fields.paletteMatch ?? null,
      archivedAt: fields.archived ? new Date() : null,
      archiveReason: fields.archived ? 'given' : null,
    })
    .returning({ id: clothingItems.id });
  return row!.id;
}

async function people() {
  const consultant = await signUp(t, 'consultant', { firstName: 'Inès', lastName: 'Moreau' });
  const client = await signUp(t, 'client', { firstName: 'Léa', lastName: 'Petit' });
  const stranger = await signUp(t, 'consultant');
  const former = await signUp(t, 'consultant');
  await t.db.insert(consultantClients).values([
    { consultantId: consultant.id, clientId: client.id },
    { consultantId: former.id, clientId: client.id },
  ]);
  return { consultant, client, stranger, former };
}

/** A winter wardrobe with every kind of piece the filters must leave out. */
async function wardrobe(client: TestUser, consultant: TestUser) {
  const ids = {
    tops: [
      await addGarment(client, 'top', { name: 'Chemise blanche', hex: '#f4f4f0', paletteMatch: 'in' }),
      await addGarment(client, 'top', { name: 'Pull marine', hex: '#1e3a8a', paletteMatch: 'near' }),
      await addGarment(client, 'top', { name: 'Pull camel', hex: '#c19a6b', season: 'winter' }),
    ],
    bottoms: [
      await addGarment(client, 'bottom', { name: 'Jean brut', hex: '#2b4a7a' }),
      await addGarment(client, 'bottom', { name: 'Pantalon gris', hex: '#8a8a8a', season: 'autumn' }),
    ],
    shoes: [await addGarment(client, 'shoes', { name: 'Bottines', hex: '#1c1c1e' })],
    coat: await addGarment(client, 'outerwear', { name: 'Manteau', hex: '#6f4e37', season: 'winter' }),
    summerTop: await addGarment(client, 'top', { name: 'Débardeur', season: 'summer' }),
    archivedTop: await addGarment(client, 'top', { name: 'Vieux pull', archived: true }),
    alteredTop: await addGarment(client, 'top', { name: 'Chemise à reprendre' }),
    keptAfterAlter: await addGarment(client, 'top', { name: 'Chemise reprise' }),
    openProposal: await addGarment(consultant, 'top', { name: 'Blouse proposée', hex: '#f4f4f0' }),
    declinedProposal: await addGarment(consultant, 'top', { name: 'Blouse refusée' }),
  };
  await t.db.insert(clientClothingItems).values([
    { clientId: client.id, clothingItemId: ids.openProposal, consultantId: consultant.id, decision: 'maybe' },
    {
      clientId: client.id,
      clothingItemId: ids.declinedProposal,
      consultantId: consultant.id,
      decision: 'declined',
    },
  ]);
  // Two sorts: the latest decision counts ('alter' for one shirt, 'keep' after 'alter' for the other).
  const [older, newer] = await t.db
    .insert(wardrobeSorts)
    .values([
      { clientId: client.id, createdAt: new Date('2026-01-01T10:00:00Z') },
      { clientId: client.id, createdAt: new Date('2026-06-01T10:00:00Z') },
    ])
    .returning({ id: wardrobeSorts.id });
  await t.db.insert(sortDecisions).values([
    {
      sortId: older!.id,
      itemId: ids.alteredTop,
      decision: 'keep',
      decidedAt: new Date('2026-01-01T10:00:00Z'),
    },
    {
      sortId: newer!.id,
      itemId: ids.alteredTop,
      decision: 'alter',
      decidedAt: new Date('2026-06-01T10:00:00Z'),
    },
    {
      sortId: older!.id,
      itemId: ids.keptAfterAlter,
      decision: 'alter',
      decidedAt: new Date('2026-01-01T10:00:00Z'),
    },
    {
      sortId: newer!.id,
      itemId: ids.keptAfterAlter,
      decision: 'keep',
      decidedAt: new Date('2026-06-01T10:00:00Z'),
    },
  ]);
  return ids;
}

const ideasOf = async (user: TestUser, clientId: string, query = 'season=winter&seed=graine') => {
  const response = await user.request(`/api/clients/${clientId}/outfit-ideas?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as OutfitIdeasAnswer;
};
const reject = (user: TestUser, clientId: string, signature: string) =>
  user.request(`/api/clients/${clientId}/outfit-ideas/rejections`, { method: 'POST', json: { signature } });

describe('GET /api/clients/:clientId/outfit-ideas', () => {
  it('proposes complete looks of her pieces in season and her open proposals, to her and her consultant', async () => {
    const { consultant, client } = await people();
    const ids = await wardrobe(client, consultant);
    const answer = await ideasOf(client, client.id);
    expect(answer).toMatchObject({ season: 'winter', seed: 'graine', keep: null, missing: [] });
    expect(answer.ideas.length).toBeGreaterThan(3);
    const never = [ids.summerTop, ids.archivedTop, ids.alteredTop, ids.declinedProposal];
    for (const idea of answer.ideas) {
      const categories = idea.items.map((item) => item.category);
      expect(categories).toEqual(expect.arrayContaining(['top', 'bottom', 'shoes', 'outerwear']));
      expect(idea.signature).toBe(
        idea.items
          .map((item) => item.id)
          .sort()
          .join(','),
      );
      expect(idea.reasons.length).toBeGreaterThan(0);
      for (const item of idea.items) {
        expect(never).not.toContain(item.id);
        expect(item.displayUrl).toBe(`/api/clothing/${item.id}/image/display?v=v1`);
        expect(item.enhancedUrl).toBe(`/api/clothing/${item.id}/image/enhanced?v=v1`);
        expect(item.proposal).toBe(item.id === ids.openProposal);
      }
    }
    const pieces = new Set(answer.ideas.flatMap((idea) => idea.items.map((item) => item.id)));
    expect(pieces.has(ids.keptAfterAlter)).toBe(true);
    const white = answer.ideas.find((idea) => idea.items.some((item) => item.id === ids.tops[0]));
    expect(white?.reasons).toContain('Chemise blanche\u00a0: près du visage, dans votre palette');

    // The same seed gives the same ideas, to her consultant too.
    expect(await ideasOf(consultant, client.id)).toEqual(answer);
    // Without a seed: today's, and today's season.
    const today = await ideasOf(client, client.id, '');
    expect(today.seed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('reads her diagnosis: the palette names her swatch, the morphology orders the tops', async () => {
    const { consultant, client } = await people();
    const light = await addGarment(client, 'top', { name: 'Haut clair', hex: '#eeeeee', paletteMatch: 'in' });
    const dark = await addGarment(client, 'top', { name: 'Haut foncé', hex: '#222222', paletteMatch: 'in' });
    await addGarment(client, 'bottom', { hex: '#777777' });
    await addGarment(client, 'shoes', { hex: '#777777' });
    await t.db
      .insert(clientDiagnoses)
      .values({ clientId: client.id, morphology: 'A', palette: 'hiver_froid' });
    const answer = await ideasOf(consultant, client.id, 'season=spring');
    expect(answer.ideas.map((idea) => idea.items[0]!.id)).toEqual([light, dark]);
    expect(answer.ideas[0]!.reasons).toContain(
      'Haut plus clair que le bas\u00a0: il éclaire le haut, comme le conseille votre morphologie',
    );
    expect(answer.ideas[0]!.reasons.join('\n')).toMatch(
      /Haut clair\u00a0: près du visage, dans votre palette \(.+\)/,
    );
  });

  it('keeps a piece and changes the rest', async () => {
    const { consultant, client } = await people();
    const ids = await wardrobe(client, consultant);
    const answer = await ideasOf(client, client.id, `season=winter&keep=${ids.tops[1]}`);
    expect(answer.keep).toBe(ids.tops[1]);
    expect(answer.ideas.length).toBeGreaterThan(0);
    for (const idea of answer.ideas) expect(idea.items.map((item) => item.id)).toContain(ids.tops[1]);
    // Someone else's garment, or not a garment: not found; a malformed query: refused.
    const other = await addGarment(consultant, 'top');
    expect((await client.request(`/api/clients/${client.id}/outfit-ideas?keep=${other}`)).status).toBe(404);
    expect((await client.request(`/api/clients/${client.id}/outfit-ideas?keep=nope`)).status).toBe(400);
    expect((await client.request(`/api/clients/${client.id}/outfit-ideas?season=ete`)).status).toBe(400);
  });

  it('dresses for an occasion: pieces labelled with another one stay out, her usual occasions come first', async () => {
    const { consultant, client } = await people();
    const office = await addGarment(client, 'top', { name: 'Chemise de bureau' });
    const weekend = await addGarment(client, 'top', { name: 'Sweat du week-end' });
    await addGarment(client, 'bottom');
    await addGarment(client, 'shoes');
    for (const [id, occasions] of [
      [office, ['office']],
      [weekend, ['weekend']],
    ] as const) {
      const labelled = await client.request(`/api/wardrobe/items/${id}`, {
        method: 'PATCH',
        json: { category: 'top', occasions },
      });
      expect(labelled.status).toBe(200);
    }
    await t.db.insert(styleQuestionnaires).values({
      clientId: client.id,
      consultantId: consultant.id,
      questions: [],
      answers: { occasions: ['Voyages', 'bureau', 'Vernissages'] },
    });

    const forOffice = await ideasOf(client, client.id, 'season=spring&occasion=office');
    expect(forOffice).toMatchObject({ occasion: 'office', herOccasions: ['office', 'travel'] });
    expect(forOffice.ideas.map((idea) => idea.items[0]!.id)).toEqual([office]);
    const any = await ideasOf(consultant, client.id, 'season=spring');
    expect(any.occasion).toBeNull();
    expect(any.ideas.map((idea) => idea.items[0]!.id).sort()).toEqual([office, weekend].sort());
    expect((await client.request(`/api/clients/${client.id}/outfit-ideas?occasion=gala`)).status).toBe(400);
  });

  it('says what is missing when no complete look can be made', async () => {
    const { client } = await people();
    await addGarment(client, 'top');
    await addGarment(client, 'bottom', { archived: true });
    expect(await ideasOf(client, client.id)).toMatchObject({
      ideas: [],
      missing: ['bottom', 'one_piece', 'shoes'],
    });
  });

  it('is refused to a stranger and to a former consultant, as if she did not exist', async () => {
    const { client, stranger, former } = await people();
    await t.db
      .delete(consultantClients)
      .where(and(eq(consultantClients.consultantId, former.id), eq(consultantClients.clientId, client.id)));
    for (const user of [stranger, former]) {
      const response = await user.request(`/api/clients/${client.id}/outfit-ideas`);
      expect(response.status).toBe(404);
    }
  });

  it('reads the same few statements whatever the size of her wardrobe', async () => {
    const { consultant, client } = await people();
    await wardrobe(client, consultant);
    const count = async () => {
      statements.length = 0;
      await ideasOf(client, client.id);
      return statements.length;
    };
    const small = await count();
    for (let i = 0; i < 30; i += 1) await addGarment(client, i % 2 ? 'top' : 'bottom', { hex: '#888888' });
    expect(await count()).toBe(small);
    expect(small).toBeLessThanOrEqual(8);
  });
});

describe('POST /api/clients/:clientId/outfit-ideas/rejections', () => {
  it('is the client’s own: the idea is not proposed again, twice is once, her consultant gets a 403', async () => {
    const { consultant, client, stranger } = await people();
    await wardrobe(client, consultant);
    const before = await ideasOf(client, client.id);
    const rejected = before.ideas[0]!.signature;
    // Any order of the ids is the same idea.
    const reversed = rejected.split(',').reverse().join(',');
    expect((await reject(client, client.id, reversed)).status).toBe(204);
    expect((await reject(client, client.id, rejected)).status).toBe(204);
    const rows = await t.db
      .select()
      .from(outfitIdeaRejections)
      .where(eq(outfitIdeaRejections.clientId, client.id));
    expect(rows.map((row) => row.signature)).toEqual([rejected]);
    const after = await ideasOf(client, client.id);
    expect(after.ideas.map((idea) => idea.signature)).not.toContain(rejected);

    expect((await reject(consultant, client.id, rejected)).status).toBe(403);
    expect((await reject(stranger, client.id, rejected)).status).toBe(404);
    for (const signature of [
      '',
      'abc',
      rejected.split(',')[0]!,
      `${rejected.split(',')[0]},${rejected.split(',')[0]}`,
    ]) {
      expect((await reject(client, client.id, signature)).status).toBe(400);
    }
  });

  it('lets a rejected idea come back after 30 days', async () => {
    const { consultant, client } = await people();
    await wardrobe(client, consultant);
    const first = (await ideasOf(client, client.id)).ideas[0]!.signature;
    await t.db.insert(outfitIdeaRejections).values({
      clientId: client.id,
      signature: first,
      rejectedAt: new Date(Date.now() - 32 * 24 * 60 * 60 * 1000),
    });
    expect((await ideasOf(client, client.id)).ideas.map((idea) => idea.signature)).toContain(first);
  });

  it('puts her rejections in her export', async () => {
    const { consultant, client } = await people();
    await wardrobe(client, consultant);
    const signature = (await ideasOf(client, client.id)).ideas[0]!.signature;
    expect((await reject(client, client.id, signature)).status).toBe(204);
    const response = await client.request('/api/me/export');
    expect(response.status).toBe(200);
    const files = await unzip(Buffer.from(await response.arrayBuffer()));
    expect(JSON.parse(files.get('idees-ecartees.json')!.toString())).toEqual([
      { garmentIds: signature.split(','), rejectedAt: expect.any(String) },
    ]);
    expect(files.get('LISEZMOI.txt')!.toString()).toContain('idees-ecartees.json');
  });
});
