import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapsuleChoices, CapsuleDetail, CapsuleSummary, PackedAnswer } from '~/domain/capsule-texts';
import { MAX_CAPSULE_PIECES, MAX_CAPSULES_PER_CLIENT } from '~/domain/limits';
import { capsuleDays, capsuleItems, capsules, clothingItems, consultantClients } from '../../db/schema';
import { composeOutfit, uploadGarment } from '../../test/garments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { unzip } from '../../test/unzip';
import { signUp, type TestUser } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function linkedPair() {
  const consultant = await signUp(t, 'consultant', { firstName: 'Inès', lastName: 'Moreau' });
  const client = await signUp(t, 'client', { firstName: 'Léa', lastName: 'Petit' });
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  return { consultant, client };
}

const errorCode = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

async function create(user: TestUser, clientId: string, json: Record<string, unknown>) {
  const response = await user.request(`/api/clients/${clientId}/capsules`, { method: 'POST', json });
  expect(response.status).toBe(201);
  return (await response.json()) as CapsuleDetail;
}
async function read(user: TestUser, id: string) {
  const response = await user.request(`/api/capsules/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as CapsuleDetail;
}
const put = (user: TestUser, id: string, itemId: string) =>
  user.request(`/api/capsules/${id}/items/${itemId}`, { method: 'PUT' });
const pack = (user: TestUser, id: string, itemId: string, packed: boolean) =>
  user.request(`/api/capsules/${id}/items/${itemId}`, { method: 'PATCH', json: { packed } });

/** Rows of garments written straight into her wardrobe: what the limits count, without photos. */
async function bareGarments(ownerId: string, n: number, category = 'accessory') {
  const rows = Array.from({ length: n }, () => {
    const id = crypto.randomUUID();
    return { id, userId: ownerId, category, imageKey: `users/${ownerId}/clothing/${id}/original.png` };
  });
  await t.db.insert(clothingItems).values(rows);
  return rows.map((row) => row.id);
}

describe('a capsule', () => {
  it('is built by the consultant from her pieces and a proposal, and counts the complete looks they make', async () => {
    const { consultant, client } = await linkedPair();
    const shirt = await uploadGarment(client, undefined, { category: 'top', name: 'Chemise blanche' });
    const trousers = await uploadGarment(client, undefined, { category: 'bottom', name: 'Pantalon gris' });
    const loafers = await uploadGarment(client, undefined, { category: 'shoes', name: 'Mocassins' });
    const proposal = await uploadGarment(consultant, `/api/clients/${client.id}/catalogue`, {
      category: 'top',
      name: 'Pull camel',
    });

    const made = await create(consultant, client.id, {
      kind: 'capsule',
      name: 'Bureau hiver',
      occasions: ['Travail', 'Travail', ' '],
      notes: 'Un blazer marine manque.',
    });
    expect(made.capsule).toMatchObject({
      kind: 'capsule',
      name: 'Bureau hiver',
      startsOn: null,
      occasions: ['Travail'],
      createdBy: { id: consultant.id, name: 'Inès Moreau' },
      pieces: 0,
      completeLooks: 0,
    });
    expect(made.missing).toEqual({
      categories: ['top', 'bottom', 'one_piece', 'shoes'],
      lines: ['Un haut et un bas, ou une pièce unique (robe, combinaison)', 'Une paire de chaussures'],
      notes: 'Un blazer marine manque.',
    });

    const id = made.capsule.id;
    expect((await put(consultant, id, shirt.id)).status).toBe(200);
    expect((await put(client, id, trousers.id)).status).toBe(200);
    // Twice the same piece: still one.
    expect((await put(client, id, trousers.id)).status).toBe(200);
    const withoutShoes = (await (await put(consultant, id, proposal.id)).json()) as CapsuleDetail;
    expect(withoutShoes.completeLooks).toBe(0);
    expect(withoutShoes.missing.lines).toEqual(['Une paire de chaussures']);
    const full = (await (await put(consultant, id, loafers.id)).json()) as CapsuleDetail;
    expect(full.completeLooks).toBe(2);
    expect(full.missing).toMatchObject({ categories: [], lines: [] });
    expect(full.pieces.map((piece) => [piece.name, piece.proposed])).toEqual([
      ['Chemise blanche', false],
      ['Pantalon gris', false],
      ['Pull camel', true],
      ['Mocassins', false],
    ]);
    // Its pictures as the wardrobe list gives them.
    expect(full.pieces[0]!.displayUrl).toBe(shirt.displayUrl);

    // The client sees it, her list newest first with its counts.
    const second = await create(client, client.id, { kind: 'capsule', name: 'Week-end' });
    const list = (await (await client.request(`/api/clients/${client.id}/capsules`)).json()) as {
      items: CapsuleSummary[];
    };
    expect(list.items.map((item) => [item.name, item.pieces, item.completeLooks])).toEqual([
      ['Week-end', 0, 0],
      ['Bureau hiver', 4, 2],
    ]);
    expect(list.items[0]!.createdBy).toEqual({ id: client.id, name: 'Léa Petit' });

    // A piece out; renamed; deleted.
    expect((await client.request(`/api/capsules/${id}/items/${shirt.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await read(client, id)).completeLooks).toBe(1);
    const renamed = await client.request(`/api/capsules/${id}`, {
      method: 'PATCH',
      json: { name: 'Bureau hiver 2026', notes: null },
    });
    expect(((await renamed.json()) as CapsuleDetail).capsule).toMatchObject({
      name: 'Bureau hiver 2026',
      notes: null,
    });
    expect(
      (await consultant.request(`/api/capsules/${second.capsule.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect((await client.request(`/api/capsules/${second.capsule.id}`)).status).toBe(404);
  });

  it('takes only her pieces still in her wardrobe and the open proposals made to her', async () => {
    const { consultant, client } = await linkedPair();
    const other = await signUp(t, 'client');
    const { id } = (await create(client, client.id, { kind: 'capsule', name: 'Printemps' })).capsule;
    const hers = await uploadGarment(client);
    const archived = await uploadGarment(client);
    expect(
      (
        await client.request(`/api/wardrobe/items/${archived.id}/archive`, {
          method: 'PUT',
          json: { reason: 'given' },
        })
      ).status,
    ).toBe(200);
    const someoneElses = await uploadGarment(other);
    const declined = await uploadGarment(consultant, `/api/clients/${client.id}/catalogue`);
    await client.request(`/api/proposals/${declined.id}/decision`, {
      method: 'PUT',
      json: { decision: 'declined' },
    });

    expect((await put(client, id, hers.id)).status).toBe(200);
    for (const refused of [archived.id, someoneElses.id, declined.id, crypto.randomUUID()]) {
      const response = await put(client, id, refused);
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toMatchObject({
        code: 'CAPSULE_PIECE_NOT_ALLOWED',
        message: expect.stringContaining('garde-robe'),
      });
    }
    const choices = (await (
      await consultant.request(`/api/capsules/${id}/choices`)
    ).json()) as CapsuleChoices;
    expect(choices.garments.map((garment) => garment.id).sort()).toEqual([hers.id].sort());
  });

  it('holds 60 pieces and her 20 capsules at most, and says so in French', async () => {
    const { client } = await linkedPair();
    const { id } = (await create(client, client.id, { kind: 'capsule', name: 'Tout' })).capsule;
    const ids = await bareGarments(client.id, MAX_CAPSULE_PIECES + 1);
    await t.db
      .insert(capsuleItems)
      .values(
        ids.slice(0, MAX_CAPSULE_PIECES - 1).map((itemId) => ({ capsuleId: id, clothingItemId: itemId })),
      );
    expect((await put(client, id, ids[MAX_CAPSULE_PIECES - 1]!)).status).toBe(200);
    const full = await put(client, id, ids[MAX_CAPSULE_PIECES]!);
    expect(full.status).toBe(409);
    expect(await errorCode(full)).toMatchObject({
      code: 'CAPSULE_FULL',
      message: 'Une capsule contient 60 pièces au plus\u00a0: retirez-en une pour en ajouter une autre.',
    });

    for (let n = 1; n < MAX_CAPSULES_PER_CLIENT; n += 1)
      await create(client, client.id, { kind: 'capsule', name: `Capsule ${n}` });
    const tooMany = await client.request(`/api/clients/${client.id}/capsules`, {
      method: 'POST',
      json: { kind: 'capsule', name: 'Une de trop' },
    });
    expect(tooMany.status).toBe(409);
    expect((await errorCode(tooMany)).code).toBe('TOO_MANY_CAPSULES');
  });
});

describe('a travel case', () => {
  it('has dates of at most 60 days, a look per day among hers, and a packing checklist ticked twice the same', async () => {
    const { consultant, client } = await linkedPair();
    const dress = await uploadGarment(client, undefined, { category: 'one_piece', name: 'Robe fluide' });
    const top = await uploadGarment(client, undefined, { category: 'top' });
    const sandals = await uploadGarment(client, undefined, { category: 'shoes' });
    const look = await composeOutfit(consultant, client.id, [dress.id, sandals.id], 'Dîner à Lisbonne');

    const refusals: [Record<string, unknown>, string][] = [
      [{ kind: 'travel', name: 'Lisbonne' }, 'Indiquez les dates du voyage.'],
      [
        { kind: 'capsule', name: 'Lisbonne', startsOn: '2031-05-01', endsOn: '2031-05-03' },
        'Seule une valise a des dates.',
      ],
      [
        { kind: 'travel', name: 'Lisbonne', startsOn: '2031-05-03', endsOn: '2031-05-01' },
        'Le retour ne peut pas précéder le départ.',
      ],
      [
        { kind: 'travel', name: 'Tour du monde', startsOn: '2031-01-01', endsOn: '2031-03-02' },
        'Un voyage dure 60 jours au plus.',
      ],
      [
        { kind: 'travel', name: '', startsOn: '2031-05-01', endsOn: '2031-05-03' },
        'Donnez un nom à la capsule.',
      ],
    ];
    for (const [json, message] of refusals) {
      const response = await client.request(`/api/clients/${client.id}/capsules`, { method: 'POST', json });
      expect(response.status).toBe(400);
      expect((await errorCode(response)).message).toBe(message);
    }

    const made = await create(client, client.id, {
      kind: 'travel',
      name: 'Lisbonne',
      startsOn: '2031-05-01',
      endsOn: '2031-05-03',
      occasions: ['Visites', 'Dîner'],
    });
    const id = made.capsule.id;
    expect(made.days.map((day) => day.day)).toEqual(['2031-05-01', '2031-05-02', '2031-05-03']);
    for (const item of [dress, top, sandals]) expect((await put(client, id, item.id)).status).toBe(200);

    const planned = await client.request(`/api/capsules/${id}/days/2031-05-02`, {
      method: 'PUT',
      json: { outfitId: look.id, occasion: 'Dîner' },
    });
    expect(planned.status).toBe(200);
    const detail = (await planned.json()) as CapsuleDetail;
    expect(detail.days[1]).toEqual({
      day: '2031-05-02',
      occasion: 'Dîner',
      outfit: { id: look.id, name: 'Dîner à Lisbonne', imageUrl: `/api/outfits/${look.id}/image` },
    });
    expect(detail.days[0]).toEqual({ day: '2031-05-01', occasion: null, outfit: null });
    const outside = await client.request(`/api/capsules/${id}/days/2031-05-04`, {
      method: 'PUT',
      json: { occasion: 'Retour' },
    });
    expect(outside.status).toBe(400);
    expect((await errorCode(outside)).code).toBe('DAY_OUTSIDE_TRIP');
    for (const notADay of ['9999-99-99', '2031-02-31', 'demain'])
      expect((await client.request(`/api/capsules/${id}/days/${notADay}`, { method: 'DELETE' })).status).toBe(
        400,
      );
    const badDates = await client.request(`/api/capsules/${id}`, {
      method: 'PATCH',
      json: { startsOn: '2031-13-45', endsOn: '2031-05-03' },
    });
    expect(badDates.status).toBe(400);
    // A look she may not read: another client's.
    const stranger = await linkedPair();
    const strangerGarment = await uploadGarment(stranger.client);
    const notHers = await composeOutfit(stranger.consultant, stranger.client.id, [strangerGarment.id]);
    const foreign = await client.request(`/api/capsules/${id}/days/2031-05-01`, {
      method: 'PUT',
      json: { outfitId: notHers.id },
    });
    expect(foreign.status).toBe(404);

    const choices = (await (await client.request(`/api/capsules/${id}/choices`)).json()) as CapsuleChoices;
    expect(choices.outfits.map((outfit) => outfit.id)).toEqual([look.id]);

    // The checklist: a double tap, a tick from each side at once, all idempotent.
    const ticks = await Promise.all([
      pack(client, id, dress.id, true),
      pack(client, id, dress.id, true),
      pack(consultant, id, sandals.id, true),
    ]);
    expect(ticks.map((tick) => tick.status)).toEqual([200, 200, 200]);
    const last = (await (await pack(client, id, dress.id, true)).json()) as PackedAnswer;
    expect(last).toEqual({ itemId: dress.id, packed: true, packing: { packed: 2, total: 3 } });
    const untick = (await (await pack(client, id, sandals.id, false)).json()) as PackedAnswer;
    expect(untick.packing).toEqual({ packed: 1, total: 3 });
    expect((await pack(client, id, crypto.randomUUID(), true)).status).toBe(404);
    const read1 = await read(consultant, id);
    expect(read1.packing).toEqual({ packed: 1, total: 3 });
    expect(read1.pieces.find((piece) => piece.id === dress.id)!.packed).toBe(true);
    expect(read1.completeLooks).toBe(1);

    // Shorter dates: the days left out lose their look.
    const shorter = await client.request(`/api/capsules/${id}`, {
      method: 'PATCH',
      json: { startsOn: '2031-05-01', endsOn: '2031-05-01' },
    });
    expect(((await shorter.json()) as CapsuleDetail).days).toEqual([
      { day: '2031-05-01', occasion: null, outfit: null },
    ]);
    expect(await t.db.select().from(capsuleDays).where(eq(capsuleDays.capsuleId, id))).toEqual([]);
  });
});

describe('who reaches a capsule', () => {
  it('is its client and the consultants following her; a stranger and a former consultant get a 404', async () => {
    const { consultant, client } = await linkedPair();
    const stranger = await signUp(t, 'consultant');
    const strangerClient = await signUp(t, 'client');
    const garment = await uploadGarment(client);
    const { id } = (await create(consultant, client.id, { kind: 'capsule', name: 'Bureau' })).capsule;
    for (const user of [stranger, strangerClient]) {
      expect((await user.request(`/api/capsules/${id}`)).status).toBe(404);
      expect((await put(user, id, garment.id)).status).toBe(404);
      expect((await user.request(`/api/clients/${client.id}/capsules`)).status).toBe(404);
      const made = await user.request(`/api/clients/${client.id}/capsules`, {
        method: 'POST',
        json: { kind: 'capsule', name: 'Intrusion' },
      });
      expect(made.status).toBe(404);
    }
    expect((await client.request(`/api/links/${consultant.id}`, { method: 'DELETE' })).status).toBe(204);
    const gone = await consultant.request(`/api/capsules/${id}`);
    expect(gone.status).toBe(404);
    expect((await errorCode(gone)).message).toBe('Capsule introuvable.');
    expect((await pack(consultant, id, garment.id, true)).status).toBe(404);
    // The client keeps it.
    expect((await read(client, id)).capsule.name).toBe('Bureau');
  });

  it('is in her export, pieces, ticks and days included', async () => {
    const { consultant, client } = await linkedPair();
    const garment = await uploadGarment(client);
    const look = await composeOutfit(consultant, client.id, [garment.id], 'Soirée à Porto');
    const { id } = (
      await create(consultant, client.id, {
        kind: 'travel',
        name: 'Porto',
        startsOn: '2031-07-01',
        endsOn: '2031-07-02',
        occasions: ['Soirée'],
      })
    ).capsule;
    await put(client, id, garment.id);
    await pack(client, id, garment.id, true);
    await client.request(`/api/capsules/${id}/days/2031-07-02`, {
      method: 'PUT',
      json: { outfitId: look.id, occasion: 'Soirée' },
    });
    const response = await client.request('/api/me/export');
    expect(response.status).toBe(200);
    const files = await unzip(Buffer.from(await response.arrayBuffer()));
    expect(JSON.parse(files.get('capsules.json')!.toString())).toEqual([
      expect.objectContaining({
        id,
        kind: 'travel',
        name: 'Porto',
        startsOn: '2031-07-01',
        endsOn: '2031-07-02',
        occasions: ['Soirée'],
        createdByMe: false,
        pieces: [expect.objectContaining({ garmentId: garment.id, packed: true })],
        days: [{ day: '2031-07-02', outfitId: look.id, occasion: 'Soirée' }],
      }),
    ]);
    expect(files.get('LISEZMOI.txt')!.toString()).toContain('capsules.json');
  });

  it('goes with her account, pieces and days included', async () => {
    const { consultant, client } = await linkedPair();
    const garment = await uploadGarment(client);
    const { id } = (
      await create(consultant, client.id, {
        kind: 'travel',
        name: 'Rome',
        startsOn: '2031-06-01',
        endsOn: '2031-06-02',
      })
    ).capsule;
    await put(client, id, garment.id);
    await client.request(`/api/capsules/${id}/days/2031-06-01`, {
      method: 'PUT',
      json: { occasion: 'Musées' },
    });
    const deleted = await client.request('/api/me', {
      method: 'DELETE',
      json: { password: client.password },
    });
    expect(deleted.status).toBe(204);
    expect(await t.db.select().from(capsules).where(eq(capsules.clientId, client.id))).toEqual([]);
    expect(await t.db.select().from(capsuleItems).where(eq(capsuleItems.capsuleId, id))).toEqual([]);
    expect(await t.db.select().from(capsuleDays).where(eq(capsuleDays.capsuleId, id))).toEqual([]);
  });
});
