import { addDaysTo, freeSlots, instantAt, wallClock, withinHours } from '~/domain/appointment-slots';
import {
  APPOINTMENT_TEXTS,
  DEFAULT_NOTICE_HOURS,
  emptyWeek,
  MAX_BOOKING_DAYS_AHEAD,
  MAX_PAST_APPOINTMENTS,
  MAX_UPCOMING_APPOINTMENTS,
  MAX_CLIENT_UPCOMING_APPOINTMENTS,
  type Appointment,
  type AppointmentList,
  type AppointmentParty,
  type Availability,
  type AvailabilityException,
  type Slots,
} from '~/domain/appointment-texts';
import type {
  AvailabilityInput,
  BookSessionInput,
  ProposeAppointmentInput,
  slotsQuerySchema,
} from '~/domain/appointments';
import { invoiceNumber } from '~/domain/invoice-texts';
import { displayName } from '~/domain/person';
import type { z } from '~/domain/zod';
import { createAccess } from '../../access/access';
import type { FeatureDeps } from '../../deps';
import { AppError } from '../../errors';
import { appointmentInvitation } from './ics-invitation';
import {
  appointmentsRepository,
  BookingRefused,
  type AppointmentRow,
  type AppointmentWithNames,
  type NewAppointment,
} from './repository';

type Viewer = { id: string; role: string };
type SlotsQuery = z.output<typeof slotsQuerySchema>;

const HOUR = 3_600_000;
/** The cancellation rule when she has not filled 'Mon activité': the usual 48 hours. */
const DEFAULT_CANCELLATION_HOURS = 48;

const partyOf = (viewer: Viewer): AppointmentParty => (viewer.role === 'client' ? 'client' : 'consultant');

function toAppointment(
  { item, consultant, client, invoice }: AppointmentWithNames,
  cancellationHours: number,
): Appointment {
  return {
    id: item.id,
    consultantId: item.consultantId,
    consultantName: displayName(consultant),
    clientId: item.clientId,
    clientName: displayName(client),
    clientPackageId: item.clientPackageId,
    sessionIndex: item.sessionIndex,
    sessionLabel: item.sessionLabel,
    startsAt: item.startsAt.toISOString(),
    endsAt: item.endsAt.toISOString(),
    place: item.place,
    status: item.status as Appointment['status'],
    bookedBy: item.bookedBy as AppointmentParty,
    cancelledAt: item.cancelledAt?.toISOString() ?? null,
    cancelledBy: (item.cancelledBy as AppointmentParty | null) ?? null,
    late: item.late,
    counted: item.counted,
    changeableUntil: new Date(item.startsAt.getTime() - cancellationHours * HOUR).toISOString(),
    invoice: invoice ? { id: invoice.id, number: invoiceNumber(invoice.year, invoice.number) } : null,
  };
}

/**
 * Appointments ('Rendez-vous', issue 39, decision record 79): her hours, the free slots in them, sessions booked
 * by the client from her package or proposed by the consultant, moved and cancelled under her rule, each change
 * told to the other; the reminder the day before is the notifications' morning work (mail-rounds.ts).
 */
