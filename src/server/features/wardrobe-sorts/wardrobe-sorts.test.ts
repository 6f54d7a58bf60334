import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClothingItem } from '~/domain/wardrobe';
import type { SortDecisionView, SortReport, WardrobeSortSummary } from '~/domain/wardrobe-sort';
import { eq } from 'drizzle-orm';
import { EMPTY_DIAGNOSIS_INPUT } from '~/domain/diagnosis';
import { clothingItems, consultantClients } from '../../db/schema';
import { uploadGarment } from '../../test/garments';
import { as, connect } from '../../test/realtime-client';
import { createTestServer, type TestServer } from '../../test/test-server';
import { signUp, type TestUser } from '../../test/users';

let running: TestServer;
beforeAll(async () => {
  running = await createTestServer();
});
afterAll(() => running.close());

type SortDetail = { sort: WardrobeSortSummary; garments: ClothingItem[]; decisions: SortDecisionView[] };

async function linkedPair() {
  const { t } = running;
  const consultant = await signUp(t, 'consultant', { firstName: 'Inès', lastName: 'Moreau' });
  const client = await signUp(t, 'client', { firstName: 'Léa', lastName: 'Petit' });
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  return { consultant, client };
}

async function wardrobe(client: TestUser) {
  return {
    top: await uploadGarment(client, undefined, { category: 'top', name: 'Chemise en lin', color: 'blue' }),
    bottom: await uploadGarment(client, undefined, {
      category: 'bottom',
      name: 'Jean droit',
      brand: 'Sézane',
      size: '38',
      color: 'blue',
    }),
    coat: await uploadGarment(client, undefined, { category: 'outerwear', season: 'winter', color: 'black' }),
    sandals: await uploadGarment(client, undefined, { category: 'shoes', season: 'summer', color: 'beige' }),
  };
}

async function start(user: TestUser, json: Record<string, string>) {
  const response = await user.request('/api/wardrobe-sorts', { method: 'POST', json });
  expect(response.status).toBe(201);
  return (await response.json()) as WardrobeSortSummary;
}
const decide = (user: TestUser, sortId: string, itemId: string, json: Record<string, unknown>) =>
  user.request(`/api/wardrobe-sorts/${sortId}/decisions/${itemId}`, { method: 'PUT', json });
