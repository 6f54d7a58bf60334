import { and, asc, desc, eq, gt, gte, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AvailabilityInput } from '~/domain/appointments';
import type { Database } from '../../db/client';
import { giveBackSessions } from '../../db/package-sessions';
import {
  appointments,
  clientPackages,
  consultantAvailability,
  consultantClients,
  consultantInvoicing,
  invoices,
  profiles,
} from '../../db/schema';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = Omit<
  typeof appointments.$inferInsert,
  | 'id'
  | 'createdAt'
  | 'updatedAt'
  | 'status'
  | 'cancelledAt'
  | 'cancelledBy'
  | 'late'
  | 'remindedAt'
  | 'sequence'
>;
export type AppointmentWithNames = {
  item: AppointmentRow;
  consultant: { firstName: string; lastName: string };
  client: { firstName: string; lastName: string };
  invoice: { id: string; year: number; number: number } | null;
};

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const consultantPerson = alias(profiles, 'consultant_person');
const clientPerson = alias(profiles, 'client_person');

/** The invoice that bills it and no credit note cancels, read by `invoices_appointment_idx`. */
const billedBy = sql<
  AppointmentWithNames['invoice']
>`(select json_build_object('id', billing.id, 'year', billing.year, 'number', billing.number)
  from ${invoices} as billing
  where billing.appointment_id = ${appointments.id} and billing.kind = 'invoice'
    and not exists (select 1 from ${invoices} as credit_note where credit_note.credits_invoice_id = billing.id)
  order by billing.created_at desc limit 1)`;

/** Thrown inside a booking transaction to end it with a refusal, nothing written. */
export class BookingRefused extends Error {
  constructor(
    readonly reason: 'SLOT_TAKEN' | 'NO_SESSION_LEFT' | 'ALREADY',
    readonly existing?: AppointmentRow,
  ) {
    super(reason);
  }
}

