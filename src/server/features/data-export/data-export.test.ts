import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_TEXTS } from '~/domain/links';
import { consultantInvoicing, invoices } from '../../db/schema';
import { composeOutfit, uploadGarment } from '../../test/garments';
import { imageForm, solidPng } from '../../test/images';
import { invoiceFixture } from '../../test/invoices';
import { conversationBetween } from '../../test/realtime-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { unzip } from '../../test/unzip';
import { signUp, type TestUser } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function exportOf(user: TestUser) {
  const response = await user.request('/api/me/export');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="atelier-silhouette-mes-donnees-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  expect(response.headers.get('cache-control')).toBe('no-store');
  const files = await unzip(Buffer.from(await response.arrayBuffer()));
  const json = (path: string) => JSON.parse(files.get(path)!.toString()) as unknown;
  return { files, json, text: [...files.values()].map((file) => file.toString('latin1')).join('\n') };
}

/** A consultant following a client: measurements, photo, a garment, a proposal, an outfit, messages, a note. */
async function followedClientWithData(label: string) {
  const { consultant, client, conversation } = await conversationBetween(t);
  await client.request('/api/me/client-profile', {
    method: 'POST',
    json: { gender: 'femme', age: 34, height: 168, weight: 61, bustSize: 92, consent: true },
  });
  const photo = imageForm({ file: { bytes: await solidPng(200, 200), name: 'moi.png', type: 'image/png' } });
  expect((await client.request('/api/me/photo', { method: 'PUT', body: photo })).status).toBe(200);
  const own = await uploadGarment(client, '/api/wardrobe/items', { name: `Chemise ${label}` });
  const proposal = await uploadGarment(consultant, `/api/clients/${client.id}/catalogue`, {
    name: `Manteau ${label}`,
  });
  const outfit = await composeOutfit(consultant, client.id, [own.id, proposal.id], `Tenue ${label}`);
  for (const [from, content] of [
    [consultant, `Bonjour ${label}`],
    [client, `Merci ${label}`],
  ] as const) {
    await from.request(`/api/conversations/${conversation.id}/messages`, {
      method: 'POST',
      json: { content },
    });
  }
  await consultant.request(`/api/clients/${client.id}/notes`, {
    method: 'POST',
    json: { body: `Note privée ${label}` },
  });
  await consultant.request(`/api/clients/${client.id}/follow-up`, {
    method: 'PUT',
    json: { followUpOn: '2026-12-12' },
  });
  return { consultant, client, conversation, own, proposal, outfit };
}

const SELLER = invoiceFixture({ seller: { legalName: 'Inès Moreau EI', siret: '12345678900011' } }).seller;

/** An invoice as issuing writes it (the rows never change after: inserted whole, as the CHECKs want them). */
async function issued(
  consultant: TestUser,
  client: TestUser,
  fields: { number: number; label: string; unitCents: number; credits?: string; paidOn?: string },
) {
  const credit = fields.credits !== undefined;
  const [row] = await t.db
    .insert(invoices)
    .values({
      consultantId: consultant.id,
      clientId: client.id,
      requestId: crypto.randomUUID(),
      kind: credit ? 'credit' : 'invoice',
      year: 2026,
      number: fields.number,
      issuedOn: `2026-11-${String(10 + fields.number).padStart(2, '0')}`,
      dueOn: '2026-12-31',
      seller: SELLER,
      buyer: {
        kind: 'person',
        name: `Cliente ${fields.label}`,
        address: '8 quai Saint-Vincent, 69001 Lyon',
        siren: null,
        vatNumber: null,
      },
      lines: [{ label: fields.label, quantity: 1, unitCents: fields.unitCents }],
      vatRateBp: 0,
      totalExclCents: credit ? -fields.unitCents : fields.unitCents,
      vatCents: 0,
      totalCents: credit ? -fields.unitCents : fields.unitCents,
      creditsInvoiceId: fields.credits ?? null,
      note: credit ? 'Séance annulée' : null,
      paidOn: fields.paidOn ?? null,
      paymentMethod: fields.paidOn ? 'transfer' : null,
    })
    .returning();
  return row!;
}

