import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  availabilityFieldOf,
  availabilityInput,
  availabilityResolver,
  availabilityValues,
  nextRange,
  type AvailabilityValues,
} from './availability-values';

const check = async (values: AvailabilityValues) =>
  (await availabilityResolver(values, undefined, {} as ResolverOptions<AvailabilityValues>)) as Awaited<
    ReturnType<typeof availabilityResolver>
  >;

const week = (monday: { start: string; end: string }[]) => [
  { ranges: monday },
  ...Array.from({ length: 6 }, () => ({ ranges: [] })),
];

describe("'Mes disponibilités' values", () => {
  it('reads her availability into the form and back, a closed exception without ranges', () => {
    const values = availabilityValues({
      week: [[{ start: '09:00', end: '12:30' }], [], [], [], [], [], []],
      noticeHours: 24,
      exceptions: [{ day: '2026-12-24', ranges: [], note: 'Congés' }],
      cancellationHours: 48,
    });
    expect(values.noticeHours).toBe('24');
    expect(values.exceptions[0]).toEqual({ day: '2026-12-24', closed: true, ranges: [], note: 'Congés' });
    values.exceptions.push({
      day: '2026-12-26',
      closed: false,
      ranges: [{ start: '14:00', end: '16:00' }],
      note: ' ',
    });
    expect(availabilityInput(values)).toEqual({
      week: [[{ start: '09:00', end: '12:30' }], [], [], [], [], [], []],
      noticeHours: 24,
      exceptions: [
        { day: '2026-12-24', ranges: [], note: 'Congés' },
        { day: '2026-12-26', ranges: [{ start: '14:00', end: '16:00' }], note: null },
      ],
    });
  });

  it("names the form's field for each of the schema's paths", () => {
    expect(availabilityFieldOf('week.2.1.start')).toBe('week.2.ranges.1.start');
    expect(availabilityFieldOf('week.2.1')).toBe('week.2.ranges.1.end');
    expect(availabilityFieldOf('week.2')).toBe('week.2.ranges.root');
    expect(availabilityFieldOf('exceptions.0.ranges.0.end')).toBe('exceptions.0.ranges.0.end');
    expect(availabilityFieldOf('exceptions.0.ranges')).toBe('exceptions.0.ranges.root');
    expect(availabilityFieldOf('exceptions.0.day')).toBe('exceptions.0.day');
    expect(availabilityFieldOf('exceptions')).toBe('exceptions.root');
    expect(availabilityFieldOf('noticeHours')).toBe('noticeHours');
  });

  it('says in French what is wrong, under the field it is about', async () => {
    const { errors } = await check({
      week: week([
        { start: '12:00', end: '09:00' },
        { start: '14:00', end: '18:00' },
        { start: '15:00', end: '19:00' },
      ]),
      noticeHours: 'deux',
      exceptions: [{ day: '', closed: true, ranges: [], note: '' }],
    });
    expect(errors.week?.[0]?.ranges?.[0]?.end?.message).toBe(
      'Indiquez des horaires valides, le début avant la fin (ex. 09:00 – 12:30).',
    );
    expect(errors.noticeHours?.message).toMatch(/^Indiquez un délai de prévenance/);
    expect(errors.exceptions?.[0]?.day?.message).toBe('Indiquez une date valide.');
  });

  it('reports overlapping ranges under the day', async () => {
    const { errors } = await check({
      week: week([
        { start: '09:00', end: '12:00' },
        { start: '11:00', end: '13:00' },
      ]),
      noticeHours: '24',
      exceptions: [],
    });
    expect(errors.week?.[0]?.ranges?.root?.message).toBe('Deux plages horaires se chevauchent le même jour.');
  });

  it('passes a valid week as the API takes it', async () => {
    const { values, errors } = await check({
      week: week([{ start: '09:00', end: '12:30' }]),
      noticeHours: '24',
      exceptions: [],
    });
    expect(errors).toEqual({});
    expect(values).toMatchObject({ noticeHours: 24, exceptions: [] });
  });
});

describe("'Ajouter une plage'", () => {
  const range = (start: string, end: string) => ({ start, end });

  it('proposes a morning on an empty day', () => {
    expect(nextRange([])).toEqual(range('09:00', '12:00'));
  });

  it('proposes three hours from an hour after the day’s last range, whatever their order', () => {
    expect(nextRange([range('09:00', '12:00')])).toEqual(range('13:00', '16:00'));
    expect(nextRange([range('14:00', '17:30'), range('09:00', '12:00')])).toEqual(range('18:30', '21:30'));
  });

  it('shortens it near the evening, then looks for a free hour earlier in the day', () => {
    expect(nextRange([range('09:00', '19:30')])).toEqual(range('20:30', '22:00'));
    expect(nextRange([range('10:00', '12:00'), range('14:00', '21:30')])).toEqual(range('08:00', '10:00'));
    expect(nextRange([range('08:00', '12:00'), range('14:00', '21:30')])).toEqual(range('12:00', '14:00'));
  });

  it('leaves it empty for her to type when no free hour is left, and skips a range not typed yet', () => {
    expect(nextRange([range('08:00', '12:00'), range('12:30', '21:30')])).toEqual(range('', ''));
    expect(nextRange([range('07:00', '23:00')])).toEqual(range('', ''));
    expect(nextRange([range('09:00', '12:00'), range('', '')])).toEqual(range('13:00', '16:00'));
  });
});
