import type { PaletteMatch } from './palette-match';
import type { ProposalState } from './proposals';
import { MAX_NOTES_LENGTH } from './limits';
import { z } from './zod';
import {
  ARCHIVE_REASONS,
  CATEGORIES,
  COLORS,
  DEFAULT_COLOR,
  DEFAULT_SEASON,
  OCCASIONS,
  SEASONS,
  type ArchiveReason,
  type Category,
  type Color,
  type Occasion,
  type Season,
} from './clothing';
import { WARDROBE_MESSAGES } from './wardrobe-texts';
import { MIN_PURCHASE_DATE, WARDROBE_PAGE_SIZE } from './limits';
export { MIN_PURCHASE_DATE, WARDROBE_PAGE_SIZE } from './limits';
export { WARDROBE_MESSAGES } from './wardrobe-texts';

export { MAX_NOTES_LENGTH };
export const MAX_GARMENT_NAME_LENGTH = 80;
export const MAX_BRAND_LENGTH = 60;
export const MAX_SIZE_LENGTH = 20;
export const MAX_SHOP_LENGTH = 80;
export const MAX_PRODUCT_URL_LENGTH = 2000;
export const MAX_FIT_NOTE_LENGTH = 300;
export const MAX_PRICE_CENTS = 100_000_00;
export const MAX_WARDROBE_PAGE_SIZE = 100;

/** Optional text: trimmed; missing, null or empty means none (null). */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((text) => text || null);

/** 'ab,cd' or 'ab.cd' euros, at most two decimals; a minus sign is read, to say that it is refused. */
const PRICE_PATTERN = /^(-?)(\d+)(?:[.,](\d{1,2}))?$/;

/** A price in euros, typed ('49,90', '49.9', '1 200') or sent as a number; null when none, euros otherwise. */
const priceSchema = z
  .union([z.number(), z.string()], { error: WARDROBE_MESSAGES.priceInvalid })
  .nullish()
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : (value ?? '').replace(/\s/g, '');
    if (!text) return null;
    const match = PRICE_PATTERN.exec(text);
    const cents = match ? Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0')) : NaN;
    const message = !match
      ? WARDROBE_MESSAGES.priceInvalid
      : match[1]
        ? WARDROBE_MESSAGES.priceNegative
        : cents > MAX_PRICE_CENTS
          ? WARDROBE_MESSAGES.priceTooHigh
          : null;
    if (message) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return cents / 100;
  });

/**
 * Today's date where the day starts first (UTC+14): a date that is already today for someone somewhere is never
 * refused as being in the future, whatever the clock of the browser or the server says.
 */
export const latestToday = (now = new Date()) =>
  new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);

function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day)
  );
}

/** 'YYYY-MM-DD' (what a date input gives), not before 1900 and not in the future; null when none. */
const purchaseDateSchema = z
  .string({ error: WARDROBE_MESSAGES.purchaseDateInvalid })
  .trim()
  .nullish()
  .transform((day, ctx) => {
    if (!day) return null;
    const message =
      !isCalendarDay(day) || day < MIN_PURCHASE_DATE
        ? WARDROBE_MESSAGES.purchaseDateInvalid
        : day > latestToday()
          ? WARDROBE_MESSAGES.purchaseDateFuture
          : null;
    if (message) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return day;
  });

/**
 * A shop's product page: https only (a `javascript:` or plain http link never reaches a page), a real host name,
 * and written as browsers write it, so the database's https check always holds.
 */
const productUrlSchema = z
  .string()
  .trim()
  .nullish()
  .transform((text) => text || null)
  .pipe(
    z
      .url({ protocol: /^https$/, hostname: z.regexes.domain, message: WARDROBE_MESSAGES.productUrlInvalid })
      .max(MAX_PRODUCT_URL_LENGTH, WARDROBE_MESSAGES.productUrlInvalid)
      .transform((url) => new URL(url).href)
      .nullable(),
  );

