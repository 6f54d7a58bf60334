import {
  APPOINTMENT_TEXTS,
  isTime,
  MAX_EXCEPTION_NOTE,
  MAX_EXCEPTIONS,
  MAX_NOTICE_HOURS,
  MAX_PLACE,
  MAX_RANGES_PER_DAY,
  minutesOf,
  rangesInOrder,
  WEEKDAY_NAMES,
} from './appointment-texts';
import { optional, required, wholeIn } from './invoices';
import { MAX_SESSION_LABEL, MAX_SESSION_MINUTES, MIN_SESSION_MINUTES } from './quote-texts';
import { z } from './zod';

export * from './appointment-texts';

const rangeSchema = z
  .object({
    start: z.string().refine(isTime, APPOINTMENT_TEXTS.rangeInvalid),
    end: z.string().refine(isTime, APPOINTMENT_TEXTS.rangeInvalid),
  })
  .refine((range) => minutesOf(range.start) < minutesOf(range.end), APPOINTMENT_TEXTS.rangeInvalid);

const dayRangesSchema = z
  .array(rangeSchema)
  .max(MAX_RANGES_PER_DAY, APPOINTMENT_TEXTS.tooManyRanges)
  .refine(rangesInOrder, APPOINTMENT_TEXTS.rangesOverlap)
  .transform((ranges) => [...ranges].sort((a, b) => minutesOf(a.start) - minutesOf(b.start)));

const daySchema = z.iso.date(APPOINTMENT_TEXTS.dayInvalid);

/** PUT /api/me/availability: her week, her notice and her exceptions, whole. */
export const availabilitySchema = z.object({
  week: z.array(dayRangesSchema).length(WEEKDAY_NAMES.length),
  noticeHours: wholeIn(0, MAX_NOTICE_HOURS, APPOINTMENT_TEXTS.noticeInvalid),
  exceptions: z
    .array(
      z.object({
        day: daySchema,
        ranges: dayRangesSchema,
        note: optional().pipe(z.string().max(MAX_EXCEPTION_NOTE).nullable()),
      }),
    )
    .max(MAX_EXCEPTIONS, APPOINTMENT_TEXTS.tooManyExceptions)
    .refine(
      (exceptions) => new Set(exceptions.map((exception) => exception.day)).size === exceptions.length,
      APPOINTMENT_TEXTS.exceptionTwice,
    ),
});
export type AvailabilityInput = z.output<typeof availabilitySchema>;

const startsAtSchema = z.iso.datetime({ offset: true, error: APPOINTMENT_TEXTS.startInvalid });
const placeSchema = optional().pipe(z.string().max(MAX_PLACE).nullable());

/** POST /api/client-packages/:id/appointments: a session of the package, by its place in the package's list. */
export const bookSessionSchema = z.object({
  requestId: z.uuid(),
  session: wholeIn(0, 50, APPOINTMENT_TEXTS.sessionInvalid),
  startsAt: startsAtSchema,
  place: placeSchema,
});
export type BookSessionInput = z.output<typeof bookSessionSchema>;

/** POST /api/clients/:clientId/appointments: a session she proposes outside a package (a follow-up, a call). */
export const proposeAppointmentSchema = z.object({
  requestId: z.uuid(),
  label: required(APPOINTMENT_TEXTS.labelRequired, MAX_SESSION_LABEL),
  minutes: wholeIn(MIN_SESSION_MINUTES, MAX_SESSION_MINUTES, APPOINTMENT_TEXTS.minutesInvalid),
  startsAt: startsAtSchema,
  place: placeSchema,
});
export type ProposeAppointmentInput = z.output<typeof proposeAppointmentSchema>;

/** POST /api/appointments/:id/move. */
export const moveAppointmentSchema = z.object({ startsAt: startsAtSchema });

/** GET …/slots?from=YYYY-MM-DD&days=14 (&session=0 for a package, &minutes=60 for her own). */
export const slotsQuerySchema = z.object({
  from: daySchema.optional(),
  days: z.coerce.number().int().min(1).max(31).default(14),
  session: z.coerce.number().int().min(0).max(50).optional(),
  minutes: z.coerce.number().int().min(MIN_SESSION_MINUTES).max(MAX_SESSION_MINUTES).optional(),
});
