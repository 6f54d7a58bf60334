import {
  CAPSULE_KINDS,
  CAPSULE_MESSAGES,
  MAX_CAPSULE_NAME,
  MAX_CAPSULE_NOTES,
  MAX_CAPSULE_OCCASIONS,
  MAX_OCCASION_LENGTH,
  MAX_TRIP_DAYS,
  tripLength,
} from './capsule-texts';
import { z } from './zod';

export * from './capsule-texts';

/** A calendar day, 'YYYY-MM-DD', that exists (no 31 February). */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date invalide.')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, 'Date invalide.');

const name = z
  .string({ error: CAPSULE_MESSAGES.nameRequired })
  .trim()
  .min(1, CAPSULE_MESSAGES.nameRequired)
  .max(MAX_CAPSULE_NAME, CAPSULE_MESSAGES.nameTooLong);

/** Free words ('Travail', 'Soirée'), each once, empty ones dropped. */
const occasions = z
  .array(z.string().trim().max(MAX_OCCASION_LENGTH, CAPSULE_MESSAGES.occasionTooLong))
  .transform((list) => [...new Set(list.filter((word) => word !== ''))])
  .pipe(z.array(z.string()).max(MAX_CAPSULE_OCCASIONS, CAPSULE_MESSAGES.tooManyOccasions));

const notes = z
  .string()
  .trim()
  .max(MAX_CAPSULE_NOTES, CAPSULE_MESSAGES.notesTooLong)
  .nullish()
  .transform((text) => (text ? text : null));

type Dates = { startsOn?: string | null; endsOn?: string | null };

/** The dates' own rules: both or neither, in order, at most MAX_TRIP_DAYS days. */
function checkDates(dates: Dates, context: z.RefinementCtx) {
  const { startsOn, endsOn } = dates;
  if (!startsOn && !endsOn) return;
  if (!startsOn || !endsOn) {
    context.addIssue({ code: 'custom', message: CAPSULE_MESSAGES.datesRequired, path: ['startsOn'] });
    return;
  }
  if (endsOn < startsOn)
    context.addIssue({ code: 'custom', message: CAPSULE_MESSAGES.datesOrder, path: ['endsOn'] });
  else if (tripLength(startsOn, endsOn) > MAX_TRIP_DAYS)
    context.addIssue({ code: 'custom', message: CAPSULE_MESSAGES.tripTooLong, path: ['endsOn'] });
}

export const createCapsuleSchema = z
  .object({
    kind: z.enum(CAPSULE_KINDS),
    name,
    startsOn: calendarDay.nullish(),
    endsOn: calendarDay.nullish(),
    occasions: occasions.default([]),
    notes,
  })
  .superRefine((input, context) => {
    const dated = Boolean(input.startsOn || input.endsOn);
    if (input.kind === 'capsule' && dated)
      context.addIssue({ code: 'custom', message: CAPSULE_MESSAGES.datesOnlyForTravel, path: ['startsOn'] });
    else if (input.kind === 'travel' && !dated)
      context.addIssue({ code: 'custom', message: CAPSULE_MESSAGES.datesRequired, path: ['startsOn'] });
    else checkDates(input, context);
  });
export type CreateCapsuleInput = z.input<typeof createCapsuleSchema>;

/** Any of its fields; a travel case's dates come together. */
export const updateCapsuleSchema = z
  .object({
    name: name.optional(),
    startsOn: calendarDay.optional(),
    endsOn: calendarDay.optional(),
    occasions: occasions.optional(),
    notes: notes.optional(),
  })
  .superRefine(checkDates);
export type UpdateCapsuleInput = z.input<typeof updateCapsuleSchema>;

export const capsulePackedSchema = z.object({ packed: z.boolean() });

export const capsuleDaySchema = z.object({
  outfitId: z.uuid().nullish(),
  occasion: z
    .string()
    .trim()
    .max(MAX_OCCASION_LENGTH, CAPSULE_MESSAGES.occasionTooLong)
    .nullish()
    .transform((text) => (text ? text : null)),
});
export type CapsuleDayInput = z.input<typeof capsuleDaySchema>;
