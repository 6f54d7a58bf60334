import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantAt, wallClock } from '~/domain/appointment-slots';
import {
  APPOINTMENT_TEXTS,
  type Appointment,
  type AppointmentList,
  type Availability,
  type Slots,
} from '~/domain/appointment-texts';
import type { ClientPackage, Package, Quote } from '~/domain/quote-texts';
import { consultantClients } from '../../db/schema';
import { TEST_INVOICING, TEST_PACKAGE, invoiceRequest, quoteRequest } from '../../test/invoices';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, type TestUser } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const allWeek = (start = '09:00', end = '18:00') => Array.from({ length: 7 }, () => [{ start, end }]);

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

async function linkedPair() {
  const consultant = await signUp(t, 'consultant', { firstName: 'Inès', lastName: 'Moreau' });
  const client = await signUp(t, 'client', { firstName: 'Léa', lastName: 'Petit' });
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  expect(
    (await consultant.request('/api/me/invoicing', { method: 'PUT', json: TEST_INVOICING })).status,
  ).toBe(200);
  const hours = await consultant.request('/api/me/availability', {
    method: 'PUT',
    json: { week: allWeek(), noticeHours: 24, exceptions: [] },
  });
  expect(hours.status).toBe(200);
  return { consultant, client };
}

/** The client's package, bought by accepting a quote of TEST_PACKAGE (one 'Analyse couleurs', two 'Tri'). */
async function boughtPackage(consultant: TestUser, client: TestUser): Promise<ClientPackage> {
  const added = (await (
    await consultant.request('/api/me/packages', { method: 'POST', json: TEST_PACKAGE })
  ).json()) as Package;
  const quote = (await (
    await consultant.request(`/api/clients/${client.id}/quotes`, {
      method: 'POST',
      json: quoteRequest({ packageId: added.id }),
    })
  ).json()) as Quote;
  const accepted = await client.request(`/api/quotes/${quote.id}/acceptance`, {
    method: 'POST',
    json: { termsAccepted: true, earlyStart: true },
  });
  expect(accepted.status).toBe(200);
  const { packages } = (await (await client.request(`/api/clients/${client.id}/packages`)).json()) as {
    packages: ClientPackage[];
  };
  return packages[0]!;
}