export function appointmentsService(deps: FeatureDeps) {
  const access = createAccess(deps.db);
  const repo = appointmentsRepository(deps.db);

  /** Her week, exceptions to come and notice: what her free slots are drawn from. */
  async function hoursOf(consultantId: string) {
    const hours = await repo.availability(consultantId);
    const today = wallClock(deps.now()).day;
    return {
      week: hours?.week ?? emptyWeek(),
      exceptions: (hours?.exceptions ?? []).filter((exception) => exception.day >= today),
      noticeHours: hours?.noticeHours ?? DEFAULT_NOTICE_HOURS,
    };
  }

  const cancellationHoursOf = async (consultantId: string) =>
    (await repo.cancellationHours(consultantId)) ?? DEFAULT_CANCELLATION_HOURS;

  async function read(id: string): Promise<{ row: AppointmentWithNames; appointment: Appointment }> {
    const row = await repo.find(id);
    if (!row) throw new AppError('NOT_FOUND', { resource: 'appointment' });
    return { row, appointment: toAppointment(row, await cancellationHoursOf(row.item.consultantId)) };
  }

  async function slotsFor(
    consultantId: string,
    minutes: number,
    query: SlotsQuery,
    earliest: Date,
    hours: Awaited<ReturnType<typeof hoursOf>>,
  ): Promise<Slots> {
    const today = wallClock(deps.now()).day;
    const last = addDaysTo(today, MAX_BOOKING_DAYS_AHEAD);
    const from = query.from && query.from > today ? query.from : today;
    const days = Math.max(0, Math.min(query.days, daysBetween(from, last) + 1));
    const busy = await repo.busy(consultantId, instantAt(from, 0), instantAt(addDaysTo(from, days), 0));
    return {
      minutes,
      from,
      to: days > 0 ? addDaysTo(from, days - 1) : from,
      firstDay: today,
      lastDay: last,
      days: freeSlots({
        from,
        days,
        minutes,
        week: hours.week,
        exceptions: hours.exceptions,
        busy,
        earliest,
      }),
    };
  }

  /** The client books within her consultant's hours, past her notice, within the horizon; the consultant anywhere. */
  function checkSlot(
    viewer: Viewer,
    startsAt: Date,
    minutes: number,
    hours: Awaited<ReturnType<typeof hoursOf>>,
  ) {
    const now = deps.now().getTime();
    if (startsAt.getTime() < now) throw new AppError('SLOT_UNAVAILABLE');
    if (partyOf(viewer) === 'consultant') return;
    const inReach =
      startsAt.getTime() >= now + hours.noticeHours * HOUR &&
      startsAt.getTime() <= now + (MAX_BOOKING_DAYS_AHEAD + 1) * 24 * HOUR;
    if (!inReach || !withinHours(startsAt, minutes, hours.week, hours.exceptions)) {
      throw new AppError('SLOT_UNAVAILABLE');
    }
  }

  async function book(viewer: Viewer, values: NewAppointment, sessionsOfKind: number | null) {
    try {
      const row = await repo.book(values, sessionsOfKind);
      const { appointment } = await read(row.id);
      await tellOther(viewer, row, 'appointment.booked', `appointment.booked:${row.id}`);
      return { appointment, created: true };
    } catch (error) {
      if (!(error instanceof BookingRefused)) throw error;
      if (error.reason === 'ALREADY')
        return { appointment: (await read(error.existing!.id)).appointment, created: false };
      throw new AppError(error.reason);
    }
  }

  /** The other of the two is told: the consultant of what the client did, the client of what the consultant did. */
  function tellOther(
    viewer: Viewer,
    row: Pick<AppointmentRow, 'id' | 'consultantId' | 'clientId' | 'sessionLabel' | 'startsAt'>,
    kind: 'appointment.booked' | 'appointment.moved' | 'appointment.cancelled',
    eventKey: string,
  ) {
    const recipientId = viewer.id === row.clientId ? row.consultantId : row.clientId;
    return deps.notifier.tell({
      recipientId,
      kind,
      eventKey,
      subject: {
        actorId: viewer.id,
        recipientRole: recipientId === row.clientId ? 'client' : 'consultant',
        clientId: row.clientId,
        appointmentId: row.id,
        startsAt: row.startsAt.toISOString(),
      },
    });
  }

  return {
    async availability(consultant: Viewer): Promise<Availability> {
      const [hours, cancellationHours] = await Promise.all([
        hoursOf(consultant.id),
        cancellationHoursOf(consultant.id),
      ]);
      return { ...hours, cancellationHours };
    },

    /** Her week, her notice and her exceptions, whole; the exceptions of days gone by are dropped. */
    async saveAvailability(consultant: Viewer, input: AvailabilityInput): Promise<Availability> {
      const today = wallClock(deps.now()).day;
      const exceptions: AvailabilityException[] = input.exceptions
        .filter((exception) => exception.day >= today)
        .sort((a, b) => a.day.localeCompare(b.day));
      await repo.saveAvailability(consultant.id, { ...input, exceptions }, deps.now());
      return this.availability(consultant);
    },

    /** Her own free slots, for a session she proposes (no notice applies to her). */
    async ownSlots(consultant: Viewer, query: SlotsQuery): Promise<Slots> {
      const hours = await hoursOf(consultant.id);
      return slotsFor(consultant.id, query.minutes ?? 60, query, deps.now(), hours);
    },

    /** The free slots for a session of a package: for the client, past her consultant's notice. */
    async packageSlots(viewer: Viewer, clientPackageId: string, query: SlotsQuery): Promise<Slots> {
      await access.requireAccess(viewer, 'clientPackage.book', clientPackageId);
      const item = await repo.findPackage(clientPackageId);
      if (!item) throw new AppError('NOT_FOUND', { resource: 'clientPackage' });
      const session = item.content.sessions[query.session ?? 0];
      if (!session) throw new AppError('INVALID_INPUT', { message: APPOINTMENT_TEXTS.sessionInvalid });
      const hours = await hoursOf(item.consultantId);
      const notice = partyOf(viewer) === 'client' ? hours.noticeHours * HOUR : 0;
      return slotsFor(
        item.consultantId,
        session.minutes,
        query,
        new Date(deps.now().getTime() + notice),
        hours,
      );
    },

    /** A session of her package, booked by the client or by her consultant for her. */
    async bookSession(viewer: Viewer, clientPackageId: string, input: BookSessionInput) {
      await access.requireAccess(viewer, 'clientPackage.book', clientPackageId);
      const item = await repo.findPackage(clientPackageId);
      if (!item) throw new AppError('NOT_FOUND', { resource: 'clientPackage' });
      const session = item.content.sessions[input.session];
      if (!session) throw new AppError('INVALID_INPUT', { message: APPOINTMENT_TEXTS.sessionInvalid });
      const startsAt = new Date(input.startsAt);
      checkSlot(viewer, startsAt, session.minutes, await hoursOf(item.consultantId));
      return book(
        viewer,
        {
          consultantId: item.consultantId,
          clientId: item.clientId,
          clientPackageId: item.id,
          sessionIndex: input.session,
          sessionLabel: session.label,
          startsAt,
          endsAt: new Date(startsAt.getTime() + session.minutes * 60_000),
          place: input.place,
          bookedBy: partyOf(viewer),
          requestId: input.requestId,
          counted: true,
        },
        session.count,
      );
    },

    /** A session she proposes outside a package (a call, a follow-up): in any free time of hers. */
    async propose(consultant: Viewer, clientId: string, input: ProposeAppointmentInput) {
      await access.requireAccess(consultant, 'appointment.propose', clientId);
      const startsAt = new Date(input.startsAt);
      checkSlot(consultant, startsAt, input.minutes, await hoursOf(consultant.id));
      return book(
        consultant,
        {
          consultantId: consultant.id,
          clientId,
          clientPackageId: null,
          sessionIndex: null,
          sessionLabel: input.label,
          startsAt,
          endsAt: new Date(startsAt.getTime() + input.minutes * 60_000),
          place: input.place,
          bookedBy: 'consultant',
          requestId: input.requestId,
          counted: false,
        },
        null,
      );
    },

    /** Hers, from today on and the last ones before (a consultant's, with the clients she follows now). */
    async list(viewer: Viewer): Promise<AppointmentList> {
      const party = { id: viewer.id, role: partyOf(viewer) };
      const since = startOfToday(deps.now());
      const [upcoming, past] = await Promise.all([
        repo.upcoming(
          party,
          since,
          party.role === 'client' ? MAX_CLIENT_UPCOMING_APPOINTMENTS : MAX_UPCOMING_APPOINTMENTS,
        ),
        repo.past(party, since, MAX_PAST_APPOINTMENTS),
      ]);
      return withRules([...upcoming, ...past], upcoming.length);
    },

    /** A client's with the consultant who asks (or all hers, for herself), from today on. */
    async listOfClient(viewer: Viewer, clientId: string): Promise<AppointmentList> {
      await access.requireAccess(viewer, 'clientFile.read', clientId);
      if (viewer.id === clientId) return this.list(viewer);
      const rows = await repo.ofClient(
        viewer.id,
        clientId,
        startOfToday(deps.now()),
        MAX_UPCOMING_APPOINTMENTS,
      );
      return withRules(rows, rows.length);
    },

    async get(viewer: Viewer, id: string): Promise<Appointment> {
      await access.requireAccess(viewer, 'appointment.read', id);
      return (await read(id)).appointment;
    },

    /**
     * Another time: the client up to her consultant's limit and into a free slot of her hours; the consultant at
     * any time into any free time.
     */
    async move(viewer: Viewer, id: string, at: string): Promise<Appointment> {
      await access.requireAccess(viewer, 'appointment.change', id);
      const { row, appointment } = await read(id);
      const startsAt = new Date(at);
      if (appointment.status !== 'booked') throw new AppError('APPOINTMENT_CANCELLED');
      if (startsAt.getTime() === row.item.startsAt.getTime()) return appointment;
      if (partyOf(viewer) === 'client' && deps.now() > new Date(appointment.changeableUntil)) {
        const hours = (row.item.startsAt.getTime() - Date.parse(appointment.changeableUntil)) / HOUR;
        throw new AppError('APPOINTMENT_TOO_LATE', { hours });
      }
      const minutes = (row.item.endsAt.getTime() - row.item.startsAt.getTime()) / 60_000;
      checkSlot(viewer, startsAt, minutes, await hoursOf(row.item.consultantId));
      const outcome = await repo.move(
        row.item,
        startsAt,
        new Date(startsAt.getTime() + minutes * 60_000),
        deps.now(),
      );
      if (outcome === 'taken') throw new AppError('SLOT_TAKEN');
      if (outcome === 'gone') throw new AppError('APPOINTMENT_CANCELLED');
      const after = await read(id);
      await tellOther(
        viewer,
        after.row.item,
        'appointment.moved',
        `appointment.moved:${id}:${after.row.item.sequence}`,
      );
      return after.appointment;
    },

    /**
     * Cancelled: by the client inside her consultant's limit, the session still counts as used (unless she
     * waives it); otherwise, and always when the consultant cancels, the package gets it back. Twice is once.
     */
    async cancel(viewer: Viewer, id: string): Promise<Appointment> {
      await access.requireAccess(viewer, 'appointment.change', id);
      const { row, appointment } = await read(id);
      if (appointment.status === 'cancelled') return appointment;
      const by = partyOf(viewer);
      const late = by === 'client' && deps.now() > new Date(appointment.changeableUntil);
      if (await repo.cancel(id, { by, late, at: deps.now() })) {
        await tellOther(viewer, row.item, 'appointment.cancelled', `appointment.cancelled:${id}`);
      }
      return (await read(id)).appointment;
    },

    /** A late cancellation's session given back to the client's package. */
    async waive(consultant: Viewer, id: string): Promise<Appointment> {
      await access.requireAccess(consultant, 'appointment.waive', id);
      const { appointment } = await read(id);
      if (appointment.status !== 'cancelled' || !appointment.late)
        throw new AppError('APPOINTMENT_NOT_WAIVABLE');
      if (!appointment.counted) return appointment;
      await repo.waive(id, deps.now());
      return (await read(id)).appointment;
    },

    /** The .ics of it, for the one who asks: titled with the other's name. */
    async invitation(viewer: Viewer, id: string): Promise<string> {
      await access.requireAccess(viewer, 'appointment.read', id);
      const { row, appointment } = await read(id);
      return appointmentInvitation(appointment, {
        sequence: row.item.sequence,
        withName: viewer.id === row.item.clientId ? appointment.consultantName : appointment.clientName,
        host: new URL(deps.config.publicUrl).hostname,
      });
    },
  };

  async function withRules(rows: AppointmentWithNames[], upcomingCount: number): Promise<AppointmentList> {
    const rules = new Map<string, number>();
    for (const consultantId of new Set(rows.map((row) => row.item.consultantId))) {
      rules.set(consultantId, await cancellationHoursOf(consultantId));
    }
    const all = rows.map((row) => toAppointment(row, rules.get(row.item.consultantId)!));
    return { upcoming: all.slice(0, upcomingCount), past: all.slice(upcomingCount) };
  }
}

/** Midnight today in the product's zone: what started earlier today is still 'à venir' until the day ends. */
function startOfToday(now: Date): Date {
  const { minutes } = wallClock(now);
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000 - minutes * 60_000);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (24 * HOUR));
