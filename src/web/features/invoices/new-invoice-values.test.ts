import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { blankInvoice, newInvoiceResolver, type NewInvoiceValues } from './new-invoice-values';

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