describe("'Télécharger mes données'", () => {
  let mine: Awaited<ReturnType<typeof followedClientWithData>>;
  let theirs: Awaited<ReturnType<typeof followedClientWithData>>;
  beforeAll(async () => {
    mine = await followedClientWithData('alpha');
    theirs = await followedClientWithData('bêta');
  });

  it("gives a client everything kept about her, images included, and her consultant's notes not at all", async () => {
    // A garment she gave away is still hers, and says so.
    const extra = await uploadGarment(mine.client, undefined, { category: 'shoes', name: 'Bottines alpha' });
    await mine.client.request(`/api/wardrobe/items/${extra.id}/archive`, {
      method: 'PUT',
      json: { reason: 'given' },
    });
    const { files, json, text } = await exportOf(mine.client);
    expect(files.get('LISEZMOI.txt')!.toString()).toContain('garde-robe.json');

    expect(json('profil.json')).toMatchObject({
      profile: {
        id: mine.client.id,
        email: mine.client.email,
        photo: expect.stringMatching(/^images\/profil\./),
      },
      measurements: { gender: 'femme', height: 168, bustSize: 92 },
      measurementHistory: [{ changedByMe: true, height: 168, weight: 61 }],
      consultants: [{ id: mine.consultant.id }],
    });
    const wardrobe = json('garde-robe.json') as {
      id: string;
      name: string;
      archiveReason: string | null;
      images: { original: string };
    }[];
    expect(wardrobe.map((item) => [item.id, item.name, item.archiveReason])).toEqual([
      [mine.own.id, 'Chemise alpha', null],
      [extra.id, 'Bottines alpha', 'given'],
    ]);
    expect(json('propositions.json')).toMatchObject([{ id: mine.proposal.id, name: 'Manteau alpha' }]);
    expect(json('tenues.json')).toMatchObject([
      { id: mine.outfit.id, name: 'Tenue alpha', garmentIds: [mine.own.id, mine.proposal.id].sort() },
    ]);
    expect(json('messages.json')).toMatchObject([
      {
        id: mine.conversation.id,
        readOnly: false,
        messages: [
          { fromMe: false, content: 'Bonjour alpha' },
          { fromMe: true, content: 'Merci alpha' },
        ],
      },
    ]);

    // Each image named in the documents is in the archive, byte for byte what the product stores.
    const [stored] = await t.db.query.clothingItems.findMany({
      where: (items, { eq }) => eq(items.id, mine.own.id),
    });
    const original = await t.deps.storage.get(stored!.imageKey);
    expect(files.get(wardrobe[0]!.images.original)!.equals(original!.data)).toBe(true);
    const outfit = (json('tenues.json') as { image: string }[])[0]!;
    expect(files.get(outfit.image)!.length).toBeGreaterThan(100);

    expect(text).not.toContain('Note privée');
    expect(text).not.toContain('2026-12-12');
    for (const other of [theirs.client, theirs.consultant]) {
      expect(text).not.toContain(other.id);
      expect(text).not.toContain(other.email);
    }
    expect(text).not.toContain('bêta');
  });

  it("gives a consultant her profile, her clients, the proposals and outfits she made, her notes, and nobody else's", async () => {
    const { json, text } = await exportOf(mine.consultant);
    expect(json('profil.json')).toMatchObject({ profile: { id: mine.consultant.id, role: 'consultant' } });
    expect(json('clients.json')).toMatchObject([
      { id: mine.client.id, email: mine.client.email, followUpOn: '2026-12-12' },
    ]);
    expect(json('propositions.json')).toMatchObject([{ id: mine.proposal.id, proposedTo: [mine.client.id] }]);
    expect(json('tenues.json')).toMatchObject([{ id: mine.outfit.id, clientId: mine.client.id }]);
    expect(json('notes.json')).toMatchObject([{ clientId: mine.client.id, body: 'Note privée alpha' }]);
    expect(json('messages.json')).toMatchObject([{ id: mine.conversation.id, clientId: mine.client.id }]);
    expect(text).not.toContain('Chemise alpha'.replace('alpha', 'bêta'));
    for (const other of [theirs.client, theirs.consultant]) {
      expect(text).not.toContain(other.id);
      expect(text).not.toContain(other.email);
    }
  });

  it("gives a client her invoices and credit notes, and the consultant those she issued with her 'Facturation'", async () => {
    await t.db.insert(consultantInvoicing).values({
      consultantId: mine.consultant.id,
      legalName: 'Inès Moreau EI',
      status: 'franchise',
      siret: '12345678900011',
      address: '3 rue des Lilas, 69001 Lyon',
      iban: 'FR7630006000011234567890189',
      terms: 'Paiement à réception.',
    });
    const invoice = await issued(mine.consultant, mine.client, {
      number: 1,
      label: 'Analyse couleur alpha',
      unitCents: 18_000,
      paidOn: '2026-11-12',
    });
    const credit = await issued(mine.consultant, mine.client, {
      number: 2,
      label: 'Analyse couleur alpha',
      unitCents: 18_000,
      credits: invoice.id,
    });
    await issued(theirs.consultant, theirs.client, { number: 1, label: 'Relooking bêta', unitCents: 25_000 });
    // A client gone since: her consultant keeps the invoice, its buyer as printed, her account's id gone.
    const gone = await signUp(t, 'client');
    const left = await issued(mine.consultant, gone, { number: 3, label: 'Atelier gamma', unitCents: 9_000 });
    expect(
      (await gone.request('/api/me', { method: 'DELETE', json: { password: gone.password } })).status,
    ).toBe(204);

    const expected = [
      {
        id: invoice.id,
        kind: 'invoice',
        number: '2026-0001',
        issuedOn: '2026-11-11',
        seller: { legalName: 'Inès Moreau EI', siret: '12345678900011' },
        buyer: { name: 'Cliente Analyse couleur alpha' },
        lines: [{ label: 'Analyse couleur alpha', quantity: 1, unitCents: 18_000 }],
        totalCents: 18_000,
        credits: null,
        payment: { paidOn: '2026-11-12', method: 'transfer', reference: null },
      },
      {
        id: credit.id,
        kind: 'credit',
        number: '2026-0002',
        totalExclCents: -18_000,
        totalCents: -18_000,
        credits: { id: invoice.id, number: '2026-0001' },
        note: 'Séance annulée',
        payment: null,
      },
    ];
    const client = await exportOf(mine.client);
    expect(client.json('factures.json')).toMatchObject(expected);
    expect(client.files.get('LISEZMOI.txt')!.toString()).toContain('factures.json');
    expect(client.files.has('facturation.json')).toBe(false);
    expect(client.text).not.toContain('Relooking bêta');
    expect(client.text).not.toContain('Atelier gamma');

    const consultant = await exportOf(mine.consultant);
    expect(consultant.json('factures.json')).toMatchObject([
      { ...expected[0], clientId: mine.client.id },
      { ...expected[1], clientId: mine.client.id },
      { id: left.id, number: '2026-0003', clientId: null, buyer: { name: 'Cliente Atelier gamma' } },
    ]);
    expect(consultant.json('facturation.json')).toMatchObject({
      legalName: 'Inès Moreau EI',
      status: 'franchise',
      siret: '12345678900011',
      iban: 'FR7630006000011234567890189',
      terms: 'Paiement à réception.',
    });
    expect(consultant.text).not.toContain('Relooking bêta');

    const other = await exportOf(theirs.consultant);
    expect(other.json('factures.json')).toMatchObject([{ clientId: theirs.client.id, number: '2026-0001' }]);
    expect(other.files.has('facturation.json')).toBe(false);
    expect(other.text).not.toContain('alpha');
  });

  it('keeps what the client received once the link ended, the consultant nameless; her former consultant keeps none of it', async () => {
    expect(
      (await theirs.client.request(`/api/links/${theirs.consultant.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    const client = await exportOf(theirs.client);
    expect(client.json('tenues.json')).toMatchObject([
      { id: theirs.outfit.id, consultant: LINK_TEXTS.formerConsultant },
    ]);
    expect(client.json('messages.json')).toMatchObject([
      { readOnly: true, with: LINK_TEXTS.formerConsultant },
    ]);
    expect(client.text).not.toContain(theirs.consultant.email);

    const consultant = await exportOf(theirs.consultant);
    expect(consultant.json('clients.json')).toEqual([]);
    expect(consultant.json('tenues.json')).toEqual([]);
    expect(consultant.json('notes.json')).toEqual([]);
    expect(consultant.json('messages.json')).toEqual([]);
    expect(consultant.text).not.toContain(theirs.client.email);
  });

  it('is for signed-in users only', async () => {
    const response = await t.app.request('http://localhost/api/me/export');
    expect(response.status).toBe(401);
  });
});
