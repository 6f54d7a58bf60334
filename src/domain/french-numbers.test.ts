import { describe, expect, it } from 'vitest';
import { frenchEuros, groupThousands } from './french-numbers';

const intlWhole = new Intl.NumberFormat('fr-FR');
const intlEuros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const intlRoundEuros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Whole numbers of every length, prices with cents, halves of a cent (the rounding), and their negatives. */
function samples(): number[] {
  const values = [0, 1, 9, 10, 999, 1000, 1001, 9999, 10_000, 100_000, 999_999, 1_000_000, 123_456_789];
  let seed = 20261127;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 20_000; i += 1) {
    const magnitude = 10 ** Math.floor(random() * 8);
    values.push(Math.round(random() * magnitude * 100) / 100);
    values.push(Math.round(random() * magnitude * 1000) / 1000);
    values.push(Math.floor(random() * magnitude) + 0.005);
  }
  return [...values, ...values.map((value) => -value)];
}

describe('French numbers without Intl', () => {
  const values = samples();

  it('group whole numbers as Intl does', () => {
    for (const value of values.filter(
      (value) => Number.isInteger(value) && value >= 0 && !Object.is(value, -0),
    )) {
      expect(groupThousands(value)).toBe(intlWhole.format(value));
    }
  });

  it('write euros, with and without cents, as Intl does, rounding included', () => {
    for (const value of values) {
      expect(frenchEuros(value, true), String(value)).toBe(intlEuros.format(value));
      expect(frenchEuros(value, false), String(value)).toBe(intlRoundEuros.format(value));
    }
  });
});
