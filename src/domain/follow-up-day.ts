/** When a consultant's follow-up day falls due (client-notes.ts has the rest of her notes' rules). */
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