/** The occasions ticked, each once and in the list's order, whatever order they came in. */
const occasionsSchema = z
  .array(z.enum(OCCASIONS))
  .max(OCCASIONS.length)
  .default([])
  .transform((chosen) => OCCASIONS.filter((occasion) => chosen.includes(occasion)));

/**
 * The garment fields of the add and edit dialogs (the image travels beside them, as multipart files). Every
 * field but the category is optional; an edit sends them all, and a missing one is cleared.
 */
export const clothingFieldsSchema = z.object({
  category: z.enum(CATEGORIES, WARDROBE_MESSAGES.categoryRequired),
  color: z.enum(COLORS).default(DEFAULT_COLOR),
  season: z.enum(SEASONS).default(DEFAULT_SEASON),
  occasions: occasionsSchema,
  name: optionalText(MAX_GARMENT_NAME_LENGTH, WARDROBE_MESSAGES.nameTooLong),
  brand: optionalText(MAX_BRAND_LENGTH, WARDROBE_MESSAGES.brandTooLong),
  size: optionalText(MAX_SIZE_LENGTH, WARDROBE_MESSAGES.sizeTooLong),
  price: priceSchema,
  purchaseDate: purchaseDateSchema,
  notes: optionalText(MAX_NOTES_LENGTH, WARDROBE_MESSAGES.notesTooLong),
  /** Where a proposal is sold, its page and how it fits (the size field holds the advised size). */
  shop: optionalText(MAX_SHOP_LENGTH, WARDROBE_MESSAGES.shopTooLong),
  productUrl: productUrlSchema,
  fitNote: optionalText(MAX_FIT_NOTE_LENGTH, WARDROBE_MESSAGES.fitNoteTooLong),
});
export type ClothingFields = z.input<typeof clothingFieldsSchema>;

/** GET /api/wardrobe/items query: search over French labels and notes, a category, a cursor page. */
export const wardrobeListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  category: z.enum(CATEGORIES).optional(),
  /** 'Dans ma palette': only garments whose verdict against the client's palette is this one. */
  palette: z.enum(['in', 'near', 'out']).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_WARDROBE_PAGE_SIZE).default(WARDROBE_PAGE_SIZE),
});

export const archiveGarmentSchema = z.object({ reason: z.enum(ARCHIVE_REASONS) });

/** 'Sortis de la garde-robe': the garments she gave, sold or threw away, the latest first. */
export const archiveListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_WARDROBE_PAGE_SIZE).default(WARDROBE_PAGE_SIZE),
});

/** A garment as the API returns it. Image URLs are API paths, served only to people allowed to see them. */
export type ClothingItem = {
  id: string;
  ownerId: string;
  category: Category;
  color: Color;
  season: Season;
  /** The occasions it suits; empty when she said none (it then goes with every one). */
  occasions: Occasion[];
  notes: string | null;
  /** What the owner calls it, e.g. 'Chemise en lin'; cards fall back to the category label. */
  name: string | null;
  brand: string | null;
  size: string | null;
  shop: string | null;
  productUrl: string | null;
  fitNote: string | null;
  /** In euros, at most two decimals. */
  price: number | null;
  /** 'YYYY-MM-DD'. */
  purchaseDate: string | null;
  /** The best image to show: the enhanced PNG when it exists, the original otherwise (400 px square). */
  displayUrl: string;
  /** The original photo (longest side 1024). */
  originalUrl: string;
  /** The background-free PNG (longest side 512), when enhancement succeeded. */
  enhancedUrl: string | null;
  /** The measured colours of the cutout (#rrggbb), largest share first; empty until measured. */
  colors: string[];
  /** Against the palette of the client whose garments these are (or who is looking); null without one. */
  paletteMatch: PaletteMatch | null;
  createdAt: string;
  /** When and why she took it out of her wardrobe; null while it is in it. */
  archived: { at: string; reason: ArchiveReason } | null;
  /** On a proposal, as its client and her consultant see it: her answer and what it would unlock. */
  proposal?: ProposalState;
};

export type Page<T> = { items: T[]; nextCursor: string | null };

/** Lowercase without accents, so 'ete' finds 'Été'. Used for the stored search text and for queries. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
