import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { balanceCentsOf, type Quote } from '~/domain/quote-texts';
import {
  balanceInvoiceValues,
  depositInvoiceValues,
  sessionInvoiceValues,
  balancePreview,
  blankInvoice,
  newInvoiceResolver,
  type NewInvoiceValues,
} from './new-invoice-values';

const check = async (values: NewInvoiceValues) =>
  (await newInvoiceResolver(values, undefined, {} as ResolverOptions<NewInvoiceValues>)) as Awaited<
    ReturnType<typeof newInvoiceResolver>
  >;

describe('the new invoice form, checked as the server checks it', async () => {
  it('says what is missing under each field', async () => {
    const { errors } = await check(blankInvoice('', 30));
    expect(errors.clientId?.message).toBe('Choisissez une cliente.');
    expect(errors.buyer?.name?.message).toBe('Indiquez le nom de la cliente.');
    expect(errors.buyer?.address?.message).toBe('Indiquez une adresse.');
    expect(errors.lines?.[0]?.label?.message).toBe('Décrivez la prestation.');
    expect(errors.lines?.[0]?.price?.message).toBe('Prix invalide.');
  });

  it('asks a business its SIREN and sends prices in cents', async () => {
    const values: NewInvoiceValues = {
      ...blankInvoice('6f1c2a8e-4b7d-4e2a-9c1f-3d5e7a9b0c12', 15),
      kind: 'deposit',
      buyer: { kind: 'business', name: 'Maison Lumière', address: '1 rue A', siren: '', vatNumber: '' },
      lines: [{ label: ' Atelier couleur ', quantity: '2', price: '89,90' }],
    };
    expect((await check(values)).errors.buyer?.siren?.message).toBe('Le SIREN compte 9 chiffres.');
    const sent = await check({ ...values, buyer: { ...values.buyer, siren: '732 829 320' } });
    expect(sent.errors).toEqual({});
    expect(sent.values).toEqual({
      clientId: '6f1c2a8e-4b7d-4e2a-9c1f-3d5e7a9b0c12',
      invoice: {
        kind: 'deposit',
        buyer: {
          kind: 'business',
          name: 'Maison Lumière',
          address: '1 rue A',
          siren: '732829320',
          vatNumber: null,
        },
        lines: [{ label: 'Atelier couleur', quantity: 2, unitCents: 8990 }],
        serviceOn: null,
        paymentDays: 15,
        quoteId: null,
      },
    });
  });
});

/** An accepted quote of 370 € before VAT (20 %), whose deposit invoice asked 123,33 € + 24,67 € of VAT. */
const quote = {
  id: '0b6c7d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e',
  clientId: '6f1c2a8e-4b7d-4e2a-9c1f-3d5e7a9b0c12',
  number: 'D2026-0004',
  buyer: { kind: 'person', name: 'Léa Petit', address: '3 place Bellecour', siren: null, vatNumber: null },
  lines: [
    { label: 'Forfait Essentiel couleurs', quantity: 1, unitCents: 32_000 },
    { label: 'Tenue composée', quantity: 2, unitCents: 2_500 },
  ],
  vatRateBp: 2000,
  totalExclCents: 37_000,
  vatCents: 7_400,
  totalCents: 44_400,
  depositInvoice: {
    id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    number: '2026-0003',
    issuedOn: '2026-11-12',
    totalExclCents: 12_333,
    vatCents: 2_467,
    totalCents: 14_800,
  },
  balanceInvoice: null,
} as unknown as Quote;

describe('the deposit invoice of a quote', () => {
  it('asks her share of the quote before VAT, so that with its VAT it is her share of the total', () => {
    const values = depositInvoiceValues(
      { ...quote, depositPercent: 30, issuedOn: '2026-11-02' } as Quote,
      15,
    );
    expect(values).toMatchObject({ kind: 'deposit', clientId: quote.clientId, buyer: { name: 'Léa Petit' } });
    // 30 % of 370 € before VAT: 111 €, which the invoice's 20 % VAT makes 133,20 €, 30 % of 444 €.
    expect(values.lines).toEqual([{ label: expect.stringContaining('30'), quantity: '1', price: '111,00' }]);
  });
});

describe('the balance invoice of a quote', () => {
  it('starts from the quote: its client, its buyer, its lines as the fields hold them', async () => {
    const values = balanceInvoiceValues(quote, 15);
    expect(values).toMatchObject({
      clientId: quote.clientId,
      kind: 'invoice',
      buyer: { kind: 'person', name: 'Léa Petit', siren: '', vatNumber: '' },
      lines: [
        { label: 'Forfait Essentiel couleurs', quantity: '1', price: '320,00' },
        { label: 'Tenue composée', quantity: '2', price: '25,00' },
      ],
      paymentDays: '15',
    });
    // The schema takes them as they are (the server takes the quote's own lines anyway).
    expect((await check(values)).errors).toEqual({});
  });

  it('shows the deposit deducted and what is left to pay, with VAT or under the franchise', () => {
    const withVat = balancePreview(quote, { status: 'vat', vatRateBp: 2000 });
    expect(withVat.lines.at(-1)).toEqual({
      label: 'Acompte déduit, facture d’acompte n°\u00A02026-0003 du 12/11/2026',
      quantity: 1,
      unitCents: -12_333,
    });
    expect(withVat.rows).toEqual([
      ['Total HT', 24_667],
      ['TVA (20\u00A0%)', 4_933],
      ['Net à payer TTC', 29_600],
    ]);
    const franchise = {
      ...quote,
      vatRateBp: 0,
      depositInvoice: { ...quote.depositInvoice!, vatCents: 0, totalCents: 12_333 },
    };
    expect(balancePreview(franchise, { status: 'franchise', vatRateBp: 0 }).rows).toEqual([
      ['Net à payer', 24_667],
    ]);
    // Without a deposit, the whole quote.
    const whole = balancePreview({ ...quote, depositInvoice: null }, { status: 'franchise', vatRateBp: 0 });
    expect(whole).toEqual({ lines: quote.lines, rows: [['Total', 37_000]] });
  });

  it('asks on the quote’s button the quote’s total less the deposit invoiced', () => {
    expect(balanceCentsOf(quote)).toBe(44_400 - 14_800);
    expect(balanceCentsOf({ ...quote, depositInvoice: null })).toBe(44_400);
  });
});

describe('the invoice of a session', () => {
  it('names the session and its day in Paris, and dates the service that day', () => {
    const values = sessionInvoiceValues(
      { clientId: quote.clientId!, sessionLabel: 'Point de suivi', startsAt: '2026-12-03T23:30:00.000Z' },
      30,
    );
    expect(values).toMatchObject({ clientId: quote.clientId, kind: 'invoice', serviceOn: '2026-12-04' });
    expect(values.lines).toEqual([{ label: 'Point de suivi du 04/12/2026', quantity: '1', price: '' }]);
  });
});
