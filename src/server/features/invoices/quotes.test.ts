import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '~/domain/invoice-texts';
import { QUOTE_TEXTS, type ClientPackage, type Package, type Quote } from '~/domain/quote-texts';
import { todayIn } from '~/domain/wear-calendar-texts';
import { consultantClients, quotes } from '../../db/schema';
import { TEST_INVOICING, TEST_PACKAGE, invoiceRequest, quoteRequest } from '../../test/invoices';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, type TestUser } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const today = () => todayIn('Europe/Paris', t.deps.now());

const colourPackage = TEST_PACKAGE;

async function linkedPair() {
  const consultant = await signUp(t, 'consultant', { firstName: 'Inès', lastName: 'Moreau' });
  const client = await signUp(t, 'client', { firstName: 'Léa', lastName: 'Petit' });
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  const saved = await consultant.request('/api/me/invoicing', { method: 'PUT', json: TEST_INVOICING });
  expect(saved.status).toBe(200);
  return { consultant, client };
}

async function addPackage(consultant: TestUser, json: Record<string, unknown> = colourPackage) {
  const response = await consultant.request('/api/me/packages', { method: 'POST', json });
  expect(response.status).toBe(201);
  return (await response.json()) as Package;
}

const send = (consultant: TestUser, clientId: string, json: Record<string, unknown>) =>
  consultant.request(`/api/clients/${clientId}/quotes`, { method: 'POST', json });

async function sent(consultant: TestUser, clientId: string, overrides: Record<string, unknown> = {}) {
  const response = await send(consultant, clientId, quoteRequest(overrides));
  expect(response.status).toBe(201);
  return (await response.json()) as Quote;
}

