import { createHash, randomBytes } from 'node:crypto';
import { CATEGORY_LABELS, type Category } from '~/domain/clothing';
import {
  addDays,
  addMonths,
  calendarDaySchema,
  calendarQuerySchema,
  costPerWearCents,
  daysBetween,
  MAX_PLAN_AHEAD_DAYS,
  MAX_WEAR_BACK_DAYS,
  SUMMARY_LIST_SIZE,
  todayIn,
  UNWORN_MONTHS,
  WEAR_CALENDAR_TEXTS,
  type CalendarDay,
  type CalendarFeedCreated,
  type CalendarFeedState,
  type CalendarView,
  type GarmentWears,
  type LogWearInput,
  type PlanLookInput,
  type WearSummary,
  type WornDay,
} from '~/domain/wear-calendar';
import { createAccess } from '../../access/access';
import type { FeatureDeps } from '../../deps';
import { AppError, validationError } from '../../errors';
import { clothingImageUrl } from '../../http/clothing-item';
import { wearCalendarRepository } from './repository';
import { feedCalendar } from './ics-feed';

type Viewer = { id: string };
/** Days of the calendar the feed carries: the last month, and the year ahead. */
const FEED_DAYS_BACK = 31;
const DEFAULT_SPAN_DAYS = 14;

const nameOf = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** 32 random bytes, base64url: 43 characters. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

