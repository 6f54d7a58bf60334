import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClothingItem } from '~/domain/wardrobe';
import type { SortDecisionView, SortReport, WardrobeSortSummary } from '~/domain/wardrobe-sort';
import { eq } from 'drizzle-orm';
import { EMPTY_DIAGNOSIS_INPUT } from '~/domain/diagnosis';
import { clothingItems, consultantClients, wardrobeVerdictCounts } from '../../db/schema';
import { composeOutfit, uploadGarment } from '../../test/garments';
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
        archivedAt: null,
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
      { category: 'bottom', seasons: ['spring', 'autumn', 'winter'], inPalette: true, note: null },
      { category: 'outerwear', seasons: ['spring', 'autumn', 'winter'], inPalette: true, note: null },
    ]);
    expect(report.missingEdited).toBe(false);

    // Her consultant writes the list herself: her words replace the computed gaps, and she may go back to them.
    const gaps = [
      { category: 'bottom', seasons: ['winter'], note: '  Pantalon droit marine ' },
      { category: 'shoes', seasons: ['autumn', 'winter'] },
    ];
    const missing = (json: unknown, user = consultant) =>
      user.request(`/api/wardrobe-sorts/${sort.id}/missing`, { method: 'PUT', json });
    const edited = await missing({ gaps });
    expect(edited.status).toBe(200);
    const expected = [
      { category: 'bottom', seasons: ['winter'], inPalette: true, note: 'Pantalon droit marine' },
      { category: 'shoes', seasons: ['autumn', 'winter'], inPalette: true, note: null },
    ];
    expect(((await edited.json()) as SortReport).missing).toEqual(expected);
    const seen = (await (await client.request(`/api/wardrobe-sorts/${sort.id}/report`)).json()) as SortReport;
    expect(seen).toMatchObject({ missing: expected, missingEdited: true });
    // The client reads it; only her consultant writes it.
    expect((await missing({ gaps: [] }, client)).status).toBe(403);
    expect((await missing({ gaps: [{ category: 'hat', seasons: ['winter'] }] })).status).toBe(400);
    expect((await missing({ gaps: [{ category: 'top', seasons: [] }] })).status).toBe(400);
    const computed = await consultant.request(`/api/wardrobe-sorts/${sort.id}/missing`, { method: 'DELETE' });
    expect(((await computed.json()) as SortReport).missingEdited).toBe(false);
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
    expect(
      (
        await consultant.request(`/api/wardrobe-sorts/${sort.id}/missing`, {
          method: 'PUT',
          json: { gaps: [] },
        })
      ).status,
    ).toBe(404);

    const finished = await client.request(`/api/wardrobe-sorts/${sort.id}/finish`, { method: 'POST' });
    expect(((await finished.json()) as WardrobeSortSummary).finishedAt).not.toBeNull();
    const late = await decide(client, sort.id, top.id, { decision: 'keep' });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: { code: string } }).error.code).toBe('SORT_FINISHED');
  });

  it('takes what it gives or sells out of her wardrobe, her picker and her counts, and puts it back', async () => {
    const { consultant, client } = await linkedPair();
    const { t } = running;
    const garments = await wardrobe(client);
    const look = await composeOutfit(consultant, client.id, [garments.top.id, garments.bottom.id]);
    const sort = await start(consultant, { clientId: client.id });
    await decide(consultant, sort.id, garments.top.id, { decision: 'keep' });
    await decide(client, sort.id, garments.bottom.id, { decision: 'sell' });
    await decide(client, sort.id, garments.sandals.id, { decision: 'give' });
    const archive = (user: TestUser) =>
      user.request(`/api/wardrobe-sorts/${sort.id}/archive`, { method: 'POST' });
    const wardrobeIds = async (user: TestUser, path = '/api/wardrobe/items') =>
      (((await (await user.request(path)).json()) as { items: ClothingItem[] }).items ?? []).map(
        (item) => item.id,
      );
    const counted = async () =>
      (
        await t.db
          .select({ garments: wardrobeVerdictCounts.garments })
          .from(wardrobeVerdictCounts)
          .where(eq(wardrobeVerdictCounts.userId, client.id))
      ).reduce((sum, row) => sum + row.garments, 0);
    expect(await counted()).toBe(4);

    // Her wardrobe is hers: her consultant reads the report, only she empties the wardrobe.
    expect((await archive(consultant)).status).toBe(403);
    expect((await archive(await signUp(t, 'client'))).status).toBe(404);
    const archived = await archive(client);
    expect(await archived.json()).toEqual({ archived: 2 });
    expect(await archive(client).then((response) => response.json())).toEqual({ archived: 0 });

    const leftIds = [garments.top.id, garments.coat.id].toSorted();
    expect((await wardrobeIds(client)).toSorted()).toEqual(leftIds);
    expect((await wardrobeIds(consultant, `/api/clients/${client.id}/wardrobe`)).toSorted()).toEqual(leftIds);
    expect(await counted()).toBe(2);
    const out = (await (await client.request('/api/wardrobe/archive')).json()) as { items: ClothingItem[] };
    expect(out.items.map((item) => [item.id, item.archived?.reason]).toSorted()).toEqual(
      [
        [garments.bottom.id, 'sold'],
        [garments.sandals.id, 'given'],
      ].toSorted(),
    );
    expect((await consultant.request('/api/wardrobe/archive')).status).toBe(403);

    // The sort and its report keep them, saying they have left; the look shows it too.
    expect((await detail(client, sort.id)).garments).toHaveLength(4);
    const report = (await (
      await client.request(`/api/wardrobe-sorts/${sort.id}/report`)
    ).json()) as SortReport;
    expect(report.leaving.every((row) => row.archivedAt !== null)).toBe(true);
    const shown = (await (await client.request(`/api/outfits/${look.id}`)).json()) as {
      garments: ClothingItem[];
    };
    expect(shown.garments.find((item) => item.id === garments.bottom.id)?.archived?.reason).toBe('sold');
    // A new sort goes through what is still there.
    const next = await start(client, { clientId: client.id });
    expect((await detail(client, next.id)).garments.map((garment) => garment.id).toSorted()).toEqual(leftIds);

    // Back in her wardrobe, and out again for another reason, one garment at a time.
    const restored = await client.request(`/api/wardrobe/items/${garments.sandals.id}/archive`, {
      method: 'DELETE',
    });
    expect(((await restored.json()) as ClothingItem).archived).toBeNull();
    expect(await wardrobeIds(client)).toContain(garments.sandals.id);
    expect(await counted()).toBe(3);
    const thrown = await client.request(`/api/wardrobe/items/${garments.coat.id}/archive`, {
      method: 'PUT',
      json: { reason: 'thrown' },
    });
    expect(((await thrown.json()) as ClothingItem).archived).toMatchObject({ reason: 'thrown' });
    expect(await wardrobeIds(client)).not.toContain(garments.coat.id);
    for (const response of [
      await consultant.request(`/api/wardrobe/items/${garments.top.id}/archive`, {
        method: 'PUT',
        json: { reason: 'given' },
      }),
      await client.request(`/api/wardrobe/items/${garments.top.id}/archive`, {
        method: 'PUT',
        json: { reason: 'lost' },
      }),
    ]) {
      expect([400, 403]).toContain(response.status);
    }
    const stranger = await signUp(t, 'client');
    expect(
      (
        await stranger.request(`/api/wardrobe/items/${garments.top.id}/archive`, {
          method: 'PUT',
          json: { reason: 'given' },
        })
      ).status,
    ).toBe(404);
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
