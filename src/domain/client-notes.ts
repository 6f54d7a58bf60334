import { z } from './zod';

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

export const NOTE_MAX_LENGTH = 5000;
export const NOTES_PAGE_SIZE = 20;

export const NOTE_MESSAGES = {
  empty: 'La note ne peut pas être vide.',
  tooLong: `La note ne peut pas dépasser ${NOTE_MAX_LENGTH} caractères.`,
  notFound: 'Note introuvable.',
  loadFailed: 'Impossible de charger les notes.',
  saveFailed: "La note n'a pas pu être enregistrée.",
  deleteFailed: "La note n'a pas pu être supprimée.",
  invalidFollowUp: 'Choisissez une date de relance valide.',
  followUpFailed: "La date de relance n'a pas pu être enregistrée.",
} as const;

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

/** 'À relancer le 12 décembre' is due from that day on, in the product's time zone. */
export const FOLLOW_UP_TIME_ZONE = 'Europe/Paris';

/** Made on first use: a formatter with a time zone costs a phone tens of milliseconds to build. */
let dayInParis: Intl.DateTimeFormat | undefined;

/** Today as 'YYYY-MM-DD' in the product's time zone, where a follow-up falls due. */
export function todayForFollowUp(now = new Date()): string {
  dayInParis ??= new Intl.DateTimeFormat('en-US', {
    timeZone: FOLLOW_UP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = Object.fromEntries(dayInParis.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export type FollowUpState = 'late' | 'today' | 'upcoming';

/** Days compare as text: 'YYYY-MM-DD' sorts like the calendar. */
export function followUpState(day: string, today = todayForFollowUp()): FollowUpState {
  if (day < today) return 'late';
  return day === today ? 'today' : 'upcoming';
}
