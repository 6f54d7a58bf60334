import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositDeductionLabel, type Invoice } from '~/domain/invoice-texts';
import { QUOTE_TEXTS, type Quote } from '~/domain/quote-texts';
import { consultantClients } from '../../db/schema';
import { TEST_INVOICING, VAT_SELLER, invoiceRequest, quoteRequest } from '../../test/invoices';
import { parsePdf } from '../../test/pdf';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, type TestUser } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The quote's lines: 320 € of package, 2 × 25 € of looks. */
const QUOTE_LINES = [
  { label: 'Forfait Essentiel couleurs', quantity: 1, unitCents: 32_000 },
  { label: 'Tenue composée', quantity: 2, unitCents: 2_500 },
];

async function linkedPair(invoicing: Record<string, unknown> = {}) {
  const consultant = await signUp(t, 'consultant', { firstName: 'Inès', lastName: 'Moreau' });
  const client = await signUp(t, 'client', { firstName: 'Léa', lastName: 'Petit' });
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  const saved = await consultant.request('/api/me/invoicing', {
    method: 'PUT',
    json: { ...TEST_INVOICING, ...invoicing },
  });
  expect(saved.status).toBe(200);
  return { consultant, client };
}

/** A quote of QUOTE_LINES, sent and accepted. */
async function acceptedQuote(consultant: TestUser, client: TestUser) {
  const sent = await consultant.request(`/api/clients/${client.id}/quotes`, {
    method: 'POST',
    json: quoteRequest({ lines: QUOTE_LINES }),
  });
  expect(sent.status).toBe(201);
  const quote = (await sent.json()) as Quote;
  const accepted = await client.request(`/api/quotes/${quote.id}/acceptance`, {
    method: 'POST',
    json: { termsAccepted: true, earlyStart: true },
  });
  expect(accepted.status).toBe(200);
  return quote;
}

const issue = (user: TestUser, clientId: string, json: Record<string, unknown>) =>
  user.request(`/api/clients/${clientId}/invoices`, { method: 'POST', json: invoiceRequest(json) });

async function issued(user: TestUser, clientId: string, json: Record<string, unknown>) {
  const response = await issue(user, clientId, json);
  expect(response.status).toBe(201);
  return (await response.json()) as Invoice;
}

/** The deposit invoice drawn from the quote: one line of `cents` before VAT. */
const deposit = (consultant: TestUser, clientId: string, quoteId: string, cents: number) =>
  issued(consultant, clientId, {
    kind: 'deposit',
    quoteId,
    lines: [{ label: 'Acompte de 40 % sur le devis', quantity: 1, unitCents: cents }],
  });

/** The balance invoice the form sends: lines of its own, which the server does not take. */
const balance = (user: TestUser, clientId: string, quoteId: string) =>
  issue(user, clientId, {
    kind: 'invoice',
    quoteId,
    lines: [{ label: 'Ce que le formulaire dit', quantity: 1, unitCents: 100 }],
  });

const readQuote = async (user: TestUser, id: string) =>
  (await (await user.request(`/api/quotes/${id}`)).json()) as Quote;

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

const creditNote = (consultant: TestUser, invoiceId: string) =>
  consultant.request(`/api/invoices/${invoiceId}/credit-note`, {
    method: 'POST',
    json: { requestId: crypto.randomUUID(), reason: null },
  });

