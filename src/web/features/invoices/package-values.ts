import type { Package } from '~/domain/quote-texts';
import { centsOf, centsText, wholeNumber } from '~/web/lib/invoice-fields';
import { schemaResolver } from '~/web/lib/lazy-validation';
import type { PackageInput } from './quotes-api';

/** A package as typed: each number a text ('89,90', '90'), as the fields hold it. */
export type SessionValues = { label: string; minutes: string; count: string };
export type PackageValues = {
  name: string;
  price: string;
  description: string;
  sessions: SessionValues[];
  looks: string;
  carnet: boolean;
  supportDays: string;
};

export const blankSession = (): SessionValues => ({ label: '', minutes: '90', count: '1' });

export const packageValues = (offered: Package | null): PackageValues =>
  offered
    ? {
        name: offered.name,
        price: centsText(offered.priceCents),
        description: offered.description ?? '',
        sessions: offered.sessions.map((session) => ({
          label: session.label,
          minutes: String(session.minutes),
          count: String(session.count),
        })),
        looks: String(offered.looks),
        carnet: offered.carnet,
        supportDays: String(offered.supportDays),
      }
    : {
        name: '',
        price: '',
        description: '',
        sessions: [blankSession()],
        looks: '0',
        carnet: false,
        supportDays: '0',
      };

const numberOr = (value: number | null) => value ?? Number.NaN;

const toInput = (values: PackageValues) => ({
  name: values.name,
  priceCents: numberOr(centsOf(values.price)),
  description: values.description,
  sessions: values.sessions.map((session) => ({
    label: session.label,
    minutes: numberOr(wholeNumber(session.minutes)),
    count: numberOr(wholeNumber(session.count)),
  })),
  looks: numberOr(wholeNumber(values.looks)),
  carnet: values.carnet,
  supportDays: numberOr(wholeNumber(values.supportDays)),
});

/** A path of the schema as the form names it: the price is its `priceCents`, the list's own problem its root. */
const fieldOf = (path: string) =>
  path === 'priceCents' ? 'price' : path === 'sessions' ? 'sessions.root' : path;

/** The server's own schema (src/domain/quotes.ts), loaded with the form (decision record 53). */
export const packageResolver = schemaResolver<PackageValues, PackageInput>(
  () => import('~/domain/quotes').then((module) => module.packageSchema),
  toInput,
  fieldOf,
);
