import { addDaysTo } from '~/domain/appointment-slots';
import type { Appointment, AppointmentParty, Slots } from '~/domain/appointment-texts';
import { durationLabel, type ClientPackage } from '~/domain/quote-texts';
import { formatTime } from './format';

/**
 * What the appointments' screens ('Agenda', 'Mes rendez-vous', the client file's card) need of appointments in
 * the browser: their days where the browser is, their times, where each stands, the sessions left to book.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The day an instant falls on where the browser is, 'YYYY-MM-DD'. */
export function localDayOf(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Appointments by the day they start on (kept in their order), for a list under each day's title. */
export function byDay<T extends Pick<Appointment, 'startsAt'>>(appointments: readonly T[]) {
  const days: { day: string; items: T[] }[] = [];
  for (const appointment of appointments) {
    const day = localDayOf(appointment.startsAt);
    const last = days.at(-1);
    if (last?.day === day) last.items.push(appointment);
    else days.push({ day, items: [appointment] });
  }
  return days;
}

/** '10:00 – 11:30'. */
export const timeRangeText = (appointment: Pick<Appointment, 'startsAt' | 'endsAt'>) =>
  `${formatTime(appointment.startsAt)} – ${formatTime(appointment.endsAt)}`;

/** Hours before the session until which the client may move or cancel it without losing it (her consultant's rule). */
export const changeHoursOf = (appointment: Pick<Appointment, 'startsAt' | 'changeableUntil'>) =>
  Math.max(
    0,
    Math.round((Date.parse(appointment.startsAt) - Date.parse(appointment.changeableUntil)) / 3_600_000),
  );

/** Whether the client may still move it, or cancel it without the session counting. */
export const isChangeable = (appointment: Pick<Appointment, 'changeableUntil'>, now = Date.now()) =>
  now <= Date.parse(appointment.changeableUntil);

/** 'Le report n’est plus possible à moins de 48 h du rendez-vous.' */
export const tooLateText = (appointment: Pick<Appointment, 'startsAt' | 'changeableUntil'>) =>
  `Le report n’est plus possible à moins de ${changeHoursOf(appointment)}\u00A0h du rendez-vous.`;

/** 'Annulé moins de 48 h avant, ce rendez-vous sera décompté de votre forfait.' */
export const lateCancelText = (appointment: Pick<Appointment, 'startsAt' | 'changeableUntil'>) =>
  `Annulé moins de ${changeHoursOf(appointment)}\u00A0h avant, ce rendez-vous sera décompté de votre forfait.`;

export type StatusTone = 'cancelled' | 'late' | 'given';

/** Where a cancelled appointment stands, as the one who reads it says it; null while it is booked. */
export function statusOf(
  appointment: Pick<Appointment, 'status' | 'cancelledBy' | 'late' | 'counted' | 'clientPackageId'>,
  viewer: AppointmentParty,
): { text: string; tone: StatusTone } | null {
  if (appointment.status !== 'cancelled') return null;
  if (appointment.late && appointment.counted) {
    return {
      text:
        viewer === 'consultant'
          ? 'Annulé tardivement\u00A0: séance décomptée'
          : 'Annulé tardivement\u00A0: séance décomptée de votre forfait',
      tone: 'late',
    };
  }
  if (appointment.late) return { text: 'Annulé tardivement\u00A0: séance rendue', tone: 'given' };
  if (appointment.cancelledBy === 'client') {
    return { text: viewer === 'client' ? 'Annulé par vous' : 'Annulé par la cliente', tone: 'cancelled' };
  }
  return {
    text: viewer === 'consultant' ? 'Annulé par vous' : 'Annulé par votre conseillère',
    tone: 'cancelled',
  };
}

/** Whether the consultant may give back its session: cancelled late by the client, still counted. */
export const isWaivable = (appointment: Pick<Appointment, 'status' | 'late' | 'counted'>) =>
  appointment.status === 'cancelled' && appointment.late && appointment.counted;

export type SessionKind = {
  /** Its place in the package's sessions, as the API names it. */
  index: number;
  label: string;
  minutes: number;
  count: number;
  /** Booked, held or used: booked ones, and those cancelled late that still count. */
  booked: number;
};

/** A package's kinds of session, each with the appointments that take one of it. */
export function sessionKinds(
  bought: Pick<ClientPackage, 'id' | 'sessions'>,
  appointments: readonly Pick<Appointment, 'clientPackageId' | 'sessionIndex' | 'status' | 'counted'>[],
): SessionKind[] {
  return bought.sessions.map((session, index) => ({
    index,
    label: session.label,
    minutes: session.minutes,
    count: session.count,
    booked: appointments.filter(
      (appointment) =>
        appointment.clientPackageId === bought.id &&
        appointment.sessionIndex === index &&
        (appointment.status === 'booked' || appointment.counted),
    ).length,
  }));
}

/** 'Analyse couleurs (1 h 30) : 0 réservée sur 2'. */
export const sessionKindText = (kind: SessionKind) =>
  `${kind.label} (${durationLabel(kind.minutes)})\u00A0: ${kind.booked} ${kind.booked > 1 ? 'réservées' : 'réservée'} sur ${kind.count}`;

/** Its length in minutes. */
export const minutesOfAppointment = (appointment: Pick<Appointment, 'startsAt' | 'endsAt'>) =>
  Math.round((Date.parse(appointment.endsAt) - Date.parse(appointment.startsAt)) / 60_000);

/** Where its calendar file downloads. */
export const icsUrl = (appointment: Pick<Appointment, 'id'>) =>
  `/api/appointments/${encodeURIComponent(appointment.id)}/ics`;

/** Where the page of free slots before this one starts (today at the earliest), unless this one starts today. */
export const earlierFrom = (slots: Pick<Slots, 'from' | 'firstDay'>, pageDays: number): string | null => {
  if (slots.from <= slots.firstDay) return null;
  const day = addDaysTo(slots.from, -pageDays);
  return day < slots.firstDay ? slots.firstDay : day;
};

/** Where the next page of free slots starts: the day after the span shown, unless it reached the last bookable day. */
export const laterFrom = (slots: Pick<Slots, 'to' | 'lastDay'>): string | null =>
  slots.to < slots.lastDay ? addDaysTo(slots.to, 1) : null;