describe('the balance invoice of an accepted quote', () => {
  it('takes the quote’s lines, deducts its deposit invoice in one line, and asks the rest', async () => {
    const { consultant, client } = await linkedPair();
    const quote = await acceptedQuote(consultant, client);
    expect(quote.totalCents).toBe(37_000);
    const paid = await deposit(consultant, client.id, quote.id, 14_800);

    const response = await balance(consultant, client.id, quote.id);
    expect(response.status).toBe(201);
    const invoice = (await response.json()) as Invoice;
    expect(invoice).toMatchObject({
      kind: 'invoice',
      totalExclCents: 37_000 - 14_800,
      vatCents: 0,
      totalCents: 37_000 - 14_800,
    });
    expect(invoice.lines).toEqual([
      ...QUOTE_LINES,
      {
        label: depositDeductionLabel({ number: paid.number, issuedOn: paid.issuedOn }),
        quantity: 1,
        unitCents: -14_800,
      },
    ]);
    expect(invoice.lines.at(-1)!.label).toMatch(/^Acompte déduit, facture d’acompte n°\u00A0\d{4}-0001 du /);

    const read = await readQuote(consultant, quote.id);
    expect(read.balanceInvoice).toEqual({ id: invoice.id, number: invoice.number });
    expect((await readQuote(client, quote.id)).balanceInvoice).toEqual(read.balanceInvoice);

    // One live balance a quote, and no deposit once the balance is invoiced.
    const again = await balance(consultant, client.id, quote.id);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({
      code: 'QUOTE_BALANCE_ISSUED',
      message: QUOTE_TEXTS.balanceAlready,
    });
    await creditNote(consultant, paid.id);
    const lateDeposit = await issue(consultant, client.id, { kind: 'deposit', quoteId: quote.id });
    expect((await errorOf(lateDeposit)).code).toBe('QUOTE_BALANCE_ISSUED');
  });

  it('for a VAT-registered seller, deducts the deposit’s VAT as invoiced: the two ask the quote’s total', async () => {
    const { consultant, client } = await linkedPair(VAT_SELLER);
    const quote = await acceptedQuote(consultant, client);
    expect(quote).toMatchObject({ totalExclCents: 37_000, vatCents: 7_400, totalCents: 44_400 });
    // 123,33 € before VAT: 24,666 € of VAT, rounded to 24,67 €.
    const paid = await deposit(consultant, client.id, quote.id, 12_333);
    expect(paid).toMatchObject({ totalExclCents: 12_333, vatCents: 2_467, totalCents: 14_800 });

    const invoice = (await (await balance(consultant, client.id, quote.id)).json()) as Invoice;
    expect(invoice).toMatchObject({
      kind: 'invoice',
      vatRateBp: 2000,
      totalExclCents: 37_000 - 12_333,
      vatCents: 7_400 - 2_467,
      totalCents: 44_400 - 14_800,
    });
    expect(invoice.lines.at(-1)!.unitCents).toBe(-12_333);
  });

  it('without a deposit invoice, is the whole quote', async () => {
    const { consultant, client } = await linkedPair();
    const quote = await acceptedQuote(consultant, client);
    const invoice = (await (await balance(consultant, client.id, quote.id)).json()) as Invoice;
    expect(invoice.lines).toEqual(QUOTE_LINES);
    expect(invoice.totalCents).toBe(37_000);
    expect((await readQuote(consultant, quote.id)).depositInvoice).toBeNull();
  });

  it('issued twice at once, is issued once; the same request twice is the same invoice', async () => {
    const { consultant, client } = await linkedPair();
    const quote = await acceptedQuote(consultant, client);
    await deposit(consultant, client.id, quote.id, 14_800);
    const [a, b] = await Promise.all([
      balance(consultant, client.id, quote.id),
      balance(consultant, client.id, quote.id),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((await errorOf(a.status === 409 ? a : b)).code).toBe('QUOTE_BALANCE_ISSUED');

    const other = await acceptedQuote(consultant, client);
    const request = invoiceRequest({ kind: 'invoice', quoteId: other.id });
    const send = () =>
      consultant.request(`/api/clients/${client.id}/invoices`, { method: 'POST', json: request });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const [one, two] = (await Promise.all([first.json(), second.json()])) as [Invoice, Invoice];
    expect(one.id).toBe(two.id);
  });

  it('cancelled by a credit note, may be issued again; with its deposit cancelled too, the whole quote', async () => {
    const { consultant, client } = await linkedPair();
    const quote = await acceptedQuote(consultant, client);
    const paid = await deposit(consultant, client.id, quote.id, 14_800);
    const first = (await (await balance(consultant, client.id, quote.id)).json()) as Invoice;
    expect((await creditNote(consultant, first.id)).status).toBe(201);
    expect((await readQuote(consultant, quote.id)).balanceInvoice).toBeNull();

    const second = await balance(consultant, client.id, quote.id);
    expect(second.status).toBe(201);
    const redone = (await second.json()) as Invoice;
    expect(redone.totalCents).toBe(22_200);
    expect((await creditNote(consultant, redone.id)).status).toBe(201);

    await creditNote(consultant, paid.id);
    const whole = (await (await balance(consultant, client.id, quote.id)).json()) as Invoice;
    expect(whole.lines).toEqual(QUOTE_LINES);
    expect(whole.totalCents).toBe(37_000);
  });

  it('is refused on a quote not accepted, to the client, to a stranger and for another client', async () => {
    const { consultant, client } = await linkedPair();
    const sent = (await (
      await consultant.request(`/api/clients/${client.id}/quotes`, {
        method: 'POST',
        json: quoteRequest(),
      })
    ).json()) as Quote;
    const early = await balance(consultant, client.id, sent.id);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).code).toBe('QUOTE_NOT_ACCEPTED');

    const quote = await acceptedQuote(consultant, client);
    expect((await balance(client, client.id, quote.id)).status).toBe(403);
    const stranger = await signUp(t, 'consultant');
    expect((await balance(stranger, client.id, quote.id)).status).toBe(404);
    const { client: otherClient } = await linkedPairWith(consultant);
    expect((await balance(consultant, otherClient.id, quote.id)).status).toBe(404);
    expect((await readQuote(consultant, quote.id)).balanceInvoice).toBeNull();
  });

  it('is refused when the deposit invoiced exceeds the quote', async () => {
    const { consultant, client } = await linkedPair();
    const quote = await acceptedQuote(consultant, client);
    await deposit(consultant, client.id, quote.id, 40_000);
    const response = await balance(consultant, client.id, quote.id);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(QUOTE_TEXTS.balanceNegative);
  });

  it('prints the deposit deducted and what is left to pay', async () => {
    const { consultant, client } = await linkedPair(VAT_SELLER);
    const quote = await acceptedQuote(consultant, client);
    const paid = await deposit(consultant, client.id, quote.id, 14_800);
    const invoice = (await (await balance(consultant, client.id, quote.id)).json()) as Invoice;
    const response = await client.request(`/api/invoices/${invoice.id}/pdf`);
    expect(response.status).toBe(200);
    const pdf = await parsePdf(new Uint8Array(await response.arrayBuffer()));
    const text = words(pdf.pages.map((page) => page.text).join(' '));
    const day = paid.issuedOn.split('-').reverse().join('/');
    for (const expected of [
      'Forfait Essentiel couleurs 1 320,00 € 320,00 €',
      'Tenue composée 2 25,00 € 50,00 €',
      `Acompte déduit, facture d’acompte n° ${paid.number} du ${day} 1 -148,00 € -148,00 €`,
      'Total HT 222,00 €',
      'TVA 20 % 44,40 €',
      'Net à payer TTC 266,40 €',
    ]) {
      expect(text).toContain(words(expected));
    }
    expect(text).not.toContain('Total TTC');
  });
});

/** Another client of hers. */
async function linkedPairWith(consultant: TestUser) {
  const client = await signUp(t, 'client');
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  return { client };
}

/** Words between single spaces (pdf.js splits lines and may give a no-break space as a space). */
const words = (text: string) => text.replace(/\s+/g, ' ').trim();
