import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { Package } from '~/domain/quote-texts';
import { blankQuote, newQuoteResolver, packageLine, type NewQuoteValues } from './new-quote-values';
import { packageResolver, packageValues, type PackageValues } from './package-values';

const checkQuote = async (values: NewQuoteValues) =>
  (await newQuoteResolver(values, undefined, {} as ResolverOptions<NewQuoteValues>)) as Awaited<
    ReturnType<typeof newQuoteResolver>
  >;
const checkPackage = async (values: PackageValues) =>
  (await packageResolver(values, undefined, {} as ResolverOptions<PackageValues>)) as Awaited<
    ReturnType<typeof packageResolver>
  >;

const offered: Package = {
  id: '0b6c7d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e',
  name: 'Relooking complet',
  priceCents: 45000,
  description: null,
  sessions: [{ label: 'Analyse couleurs', minutes: 90, count: 1 }],
  looks: 3,
  carnet: true,
  supportDays: 30,
  createdAt: '2026-11-28T12:00:00.000Z',
};

describe('the package form, checked as the server checks it', () => {
  it('says what is missing under each field', async () => {
    const { errors } = await checkPackage({
      ...packageValues(null),
      sessions: [{ label: '', minutes: '5', count: '0' }],
      looks: 'trois',
    });
    expect(errors.name?.message).toBe('Nommez le forfait.');
    expect(errors.price?.message).toBe('Prix invalide.');
    expect(errors.sessions?.[0]?.label?.message).toBe('Nommez la séance.');
    expect(errors.sessions?.[0]?.minutes?.message).toMatch(/^Une durée entière/);
    expect(errors.sessions?.[0]?.count?.message).toMatch(/^Un nombre entier de séances/);
    expect(errors.looks?.message).toMatch(/^Un nombre entier de tenues/);
  });

  it('sends a package as it was read, its price in cents', async () => {
    const checked = await checkPackage(packageValues(offered));
    expect(checked.errors).toEqual({});
    const { id: _id, createdAt: _createdAt, ...input } = offered;
    expect(checked.values).toEqual(input);
  });
});

describe('the new quote form', () => {
  it('fills one line from a package, and sends the quote apart from its client', async () => {
    const clientId = '6f1c2a8e-4b7d-4e2a-9c1f-3d5e7a9b0c12';
    const values: NewQuoteValues = {
      ...blankQuote(clientId),
      packageId: offered.id,
      buyer: { kind: 'person', name: 'Julie Morel', address: '3 place du Marché', siren: '', vatNumber: '' },
      lines: [packageLine(offered)],
    };
    expect(values.lines).toEqual([{ label: 'Forfait Relooking complet', quantity: '1', price: '450,00' }]);
    const checked = await checkQuote(values);
    expect(checked.errors).toEqual({});
    expect(checked.values).toEqual({
      clientId,
      quote: {
        packageId: offered.id,
        buyer: {
          kind: 'person',
          name: 'Julie Morel',
          address: '3 place du Marché',
          siren: null,
          vatNumber: null,
        },
        lines: [{ label: 'Forfait Relooking complet', quantity: 1, unitCents: 45000 }],
        validDays: 30,
        distance: true,
      },
    });
  });

  it('says what is wrong under each field', async () => {
    const { errors } = await checkQuote({ ...blankQuote(''), validDays: '120' });
    expect(errors.clientId?.message).toBe('Choisissez une cliente.');
    expect(errors.lines?.[0]?.price?.message).toBe('Prix invalide.');
    expect(errors.validDays?.message).toMatch(/^Une validité entière de 1 à 90/);
  });
});