const detail = async (user: TestUser, sortId: string) => {
  const response = await user.request(`/api/wardrobe-sorts/${sortId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SortDetail;
};

describe('a wardrobe sort', () => {
  it('is started by the consultant and decided by both, each decision saying who made it; its report counts', async () => {
    const { consultant, client } = await linkedPair();
    const garments = await wardrobe(client);
    const sort = await start(consultant, { clientId: client.id });
    expect(sort).toMatchObject({
      clientId: client.id,
      startedBy: { id: consultant.id, name: 'Inès Moreau' },
    });

    const before = await detail(client, sort.id);
    expect(before.garments.map((garment) => garment.id).toSorted()).toEqual(
      Object.values(garments)
        .map((garment) => garment.id)
        .toSorted(),
    );
    expect(before.decisions).toEqual([]);

    expect((await decide(consultant, sort.id, garments.top.id, { decision: 'keep' })).status).toBe(200);
    expect(
      (await decide(client, sort.id, garments.bottom.id, { decision: 'sell', reasons: ['worn', 'size'] }))
        .status,
    ).toBe(200);
    const altered = await decide(consultant, sort.id, garments.coat.id, {
      decision: 'alter',
      note: 'Raccourcir les manches de 2 cm',
    });
    expect(await altered.json()).toMatchObject({
      itemId: garments.coat.id,
      decision: 'alter',
      reasons: [],
      note: 'Raccourcir les manches de 2 cm',
      decidedBy: { id: consultant.id, name: 'Inès Moreau' },
    });
    // Changed her mind: the last decision holds, by whoever made it.
    await decide(consultant, sort.id, garments.sandals.id, { decision: 'give' });
    await decide(client, sort.id, garments.sandals.id, { decision: 'unsure', reasons: ['neverWorn'] });

    const after = await detail(consultant, sort.id);
    expect(after.sort.decided).toBe(4);
    const byItem = new Map(after.decisions.map((decision) => [decision.itemId, decision]));
    expect(byItem.get(garments.top.id)!.decidedBy).toEqual({ id: consultant.id, name: 'Inès Moreau' });
    expect(byItem.get(garments.bottom.id)).toMatchObject({
      decision: 'sell',
      reasons: ['worn', 'size'],
      decidedBy: { id: client.id, name: 'Léa Petit' },
    });
    expect(byItem.get(garments.sandals.id)).toMatchObject({
      decision: 'unsure',
      decidedBy: { id: client.id },
    });

    const report = (await (
      await client.request(`/api/wardrobe-sorts/${sort.id}/report`)
    ).json()) as SortReport;
    expect(report.total).toBe(4);
    expect(report.counts).toEqual({ keep: 1, alter: 1, give: 0, sell: 1, unsure: 1, undecided: 0 });
    expect(report.byCategory.map((row) => row.category)).toEqual(['top', 'bottom', 'shoes', 'outerwear']);
    expect(report.alterations).toEqual([
      {
        itemId: garments.coat.id,
        title: 'Outerwear',
        note: 'Raccourcir les manches de 2 cm',
        decidedBy: { id: consultant.id, name: 'Inès Moreau' },
      },
    ]);
    expect(report.leaving).toEqual([
      {
        itemId: garments.bottom.id,
        title: 'Jean droit',
        decision: 'sell',
        saleText: 'Jean droit bleu, Sézane, taille 38, usé.',
      },
    ]);

    // Undone: the garment waits for its decision again.
    const undone = await client.request(`/api/wardrobe-sorts/${sort.id}/decisions/${garments.top.id}`, {
      method: 'DELETE',
    });
    expect(undone.status).toBe(204);
    expect((await detail(client, sort.id)).sort.decided).toBe(3);
  });

  it('lists what is missing from what stays: no bottom in her palette for winter is a gap', async () => {
    const { consultant, client } = await linkedPair();
    const { t } = running;
    const diagnosis = await consultant.request(`/api/clients/${client.id}/diagnosis`, {
      method: 'PUT',
      json: { ...EMPTY_DIAGNOSIS_INPUT, palette: 'automne_profond' },
    });
    expect(diagnosis.status).toBe(200);
    const upload = (fields: Record<string, string>) => uploadGarment(client, undefined, fields);
    const pieces = {
      top: await upload({ category: 'top' }),
      summerBottom: await upload({ category: 'bottom', season: 'summer' }),
      winterBottom: await upload({ category: 'bottom', season: 'winter' }),
      shoes: await upload({ category: 'shoes' }),
      coat: await upload({ category: 'outerwear' }),
    };
    // Verdicts against her palette, as her garments' measured colours would give them.
    const verdicts = {
      top: 'in',
      summerBottom: 'near',
      winterBottom: 'out',
      shoes: 'in',
      coat: 'in',
    } as const;
    for (const [piece, verdict] of Object.entries(verdicts)) {
      await t.db
        .update(clothingItems)
        .set({ paletteMatch: verdict })
        .where(eq(clothingItems.id, pieces[piece as keyof typeof pieces].id));
    }
    const sort = await start(consultant, { clientId: client.id });
    await decide(client, sort.id, pieces.coat.id, { decision: 'give' });
    const report = (await (
      await consultant.request(`/api/wardrobe-sorts/${sort.id}/report`)
    ).json()) as SortReport;
    expect(report.missing).toEqual([
      { category: 'bottom', seasons: ['spring', 'autumn', 'winter'], inPalette: true },
      { category: 'outerwear', seasons: ['spring', 'autumn', 'winter'], inPalette: true },
    ]);
    expect(report.palette).toEqual({ before: { measured: 5, suited: 4 }, after: { measured: 4, suited: 3 } });
  });

  it('goes through one category or season when asked, and lists her sorts newest first', async () => {
    const { consultant, client } = await linkedPair();
    const garments = await wardrobe(client);
    const winter = await start(client, { clientId: client.id, season: 'winter' });
    expect((await detail(client, winter.id)).garments.map((garment) => garment.id).toSorted()).toEqual(
      [garments.top.id, garments.bottom.id, garments.coat.id].toSorted(),
    );
    const shoes = await start(consultant, { clientId: client.id, category: 'shoes' });
    expect((await detail(consultant, shoes.id)).garments.map((garment) => garment.id)).toEqual([
      garments.sandals.id,
    ]);
    const list = await client.request(`/api/clients/${client.id}/wardrobe-sorts`);
    expect(((await list.json()) as { items: WardrobeSortSummary[] }).items.map((sort) => sort.id)).toEqual([
      shoes.id,
      winter.id,
    ]);
  });

  it('shows a stranger and a former consultant nothing, and takes no decision once finished', async () => {
    const { consultant, client } = await linkedPair();
    const { t } = running;
    const stranger = await signUp(t, 'consultant');
    const { top } = await wardrobe(client);
    const sort = await start(client, { clientId: client.id });

    for (const response of [
      await stranger.request(`/api/wardrobe-sorts/${sort.id}`),
      await stranger.request(`/api/wardrobe-sorts/${sort.id}/report`),
      await decide(stranger, sort.id, top.id, { decision: 'give' }),
      await stranger.request('/api/wardrobe-sorts', { method: 'POST', json: { clientId: client.id } }),
      await stranger.request(`/api/clients/${client.id}/wardrobe-sorts`),
    ]) {
      expect(response.status).toBe(404);
    }
    // Someone else's garment is not part of her sort.
    const elsewhere = await uploadGarment(await signUp(t, 'client'));
    expect((await decide(client, sort.id, elsewhere.id, { decision: 'keep' })).status).toBe(404);
    expect((await decide(client, sort.id, top.id, { decision: 'burn' })).status).toBe(400);

    expect((await client.request(`/api/links/${consultant.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await consultant.request(`/api/wardrobe-sorts/${sort.id}`)).status).toBe(404);
    expect((await decide(consultant, sort.id, top.id, { decision: 'give' })).status).toBe(404);

    const finished = await client.request(`/api/wardrobe-sorts/${sort.id}/finish`, { method: 'POST' });
    expect(((await finished.json()) as WardrobeSortSummary).finishedAt).not.toBeNull();
    const late = await decide(client, sort.id, top.id, { decision: 'keep' });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: { code: string } }).error.code).toBe('SORT_FINISHED');
  });

  it("shows each decision on the other's open screen", async () => {
    const { consultant, client } = await linkedPair();
    const { top } = await wardrobe(client);
    const sort = await start(consultant, { clientId: client.id });
    const clientScreen = await connect(running.server.port, as(client));
    const consultantScreen = await connect(running.server.port, as(consultant));
    try {
      expect((await decide(consultant, sort.id, top.id, { decision: 'keep' })).status).toBe(200);
      const changed = { type: 'sort.changed', sortId: sort.id, clientId: client.id };
      await expect.poll(() => clientScreen.events, { timeout: 2_000 }).toContainEqual(changed);
      await expect.poll(() => consultantScreen.events, { timeout: 2_000 }).toContainEqual(changed);
    } finally {
      clientScreen.socket.close();
      consultantScreen.socket.close();
    }
  });
});
