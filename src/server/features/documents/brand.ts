import { DEFAULT_ACCENT_COLOR } from '~/domain/business-texts';
import type { BrandRow } from './repository';

/** What a document says of the consultant who hands it over: her business, her colour, how to reach her. */
export type Brand = {
  name: string;
  accent: string;
  /** Email and phone, as printed. */
  contacts: string[];
  website: string | null;
  logo: Buffer | null;
};

export function brandOf(row: BrandRow, logo: Buffer | null): Brand {
  const business = row.business;
  return {
    name: business?.businessName ?? `${row.firstName} ${row.lastName}`.trim(),
    accent: business?.accentColor ?? DEFAULT_ACCENT_COLOR,
    contacts: [business?.email, business?.phone].filter((line): line is string => Boolean(line)),
    website: business?.website ?? null,
    logo,
  };
}

/** Without a consultant following her: the product's own colour and no name. */
export const NO_BRAND: Brand = {
  name: '',
  accent: DEFAULT_ACCENT_COLOR,
  contacts: [],
  website: null,
  logo: null,
};