export function appointmentsRepository(db: Database) {
  const withNames = (on: Database | Tx = db) =>
    on
      .select({
        item: appointments,
        consultant: { firstName: consultantPerson.firstName, lastName: consultantPerson.lastName },
        client: { firstName: clientPerson.firstName, lastName: clientPerson.lastName },
        invoice: billedBy,
      })
      .from(appointments)
      .innerJoin(consultantPerson, eq(consultantPerson.id, appointments.consultantId))
      .innerJoin(clientPerson, eq(clientPerson.id, appointments.clientId));

  /** Her booked sessions overlapping [from, to), but `except`. */
  const busyBetween = (on: Database | Tx, consultantId: string, from: Date, to: Date, except?: string) =>
    on
      .select({ id: appointments.id, startsAt: appointments.startsAt, endsAt: appointments.endsAt })
      .from(appointments)
      .where(
        and(
          eq(appointments.consultantId, consultantId),
          eq(appointments.status, 'booked'),
          lt(appointments.startsAt, to),
          gt(appointments.endsAt, from),
          except ? ne(appointments.id, except) : undefined,
        ),
      );

  /** Her profile row, locked without blocking the rows that refer to it: bookings of one consultant in turn. */
  const lockConsultant = (tx: Tx, consultantId: string) =>
    tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, consultantId)).for('no key update');

  return {
    async availability(consultantId: string) {
      const [row] = await db
        .select({
          week: consultantAvailability.week,
          exceptions: consultantAvailability.exceptions,
          noticeHours: consultantAvailability.noticeHours,
        })
        .from(consultantAvailability)
        .where(eq(consultantAvailability.consultantId, consultantId));
      return row ?? null;
    },

    /** Her cancellation rule from 'Mon activité'; null when she has not filled it. */
    async cancellationHours(consultantId: string): Promise<number | null> {
      const [rule] = await db
        .select({ cancellationHours: consultantInvoicing.cancellationHours })
        .from(consultantInvoicing)
        .where(eq(consultantInvoicing.consultantId, consultantId));
      return rule?.cancellationHours ?? null;
    },

    async saveAvailability(consultantId: string, input: AvailabilityInput, at: Date) {
      await db
        .insert(consultantAvailability)
        .values({ consultantId, ...input, updatedAt: at })
        .onConflictDoUpdate({
          target: consultantAvailability.consultantId,
          set: { ...input, updatedAt: at },
        });
    },

    busy(consultantId: string, from: Date, to: Date) {
      return busyBetween(db, consultantId, from, to);
    },

    async find(id: string): Promise<AppointmentWithNames | null> {
      const [row] = await withNames().where(eq(appointments.id, id));
      return row ?? null;
    },

    async findPackage(id: string) {
      const [row] = await db.select().from(clientPackages).where(eq(clientPackages.id, id));
      return row ?? null;
    },

    /**
     * Books it under her lock: refused when it overlaps a booked session of hers, or when the package has no
     * session of that kind left; the same request twice gives back the first booking.
     */
    async book(values: NewAppointment, sessionsOfKind: number | null): Promise<AppointmentRow> {
      return db.transaction(async (tx) => {
        await lockConsultant(tx, values.consultantId);
        const [existing] = await tx
          .select()
          .from(appointments)
          .where(
            and(
              eq(appointments.consultantId, values.consultantId),
              eq(appointments.requestId, values.requestId),
            ),
          );
        if (existing) throw new BookingRefused('ALREADY', existing);
        if ((await busyBetween(tx, values.consultantId, values.startsAt, values.endsAt)).length > 0) {
          throw new BookingRefused('SLOT_TAKEN');
        }
        if (values.clientPackageId && sessionsOfKind !== null) {
          await tx
            .select({ id: clientPackages.id })
            .from(clientPackages)
            .where(eq(clientPackages.id, values.clientPackageId))
            .for('no key update');
          const [{ used }] = (await tx
            .select({ used: sql<number>`count(*)::int` })
            .from(appointments)
            .where(
              and(
                eq(appointments.clientPackageId, values.clientPackageId),
                eq(appointments.sessionIndex, values.sessionIndex!),
                eq(appointments.counted, true),
              ),
            )) as [{ used: number }];
          if (used >= sessionsOfKind) throw new BookingRefused('NO_SESSION_LEFT');
          await tx
            .update(clientPackages)
            .set({ sessionsUsed: sql`${clientPackages.sessionsUsed} + 1` })
            .where(eq(clientPackages.id, values.clientPackageId));
        }
        const [row] = await tx
          .insert(appointments)
          .values({ ...values, counted: values.clientPackageId !== null })
          .returning();
        return row!;
      });
    },

    /** Moves a booked session under her lock; false when it overlaps another or is no longer booked. */
    async move(
      item: AppointmentRow,
      startsAt: Date,
      endsAt: Date,
      at: Date,
    ): Promise<'moved' | 'taken' | 'gone'> {
      return db.transaction(async (tx) => {
        await lockConsultant(tx, item.consultantId);
        if ((await busyBetween(tx, item.consultantId, startsAt, endsAt, item.id)).length > 0) return 'taken';
        const moved = await tx
          .update(appointments)
          .set({
            startsAt,
            endsAt,
            remindedAt: null,
            sequence: sql`${appointments.sequence} + 1`,
            updatedAt: at,
          })
          .where(and(eq(appointments.id, item.id), eq(appointments.status, 'booked')))
          .returning({ id: appointments.id });
        return moved.length > 0 ? 'moved' : 'gone';
      });
    },

    /** Cancels a booked session; the package gets its session back unless it still counts (late, not waived). */
    async cancel(
      id: string,
      change: { by: 'client' | 'consultant'; late: boolean; at: Date },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(appointments)
          .set({
            status: 'cancelled',
            cancelledAt: change.at,
            cancelledBy: change.by,
            late: change.late,
            counted: sql`${appointments.counted} and ${change.late}`,
            sequence: sql`${appointments.sequence} + 1`,
            updatedAt: change.at,
          })
          .where(and(eq(appointments.id, id), eq(appointments.status, 'booked')))
          .returning();
        if (!row) return false;
        if (!change.late) await giveBackSessions(tx, eq(appointments.id, row.id));
        return true;
      });
    },

    /** A late cancellation's session given back to the package; false when it was not one, or given back already. */
    async waive(id: string, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(appointments)
          .set({ counted: false, updatedAt: at })
          .where(
            and(
              eq(appointments.id, id),
              eq(appointments.status, 'cancelled'),
              eq(appointments.counted, true),
            ),
          )
          .returning();
        if (!row) return false;
        await giveBackSessions(tx, eq(appointments.id, row.id));
        return true;
      });
    },

    /** Hers (a consultant's, with the clients she follows now; or a client's), from `since` on, soonest first. */
    upcoming(viewer: { id: string; role: 'consultant' | 'client' }, since: Date, limit: number) {
      return withNames()
        .where(and(ownedBy(viewer), gte(appointments.startsAt, since)))
        .orderBy(asc(appointments.startsAt), asc(appointments.id))
        .limit(limit);
    },

    past(viewer: { id: string; role: 'consultant' | 'client' }, before: Date, limit: number) {
      return withNames()
        .where(and(ownedBy(viewer), lt(appointments.startsAt, before)))
        .orderBy(desc(appointments.startsAt), desc(appointments.id))
        .limit(limit);
    },

    /** A client's with one consultant, soonest first from `since` (the client's file). */
    ofClient(consultantId: string, clientId: string, since: Date, limit: number) {
      return withNames()
        .where(
          and(
            eq(appointments.consultantId, consultantId),
            eq(appointments.clientId, clientId),
            gte(appointments.startsAt, since),
          ),
        )
        .orderBy(asc(appointments.startsAt), asc(appointments.id))
        .limit(limit);
    },
  };
}

/** A consultant's appointments with the clients she follows now; a client's, all of hers. */
const ownedBy = (viewer: { id: string; role: 'consultant' | 'client' }) =>
  viewer.role === 'client'
    ? eq(appointments.clientId, viewer.id)
    : and(
        eq(appointments.consultantId, viewer.id),
        sql`exists (select 1 from ${consultantClients} where ${consultantClients.consultantId} = ${appointments.consultantId} and ${consultantClients.clientId} = ${appointments.clientId})`,
      );
