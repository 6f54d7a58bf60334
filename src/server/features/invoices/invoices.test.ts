import { and, eq, sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TERMS, INVOICE_TEXTS, type Invoice, type InvoicingDetails } from '~/domain/invoice-texts';
import { todayIn } from '~/domain/wear-calendar-texts';
import { consultantClients, invoiceSequences, invoices, profiles } from '../../db/schema';
import { withoutLinks } from '../../test/mail-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, type TestUser } from '../../test/users';
import { invoicesRepository } from './repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => todayIn('Europe/Paris', t.deps.now());
const year = () => today().slice(0, 4);

const franchise = {
  legalName: 'Inès Moreau EI',
  status: 'franchise',
  vatRateBp: 0,
  siret: '123 456 789 00012',
  vatNumber: null,
  address: '12 rue des Lilas\n69003 Lyon',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  paymentLink: null,
  terms: DEFAULT_TERMS,
  paymentDays: 0,
  cancellationHours: 48,
  depositPercent: 40,
};

const buyer = { kind: 'person', name: 'Léa Petit', address: '3 place Bellecour\n69002 Lyon' };
const lines = [
  { label: 'Analyse des couleurs', quantity: 1, unitCents: 18_000 },
  { label: 'Séance de tri de garde-robe', quantity: 2, unitCents: 9_000 },
];

async function linkedPair() {
  const consultant = await signUp(t, 'consultant', { firstName: 'Inès', lastName: 'Moreau' });
  const client = await signUp(t, 'client', { firstName: 'Léa', lastName: 'Petit' });
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  return { consultant, client };
}

async function withInvoicing(details: Record<string, unknown> = franchise) {
  const pair = await linkedPair();
  const saved = await pair.consultant.request('/api/me/invoicing', { method: 'PUT', json: details });
  expect(saved.status).toBe(200);
  return pair;
}

const issue = (user: TestUser, clientId: string, json: Record<string, unknown> = {}) =>
  user.request(`/api/clients/${clientId}/invoices`, {
    method: 'POST',
    json: { requestId: crypto.randomUUID(), kind: 'invoice', buyer, lines, ...json },
  });

