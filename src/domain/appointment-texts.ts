/**
 * Appointments ('Rendez-vous', issue 39, decision record 79): her weekly availability and its exceptions, the
 * sessions a client books in it, their postponement and cancellation under her rule, and the reminder the day
 * before. Times are wall-clock times in the product's zone (Europe/Paris). Zod-free: the web app imports it.
 */

/** Where her hours are kept and her free slots counted: the product's zone, as the follow-up day's. */
export const APPOINTMENT_TIME_ZONE = 'Europe/Paris';
/** Free slots start every half hour. */
export const SLOT_STEP_MINUTES = 30;
/** A client books from her consultant's notice to this many days ahead. */
export const MAX_BOOKING_DAYS_AHEAD = 90;
/** Days of slots one request shows. */
export const MAX_SLOT_DAYS = 31;
/** Ranges in one day of her week, and days of exception she keeps ahead. */
export const MAX_RANGES_PER_DAY = 6;
export const MAX_EXCEPTIONS = 60;
export const MAX_EXCEPTION_NOTE = 120;
export const MAX_PLACE = 200;
/** Hours ahead a client must book at least; 24 when she has not said. */
export const DEFAULT_NOTICE_HOURS = 24;
export const MAX_NOTICE_HOURS = 336;
/** The reminder goes to both this long before the session. */
export const REMINDER_HOURS = 24;
/** Past appointments a list shows, newest first. */
export const MAX_PAST_APPOINTMENTS = 20;
export const MAX_UPCOMING_APPOINTMENTS = 200;
/** A client's own list: a few packages' sessions at most. */
export const MAX_CLIENT_UPCOMING_APPOINTMENTS = 30;

export const WEEKDAY_NAMES = [
  'Lundi',
  'Mardi',
  'Mercredi',
  'Jeudi',
  'Vendredi',
  'Samedi',
  'Dimanche',
] as const;

/** '09:00' to '12:30', within one day. */
export type TimeRange = { start: string; end: string };

/** A day that does not follow her week: other hours, or none ('Fermé'). */
export type AvailabilityException = { day: string; ranges: TimeRange[]; note: string | null };

export type Availability = {
  /** Monday first: the ranges of each weekday. */
  week: TimeRange[][];
  /** Hours ahead a client must book. */
  noticeHours: number;
  /** Today's and later exceptions, by day. */
  exceptions: AvailabilityException[];
  /** Her cancellation rule ('Mon activité'), shown beside: a session cancelled later counts as used. */
  cancellationHours: number;
};

export type AppointmentStatus = 'booked' | 'cancelled';
export type AppointmentParty = 'client' | 'consultant';

export type Appointment = {
  id: string;
  consultantId: string;
  consultantName: string;
  clientId: string;
  clientName: string;
  /** The package the session is taken from; null for a session she proposed outside one. */
  clientPackageId: string | null;
  /** Which of the package's sessions it takes (its place in the package's list); null outside a package. */
  sessionIndex: number | null;
  sessionLabel: string;
  startsAt: string;
  endsAt: string;
  place: string | null;
  status: AppointmentStatus;
  bookedBy: AppointmentParty;
  cancelledAt: string | null;
  cancelledBy: AppointmentParty | null;
  /** Cancelled by the client inside her consultant's limit. */
  late: boolean;
  /** The session counts as used from its package. */
  counted: boolean;
  /** Until then the client may postpone it or cancel it without losing the session. */
  changeableUntil: string;
  /** The invoice that bills it ('Facturer'), while no credit note cancels it. */
  invoice: { id: string; number: string } | null;
};

export type AppointmentList = { upcoming: Appointment[]; past: Appointment[] };

/** Free start times, day by day ('YYYY-MM-DD' in the product's zone; ISO instants). */
export type SlotDay = { day: string; starts: string[] };
export type Slots = {
  minutes: number;
  /** The days asked, as the server took them (from today, up to the last bookable day). */
  from: string;
  to: string;
  /** Today and the last day a session may be booked: no slot lies outside. */
  firstDay: string;
  lastDay: string;
  /** The days of the span that have a free time, in order. */
  days: SlotDay[];
};

export const APPOINTMENT_TEXTS = {
  rangeInvalid: 'Indiquez des horaires valides, le début avant la fin (ex. 09:00 – 12:30).',
  rangesOverlap: 'Deux plages horaires se chevauchent le même jour.',
  tooManyRanges: `${MAX_RANGES_PER_DAY} plages par jour au maximum.`,
  dayInvalid: 'Indiquez une date valide.',
  exceptionTwice: 'Une même date figure deux fois dans les exceptions.',
  tooManyExceptions: `${MAX_EXCEPTIONS} exceptions au maximum.`,
  noticeInvalid: `Indiquez un délai de prévenance entre 0 et ${MAX_NOTICE_HOURS} heures.`,
  startInvalid: 'Choisissez un créneau.',
  sessionInvalid: 'Choisissez une séance de votre forfait.',
  labelRequired: 'Indiquez l’objet du rendez-vous.',
  minutesInvalid: 'Indiquez une durée entre 15 minutes et 8 heures.',
  slotTaken: 'Ce créneau vient d’être pris. Choisissez-en un autre.',
  slotUnavailable: 'Ce créneau n’est pas disponible. Choisissez-en un autre.',
  noSessionLeft: 'Toutes les séances de ce type ont déjà été réservées.',
  tooLate: (hours: number) =>
    `Le report n’est plus possible à moins de ${hours} h du rendez-vous. Écrivez à votre conseillère.`,
  notBooked: 'Ce rendez-vous est annulé.',
  notWaivable: 'Seule une séance annulée tardivement peut être rendue.',
  alreadyInvoiced:
    'Ce rendez-vous est déjà facturé. Annulez sa facture par un avoir pour le facturer de nouveau.',
  icsTitle: (label: string, with_: string) => `${label} avec ${with_}`,
} as const;

/** 'HH:MM' to minutes since midnight. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Minutes since midnight to 'HH:MM'. */
export const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 'HH:MM' within a day: 00:00 to 24:00. */
export const isTime = (text: string) => /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/.test(text);

/** Whether the ranges of one day are in order, each start before its end, none overlapping. */
export function rangesInOrder(ranges: TimeRange[]): boolean {
  const sorted = [...ranges].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  return sorted.every((range, i) => i === 0 || minutesOf(sorted[i - 1]!.end) <= minutesOf(range.start));
}

/** An empty week: no hours until she gives some. */
export const emptyWeek = (): TimeRange[][] => WEEKDAY_NAMES.map(() => []);

let whenFormat: Intl.DateTimeFormat | undefined;
/** 'jeudi 3 décembre à 10:00', in the product's zone (mails, notices, the calendar file). */
export function appointmentWhen(iso: string): string {
  whenFormat ??= new Intl.DateTimeFormat('fr-FR', {
    timeZone: APPOINTMENT_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });
  const parts = Object.fromEntries(
    whenFormat.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month} à ${parts.hour}:${parts.minute}`;
}
