import { describe, expect, it } from 'vitest';
import type { Category, Season } from '../clothing';
import { countByCategory, countCompleteLooks, fitsSeason } from './complete-looks';

let next = 0;
const piece = (category: Category, season: Season = 'all') => ({
  id: `p${++next}`,
  category,
  season,
});

describe('countCompleteLooks', () => {
  it('counts nothing without shoes or without a bottom and a one-piece', () => {
    expect(countCompleteLooks([])).toBe(0);
    expect(countCompleteLooks([piece('top'), piece('bottom')])).toBe(0);
    expect(countCompleteLooks([piece('top'), piece('shoes')])).toBe(0);
    expect(countCompleteLooks([piece('bottom'), piece('shoes'), piece('outerwear')])).toBe(0);
  });

  it('multiplies tops by bottoms, adds one-pieces, then multiplies by shoes', () => {
    const pieces = [
      piece('top'),
      piece('top'),
      piece('top'),
      piece('bottom'),
      piece('bottom'),
      piece('one_piece'),
      piece('shoes'),
      piece('shoes'),
    ];
    expect(countCompleteLooks(pieces)).toBe((3 * 2 + 1) * 2);
  });

  it('does not multiply the count by outerwear or accessories', () => {
    const base = [piece('top'), piece('bottom'), piece('shoes')];
    expect(countCompleteLooks(base)).toBe(1);
    expect(countCompleteLooks([...base, piece('outerwear'), piece('outerwear'), piece('accessory')])).toBe(1);
  });

  it('leaves out pieces of another season; "all" fits every season', () => {
    const pieces = [
      piece('top', 'winter'),
      piece('top', 'summer'),
      piece('top', 'all'),
      piece('bottom', 'all'),
      piece('shoes', 'summer'),
      piece('shoes', 'winter'),
    ];
    expect(countCompleteLooks(pieces, { season: 'winter' })).toBe(2 * 1 * 1);
    expect(countCompleteLooks(pieces, { season: 'summer' })).toBe(2 * 1 * 1);
    expect(countCompleteLooks(pieces, { season: 'spring' })).toBe(0);
    expect(countCompleteLooks(pieces)).toBe(3 * 1 * 2);
    expect(countCompleteLooks(pieces, { season: 'all' })).toBe(3 * 1 * 2);
  });

  it('counts a piece listed twice once', () => {
    const top = piece('top');
    expect(countCompleteLooks([top, top, piece('bottom'), piece('shoes')])).toBe(1);
    expect(countByCategory([top, top]).top).toBe(1);
  });

  it('fitsSeason', () => {
    expect(fitsSeason('all', 'winter')).toBe(true);
    expect(fitsSeason('winter', 'winter')).toBe(true);
    expect(fitsSeason('summer', 'winter')).toBe(false);
    expect(fitsSeason('summer', undefined)).toBe(true);
  });
});
