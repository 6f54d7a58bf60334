import { describe, expect, it } from 'vitest';
import type { Appointment } from '~/domain/appointment-texts';
import {
  byDay,
  changeHoursOf,
  isChangeable,
  isWaivable,
  lateCancelText,
  laterFrom,
  earlierFrom,
  sessionKindText,
  sessionKinds,
  statusOf,
  tooLateText,
} from './appointment-values';

const local = (year: number, month: number, day: number, hour: number, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).toISOString();

const appointment = (changes: Partial<Appointment> = {}): Appointment => ({
  id: 'a1',
  consultantId: 'c1',
  consultantName: 'Claire Martin',
  clientId: 'u1',
  clientName: 'Léa Durand',
  clientPackageId: 'p1',
  sessionIndex: 0,
  sessionLabel: 'Analyse couleurs',
  startsAt: local(2026, 12, 3, 10),
  endsAt: local(2026, 12, 3, 11, 30),
  place: null,
  status: 'booked',
  bookedBy: 'client',
  cancelledAt: null,
  cancelledBy: null,
  late: false,
  counted: true,
  changeableUntil: local(2026, 12, 1, 10),
  invoice: null,
  ...changes,
});

describe('appointment values', () => {
  it('groups appointments by the day they start on where the browser is, in their order', () => {
    const days = byDay([
      appointment({ id: 'a', startsAt: local(2026, 12, 3, 9) }),
      appointment({ id: 'b', startsAt: local(2026, 12, 3, 23, 30) }),
      appointment({ id: 'c', startsAt: local(2026, 12, 4, 0, 30) }),
    ]);
    expect(days.map((day) => [day.day, day.items.map((item) => item.id)])).toEqual([
      ['2026-12-03', ['a', 'b']],
      ['2026-12-04', ['c']],
    ]);
  });

  it("reads her consultant's limit from the appointment and says what it means", () => {
    const booked = appointment();
    expect(changeHoursOf(booked)).toBe(48);
    expect(isChangeable(booked, Date.parse(local(2026, 12, 1, 9)))).toBe(true);
    expect(isChangeable(booked, Date.parse(local(2026, 12, 1, 11)))).toBe(false);
    expect(tooLateText(booked)).toBe('Le report n’est plus possible à moins de 48\u00A0h du rendez-vous.');
    expect(lateCancelText(booked)).toBe(
      'Annulé moins de 48\u00A0h avant, ce rendez-vous sera décompté de votre forfait.',
    );
  });

  it('says where a cancelled appointment stands, for each of the two', () => {
    expect(statusOf(appointment(), 'client')).toBeNull();
    const byClient = appointment({ status: 'cancelled', cancelledBy: 'client', counted: false });
    expect(statusOf(byClient, 'consultant')?.text).toBe('Annulé par la cliente');
    expect(statusOf(byClient, 'client')?.text).toBe('Annulé par vous');
    const late = appointment({ status: 'cancelled', cancelledBy: 'client', late: true, counted: true });
    expect(statusOf(late, 'consultant')).toEqual({
      text: 'Annulé tardivement\u00A0: séance décomptée',
      tone: 'late',
    });
    expect(isWaivable(late)).toBe(true);
    const given = { ...late, counted: false };
    expect(statusOf(given, 'consultant')?.text).toBe('Annulé tardivement\u00A0: séance rendue');
    expect(isWaivable(given)).toBe(false);
    const byConsultant = appointment({ status: 'cancelled', cancelledBy: 'consultant', counted: false });
    expect(statusOf(byConsultant, 'client')?.text).toBe('Annulé par votre conseillère');
  });

  it("counts each kind of session of a package booked, held or used, and finds an appointment's kind", () => {
    const bought = {
      id: 'p1',
      sessions: [
        { label: 'Analyse couleurs', minutes: 90, count: 1 },
        { label: 'Séance shopping', minutes: 120, count: 2 },
      ],
    };
    const kinds = sessionKinds(bought, [
      appointment({ sessionIndex: 1 }),
      appointment({ sessionIndex: 1, status: 'cancelled', late: true, counted: true }),
      appointment({ sessionIndex: 0, status: 'cancelled', counted: false }),
      appointment({ sessionIndex: 0, clientPackageId: 'p2' }),
    ]);
    expect(kinds.map((kind) => [kind.index, kind.booked, kind.count])).toEqual([
      [0, 0, 1],
      [1, 2, 2],
    ]);
    expect(sessionKindText(kinds[0]!)).toBe('Analyse couleurs (1\u00A0h\u00A030)\u00A0: 0 réservée sur 1');
    expect(sessionKindText(kinds[1]!)).toBe('Séance shopping (2\u00A0h)\u00A0: 2 réservées sur 2');
  });
});

describe('the next page of free slots', () => {
  it('starts the day after the span shown, even when the span had none, and stops at the last bookable day', () => {
    expect(laterFrom({ to: '2026-12-11', lastDay: '2027-02-26' })).toBe('2026-12-12');
    expect(laterFrom({ to: '2027-02-26', lastDay: '2027-02-26' })).toBeNull();
    expect(earlierFrom({ from: '2026-12-12', firstDay: '2026-11-28' }, 14)).toBe('2026-11-28');
    expect(earlierFrom({ from: '2026-12-26', firstDay: '2026-11-28' }, 14)).toBe('2026-12-12');
    expect(earlierFrom({ from: '2026-11-28', firstDay: '2026-11-28' }, 14)).toBeNull();
  });
});
