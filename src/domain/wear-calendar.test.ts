import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  calendarQuerySchema,
  costPerWearCents,
  costPerWearLabel,
  daysBetween,
  isCalendarDay,
  logWearSchema,
  todayIn,
  wornTimesLabel,
} from './wear-calendar';

describe('cost per wear', () => {
  it('is the price over max(wears, 1), in whole cents, and none without a price', () => {
    expect(costPerWearCents(6000, 0)).toBe(6000);
    expect(costPerWearCents(6000, 1)).toBe(6000);
    expect(costPerWearCents(6000, 3)).toBe(2000);
    expect(costPerWearCents(29000, 73)).toBe(397);
    expect(costPerWearCents(1000, 3)).toBe(333);
    expect(costPerWearCents(null, 5)).toBeNull();
  });

  it('reads in French, with no-break spaces', () => {
    expect(costPerWearLabel(1245)).toBe('Coût par port\u00A0: 12,45\u00A0€');
    expect(wornTimesLabel(0)).toBe('Jamais porté');
    expect(wornTimesLabel(12)).toBe('Porté 12\u00A0fois');
  });
});

describe('calendar days', () => {
  it('move by days and months, the day kept within the month', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-08-31', -6)).toBe('2026-02-28');
    expect(addMonths('2028-08-31', -6)).toBe('2028-02-29');
    expect(addMonths('2026-11-28', -6)).toBe('2026-05-28');
    expect(daysBetween('2026-11-28', '2027-11-28')).toBe(365);
  });

  it('are real dates only', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
    expect(isCalendarDay('00000000-0000-4000-8000-000000000000')).toBe(false);
  });

  it("are today's in the zone asked", () => {
    const instant = new Date('2026-11-28T23:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-11-28');
    expect(todayIn('Europe/Paris', instant)).toBe('2026-11-29');
    expect(todayIn('America/New_York', instant)).toBe('2026-11-28');
  });

  it('are read 62 at most at once', () => {
    expect(calendarQuerySchema.safeParse({ from: '2026-11-01', to: '2027-01-01' }).success).toBe(true);
    expect(calendarQuerySchema.safeParse({ from: '2026-11-01', to: '2027-01-02' }).success).toBe(false);
    expect(calendarQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' }).success).toBe(false);
  });
});

describe("'Je l'ai porté'", () => {
  it('takes a look or pieces, each piece once', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(logWearSchema.safeParse({ day: '2026-11-28' }).success).toBe(false);
    expect(logWearSchema.parse({ day: '2026-11-28', itemIds: [id, id] }).itemIds).toEqual([id]);
    expect(logWearSchema.safeParse({ day: '2026-11-28', outfitId: id }).success).toBe(true);
  });
});