async function issued(user: TestUser, clientId: string, json: Record<string, unknown> = {}) {
  const response = await issue(user, clientId, json);
  expect(response.status).toBe(201);
  return (await response.json()) as Invoice;
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe('Facturation', () => {
  it('is empty at first, saved whole, and refuses a wrong SIRET, IBAN or VAT rate in French', async () => {
    const { consultant, client } = await linkedPair();
    expect(await (await consultant.request('/api/me/invoicing')).json()).toEqual({ details: null });

    const saved = await consultant.request('/api/me/invoicing', { method: 'PUT', json: franchise });
    const { details } = (await saved.json()) as { details: InvoicingDetails };
    expect(details).toMatchObject({
      legalName: 'Inès Moreau EI',
      siret: '12345678900012',
      iban: 'FR7630006000011234567890189',
      vatRateBp: 0,
    });

    const wrong = async (change: Record<string, unknown>, path: string) => {
      const response = await consultant.request('/api/me/invoicing', {
        method: 'PUT',
        json: { ...franchise, ...change },
      });
      expect(response.status, path).toBe(400);
      return (await errorOf(response)).message;
    };
    expect(await wrong({ siret: '1234' }, 'siret')).toBe('Le SIRET compte 14 chiffres.');
    expect(await wrong({ iban: 'FR76 3000 6000 0112 3456 7890 188' }, 'iban')).toBe('IBAN invalide.');
    expect(await wrong({ status: 'vat', vatRateBp: 0 }, 'rate')).toBe(INVOICE_TEXTS.vatRateInvalid);
    expect(await wrong({ status: 'vat', vatRateBp: 2000 }, 'vat number')).toBe(
      'Assujettie à la TVA, indiquez votre numéro de TVA intracommunautaire.',
    );
    expect(await wrong({ paymentLink: 'http://pay.example.fr' }, 'link')).toBe(
      'Adresse de paiement invalide (https://...).',
    );

    // Under the franchise, a rate sent anyway is none.
    const exempt = await consultant.request('/api/me/invoicing', {
      method: 'PUT',
      json: { ...franchise, vatRateBp: 2000 },
    });
    expect(((await exempt.json()) as { details: InvoicingDetails }).details.vatRateBp).toBe(0);

    // A client has no business details.
    expect((await client.request('/api/me/invoicing')).status).toBe(403);
  });
});

describe('an invoice', () => {
  it('is refused until her details are complete, then issued numbered with them copied in', async () => {
    const { consultant, client } = await linkedPair();
    const early = await issue(consultant, client.id);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).code).toBe('INVOICING_INCOMPLETE');

    await consultant.request('/api/me/invoicing', { method: 'PUT', json: franchise });
    const invoice = await issued(consultant, client.id, { kind: 'deposit', serviceOn: '2026-12-04' });
    expect(invoice).toMatchObject({
      kind: 'deposit',
      number: `${year()}-0001`,
      clientId: client.id,
      consultantId: consultant.id,
      issuedOn: today(),
      dueOn: today(),
      serviceOn: '2026-12-04',
      totalExclCents: 36_000,
      vatCents: 0,
      totalCents: 36_000,
      seller: { legalName: 'Inès Moreau EI', siret: '12345678900012', status: 'franchise' },
      buyer: { kind: 'person', name: 'Léa Petit', siren: null },
      payment: null,
      creditedBy: null,
      pdfUrl: `/api/invoices/${invoice.id}/pdf`,
    });

    // Her details changed later leave the issued invoice as it was.
    await consultant.request('/api/me/invoicing', {
      method: 'PUT',
      json: { ...franchise, legalName: 'Inès Moreau-Blanc EI' },
    });
    const again = (await (await consultant.request(`/api/invoices/${invoice.id}`)).json()) as Invoice;
    expect(again.seller.legalName).toBe('Inès Moreau EI');

    // The next one takes the next number, with VAT once she charges it.
    await consultant.request('/api/me/invoicing', {
      method: 'PUT',
      json: { ...franchise, status: 'vat', vatRateBp: 2000, vatNumber: 'FR 12 123456789', paymentDays: 30 },
    });
    const withVat = await issued(consultant, client.id, {
      buyer: {
        kind: 'business',
        name: 'Studio Lumière SARL',
        address: '5 quai Saint-Antoine, Lyon',
        siren: '987 654 321',
      },
      lines: [{ label: 'Atelier d’équipe', quantity: 1, unitCents: 33_333 }],
    });
    expect(withVat).toMatchObject({
      number: `${year()}-0002`,
      totalExclCents: 33_333,
      vatCents: 6_667,
      totalCents: 40_000,
      vatRateBp: 2000,
      buyer: { kind: 'business', siren: '987654321' },
      seller: { vatNumber: 'FR12123456789' },
    });
    expect(withVat.dueOn > withVat.issuedOn).toBe(true);
  });

  it('refuses a business buyer without SIREN, no line, and totals past a million euros, in French', async () => {
    const { consultant, client } = await withInvoicing();
    const cases: [Record<string, unknown>, string][] = [
      [{ buyer: { ...buyer, kind: 'business' } }, 'Le SIREN compte 9 chiffres.'],
      [{ lines: [] }, 'Ajoutez au moins une ligne.'],
      [
        { lines: [{ label: 'Tout', quantity: 999, unitCents: 10_000_000 }] },
        'Le total d’une facture ne peut dépasser 1\u202F000\u202F000\u00A0€.',
      ],
      [{ lines: [{ label: ' ', quantity: 1, unitCents: 100 }] }, 'Décrivez la prestation.'],
    ];
    for (const [change, message] of cases) {
      const response = await issue(consultant, client.id, change);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(message);
    }
    // None of them took a number.
    expect((await issued(consultant, client.id)).number).toBe(`${year()}-0001`);
  });

  it('sent twice (a double tap) is one invoice with one number', async () => {
    const { consultant, client } = await withInvoicing();
    const requestId = crypto.randomUUID();
    const answers = await Promise.all([
      issue(consultant, client.id, { requestId }),
      issue(consultant, client.id, { requestId }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    const [a, b] = (await Promise.all(answers.map((r) => r.json()))) as Invoice[];
    expect(a!.id).toBe(b!.id);
    expect((await issued(consultant, client.id)).number).toBe(`${year()}-0002`);
  });

  it('is numbered without a gap when many are issued at once, and a failed one gives its number back', async () => {
    const { consultant, client } = await withInvoicing();
    const answers = await Promise.all(Array.from({ length: 12 }, () => issued(consultant, client.id)));
    expect(answers.map((invoice) => invoice.number).sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `${year()}-${String(i + 1).padStart(4, '0')}`),
    );

    // An insert that fails inside the issuing transaction (here its due date before its issue) rolls back its number.
    const repo = invoicesRepository(t.db);
    const [sample] = await t.db.select().from(invoices).where(eq(invoices.id, answers[0]!.id));
    const { id: _, year: __, number: ___, createdAt: ____, ...values } = sample!;
    await expect(
      repo.issue({ ...values, requestId: crypto.randomUUID(), dueOn: '2000-01-01' }, Number(year())),
    ).rejects.toThrow();
    const [sequence] = await t.db
      .select()
      .from(invoiceSequences)
      .where(
        and(eq(invoiceSequences.consultantId, consultant.id), eq(invoiceSequences.year, Number(year()))),
      );
    expect(sequence!.lastNumber).toBe(12);
    expect((await issued(consultant, client.id)).number).toBe(`${year()}-0013`);
  });

  it('never changes nor goes away once issued, in the database itself', async () => {
    const { consultant, client } = await withInvoicing();
    const invoice = await issued(consultant, client.id);
    await expect(
      t.db.update(invoices).set({ totalCents: 1, totalExclCents: 1 }).where(eq(invoices.id, invoice.id)),
    ).rejects.toThrow();
    await expect(
      t.db
        .update(invoices)
        .set({ buyer: { ...invoice.buyer, name: 'X' } })
        .where(eq(invoices.id, invoice.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(invoices).where(eq(invoices.id, invoice.id))).rejects.toThrow();
    await expect(
      t.db
        .update(invoiceSequences)
        .set({ lastNumber: 7 })
        .where(eq(invoiceSequences.consultantId, consultant.id)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(invoiceSequences).where(eq(invoiceSequences.consultantId, consultant.id)),
    ).rejects.toThrow();

    // Her account gone, the invoice stays with the buyer as printed.
    await t.db.delete(profiles).where(eq(profiles.id, client.id));
    const kept = (await (await consultant.request(`/api/invoices/${invoice.id}`)).json()) as Invoice;
    expect(kept).toMatchObject({ clientId: null, buyer: { name: 'Léa Petit' } });
  });
});

describe('her client', () => {
  it('is told of an invoice and of a credit note, once each, without their numbers or amounts', async () => {
    const { consultant, client } = await withInvoicing();
    const requestId = crypto.randomUUID();
    const invoice = await issued(consultant, client.id, { requestId });
    await issue(consultant, client.id, { requestId });
    await consultant.request(`/api/invoices/${invoice.id}/credit-note`, {
      method: 'POST',
      json: { requestId: crypto.randomUUID() },
    });
    t.advanceTime(10 * 60_000);
    await t.jobs.drain();
    // Both in one mail, as news close together are.
    const mails = t.mails.filter((mail) => mail.to === client.email && mail.subject.startsWith('Du nouveau'));
    expect(mails.map((mail) => mail.subject)).toEqual(['Du nouveau sur Atelier Silhouette (2)']);
    expect(mails[0]!.text).toContain('Inès Moreau vous a adressé une facture.');
    expect(mails[0]!.text).toContain('Inès Moreau vous a adressé un avoir.');
    // Links aside: their ids and tokens are random, and may hold any digits.
    expect(withoutLinks(`${mails[0]!.text}${mails[0]!.html}`)).not.toMatch(/0001|0002|360/);
  });
});

describe('who sees and acts on an invoice', () => {
  it('her client and the issuer read it; a stranger sees nothing; only the issuer records or cancels it', async () => {
    const { consultant, client } = await withInvoicing();
    const stranger = await signUp(t, 'consultant');
    const otherClient = await signUp(t, 'client');
    const invoice = await issued(consultant, client.id);

    for (const user of [consultant, client]) {
      expect((await user.request(`/api/invoices/${invoice.id}`)).status).toBe(200);
      const pdf = await user.request(`/api/invoices/${invoice.id}/pdf?telechargement=1`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toContain('attachment');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    for (const user of [stranger, otherClient]) {
      expect((await user.request(`/api/invoices/${invoice.id}`)).status).toBe(404);
      expect((await user.request(`/api/invoices/${invoice.id}/pdf`)).status).toBe(404);
      expect((await user.request(`/api/clients/${client.id}/invoices`)).status).toBe(404);
      expect((await issue(user, client.id)).status).toBe(404);
      const pay = await user.request(`/api/invoices/${invoice.id}/payment`, {
        method: 'POST',
        json: { paidOn: today(), method: 'transfer' },
      });
      expect(pay.status).toBe(404);
    }

    // The client reads but neither issues, records nor cancels: 403.
    expect((await issue(client, client.id)).status).toBe(403);
    const clientPays = await client.request(`/api/invoices/${invoice.id}/payment`, {
      method: 'POST',
      json: { paidOn: today(), method: 'transfer' },
    });
    expect(clientPays.status).toBe(403);
    const clientCancels = await client.request(`/api/invoices/${invoice.id}/credit-note`, {
      method: 'POST',
      json: { requestId: crypto.randomUUID() },
    });
    expect(clientCancels.status).toBe(403);

    // Her list: all of hers; the consultant's: those she issued, with the buyer to fill the next one.
    const hers = (await (await client.request(`/api/clients/${client.id}/invoices`)).json()) as {
      invoices: Invoice[];
      lastBuyer: unknown;
    };
    expect(hers.invoices.map((i) => i.id)).toEqual([invoice.id]);
    expect(hers.lastBuyer).toBeNull();
    const issuedTo = (await (await consultant.request(`/api/clients/${client.id}/invoices`)).json()) as {
      lastBuyer: unknown;
    };
    expect(issuedTo.lastBuyer).toEqual(invoice.buyer);
  });

  it('stays the former consultant’s to read, record and cancel once the link ended; she issues no new one', async () => {
    const { consultant, client } = await withInvoicing();
    const invoice = await issued(consultant, client.id);
    await t.db
      .delete(consultantClients)
      .where(
        and(eq(consultantClients.consultantId, consultant.id), eq(consultantClients.clientId, client.id)),
      );

    expect((await issue(consultant, client.id)).status).toBe(404);
    expect((await consultant.request(`/api/clients/${client.id}/invoices`)).status).toBe(404);
    expect((await consultant.request(`/api/invoices/${invoice.id}`)).status).toBe(200);
    const pay = await consultant.request(`/api/invoices/${invoice.id}/payment`, {
      method: 'POST',
      json: { paidOn: today(), method: 'transfer', reference: 'VIR-001' },
    });
    expect(pay.status).toBe(200);
    // And her client keeps it.
    expect((await client.request(`/api/invoices/${invoice.id}`)).status).toBe(200);
  });
});

describe('its PDF', () => {
  it('is Factur-X for a business buyer, with the invoice in its XML; a plain PDF for a person', async () => {
    const { consultant, client } = await withInvoicing();
    const business = await issued(consultant, client.id, {
      buyer: {
        kind: 'business',
        name: 'Maison Lin SAS',
        address: '8 quai Saint-Vincent\n69001 Lyon',
        siren: '987654321',
      },
    });
    const person = await issued(consultant, client.id);
    const attachmentsOf = async (id: string) => {
      const response = await client.request(`/api/invoices/${id}/pdf?telechargement=1`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const pdf = await getDocument({ data: new Uint8Array(await response.arrayBuffer()) }).promise;
      const names = [...((await pdf.getAttachments())?.keys() ?? [])] as string[];
      return Promise.all(
        names.map(async (name) => ({
          name,
          xml: new TextDecoder().decode((await pdf.getAttachmentContent(name)) as unknown as Uint8Array),
        })),
      );
    };
    const [facturX, ...others] = await attachmentsOf(business.id);
    expect(others).toEqual([]);
    expect(facturX!.name).toBe('factur-x.xml');
    expect(facturX!.xml).toContain(`<ram:ID>${business.number}</ram:ID>`);
    expect(facturX!.xml).toContain('<ram:ID schemeID="0002">987654321</ram:ID>');
    expect(await attachmentsOf(person.id)).toEqual([]);
  });
});

describe('a payment and a credit note', () => {
  it('records a payment once: the same twice is the same, another is refused', async () => {
    const { consultant, client } = await withInvoicing();
    const invoice = await issued(consultant, client.id);
    const pay = (json: Record<string, unknown>) =>
      consultant.request(`/api/invoices/${invoice.id}/payment`, { method: 'POST', json });
    const payment = { paidOn: today(), method: 'transfer', reference: 'VIR 2026-11 Petit' };
    const [first, second] = await Promise.all([pay(payment), pay(payment)]);
    expect([first!.status, second!.status]).toEqual([200, 200]);
    expect(((await first!.json()) as Invoice).payment).toEqual(payment);

    const other = await pay({ ...payment, method: 'cheque' });
    expect(other.status).toBe(409);
    expect((await errorOf(other)).code).toBe('INVOICE_PAID');
    expect((await pay({ paidOn: today(), method: 'cash' })).status).toBe(400);
  });

  it('cancels an invoice by a credit note of negative amounts, numbered next, once', async () => {
    const { consultant, client } = await withInvoicing();
    const invoice = await issued(consultant, client.id);
    const cancel = (requestId: string) =>
      consultant.request(`/api/invoices/${invoice.id}/credit-note`, {
        method: 'POST',
        json: { requestId, reason: 'Séance annulée' },
      });
    const requestId = crypto.randomUUID();
    const [a, b] = await Promise.all([cancel(requestId), cancel(requestId)]);
    expect([a!.status, b!.status].sort()).toEqual([200, 201]);
    const credit = (await a!.json()) as Invoice;
    expect(credit).toMatchObject({
      kind: 'credit',
      number: `${year()}-0002`,
      totalCents: -36_000,
      totalExclCents: -36_000,
      lines,
      note: 'Séance annulée',
      credits: { id: invoice.id, number: invoice.number, issuedOn: invoice.issuedOn },
    });

    const again = await cancel(crypto.randomUUID());
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('INVOICE_CREDITED');
    const cancelCredit = await consultant.request(`/api/invoices/${credit.id}/credit-note`, {
      method: 'POST',
      json: { requestId: crypto.randomUUID() },
    });
    expect((await errorOf(cancelCredit)).code).toBe('INVOICE_NOT_CREDITABLE');
    const payCancelled = await consultant.request(`/api/invoices/${invoice.id}/payment`, {
      method: 'POST',
      json: { paidOn: today(), method: 'transfer' },
    });
    expect((await errorOf(payCancelled)).code).toBe('INVOICE_CREDITED');
    const payCredit = await consultant.request(`/api/invoices/${credit.id}/payment`, {
      method: 'POST',
      json: { paidOn: today(), method: 'transfer' },
    });
    expect((await errorOf(payCredit)).code).toBe('INVOICE_NOT_PAYABLE');

    const original = (await (await client.request(`/api/invoices/${invoice.id}`)).json()) as Invoice;
    expect(original.creditedBy).toEqual({ id: credit.id, number: credit.number });
  });
});

describe('her books', () => {
  it('lists a period with what was invoiced, received and is due, and exports both as CSV', async () => {
    const { consultant, client } = await withInvoicing();
    const paid = await issued(consultant, client.id);
    await consultant.request(`/api/invoices/${paid.id}/payment`, {
      method: 'POST',
      json: { paidOn: today(), method: 'link', reference: 'pi_3Q' },
    });
    const due = await issued(consultant, client.id, {
      lines: [{ label: 'Shopping accompagné', quantity: 1, unitCents: 25_000 }],
    });
    const cancelled = await issued(consultant, client.id, {
      lines: [{ label: 'Séance', quantity: 1, unitCents: 5_000 }],
    });
    await consultant.request(`/api/invoices/${cancelled.id}/credit-note`, {
      method: 'POST',
      json: { requestId: crypto.randomUUID() },
    });

    const period = `from=${year()}-01-01&to=${year()}-12-31`;
    const listed = await consultant.request(`/api/me/invoices?${period}`);
    expect(listed.status, await listed.clone().text()).toBe(200);
    const list = (await listed.json()) as {
      invoices: Invoice[];
      totals: Record<string, number>;
      truncated: boolean;
    };
    expect(list.invoices.map((i) => i.number)).toEqual(
      ['0004', '0003', '0002', '0001'].map((n) => `${year()}-${n}`),
    );
    expect(list.totals).toEqual({ invoicedCents: 61_000, paidCents: 36_000, outstandingCents: 25_000 });
    expect(list.truncated).toBe(false);
    expect(due.payment).toBeNull();

    const invoicesCsv = await consultant.request(`/api/me/invoices.csv?${period}`);
    expect(invoicesCsv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(invoicesCsv.headers.get('content-disposition')).toContain('attachment');
    const rows = (await invoicesCsv.text()).trim().split(/\r?\n/);
    expect(rows).toHaveLength(5);
    expect(rows[1]).toContain(`${year()}-0001`);

    const receipts = (await (await consultant.request(`/api/me/receipts.csv?${period}`)).text())
      .trim()
      .split(/\r?\n/);
    expect(receipts).toHaveLength(2);
    expect(receipts[1]).toContain('360,00');
    expect(receipts[1]).toContain('pi_3Q');

    expect(
      (await consultant.request(`/api/me/invoices?from=${year()}-12-31&to=${year()}-01-01`)).status,
    ).toBe(400);
    expect((await client.request(`/api/me/invoices?${period}`)).status).toBe(403);
  });
});

describe('on the shared sequence', () => {
  it('counts each consultant and each year apart', async () => {
    const a = await withInvoicing();
    const b = await withInvoicing();
    expect((await issued(a.consultant, a.client.id)).number).toBe(`${year()}-0001`);
    expect((await issued(b.consultant, b.client.id)).number).toBe(`${year()}-0001`);
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoiceSequences)
      .where(eq(invoiceSequences.consultantId, a.consultant.id));
    expect(row!.n).toBe(1);
  });
});
