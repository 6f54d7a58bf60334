import { z } from './zod';
import {
  daysBetween,
  isCalendarDay,
  MAX_CALENDAR_SPAN_DAYS,
  MAX_PLAN_NOTE,
  MAX_WEAR_ITEMS,
  WEAR_CALENDAR_TEXTS,
} from './wear-calendar-texts';

export * from './wear-calendar-texts';

export const calendarDaySchema = z
  .string()
  .refine((day) => isCalendarDay(day), WEAR_CALENDAR_TEXTS.invalidDay);

/** The days of her calendar to read: `from` to `to`, both included, 62 days at most. */
export const calendarQuerySchema = z
  .object({ from: calendarDaySchema, to: calendarDaySchema })
  .refine(({ from, to }) => {
    const span = daysBetween(from, to);
    return span >= 0 && span < MAX_CALENDAR_SPAN_DAYS;
  }, WEAR_CALENDAR_TEXTS.spanTooLong);
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/** A look planned for a day. */
export const planLookSchema = z.object({
  outfitId: z.uuid(),
  note: z
    .string()
    .trim()
    .max(MAX_PLAN_NOTE, `La note ne peut pas dépasser ${MAX_PLAN_NOTE} caractères.`)
    .nullish()
    .transform((text) => (text ? text : null)),
});
export type PlanLookInput = z.infer<typeof planLookSchema>;

/** 'Je l'ai porté': the day's look, or pieces. */
export const logWearSchema = z
  .object({
    day: calendarDaySchema,
    outfitId: z.uuid().optional(),
    itemIds: z
      .array(z.uuid())
      .max(MAX_WEAR_ITEMS)
      .optional()
      .transform((ids) => (ids ? [...new Set(ids)] : undefined)),
  })
  .refine(
    ({ outfitId, itemIds }) => outfitId !== undefined || (itemIds?.length ?? 0) > 0,
    WEAR_CALENDAR_TEXTS.wearNeedsPieces,
  );
export type LogWearInput = z.infer<typeof logWearSchema>;

/** Undoing a day's log: every piece, or one. */
export const undoWearQuerySchema = z.object({ itemId: z.uuid().optional() });

/** A new feed address, asked for in so many words (as a consent is), so a stray or malformed body makes none. */
export const createFeedSchema = z.object({
  subscribe: z.literal(true, 'Confirmez l’abonnement à votre agenda.'),
});
