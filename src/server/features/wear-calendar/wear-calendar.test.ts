import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  todayIn,
  type CalendarFeedCreated,
  type CalendarFeedState,
  type CalendarView,
  type WearSummary,
  type WornDay,
} from '~/domain/wear-calendar';
import { calendarFeeds, clothingItems, consultantClients, garmentWears, outfitPlans } from '../../db/schema';
import { composeOutfit, uploadGarment } from '../../test/garments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, signUp, type TestUser } from '../../test/users';
import { unzip } from '../../test/unzip';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PARIS = 'Europe/Paris';
const today = () => todayIn(PARIS);

async function linkedPair() {
  const consultant = await signUp(t, 'consultant', { firstName: 'Inès', lastName: 'Moreau' });
  const client = await signUp(t, 'client', { firstName: 'Léa', lastName: 'Petit' });
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  return { consultant, client };
}

/** A client with a top (with a price), a bottom, shoes and a look of them composed and shared by her consultant. */
async function dressedClient() {
  const { consultant, client } = await linkedPair();
  const top = await uploadGarment(client, undefined, {
    category: 'top',
    name: 'Chemise en lin',
    price: '60',
  });
  const bottom = await uploadGarment(client, undefined, { category: 'bottom', name: 'Jean droit' });
  const shoes = await uploadGarment(client, undefined, { category: 'shoes', name: 'Derbies' });
  const proposal = await uploadGarment(consultant, `/api/clients/${client.id}/catalogue`, { name: 'Blazer' });
  const look = await composeOutfit(consultant, client.id, [top.id, bottom.id, proposal.id], 'Tenue du lundi');
  return { consultant, client, top, bottom, shoes, proposal, look };
}

const plan = (user: TestUser, clientId: string, day: string, json: unknown) =>
  user.request(`/api/clients/${clientId}/calendar/${day}`, { method: 'PUT', json });
const logWear = (user: TestUser, clientId: string, json: unknown) =>
  user.request(`/api/clients/${clientId}/wears`, { method: 'POST', json });
async function calendarOf(user: TestUser, clientId: string, from: string, to: string) {
  const response = await user.request(`/api/clients/${clientId}/calendar?from=${from}&to=${to}`);
  expect(response.status).toBe(200);
  return (await response.json()) as CalendarView;
}
async function summaryOf(user: TestUser, clientId: string) {
  const response = await user.request(`/api/clients/${clientId}/wear-summary`);
  expect(response.status).toBe(200);
  return (await response.json()) as WearSummary;
}
async function countsOf(itemId: string) {
  const [row] = await t.db
    .select({ wears: clothingItems.wearCount, last: clothingItems.lastWornOn })
    .from(clothingItems)
    .where(eq(clothingItems.id, itemId));
  return row!;
}

