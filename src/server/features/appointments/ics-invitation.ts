import { createEvent, type DateArray } from 'ics';
import { APPOINTMENT_TEXTS, type Appointment } from '~/domain/appointment-texts';

const utcArray = (iso: string): DateArray => {
  const at = new Date(iso);
  return [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()];
};

/**
 * The appointment as an iCalendar event (the `ics` package) for the one who downloads it: titled with the session
 * and the other person's name, its place; one uid for good and a sequence that grows at each change, so a calendar
 * that imported it updates it (or marks it cancelled) rather than adding another.
 */
export function appointmentInvitation(
  appointment: Appointment,
  options: { sequence: number; withName: string; host: string },
): string {
  const { error, value } = createEvent({
    uid: `${appointment.id}@${options.host}`,
    sequence: options.sequence,
    productId: '-//Atelier//Rendez-vous//FR',
    method: 'PUBLISH',
    title: APPOINTMENT_TEXTS.icsTitle(appointment.sessionLabel, options.withName),
    start: utcArray(appointment.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcArray(appointment.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    ...(appointment.place ? { location: appointment.place } : {}),
    status: appointment.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    classification: 'PRIVATE',
  });
  if (error || !value) throw error ?? new Error('invitation not written');
  return value;
}
