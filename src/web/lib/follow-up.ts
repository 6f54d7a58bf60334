import { frenchDay, todayHere } from '~/web/lib/french-date';
import { knownBrowserTimeZone } from '~/web/lib/time-zone';
import {
  FOLLOW_UP_TIME_ZONE,
  followUpState,
  todayForFollowUp,
  type FollowUpState,
} from '~/domain/follow-up-day';

/**
 * Today where follow-ups fall due, from Date's local getters when the browser is known to be in that zone: no
 * Intl to start on the portfolio's first paint (decision record 57).
 */
export function followUpToday(now = new Date()): string {
  return knownBrowserTimeZone() === FOLLOW_UP_TIME_ZONE ? todayHere(now) : todayForFollowUp(now);
}

const sameYear = (day: string, today: string) => day.slice(0, 4) === today.slice(0, 4);

/** 'À relancer le 12 décembre', with the year when it is not this year's. */
export function followUpLabel(day: string, today = followUpToday()): string {
  return `À relancer le ${frenchDay(day, { month: 'long', year: !sameYear(day, today) })}`;
}

/** A card's short badge: 'Relance en retard', 'À relancer aujourd'hui' or 'À relancer le 12 déc.'. */
export function followUpBadge(day: string, today = followUpToday()): string {
  const state = followUpState(day, today);
  if (state === 'late') return 'Relance en retard';
  if (state === 'today') return "À relancer aujourd'hui";
  return `À relancer le ${frenchDay(day, { month: 'short', year: !sameYear(day, today) })}`;
}

/** The badge's colours: red when late, amber on the day, neutral before. */
export const FOLLOW_UP_STYLES: Record<FollowUpState, string> = {
  late: 'border-red-200 bg-red-50 text-red-800',
  today: 'border-amber-200 bg-amber-50 text-amber-900',
  upcoming: 'border-gray-200 bg-gray-50 text-gray-700',
};
