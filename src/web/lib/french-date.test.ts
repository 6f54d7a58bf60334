import { afterEach, describe, expect, it } from 'vitest';
import { frenchDate, type FrenchDateStyle } from './french-date';
import { LOCAL_TIME_ZONE } from './time-zone';

const STYLES: FrenchDateStyle[] = [
  { month: 'long', paddedDay: true },
  { month: 'short', time: 'minutes' },
  { month: 'long', year: false, time: 'seconds' },
];

/** Instants over fifty years, DST changes included, from a fixed seed. */
function instants(): Date[] {
  let seed = 57;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const dates = [
    new Date('2026-03-29T00:59:59Z'),
    new Date('2026-03-29T01:00:00Z'),
    new Date('2026-10-25T01:00:00Z'),
  ];
  for (let i = 0; i < 5_000; i += 1)
    dates.push(new Date(Date.UTC(2000, 0, 1) + random() * 50 * 365 * 86_400_000));
  return dates;
}

describe('French dates read from Date, without Intl (decision record 57)', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it("print in UTC what Intl prints, every month's name included", () => {
    for (const date of instants()) {
      for (const style of STYLES)
        expect(frenchDate(date, style, 'UTC')).toBe(frenchDate(date, style, 'Etc/UTC'));
    }
  });

  it("print in the runtime's own zone what Intl prints in that zone by name", () => {
    for (const zone of ['Europe/Paris', 'America/Montreal', 'Asia/Kolkata']) {
      process.env.TZ = zone;
      for (const date of instants()) {
        for (const style of STYLES) {
          expect(frenchDate(date, style, LOCAL_TIME_ZONE), zone).toBe(frenchDate(date, style, zone));
        }
      }
    }
  });
});