function parseDay(day: string) {
  const parsed = calendarDaySchema.safeParse(day);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
const invalid = (message: string) => new AppError('INVALID_INPUT', { message });

/**
 * Her calendar (a look per day, planned by her or her consultant), her wear log ('Je l'ai porté', by her alone),
 * cost per wear from the kept counts, and the secret address of her calendar feed. Every call asks the access
 * module first; 'today' is in the time zone her browser told (`timeZone`).
 */
export function wearCalendarService(deps: FeatureDeps) {
  const repo = wearCalendarRepository(deps.db);
  const access = createAccess(deps.db);

  async function days(clientId: string, from: string, to: string): Promise<CalendarDay[]> {
    const [plans, wears] = await Promise.all([
      repo.plans(clientId, from, to),
      repo.wears(clientId, from, to),
    ]);
    const planOf = new Map(plans.map((plan) => [plan.day, plan]));
    const wornOf = new Map<string, { itemIds: string[]; outfitIds: Set<string> }>();
    for (const wear of wears) {
      const worn = wornOf.get(wear.day) ?? { itemIds: [], outfitIds: new Set<string>() };
      worn.itemIds.push(wear.itemId);
      if (wear.outfitId) worn.outfitIds.add(wear.outfitId);
      wornOf.set(wear.day, worn);
    }
    const result: CalendarDay[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const plan = planOf.get(day);
      const worn = wornOf.get(day);
      result.push({
        day,
        plan: plan
          ? {
              look: {
                id: plan.look.id,
                name: plan.look.name,
                // As the outfit lists give it (src/server/features/outfits/service.ts).
                imageUrl: plan.look.shared
                  ? `/api/outfits/${plan.look.id}/image`
                  : `/api/outfits/${plan.look.id}/image?v=${plan.look.updatedAt.getTime()}`,
                madeBy: plan.look.consultantId
                  ? {
                      id: plan.look.consultantId,
                      name: nameOf(plan.makerFirstName, plan.makerLastName) ?? '',
                    }
                  : null,
              },
              note: plan.note,
              plannedBy: plan.plannedBy
                ? { id: plan.plannedBy, name: nameOf(plan.plannerFirstName, plan.plannerLastName) ?? '' }
                : null,
            }
          : null,
        worn: { itemIds: worn?.itemIds ?? [], outfitIds: [...(worn?.outfitIds ?? [])] },
      });
    }
    return result;
  }

  async function wornDay(clientId: string, day: string): Promise<WornDay> {
    const [found] = await days(clientId, day, day);
    return { day, itemIds: found?.worn.itemIds ?? [], outfitIds: found?.worn.outfitIds ?? [] };
  }

  function toGarment(row: Awaited<ReturnType<typeof repo.garmentCounts>>[number], unwornBefore: string) {
    const createdDay = row.createdAt.toISOString().slice(0, 10);
    const version = /enhanced-([\w-]+)\.png$/.exec(row.enhancedImageKey ?? '')?.[1] ?? null;
    const garment: GarmentWears = {
      id: row.id,
      title: row.name ?? CATEGORY_LABELS[row.category as Category],
      category: row.category as Category,
      imageUrl: clothingImageUrl(row.id, 'display', version),
      wears: row.wearCount,
      lastWornOn: row.lastWornOn,
      priceCents: row.priceCents,
      costPerWearCents: costPerWearCents(row.priceCents, row.wearCount),
      unworn: createdDay <= unwornBefore && (row.lastWornOn === null || row.lastWornOn < unwornBefore),
    };
    return garment;
  }

  return {
    async calendar(
      viewer: Viewer,
      clientId: string,
      query: Record<string, string | undefined>,
      timeZone: string,
    ): Promise<CalendarView> {
      await access.requireAccess(viewer, 'clientFile.read', clientId);
      const today = todayIn(timeZone, deps.now());
      const parsed = calendarQuerySchema.safeParse({
        from: query.from ?? today,
        to: query.to ?? addDays(query.from ?? today, DEFAULT_SPAN_DAYS - 1),
      });
      if (!parsed.success) throw validationError(parsed.error);
      const { from, to } = parsed.data;
      return { from, to, today, days: await days(clientId, from, to) };
    },

    async plan(
      viewer: Viewer,
      clientId: string,
      dayParam: string,
      input: PlanLookInput,
      timeZone: string,
    ): Promise<CalendarDay> {
      await access.requireAccess(viewer, 'calendar.plan', clientId);
      const day = parseDay(dayParam);
      const ahead = daysBetween(todayIn(timeZone, deps.now()), day);
      if (ahead < 0 || ahead > MAX_PLAN_AHEAD_DAYS) throw invalid(WEAR_CALENDAR_TEXTS.dayOutOfPlanRange);
      // A look she may read herself, and hers: a look composed for her and shared, or one she composed.
      // (The client reads only looks of her own file: no other client's.)
      const readable = await access.check({ id: clientId }, 'outfit.read', input.outfitId);
      if (!readable.has(input.outfitId)) throw new AppError('NOT_FOUND', { resource: 'outfit' });
      await repo.plan({
        clientId,
        day,
        outfitId: input.outfitId,
        plannedBy: viewer.id,
        note: input.note,
        at: deps.now(),
      });
      const [planned] = await days(clientId, day, day);
      return planned!;
    },

    async unplan(viewer: Viewer, clientId: string, dayParam: string) {
      await access.requireAccess(viewer, 'calendar.plan', clientId);
      await repo.unplan(clientId, parseDay(dayParam));
    },

    async logWear(viewer: Viewer, clientId: string, input: LogWearInput, timeZone: string): Promise<WornDay> {
      await access.requireAccess(viewer, 'wear.log', clientId);
      const back = daysBetween(input.day, todayIn(timeZone, deps.now()));
      if (back < 0 || back > MAX_WEAR_BACK_DAYS) throw invalid(WEAR_CALENDAR_TEXTS.dayOutOfWearRange);
      // She is the viewer: a look she reads is one of her file's.
      if (input.outfitId) await access.requireAccess(viewer, 'outfit.read', input.outfitId);
      let itemIds: string[];
      if (input.itemIds && input.itemIds.length > 0) {
        itemIds = await repo.inHerWardrobe(clientId, input.itemIds);
        if (itemIds.length !== input.itemIds.length) throw new AppError('GARMENT_NOT_ALLOWED');
      } else {
        itemIds = await repo.garmentsOfLook(clientId, input.outfitId!);
      }
      if (itemIds.length === 0) throw invalid(WEAR_CALENDAR_TEXTS.nothingToLog);
      await repo.logWears(clientId, input.day, itemIds, input.outfitId ?? null);
      return wornDay(clientId, input.day);
    },

    async undoWear(viewer: Viewer, clientId: string, dayParam: string, itemId: string | undefined) {
      await access.requireAccess(viewer, 'wear.log', clientId);
      const day = parseDay(dayParam);
      await repo.undoWears(clientId, day, itemId);
      return wornDay(clientId, day);
    },

    async summary(viewer: Viewer, clientId: string, timeZone: string): Promise<WearSummary> {
      await access.requireAccess(viewer, 'clientFile.read', clientId);
      const today = todayIn(timeZone, deps.now());
      const unwornBefore = addMonths(today, -UNWORN_MONTHS);
      const garments = (await repo.garmentCounts(clientId)).map((row) => toGarment(row, unwornBefore));
      const byWears = garments.toSorted((a, b) => b.wears - a.wears || a.title.localeCompare(b.title, 'fr'));
      const worn = byWears.filter((garment) => garment.wears > 0);
      const unworn = garments.filter((garment) => garment.unworn);
      const priced = garments.filter((garment) => garment.priceCents !== null);
      const spentCents = priced.length > 0 ? priced.reduce((sum, g) => sum + g.priceCents!, 0) : null;
      const pricedWears = priced.reduce((sum, g) => sum + g.wears, 0);
      return {
        garments,
        mostWorn: worn.slice(0, SUMMARY_LIST_SIZE),
        leastWorn: byWears.toReversed().slice(0, SUMMARY_LIST_SIZE),
        unworn,
        totals: {
          garments: garments.length,
          wears: garments.reduce((sum, garment) => sum + garment.wears, 0),
          worn: worn.length,
          unworn: unworn.length,
          spentCents,
          costPerWearCents: spentCents === null ? null : costPerWearCents(spentCents, pricedWears),
        },
      };
    },

    async feedState(viewer: Viewer): Promise<CalendarFeedState> {
      const feed = await repo.feed(viewer.id);
      return { active: feed !== null, createdAt: feed?.createdAt.toISOString() ?? null };
    },

    /** A new secret address, replacing the old one: only its SHA-256 is kept, the address is shown this once. */
    async createFeed(viewer: Viewer): Promise<CalendarFeedCreated> {
      await access.requireAccess(viewer, 'wear.log', viewer.id);
      const token = randomBytes(32).toString('base64url');
      const at = deps.now();
      await repo.replaceFeed(viewer.id, sha256(token), at);
      const base = deps.config.publicUrl.replace(/\/$/, '');
      return { url: `${base}/calendar/${token}.ics`, createdAt: at.toISOString() };
    },

    async revokeFeed(viewer: Viewer) {
      await repo.revokeFeed(viewer.id);
    },

    /** The feed a calendar app reads, without a session: the looks' names on their days; null for no such feed. */
    async feedFile(token: string): Promise<string | null> {
      if (!FEED_TOKEN.test(token)) return null;
      const tokenHash = sha256(token);
      const clientId = await repo.feedOwner(tokenHash);
      if (!clientId) return null;
      const today = todayIn('UTC', deps.now());
      const plans = await repo.plans(
        clientId,
        addDays(today, -FEED_DAYS_BACK),
        addDays(today, MAX_PLAN_AHEAD_DAYS + 1),
      );
      return feedCalendar(
        plans.map((plan) => ({ day: plan.day, title: plan.look.name })),
        (day) => `${sha256(`${tokenHash}:${day}`).slice(0, 32)}@atelier`,
      );
    },
  };
}
