import { z } from './zod';
import { NOTE_MAX_LENGTH, NOTE_MESSAGES } from './client-note-texts';
import { NOTES_PAGE_SIZE } from './limits';
export { FOLLOW_UP_TIME_ZONE, todayForFollowUp, followUpState, type FollowUpState } from './follow-up-day';
export { NOTE_MAX_LENGTH, NOTE_MESSAGES } from './client-note-texts';
export { NOTES_PAGE_SIZE } from './limits';

/**
 * The consultant's working file on a client: dated private notes, and the day she means to get back to the
 * client. Both belong to the consultant alone; the client never sees them.
 */
export type ClientNote = {
  id: string;
  body: string;
  createdAt: string;
  updatedAt: string;
};

export const noteBodySchema = z.object({
  body: z
    .string(NOTE_MESSAGES.empty)
    .trim()
    .min(1, NOTE_MESSAGES.empty)
    .max(NOTE_MAX_LENGTH, NOTE_MESSAGES.tooLong),
});

export const noteListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(NOTES_PAGE_SIZE),
});

/** A calendar day, as `<input type="date">` gives it. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
};

/** The day to get back to the client, or null to clear it. Years 2000 to 2999, so the database takes any. */
export const followUpSchema = z.object({
  followUpOn: z
    .string(NOTE_MESSAGES.invalidFollowUp)
    .regex(ISO_DAY, NOTE_MESSAGES.invalidFollowUp)
    .refine(
      (day) => day >= '2000-01-01' && day <= '2999-12-31' && isRealDay(day),
      NOTE_MESSAGES.invalidFollowUp,
    )
    .nullable(),
});