const accept = (client: TestUser, id: string, json: Record<string, unknown>) =>
  client.request(`/api/quotes/${id}/acceptance`, { method: 'POST', json });

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe('Forfaits', () => {
  it('are hers: added, listed, changed, retired; another consultant neither sees nor changes them', async () => {
    const { consultant } = await linkedPair();
    const other = await signUp(t, 'consultant');
    const added = await addPackage(consultant);
    expect(added).toMatchObject({ name: 'Essentiel couleurs', priceCents: 32_000, looks: 3, carnet: true });

    const changed = await consultant.request(`/api/packages/${added.id}`, {
      method: 'PUT',
      json: { ...colourPackage, priceCents: 35_000 },
    });
    expect(((await changed.json()) as Package).priceCents).toBe(35_000);
    expect(
      (await other.request(`/api/packages/${added.id}`, { method: 'PUT', json: colourPackage })).status,
    ).toBe(404);
    expect((await other.request(`/api/packages/${added.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(
      ((await (await other.request('/api/me/packages')).json()) as { packages: Package[] }).packages,
    ).toEqual([]);

    expect((await consultant.request(`/api/packages/${added.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(
      ((await (await consultant.request('/api/me/packages')).json()) as { packages: Package[] }).packages,
    ).toEqual([]);
  });

  it('refuses a session without a name or of 5 minutes, in French', async () => {
    const { consultant } = await linkedPair();
    const response = await consultant.request('/api/me/packages', {
      method: 'POST',
      json: { ...colourPackage, sessions: [{ label: 'Analyse', minutes: 5, count: 1 }] },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(QUOTE_TEXTS.minutesInvalid);
  });
});

describe('Devis', () => {
  it('is numbered per year, carries her terms as they were, and a double tap sends one quote and one notice', async () => {
    const { consultant, client } = await linkedPair();
    const pack = await addPackage(consultant);
    const request = quoteRequest({ packageId: pack.id });
    const [first, second] = await Promise.all([
      send(consultant, client.id, request),
      send(consultant, client.id, request),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const quote = (await first.json()) as Quote;
    expect(quote).toMatchObject({
      number: `D${today().slice(0, 4)}-0001`,
      status: 'sent',
      totalCents: 32_000,
      depositPercent: 40,
      depositCents: 12_800,
      terms: TEST_INVOICING.terms,
      distance: true,
      package: { id: pack.id, name: 'Essentiel couleurs', looks: 3 },
    });
    const later = await sent(consultant, client.id);
    expect(later.number).toBe(`D${today().slice(0, 4)}-0002`);

    // Her terms change afterwards: the quote keeps those the client is asked to accept.
    await consultant.request('/api/me/invoicing', {
      method: 'PUT',
      json: { ...TEST_INVOICING, terms: 'Nouvelles conditions' },
    });
    const read = (await (await client.request(`/api/quotes/${quote.id}`)).json()) as Quote;
    expect(read.terms).toBe(TEST_INVOICING.terms);
    // Before a first invoice, her invoice form is prefilled with the buyer of her latest quote.
    const invoices = await consultant.request(`/api/clients/${client.id}/invoices`);
    expect(((await invoices.json()) as { lastBuyer: unknown }).lastBuyer).toEqual(later.buyer);

    await t.jobs.drain();
    const notices = await t.query(
      `select count(*)::int as n from notifications where recipient_id = $1 and kind = 'quote.sent'`,
      [client.id],
    );
    expect(notices.rows[0]).toEqual({ n: 2 });
  });

  it('needs her invoicing details first', async () => {
    const consultant = await signUp(t, 'consultant');
    const client = await signUp(t, 'client');
    await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
    const response = await send(consultant, client.id, quoteRequest());
    expect(response.status).toBe(409);
    expect((await errorOf(response)).code).toBe('INVOICING_INCOMPLETE');
  });

  it('is the client’s and its sender’s: a stranger, another client and another consultant’s package get 404', async () => {
    const { consultant, client } = await linkedPair();
    const stranger = await signUp(t, 'consultant');
    const otherClient = await signUp(t, 'client');
    const quote = await sent(consultant, client.id);
    for (const user of [stranger, otherClient]) {
      expect((await user.request(`/api/quotes/${quote.id}`)).status).toBe(404);
      expect((await accept(user, quote.id, { termsAccepted: true, earlyStart: true })).status).toBe(404);
    }
    expect((await send(stranger, client.id, quoteRequest())).status).toBe(404);
    const strangersPackage = await addPackage(stranger);
    const borrowed = await send(consultant, client.id, quoteRequest({ packageId: strangersPackage.id }));
    expect(borrowed.status).toBe(404);
    // Its sender reads it but does not answer for the client.
    expect((await accept(consultant, quote.id, { termsAccepted: true, earlyStart: true })).status).toBe(403);
  });

  it('accepted at a distance records her early-start request with its date and gives her the package', async () => {
    const { consultant, client } = await linkedPair();
    const pack = await addPackage(consultant);
    const quote = await sent(consultant, client.id, { packageId: pack.id });

    const unticked = await accept(client, quote.id, { termsAccepted: false, earlyStart: true });
    expect(unticked.status).toBe(400);
    expect((await errorOf(unticked)).message).toBe(QUOTE_TEXTS.termsRequired);
    const undecided = await accept(client, quote.id, { termsAccepted: true });
    expect(undecided.status).toBe(400);
    expect((await errorOf(undecided)).message).toBe(QUOTE_TEXTS.earlyStartRequired);

    const [once, twice] = await Promise.all([
      accept(client, quote.id, { termsAccepted: true, earlyStart: true }),
      accept(client, quote.id, { termsAccepted: true, earlyStart: true }),
    ]);
    expect([once.status, twice.status]).toEqual([200, 200]);
    const accepted = (await once.json()) as Quote;
    expect(accepted.status).toBe('accepted');
    expect(accepted.earlyStart).toBe(true);
    expect(Date.parse(accepted.acceptedAt!)).toBeGreaterThan(t.deps.now().getTime() - 60_000);

    const changedMind = await accept(client, quote.id, { termsAccepted: true, earlyStart: false });
    expect((await errorOf(changedMind)).code).toBe('QUOTE_NOT_OPEN');
    expect((await client.request(`/api/quotes/${quote.id}/decline`, { method: 'POST' })).status).toBe(409);

    for (const viewer of [client, consultant]) {
      const { packages } = (await (await viewer.request(`/api/clients/${client.id}/packages`)).json()) as {
        packages: ClientPackage[];
      };
      expect(packages).toHaveLength(1);
      expect(packages[0]).toMatchObject({
        name: 'Essentiel couleurs',
        quoteNumber: quote.number,
        sessionsIncluded: 3,
        sessionsUsed: 0,
        startsOn: today(),
      });
    }
    await t.jobs.drain();
    const notices = await t.query(
      `select subject->>'answer' as answer from notifications where recipient_id = $1 and kind = 'quote.answered'`,
      [consultant.id],
    );
    expect(notices.rows).toEqual([{ answer: 'accepted' }]);
  });

  it('accepted in person asks no withdrawal choice; declined, it cannot be accepted', async () => {
    const { consultant, client } = await linkedPair();
    const inPerson = await sent(consultant, client.id, { distance: false });
    const accepted = await accept(client, inPerson.id, { termsAccepted: true, earlyStart: true });
    expect(((await accepted.json()) as Quote).earlyStart).toBeNull();

    const other = await sent(consultant, client.id);
    const declined = await client.request(`/api/quotes/${other.id}/decline`, { method: 'POST' });
    expect(((await declined.json()) as Quote).status).toBe('declined');
    const late = await accept(client, other.id, { termsAccepted: true, earlyStart: false });
    expect((await errorOf(late)).code).toBe('QUOTE_NOT_OPEN');
  });

  it('expires past its validity and cannot be accepted then', async () => {
    const { consultant, client } = await linkedPair();
    const quote = await sent(consultant, client.id, { validDays: 1 });
    t.advanceTime(2 * DAY);
    try {
      expect(((await (await client.request(`/api/quotes/${quote.id}`)).json()) as Quote).status).toBe(
        'expired',
      );
      const response = await accept(client, quote.id, { termsAccepted: true, earlyStart: true });
      expect(response.status).toBe(409);
      expect((await errorOf(response)).code).toBe('QUOTE_EXPIRED');
    } finally {
      t.advanceTime(-2 * DAY);
    }
  });

  it('never changes once sent, and is answered once, in the database itself', async () => {
    const { consultant, client } = await linkedPair();
    const quote = await sent(consultant, client.id);
    await expect(
      t.db.update(quotes).set({ totalCents: 1, totalExclCents: 1 }).where(eq(quotes.id, quote.id)),
    ).rejects.toThrow();
    await accept(client, quote.id, { termsAccepted: true, earlyStart: false });
    await expect(
      t.db.update(quotes).set({ earlyStart: true }).where(eq(quotes.id, quote.id)),
    ).rejects.toThrow();
  });

  it('accepted, gives one deposit invoice drawn from it; none before acceptance, none twice', async () => {
    const { consultant, client } = await linkedPair();
    const quote = await sent(consultant, client.id);
    const deposit = (json: Record<string, unknown> = {}) =>
      consultant.request(`/api/clients/${client.id}/invoices`, {
        method: 'POST',
        json: invoiceRequest({
          kind: 'deposit',
          quoteId: quote.id,
          lines: [{ label: 'Acompte', quantity: 1, unitCents: quote.depositCents }],
          ...json,
        }),
      });
    const early = await deposit();
    expect(early.status).toBe(409);
    expect((await errorOf(early)).code).toBe('QUOTE_NOT_ACCEPTED');

    await accept(client, quote.id, { termsAccepted: true, earlyStart: true });
    const [a, b] = await Promise.all([deposit(), deposit()]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([201, 409]);
    const issued = (await (a.status === 201 ? a : b).json()) as Invoice;
    expect(issued).toMatchObject({ kind: 'deposit', totalCents: 12_800 });
    const read = (await (await consultant.request(`/api/quotes/${quote.id}`)).json()) as Quote;
    expect(read.depositInvoice).toEqual({
      id: issued.id,
      number: issued.number,
      issuedOn: issued.issuedOn,
      totalExclCents: 12_800,
      vatCents: 0,
      totalCents: 12_800,
    });

    // Cancelled by a credit note, it may be issued again.
    await consultant.request(`/api/invoices/${issued.id}/credit-note`, {
      method: 'POST',
      json: { requestId: crypto.randomUUID(), reason: null },
    });
    expect(
      ((await (await consultant.request(`/api/quotes/${quote.id}`)).json()) as Quote).depositInvoice,
    ).toBeNull();
    expect((await deposit()).status).toBe(201);

    // The client reads the quote but does not bill it.
    const bill = await client.request(`/api/clients/${client.id}/invoices`, {
      method: 'POST',
      json: invoiceRequest({ kind: 'deposit', quoteId: quote.id }),
    });
    expect(bill.status).toBe(403);
  });

  it('goes with the client’s account, but for one an invoice was drawn from, kept with its buyer', async () => {
    const { consultant, client } = await linkedPair();
    const unanswered = await sent(consultant, client.id);
    const billed = await sent(consultant, client.id);
    await accept(client, billed.id, { termsAccepted: true, earlyStart: true });
    const deposit = await consultant.request(`/api/clients/${client.id}/invoices`, {
      method: 'POST',
      json: invoiceRequest({ kind: 'deposit', quoteId: billed.id }),
    });
    expect(deposit.status).toBe(201);

    const deleted = await client.request('/api/me', {
      method: 'DELETE',
      json: { password: client.password },
    });
    expect(deleted.status).toBe(204);
    expect((await consultant.request(`/api/quotes/${unanswered.id}`)).status).toBe(404);
    const kept = (await (await consultant.request(`/api/quotes/${billed.id}`)).json()) as Quote;
    expect(kept).toMatchObject({
      clientId: null,
      status: 'accepted',
      earlyStart: true,
      buyer: { name: 'Léa Petit' },
    });
  });

  it('lists hers newest first, and the client’s from each consultant', async () => {
    const { consultant, client } = await linkedPair();
    const first = await sent(consultant, client.id);
    const second = await sent(consultant, client.id);
    const mine = (await (await consultant.request('/api/me/quotes')).json()) as { quotes: Quote[] };
    expect(mine.quotes.map((quote) => quote.id)).toEqual([second.id, first.id]);
    const hers = (await (await client.request(`/api/clients/${client.id}/quotes`)).json()) as {
      quotes: Quote[];
    };
    expect(hers.quotes.map((quote) => quote.id)).toEqual([second.id, first.id]);
  });
});
