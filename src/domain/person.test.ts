import { describe, expect, it } from 'vitest';
import { deBefore, deName } from './person';

describe('de before a name', () => {
  it('elides before a vowel, accented or not, and before a mute h', () => {
    expect(deName('Hélène Moreau')).toBe('d’Hélène Moreau');
    expect(deName('Anne')).toBe('d’Anne');
    expect(deName('Élodie')).toBe('d’Élodie');
    expect(deName('Œnone')).toBe('d’Œnone');
    expect(deName('Yves')).toBe('d’Yves');
  });

  it('keeps de before a consonant, and before a y followed by a vowel', () => {
    expect(deName('Claire Martin')).toBe('de Claire Martin');
    expect(deName('Yasmine')).toBe('de Yasmine');
    expect(deName(' Consultant ')).toBe('de Consultant');
  });

  it('gives the word alone, for a name shown apart', () => {
    expect(deBefore('Hélène Moreau')).toBe('d’');
    expect(deBefore('Claire')).toBe('de ');
  });
});