async function slotsOf(user: TestUser, packageId: string, session = 0, from?: string, days = 7) {
  const response = await user.request(
    `/api/client-packages/${packageId}/slots?session=${session}&days=${days}${from ? `&from=${from}` : ''}`,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Slots;
}

const book = (
  user: TestUser,
  packageId: string,
  startsAt: string,
  session = 0,
  requestId = crypto.randomUUID(),
) =>
  user.request(`/api/client-packages/${packageId}/appointments`, {
    method: 'POST',
    json: { requestId, session, startsAt, place: 'Visio' },
  });

async function booked(user: TestUser, packageId: string, startsAt: string, session = 0) {
  const response = await book(user, packageId, startsAt, session);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Appointment;
}

const sessionsUsed = async (client: TestUser) =>
  (
    (await (await client.request(`/api/clients/${client.id}/packages`)).json()) as {
      packages: ClientPackage[];
    }
  ).packages[0]!.sessionsUsed;

/** A day at least `days` ahead, in Paris. */
const dayAhead = (days: number) => wallClock(new Date(t.deps.now().getTime() + days * 24 * HOUR)).day;

describe('Disponibilités', () => {
  it('are her week, her notice and her coming exceptions; overlapping ranges are refused in French', async () => {
    const { consultant, client } = await linkedPair();
    const day = dayAhead(10);
    const saved = await consultant.request('/api/me/availability', {
      method: 'PUT',
      json: {
        week: allWeek(),
        noticeHours: 48,
        exceptions: [
          { day, ranges: [], note: 'Salon' },
          { day: '2020-01-01', ranges: [], note: null },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const availability = (await saved.json()) as Availability;
    expect(availability).toMatchObject({ noticeHours: 48, cancellationHours: 48 });
    expect(availability.exceptions).toEqual([{ day, ranges: [], note: 'Salon' }]);

    const overlapping = await consultant.request('/api/me/availability', {
      method: 'PUT',
      json: {
        week: [
          [
            { start: '09:00', end: '12:00' },
            { start: '11:00', end: '13:00' },
          ],
          [],
          [],
          [],
          [],
          [],
          [],
        ],
        noticeHours: 24,
        exceptions: [],
      },
    });
    expect(overlapping.status).toBe(400);
    expect((await errorOf(overlapping)).message).toBe(APPOINTMENT_TEXTS.rangesOverlap);
    expect((await client.request('/api/me/availability')).status).toBe(403);
  });
});

describe('Créneaux libres', () => {
  it('say which days they cover, so a fortnight she is away leads on to the next one', async () => {
    const { consultant, client } = await linkedPair();
    const item = await boughtPackage(consultant, client);
    const today = dayAhead(0);
    const away = Array.from({ length: 20 }, (_, i) => ({ day: dayAhead(i), ranges: [], note: 'Congés' }));
    const saved = await consultant.request('/api/me/availability', {
      method: 'PUT',
      json: { week: allWeek(), noticeHours: 24, exceptions: away },
    });
    expect(saved.status).toBe(200);
    const first = await slotsOf(client, item.id, 0, undefined, 14);
    expect(first).toMatchObject({
      from: today,
      to: dayAhead(13),
      firstDay: today,
      lastDay: dayAhead(90),
      days: [],
    });
    const next = await slotsOf(client, item.id, 0, dayAhead(14), 14);
    expect(next.days[0]!.day).toBe(dayAhead(20));
    const beyond = await slotsOf(client, item.id, 0, dayAhead(85), 14);
    expect(beyond).toMatchObject({ from: dayAhead(85), to: dayAhead(90) });
  });
});

describe('Réserver une séance', () => {
  it('offers her free slots past the notice, books one session of the package, and tells the consultant', async () => {
    const { consultant, client } = await linkedPair();
    const item = await boughtPackage(consultant, client);
    const slots = await slotsOf(client, item.id);
    expect(slots.minutes).toBe(90);
    const first = slots.days[0]!.starts[0]!;
    expect(new Date(first).getTime()).toBeGreaterThanOrEqual(t.deps.now().getTime() + 24 * HOUR);
    // 09:00 to 18:00 every half hour, a 90-minute session ending by 18:00: 16 starts on a whole day.
    expect(slots.days.at(-1)!.starts).toHaveLength(16);
    expect(wallClock(new Date(slots.days.at(-1)!.starts[0]!))).toMatchObject({ minutes: 9 * 60 });

    const appointment = await booked(client, item.id, first);
    expect(appointment).toMatchObject({
      sessionLabel: 'Analyse couleurs',
      status: 'booked',
      bookedBy: 'client',
      counted: true,
      consultantName: 'Inès Moreau',
      clientName: 'Léa Petit',
      place: 'Visio',
    });
    expect(new Date(appointment.endsAt).getTime() - new Date(appointment.startsAt).getTime()).toBe(
      90 * 60_000,
    );
    expect(await sessionsUsed(client)).toBe(1);

    // Taken: gone from the slots, and the one 'Analyse couleurs' is used.
    const after = await slotsOf(client, item.id, 1);
    expect(after.days.flatMap((day) => day.starts)).not.toContain(first);
    const again = await book(client, item.id, slots.days[1]!.starts[0]!);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({
      code: 'NO_SESSION_LEFT',
      message: APPOINTMENT_TEXTS.noSessionLeft,
    });

    const mine = (await (await client.request('/api/me/appointments')).json()) as AppointmentList;
    expect(mine.upcoming.map((a) => a.id)).toEqual([appointment.id]);
    const hers = (await (await consultant.request('/api/me/appointments')).json()) as AppointmentList;
    expect(hers.upcoming.map((a) => a.id)).toEqual([appointment.id]);
    const notices = await t.db.query.notifications.findMany();
    expect(
      notices.filter((n) => n.recipientId === consultant.id && n.kind === 'appointment.booked'),
    ).toHaveLength(1);
  });

  it('is one booking for a double tap, and one of two clients for the same slot at once', async () => {
    const { consultant, client } = await linkedPair();
    const other = await signUp(t, 'client', { firstName: 'Zoé', lastName: 'Roux' });
    await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: other.id });
    const item = await boughtPackage(consultant, client);
    const otherItem = await boughtPackage(consultant, other);
    const slot = (await slotsOf(client, item.id)).days[0]!.starts[2]!;

    const requestId = crypto.randomUUID();
    const [a, b] = await Promise.all([
      book(client, item.id, slot, 0, requestId),
      book(client, item.id, slot, 0, requestId),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(((await a.json()) as Appointment).id).toBe(((await b.json()) as Appointment).id);
    expect(await sessionsUsed(client)).toBe(1);

    // Another slot, overlapping by half an hour, wanted by both clients at the same time: one gets it.
    const later = new Date(new Date(slot).getTime() + 3 * HOUR).toISOString();
    const [x, y] = await Promise.all([book(client, item.id, later, 1), book(other, otherItem.id, later, 1)]);
    expect([x.status, y.status].sort()).toEqual([201, 409]);
    expect(await errorOf(x.status === 409 ? x : y)).toMatchObject({ code: 'SLOT_TAKEN' });
    const overlapping = new Date(new Date(slot).getTime() + HOUR).toISOString();
    expect((await book(other, otherItem.id, overlapping, 1)).status).toBe(409);
  });

  it('refuses the client a time outside her hours or before the notice; the consultant proposes any free time', async () => {
    const { consultant, client } = await linkedPair();
    const item = await boughtPackage(consultant, client);
    const day = dayAhead(5);
    const night = instantAt(day, 22 * 60).toISOString();
    const refused = await book(client, item.id, night);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      code: 'SLOT_UNAVAILABLE',
      message: APPOINTMENT_TEXTS.slotUnavailable,
    });
    const soon = new Date(
      Math.ceil((t.deps.now().getTime() + 2 * HOUR) / (30 * 60_000)) * 30 * 60_000,
    ).toISOString();
    expect((await book(client, item.id, soon)).status).toBe(409);

    const proposed = await consultant.request(`/api/clients/${client.id}/appointments`, {
      method: 'POST',
      json: {
        requestId: crypto.randomUUID(),
        label: 'Point de suivi',
        minutes: 30,
        startsAt: night,
        place: null,
      },
    });
    expect(proposed.status).toBe(201);
    expect((await proposed.json()) as Appointment).toMatchObject({
      clientPackageId: null,
      counted: false,
      bookedBy: 'consultant',
    });
    const notices = await t.db.query.notifications.findMany();
    expect(
      notices.filter((n) => n.recipientId === client.id && n.kind === 'appointment.booked'),
    ).toHaveLength(1);
    // The client may not propose outside a package.
    const byClient = await client.request(`/api/clients/${client.id}/appointments`, {
      method: 'POST',
      json: { requestId: crypto.randomUUID(), label: 'x', minutes: 30, startsAt: night, place: null },
    });
    expect(byClient.status).toBe(403);
  });
});

describe('Facturer', () => {
  it('bills a session of her agenda once, again only after a credit note, and only hers', async () => {
    const { consultant, client } = await linkedPair();
    const other = await signUp(t, 'consultant');
    await t.db.insert(consultantClients).values({ consultantId: other.id, clientId: client.id });
    await other.request('/api/me/invoicing', { method: 'PUT', json: TEST_INVOICING });
    const startsAt = instantAt(dayAhead(3), 11 * 60).toISOString();
    const proposed = await consultant.request(`/api/clients/${client.id}/appointments`, {
      method: 'POST',
      json: { requestId: crypto.randomUUID(), label: 'Point de suivi', minutes: 30, startsAt, place: null },
    });
    const session = (await proposed.json()) as Appointment;
    expect(session.invoice).toBeNull();

    const bill = (user: TestUser) =>
      user.request(`/api/clients/${client.id}/invoices`, {
        method: 'POST',
        json: invoiceRequest({ appointmentId: session.id }),
      });
    const first = await bill(consultant);
    expect(first.status).toBe(201);
    const invoice = (await first.json()) as { id: string; number: string };
    const listed = async () =>
      ((await (await consultant.request('/api/me/appointments')).json()) as AppointmentList).upcoming.find(
        (item) => item.id === session.id,
      );
    expect((await listed())?.invoice).toEqual({ id: invoice.id, number: invoice.number });

    const again = await bill(consultant);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({
      code: 'APPOINTMENT_INVOICED',
      message: APPOINTMENT_TEXTS.alreadyInvoiced,
    });
    // Another consultant of hers cannot bill it: not hers to see.
    expect((await bill(other)).status).toBe(404);

    const credited = await consultant.request(`/api/invoices/${invoice.id}/credit-note`, {
      method: 'POST',
      json: { requestId: crypto.randomUUID(), reason: null },
    });
    expect(credited.status).toBe(201);
    expect((await listed())?.invoice).toBeNull();
    expect((await bill(consultant)).status).toBe(201);
  });
});

describe('Reporter, annuler', () => {
  it('lets the client postpone before her consultant’s limit, not after; the consultant moves it any time', async () => {
    const { consultant, client } = await linkedPair();
    const item = await boughtPackage(consultant, client);
    const slots = await slotsOf(client, item.id, 1, dayAhead(4));
    const appointment = await booked(client, item.id, slots.days[0]!.starts[0]!, 1);
    const moved = await client.request(`/api/appointments/${appointment.id}/move`, {
      method: 'POST',
      json: { startsAt: slots.days[1]!.starts[0]! },
    });
    expect(moved.status).toBe(200);
    const after = (await moved.json()) as Appointment;
    expect(after.startsAt).toBe(slots.days[1]!.starts[0]);

    // 47 hours before it: inside the 48-hour limit.
    t.advanceTime(new Date(after.startsAt).getTime() - t.deps.now().getTime() - 47 * HOUR);
    const late = await client.request(`/api/appointments/${appointment.id}/move`, {
      method: 'POST',
      json: { startsAt: slots.days[2]!.starts[0]! },
    });
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toMatchObject({
      code: 'APPOINTMENT_TOO_LATE',
      message: APPOINTMENT_TEXTS.tooLate(48),
    });
    const byConsultant = await consultant.request(`/api/appointments/${appointment.id}/move`, {
      method: 'POST',
      json: { startsAt: slots.days[2]!.starts[4]! },
    });
    expect(byConsultant.status).toBe(200);
    const notices = await t.db.query.notifications.findMany();
    expect(
      notices
        .filter((n) => n.kind === 'appointment.moved')
        .map((n) => n.recipientId)
        .sort(),
    ).toEqual([client.id, consultant.id].sort());
  });

  it('gives the session back when cancelled in time, counts it when cancelled late unless she waives it', async () => {
    const { consultant, client } = await linkedPair();
    const item = await boughtPackage(consultant, client);
    const slots = await slotsOf(client, item.id, 1, dayAhead(4));
    const early = await booked(client, item.id, slots.days[0]!.starts[0]!, 1);
    const lateOne = await booked(client, item.id, slots.days[1]!.starts[0]!, 1);
    expect(await sessionsUsed(client)).toBe(2);

    const cancelled = await client.request(`/api/appointments/${early.id}/cancel`, { method: 'POST' });
    expect((await cancelled.json()) as Appointment).toMatchObject({
      status: 'cancelled',
      late: false,
      counted: false,
    });
    expect(await sessionsUsed(client)).toBe(1);

    t.advanceTime(new Date(lateOne.startsAt).getTime() - t.deps.now().getTime() - 10 * HOUR);
    const late = await client.request(`/api/appointments/${lateOne.id}/cancel`, { method: 'POST' });
    expect((await late.json()) as Appointment).toMatchObject({
      status: 'cancelled',
      late: true,
      counted: true,
      cancelledBy: 'client',
    });
    expect((await client.request(`/api/appointments/${lateOne.id}/cancel`, { method: 'POST' })).status).toBe(
      200,
    );
    expect(await sessionsUsed(client)).toBe(1);

    expect((await client.request(`/api/appointments/${lateOne.id}/waive`, { method: 'POST' })).status).toBe(
      403,
    );
    const waived = await consultant.request(`/api/appointments/${lateOne.id}/waive`, { method: 'POST' });
    expect((await waived.json()) as Appointment).toMatchObject({ counted: false });
    expect(await sessionsUsed(client)).toBe(0);
    expect((await consultant.request(`/api/appointments/${early.id}/waive`, { method: 'POST' })).status).toBe(
      409,
    );
  });
});

describe('Invitation et rappel', () => {
  it('gives each an .ics titled with the other, updated by a move, and reminds both once the day before', async () => {
    const { consultant, client } = await linkedPair();
    const item = await boughtPackage(consultant, client);
    const slots = await slotsOf(client, item.id, 0, dayAhead(3));
    const appointment = await booked(client, item.id, slots.days[0]!.starts[0]!);

    const forClient = await client.request(`/api/appointments/${appointment.id}/ics`);
    expect(forClient.headers.get('content-type')).toContain('text/calendar');
    const clientIcs = await forClient.text();
    expect(clientIcs).toContain('BEGIN:VEVENT');
    expect(clientIcs).toContain('SUMMARY:Analyse couleurs avec Inès Moreau');
    const start = new Date(appointment.startsAt).toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(clientIcs).toContain(`DTSTART:${start}Z`);
    expect(clientIcs).toContain('SEQUENCE:0');
    expect(await (await consultant.request(`/api/appointments/${appointment.id}/ics`)).text()).toContain(
      'SUMMARY:Analyse couleurs avec Léa Petit',
    );
    const stranger = await signUp(t, 'client');
    expect((await stranger.request(`/api/appointments/${appointment.id}/ics`)).status).toBe(404);

    // The day before, within the hour: both are reminded, once, by mail.
    t.advanceTime(new Date(appointment.startsAt).getTime() - t.deps.now().getTime() - 23.5 * HOUR);
    await t.jobs.drain();
    t.advanceTime(2 * 60_000);
    await t.jobs.drain();
    const reminders = (await t.db.query.notifications.findMany()).filter(
      (n) => n.kind === 'appointment.reminder' && [client.id, consultant.id].includes(n.recipientId),
    );
    expect(reminders.map((n) => n.recipientId).sort()).toEqual([client.id, consultant.id].sort());
    t.advanceTime(10 * 60_000);
    await t.jobs.drain();
    const mailed = t.mails.filter((mail) => mail.text.includes('Rappel'));
    expect(mailed.map((mail) => mail.to).sort()).toEqual([client.email, consultant.email].sort());
    expect(mailed[0]!.text).not.toContain('Analyse couleurs');

    const moved = await consultant.request(`/api/appointments/${appointment.id}/move`, {
      method: 'POST',
      json: { startsAt: new Date(new Date(appointment.startsAt).getTime() + 2 * HOUR).toISOString() },
    });
    expect(moved.status).toBe(200);
    expect(await (await client.request(`/api/appointments/${appointment.id}/ics`)).text()).toContain(
      'SEQUENCE:1',
    );
  });
});

describe('Fin du suivi', () => {
  it('cancels their sessions to come and gives the package its sessions back', async () => {
    const { consultant, client } = await linkedPair();
    const item = await boughtPackage(consultant, client);
    const appointment = await booked(client, item.id, (await slotsOf(client, item.id)).days[0]!.starts[0]!);
    expect(await sessionsUsed(client)).toBe(1);
    expect((await client.request(`/api/links/${consultant.id}`, { method: 'DELETE' })).status).toBe(204);
    const after = (await (await client.request(`/api/appointments/${appointment.id}`)).json()) as Appointment;
    expect(after).toMatchObject({ status: 'cancelled', cancelledBy: 'client', counted: false, late: false });
    expect(await sessionsUsed(client)).toBe(0);
  });
});

describe('Accès', () => {
  it('shows a stranger and a former consultant nothing of her appointments', async () => {
    const { consultant, client } = await linkedPair();
    const item = await boughtPackage(consultant, client);
    const appointment = await booked(client, item.id, (await slotsOf(client, item.id)).days[0]!.starts[0]!);
    const stranger = await signUp(t, 'consultant');
    for (const path of [
      `/api/appointments/${appointment.id}`,
      `/api/client-packages/${item.id}/slots?session=0`,
      `/api/clients/${client.id}/appointments`,
    ]) {
      expect((await stranger.request(path)).status).toBe(404);
    }
    expect(
      (await stranger.request(`/api/appointments/${appointment.id}/cancel`, { method: 'POST' })).status,
    ).toBe(404);

    await t.db
      .delete(consultantClients)
      .where(
        and(eq(consultantClients.consultantId, consultant.id), eq(consultantClients.clientId, client.id)),
      );
    expect((await consultant.request(`/api/appointments/${appointment.id}`)).status).toBe(404);
    expect(
      (await consultant.request(`/api/appointments/${appointment.id}/cancel`, { method: 'POST' })).status,
    ).toBe(404);
    expect(
      ((await (await consultant.request('/api/me/appointments')).json()) as AppointmentList).upcoming,
    ).toEqual([]);
    // Hers stays hers to read, not to change without a consultant.
    expect((await client.request(`/api/appointments/${appointment.id}`)).status).toBe(200);
    expect(
      (await client.request(`/api/appointments/${appointment.id}/cancel`, { method: 'POST' })).status,
    ).toBe(403);
  });
});
