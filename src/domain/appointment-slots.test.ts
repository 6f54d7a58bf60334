import { describe, expect, it } from 'vitest';
import { freeSlots, instantAt, wallClock, weekdayOf, withinHours } from './appointment-slots';
import { emptyWeek, type TimeRange } from './appointment-texts';

const mondayMornings = (): TimeRange[][] => {
  const week = emptyWeek();
  week[0] = [{ start: '09:00', end: '11:00' }];
  return week;
};

describe('Paris wall-clock times', () => {
  it('are an hour from UTC in winter, two in summer, and right on the days the clocks change', () => {
    expect(instantAt('2026-12-07', 9 * 60).toISOString()).toBe('2026-12-07T08:00:00.000Z');
    expect(instantAt('2026-07-06', 9 * 60).toISOString()).toBe('2026-07-06T07:00:00.000Z');
    // 29 March 2026: 02:00 becomes 03:00; 25 October 2026: 03:00 becomes 02:00.
    expect(instantAt('2026-03-29', 10 * 60).toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(instantAt('2026-03-29', 1 * 60).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(instantAt('2026-10-25', 10 * 60).toISOString()).toBe('2026-10-25T09:00:00.000Z');
    expect(wallClock(new Date('2026-10-25T09:00:00Z'))).toEqual({ day: '2026-10-25', minutes: 600 });
    expect(weekdayOf('2026-12-07')).toBe(0);
    expect(weekdayOf('2026-12-13')).toBe(6);
  });
});

describe('free slots', () => {
  const base = {
    from: '2026-12-07',
    days: 7,
    minutes: 60,
    week: mondayMornings(),
    exceptions: [],
    busy: [],
    earliest: new Date('2026-12-01T00:00:00Z'),
  };

  it('start every half hour of her hours where the whole session fits', () => {
    expect(freeSlots(base)).toEqual([
      {
        day: '2026-12-07',
        starts: ['2026-12-07T08:00:00.000Z', '2026-12-07T08:30:00.000Z', '2026-12-07T09:00:00.000Z'],
      },
    ]);
  });

  it('leave out a booked session, the time before her notice, and a day she closed', () => {
    const busy = [{ startsAt: new Date('2026-12-07T08:30:00Z'), endsAt: new Date('2026-12-07T09:00:00Z') }];
    expect(freeSlots({ ...base, busy })[0]!.starts).toEqual(['2026-12-07T09:00:00.000Z']);
    expect(freeSlots({ ...base, earliest: new Date('2026-12-07T08:15:00Z') })[0]!.starts).toEqual([
      '2026-12-07T08:30:00.000Z',
      '2026-12-07T09:00:00.000Z',
    ]);
    expect(freeSlots({ ...base, exceptions: [{ day: '2026-12-07', ranges: [], note: 'Salon' }] })).toEqual(
      [],
    );
    const saturday = [{ day: '2026-12-12', ranges: [{ start: '14:00', end: '15:00' }], note: null }];
    expect(freeSlots({ ...base, exceptions: saturday }).map((day) => day.day)).toEqual([
      '2026-12-07',
      '2026-12-12',
    ]);
  });

  it('accept a booking only on the grid of her hours', () => {
    const week = mondayMornings();
    expect(withinHours(new Date('2026-12-07T08:30:00Z'), 60, week, [])).toBe(true);
    expect(withinHours(new Date('2026-12-07T08:45:00Z'), 60, week, [])).toBe(false);
    expect(withinHours(new Date('2026-12-07T09:30:00Z'), 60, week, [])).toBe(false);
    expect(withinHours(new Date('2026-12-08T08:00:00Z'), 60, week, [])).toBe(false);
  });
});