describe('her calendar', () => {
  it('holds a look per day planned by her or her consultant, with who made it and who planned it', async () => {
    const { consultant, client, look } = await dressedClient();
    const tomorrow = addDays(today(), 1);
    const later = addDays(today(), 3);
    expect((await plan(consultant, client.id, tomorrow, { outfitId: look.id, note: 'Réunion' })).status).toBe(
      200,
    );
    const mine = await plan(client, client.id, later, { outfitId: look.id });
    expect(await mine.json()).toMatchObject({
      day: later,
      plan: {
        look: { id: look.id, name: 'Tenue du lundi' },
        plannedBy: { id: client.id, name: 'Léa Petit' },
      },
    });

    const view = await calendarOf(consultant, client.id, today(), addDays(today(), 6));
    expect(view.days).toHaveLength(7);
    expect(view.today).toBe(today());
    const byDay = new Map(view.days.map((day) => [day.day, day]));
    expect(byDay.get(tomorrow)!.plan).toEqual({
      look: {
        id: look.id,
        name: 'Tenue du lundi',
        imageUrl: `/api/outfits/${look.id}/image`,
        madeBy: { id: consultant.id, name: 'Inès Moreau' },
      },
      note: 'Réunion',
      plannedBy: { id: consultant.id, name: 'Inès Moreau' },
    });
    expect(byDay.get(today())!.plan).toBeNull();

    // Another look the same day replaces it; removing it leaves the day free.
    const other = await composeOutfit(consultant, client.id, [look.garments[0]!.id], 'Tenue du mardi');
    await plan(client, client.id, tomorrow, { outfitId: other.id });
    expect((await calendarOf(client, client.id, tomorrow, tomorrow)).days[0]!.plan!.look.name).toBe(
      'Tenue du mardi',
    );
    const removed = await client.request(`/api/clients/${client.id}/calendar/${tomorrow}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    expect((await calendarOf(client, client.id, tomorrow, tomorrow)).days[0]!.plan).toBeNull();
  });

  it('shows the newest version of a look revised after it was planned', async () => {
    const { consultant, client, look } = await dressedClient();
    const tomorrow = addDays(today(), 1);
    await plan(client, client.id, tomorrow, { outfitId: look.id });
    await t.query(`update outfits set latest = false where id = $1`, [look.id]);
    const revised = await composeOutfit(
      consultant,
      client.id,
      [look.garments[0]!.id],
      'Tenue du lundi, revue',
    );
    await t.query(`update outfits set root_id = $1, version = 2 where id = $2`, [look.id, revised.id]);
    expect((await calendarOf(client, client.id, tomorrow, tomorrow)).days[0]!.plan!.look).toMatchObject({
      id: revised.id,
      name: 'Tenue du lundi, revue',
    });
  });

  it('refuses a day in the past or more than a year ahead, a span over 62 days, and looks that are not hers', async () => {
    const { consultant, client, look } = await dressedClient();
    const other = await dressedClient();
    expect((await plan(client, client.id, addDays(today(), -1), { outfitId: look.id })).status).toBe(400);
    expect((await plan(client, client.id, addDays(today(), 366), { outfitId: look.id })).status).toBe(400);
    expect((await plan(client, client.id, '2026-02-30', { outfitId: look.id })).status).toBe(400);
    expect((await plan(client, client.id, addDays(today(), 365), { outfitId: look.id })).status).toBe(200);
    // Another client's look, for her and for her consultant.
    expect((await plan(client, client.id, today(), { outfitId: other.look.id })).status).toBe(404);
    expect((await plan(other.consultant, other.client.id, today(), { outfitId: look.id })).status).toBe(404);
    // A draft of her consultant's she does not see yet.
    const draft = await composeOutfit(consultant, client.id, [look.garments[0]!.id], 'Brouillon');
    await t.query('update outfits set shared = false where id = $1', [draft.id]);
    expect((await plan(consultant, client.id, today(), { outfitId: draft.id })).status).toBe(404);

    const long = await client.request(
      `/api/clients/${client.id}/calendar?from=${today()}&to=${addDays(today(), 62)}`,
    );
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: { message: string } }).error.message).toBe(
      'L’agenda se lit sur 62 jours au plus.',
    );
    expect(
      (await client.request(`/api/clients/${client.id}/calendar?from=${today()}&to=${addDays(today(), 61)}`))
        .status,
    ).toBe(200);
  });

  it('is closed to a stranger and to a former consultant', async () => {
    const { consultant, client, look } = await dressedClient();
    const stranger = await signUp(t, 'consultant');
    await t.db.delete(consultantClients).where(eq(consultantClients.clientId, client.id));
    for (const who of [stranger, consultant]) {
      expect((await who.request(`/api/clients/${client.id}/calendar`)).status).toBe(404);
      expect((await plan(who, client.id, today(), { outfitId: look.id })).status).toBe(404);
      expect((await who.request(`/api/clients/${client.id}/wear-summary`)).status).toBe(404);
      expect((await logWear(who, client.id, { day: today(), outfitId: look.id })).status).toBe(404);
    }
  });
});

describe("'Je l'ai porté'", () => {
  it("logs the look's garments she owns and still has, once however often she taps", async () => {
    const { client, consultant, top, bottom, proposal, look } = await dressedClient();
    await t.db
      .update(clothingItems)
      .set({ archivedAt: new Date(), archiveReason: 'given' })
      .where(eq(clothingItems.id, bottom.id));
    const taps = await Promise.all(
      [1, 2, 3].map(() => logWear(client, client.id, { day: today(), outfitId: look.id })),
    );
    expect(taps.map((tap) => tap.status)).toEqual([200, 200, 200]);
    expect((await taps[0]!.json()) as WornDay).toEqual({
      day: today(),
      itemIds: [top.id],
      outfitIds: [look.id],
    });
    expect(await countsOf(top.id)).toEqual({ wears: 1, last: today() });
    expect((await countsOf(bottom.id)).wears).toBe(0);
    expect((await countsOf(proposal.id)).wears).toBe(0);

    const view = await calendarOf(consultant, client.id, today(), today());
    expect(view.days[0]!.worn).toEqual({ itemIds: [top.id], outfitIds: [look.id] });
  });

  it('is hers alone: her consultant is told she may not', async () => {
    const { client, consultant, look } = await dressedClient();
    const refused = await logWear(consultant, client.id, { day: today(), outfitId: look.id });
    expect(refused.status).toBe(403);
    const undo = await consultant.request(`/api/clients/${client.id}/wears/${today()}`, { method: 'DELETE' });
    expect(undo.status).toBe(403);
  });

  it('logs pieces, only hers, for today or up to 60 days back in her time zone', async () => {
    const { client, top, shoes, proposal } = await dressedClient();
    const other = await dressedClient();
    expect((await logWear(client, client.id, { day: today(), itemIds: [top.id, proposal.id] })).status).toBe(
      400,
    );
    expect((await logWear(client, client.id, { day: today(), itemIds: [other.top.id] })).status).toBe(400);
    expect((await logWear(client, client.id, { day: addDays(today(), 1), itemIds: [top.id] })).status).toBe(
      400,
    );
    expect((await logWear(client, client.id, { day: addDays(today(), -61), itemIds: [top.id] })).status).toBe(
      400,
    );
    expect((await logWear(client, client.id, { day: today() })).status).toBe(400);
    const back = addDays(today(), -60);
    expect((await logWear(client, client.id, { day: back, itemIds: [top.id, shoes.id] })).status).toBe(200);
    expect((await logWear(client, client.id, { day: addDays(back, 5), itemIds: [top.id] })).status).toBe(200);
    expect(await countsOf(top.id)).toEqual({ wears: 2, last: addDays(back, 5) });

    // Her 'today' is in the zone her browser told: Kiritimati (UTC+14) is always a day ahead of Pago Pago (UTC-11).
    const zoned = (zone: string) => `${client.cookie}; atelier.tz=${encodeURIComponent(zone)}`;
    const kiritimatiToday = todayIn('Pacific/Kiritimati');
    const send = (zone: string) =>
      call(t, `/api/clients/${client.id}/wears`, {
        method: 'POST',
        json: { day: kiritimatiToday, itemIds: [shoes.id] },
        cookie: zoned(zone),
      });
    expect((await send('Pacific/Pago_Pago')).status).toBe(400);
    expect((await send('Pacific/Kiritimati')).status).toBe(200);
  });

  it('is undone for the day or for one piece, the counts and the last day worn read back from the log', async () => {
    const { client, top, bottom, look } = await dressedClient();
    const yesterday = addDays(today(), -1);
    await logWear(client, client.id, { day: yesterday, itemIds: [top.id] });
    await logWear(client, client.id, { day: today(), outfitId: look.id });
    expect(await countsOf(top.id)).toEqual({ wears: 2, last: today() });

    const one = await client.request(`/api/clients/${client.id}/wears/${today()}?itemId=${bottom.id}`, {
      method: 'DELETE',
    });
    expect(((await one.json()) as WornDay).itemIds).toEqual([top.id]);
    expect((await countsOf(bottom.id)).wears).toBe(0);

    const undos = await Promise.all(
      [1, 2].map(() => client.request(`/api/clients/${client.id}/wears/${today()}`, { method: 'DELETE' })),
    );
    expect(undos.map((undo) => undo.status)).toEqual([200, 200]);
    expect(await countsOf(top.id)).toEqual({ wears: 1, last: yesterday });
    await client.request(`/api/clients/${client.id}/wears/${yesterday}`, { method: 'DELETE' });
    expect(await countsOf(top.id)).toEqual({ wears: 0, last: null });
  });
});

describe('the wear summary', () => {
  it('gives each garment its wears and cost per wear, the most and least worn, and those unworn for 6 months', async () => {
    const { client, consultant, top, bottom, shoes } = await dressedClient();
    const old = await uploadGarment(client, undefined, {
      category: 'outerwear',
      name: 'Trench',
      price: '120,50',
    });
    const longAgo = new Date(Date.now() - 200 * 24 * 60 * 60 * 1000);
    await t.db.update(clothingItems).set({ createdAt: longAgo }).where(eq(clothingItems.id, old.id));
    await t.db.update(clothingItems).set({ createdAt: longAgo }).where(eq(clothingItems.id, shoes.id));
    await logWear(client, client.id, { day: addDays(today(), -2), itemIds: [top.id, bottom.id, shoes.id] });
    await logWear(client, client.id, { day: addDays(today(), -1), itemIds: [top.id, bottom.id] });
    await logWear(client, client.id, { day: today(), itemIds: [top.id] });

    const summary = await summaryOf(consultant, client.id);
    const byId = new Map(summary.garments.map((garment) => [garment.id, garment]));
    expect(byId.get(top.id)).toMatchObject({
      wears: 3,
      priceCents: 6000,
      costPerWearCents: 2000,
      unworn: false,
    });
    expect(byId.get(bottom.id)).toMatchObject({ wears: 2, priceCents: null, costPerWearCents: null });
    expect(byId.get(old.id)).toMatchObject({
      wears: 0,
      costPerWearCents: 12050,
      unworn: true,
      title: 'Trench',
    });
    expect(byId.get(shoes.id)).toMatchObject({ wears: 1, unworn: false });
    expect(summary.mostWorn.map((garment) => garment.id)).toEqual([top.id, bottom.id, shoes.id]);
    expect(summary.leastWorn[0]!.id).toBe(old.id);
    expect(summary.unworn.map((garment) => garment.id)).toEqual([old.id]);
    expect(summary.totals).toEqual({
      garments: 4,
      wears: 6,
      worn: 3,
      unworn: 1,
      spentCents: 18050,
      costPerWearCents: Math.round(18050 / 3),
    });
    expect(await summaryOf(client, client.id)).toEqual(summary);
  });
});

describe('her calendar feed', () => {
  const feedPath = (url: string) => new URL(url).pathname;

  it('is a secret address of which only the SHA-256 is kept, giving her looks as all-day events', async () => {
    const { client, consultant, look } = await dressedClient();
    const tomorrow = addDays(today(), 1);
    await plan(consultant, client.id, tomorrow, { outfitId: look.id, note: 'Note privée' });

    expect(await (await client.request('/api/me/calendar-feed')).json()).toEqual({
      active: false,
      createdAt: null,
    });
    const created = await client.request('/api/me/calendar-feed', {
      method: 'POST',
      json: { subscribe: true },
    });
    expect(created.status).toBe(201);
    const { url } = (await created.json()) as CalendarFeedCreated;
    expect(url).toMatch(/^http:\/\/localhost:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = /calendar\/(.+)\.ics$/.exec(url)![1]!;
    const [stored] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.clientId, client.id));
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(((await (await client.request('/api/me/calendar-feed')).json()) as CalendarFeedState).active).toBe(
      true,
    );

    // No session: a calendar app.
    const feed = await call(t, feedPath(url));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('private, max-age=300');
    const text = await feed.text();
    expect(text).toContain('SUMMARY:Tenue du lundi');
    expect(text).toContain(`DTSTART;VALUE=DATE:${tomorrow.replaceAll('-', '')}`);
    expect(text).toContain(`DTEND;VALUE=DATE:${addDays(tomorrow, 1).replaceAll('-', '')}`);
    for (const personal of ['Note privée', 'Léa', 'Inès', client.id, client.email, look.id])
      expect(text).not.toContain(personal);

    // A new address ends the old one; revoking ends the new one.
    const renewed = (await (
      await client.request('/api/me/calendar-feed', { method: 'POST', json: { subscribe: true } })
    ).json()) as CalendarFeedCreated;
    expect((await call(t, feedPath(url))).status).toBe(404);
    expect((await call(t, feedPath(renewed.url))).status).toBe(200);
    expect((await client.request('/api/me/calendar-feed', { method: 'DELETE' })).status).toBe(204);
    const revoked = await call(t, feedPath(renewed.url));
    expect(revoked.status).toBe(404);
    expect(revoked.headers.get('cache-control')).toBe('no-store');
    expect((await call(t, '/calendar/pas-un-jeton.ics')).status).toBe(404);
  });

  it('is guarded by a rate limit per address against guessing', async () => {
    const limited = await createTestApp({ rateLimit: true });
    try {
      const guess = () => call(limited, `/calendar/${'a'.repeat(43)}.ics`);
      for (let attempt = 0; attempt < 60; attempt += 1) expect((await guess()).status).toBe(404);
      const refused = await guess();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).not.toBeNull();
    } finally {
      await limited.close();
    }
  });

  it("is a client's own: a consultant has none", async () => {
    const consultant = await signUp(t, 'consultant');
    expect(
      (await consultant.request('/api/me/calendar-feed', { method: 'POST', json: { subscribe: true } }))
        .status,
    ).toBe(403);
  });
});

describe('her data', () => {
  it('exports her plans, her log and her feed, and goes with her account', async () => {
    const { consultant, client, top, look } = await dressedClient();
    await plan(consultant, client.id, addDays(today(), 1), { outfitId: look.id, note: 'Réunion' });
    await logWear(client, client.id, { day: today(), outfitId: look.id });
    await client.request('/api/me/calendar-feed', { method: 'POST', json: { subscribe: true } });

    const response = await client.request('/api/me/export');
    expect(response.status).toBe(200);
    const files = await unzip(Buffer.from(await response.arrayBuffer()));
    const agenda = JSON.parse(files.get('agenda.json')!.toString()) as {
      plans: { day: string; note: string; plannedByMe: boolean }[];
      wears: { day: string; garmentId: string }[];
      calendarFeed: { createdAt: string } | null;
    };
    expect(agenda.plans).toMatchObject([{ day: addDays(today(), 1), note: 'Réunion', plannedByMe: false }]);
    expect(agenda.wears.map((wear) => wear.garmentId).toSorted()).toEqual(
      look.garments
        .filter((g) => g.ownerId === client.id)
        .map((g) => g.id)
        .toSorted(),
    );
    expect(agenda.calendarFeed).not.toBeNull();
    const wardrobe = JSON.parse(files.get('garde-robe.json')!.toString()) as {
      id: string;
      wearCount: number;
    }[];
    expect(wardrobe.find((garment) => garment.id === top.id)!.wearCount).toBe(1);

    const deleted = await client.request('/api/me', {
      method: 'DELETE',
      json: { password: client.password },
    });
    expect(deleted.status).toBe(204);
    for (const table of [outfitPlans, garmentWears, calendarFeeds]) {
      expect(await t.db.select().from(table).where(eq(table.clientId, client.id))).toEqual([]);
    }
    expect(
      await t.db
        .select()
        .from(garmentWears)
        .where(and(eq(garmentWears.clothingItemId, top.id))),
    ).toEqual([]);
  });
});
