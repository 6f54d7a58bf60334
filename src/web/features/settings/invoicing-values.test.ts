import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERMS, INVOICE_TEXTS } from '~/domain/invoice-texts';
import { invoicingResolver, valuesOf, type InvoicingValues } from './invoicing-values';

const check = async (values: InvoicingValues) =>
  (await invoicingResolver(values, undefined, {} as ResolverOptions<InvoicingValues>)) as Awaited<
    ReturnType<typeof invoicingResolver>
  >;

describe("'Facturation', checked as the server checks it", () => {
  it('starts from the default terms and says what is missing', async () => {
    const blank = valuesOf(null);
    expect(blank.terms).toBe(DEFAULT_TERMS);
    const { errors } = await check(blank);
    expect(errors.legalName?.message).toBe('Indiquez votre nom ou votre raison sociale.');
    expect(errors.siret?.message).toBe('Le SIRET compte 14 chiffres.');
    expect(errors.address?.message).toBe('Indiquez une adresse.');
    expect(errors.vatRate).toBeUndefined();
  });

  it('sends a VAT rate in basis points only when she charges VAT', async () => {
    const filled: InvoicingValues = {
      ...valuesOf(null),
      legalName: 'Claire Martin EI',
      siret: '732 829 320 00074',
      address: '12 rue des Lilas',
      iban: 'fr76 3000 6000 0112 3456 7890 189',
    };
    expect((await check(filled)).values).toMatchObject({
      status: 'franchise',
      vatRateBp: 0,
      siret: '73282932000074',
    });
    expect(
      (await check({ ...filled, status: 'vat', vatRate: '5,5', vatNumber: 'fr 12 345678901' })).values,
    ).toMatchObject({
      status: 'vat',
      vatRateBp: 550,
      iban: 'FR7630006000011234567890189',
    });
    expect((await check({ ...filled, status: 'vat', vatRate: '40' })).errors.vatRate?.message).toBe(
      INVOICE_TEXTS.vatRateInvalid,
    );
    expect((await check({ ...filled, iban: 'FR76 1234' })).errors.iban?.message).toBe('IBAN invalide.');
  });
});
