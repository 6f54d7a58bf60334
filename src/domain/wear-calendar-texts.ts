import type { Category } from './clothing';
import { frenchEuros } from './french-numbers';

/**
 * Her calendar of looks and her wear log (issue 38): a look planned per day, 'Je l'ai porté' counted per garment,
 * cost per wear, and the address of her calendar feed. Zod-free: the web app imports it.
 */

/** At most this many days in one calendar read. */
export const MAX_CALENDAR_SPAN_DAYS = 62;
/** A look is planned from today up to this many days ahead. */
export const MAX_PLAN_AHEAD_DAYS = 365;
/** 'Je l'ai porté' is logged for today or up to this many days back. */
export const MAX_WEAR_BACK_DAYS = 60;
/** At most this many pieces logged at once. */
export const MAX_WEAR_ITEMS = 30;
export const MAX_PLAN_NOTE = 200;
/** 'Jamais porté depuis 6 mois': no wear for this many months, in her wardrobe for at least as long. */
export const UNWORN_MONTHS = 6;
/** How many garments the most and least worn lists show. */
export const SUMMARY_LIST_SIZE = 5;

export const WEAR_CALENDAR_TEXTS = {
  agendaTitle: 'Mon agenda',
  today: 'Aujourd’hui',
  planLook: 'Prévoir une tenue',
  changeLook: 'Changer',
  removeLook: 'Retirer',
  wornIt: 'Je l’ai porté',
  wornToday: 'Porté aujourd’hui',
  undo: 'Annuler',
  subscribe: 'S’abonner dans mon agenda',
  stats: 'Mes statistiques',
  consultantCard: 'Ce qu’elle porte',
  mostWorn: 'Les plus portés',
  leastWorn: 'Les moins portés',
  unworn: 'Jamais porté depuis 6 mois',
  noPrice: 'Prix non renseigné',
  feedCalendarName: 'Mes tenues',
  dayOutOfPlanRange: 'Une tenue se prévoit à partir d’aujourd’hui, et au plus un an à l’avance.',
  dayOutOfWearRange: 'Un port se note pour aujourd’hui ou les 60 derniers jours.',
  spanTooLong: `L’agenda se lit sur ${MAX_CALENDAR_SPAN_DAYS} jours au plus.`,
  invalidDay: 'Date invalide.',
  nothingToLog: 'Cette tenue ne compte aucun vêtement de votre garde-robe à noter.',
  wearNeedsPieces: 'Indiquez la tenue ou les vêtements portés.',
} as const;

/** Who planned a look: she, her consultant, or an account that is gone. */
export type PlannedBy = { id: string; name: string } | null;

/** A look as the calendar shows it (the newest version of the look planned). */
export type CalendarLook = {
  id: string;
  name: string;
  imageUrl: string;
  /** Who composed it; null for a look she composed herself. */
  madeBy: { id: string; name: string } | null;
};

/** One day of her calendar: the look planned, if any, and the garments she logged that day. */
export type CalendarDay = {
  day: string;
  plan: { look: CalendarLook; note: string | null; plannedBy: PlannedBy } | null;
  worn: { itemIds: string[]; outfitIds: string[] };
};

export type CalendarView = { from: string; to: string; today: string; days: CalendarDay[] };

/** A day's log after 'Je l'ai porté' or its undoing. */
export type WornDay = { day: string; itemIds: string[]; outfitIds: string[] };

export type GarmentWears = {
  id: string;
  title: string;
  category: Category;
  imageUrl: string;
  wears: number;
  lastWornOn: string | null;
  priceCents: number | null;
  /** price / max(wears, 1), in whole cents; null without a price. */
  costPerWearCents: number | null;
  /** Not worn for six months, and in her wardrobe for at least as long. */
  unworn: boolean;
};

export type WearSummary = {
  garments: GarmentWears[];
  mostWorn: GarmentWears[];
  leastWorn: GarmentWears[];
  unworn: GarmentWears[];
  totals: {
    garments: number;
    wears: number;
    worn: number;
    unworn: number;
    /** What the garments with a price cost, and the cost per wear over them all; null without any price. */
    spentCents: number | null;
    costPerWearCents: number | null;
  };
};

/** Her feed's state: the address is shown only once, when it is made. */
export type CalendarFeedState = { active: boolean; createdAt: string | null };
export type CalendarFeedCreated = { url: string; createdAt: string };

/** price / max(wears, 1), rounded to whole cents; null without a price. */
export const costPerWearCents = (priceCents: number | null, wears: number): number | null =>
  priceCents === null ? null : Math.round(priceCents / Math.max(wears, 1));

/** 'Coût par port : 12,45 €'. */
export const costPerWearLabel = (cents: number) => `Coût par port\u00A0: ${frenchEuros(cents / 100, true)}`;

/** 'Porté 1 fois', 'Porté 12 fois', 'Jamais porté'. */
export const wornTimesLabel = (wears: number) => (wears === 0 ? 'Jamais porté' : `Porté ${wears}\u00A0fois`);

/** 'YYYY-MM-DD' moved by `days` (negative goes back). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' moved by `months`, the day kept within the month (31 August less 6 months is 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, last));
  return target.toISOString().slice(0, 10);
}

/** Days from `from` to `to` ('YYYY-MM-DD'), 0 for the same day. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Whether `day` is a real 'YYYY-MM-DD' date (not 2026-02-30). */
export const isCalendarDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && addDays(day, 0) === day;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today as 'YYYY-MM-DD' in this time zone (hers: the one her browser told, src/domain/time-zone.ts). */
export function todayIn(timeZone: string, now = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
