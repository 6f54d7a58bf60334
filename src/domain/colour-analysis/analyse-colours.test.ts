import { converter, differenceCiede2000 } from 'culori';
import { describe, expect, it } from 'vitest';
import { analyseColours } from './analyse-colours';
import { syntheticFace } from './test-support/synthetic-face';

const toLab = converter('lab65');
const deltaE = differenceCiede2000();

describe('the colour analysis of a photo', () => {
  it('corrects a face under a tungsten-like cast to within ΔE00 3 of its true skin, and suggests seasons', () => {
    // Light golden skin (L* 80), golden blond hair (69), light green eyes (63).
    const person = { skin: '#e8bfa0', eyes: '#8fa06a', hair: '#c9a26e' };
    const { image, face } = syntheticFace({ ...person, cast: { r: 1, g: 0.82, b: 0.6 }, exposure: 0.85 });
    const analysis = analyseColours(image, face);
    expect(analysis.card).not.toBeNull();
    expect(analysis.balance!.gains.b).toBeGreaterThan(analysis.balance!.gains.r);
    const skin = analysis.measurements!.skin;
    expect(deltaE({ mode: 'lab65', ...skin.lab }, toLab(person.skin)!)).toBeLessThan(3);
    expect(analysis.classes).toMatchObject({ undertone: 'chaud', value: 'clair', contrast: 'faible' });
    expect(analysis.suggestions!.map((s) => s.palette)).toContain('printemps_clair');
  });

  it('reads nothing without a face, and measures nothing without the card', () => {
    const { image, face } = syntheticFace({ skin: '#d9a88c', eyes: '#5a7fa0', hair: '#5a3a22', card: false });
    expect(analyseColours(image, null)).toEqual({
      card: null,
      balance: null,
      measurements: null,
      classes: null,
      suggestions: null,
    });
    expect(analyseColours(image, face)).toEqual({
      card: null,
      balance: null,
      measurements: null,
      classes: null,
      suggestions: null,
    });
  });
});
