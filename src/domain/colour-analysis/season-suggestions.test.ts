import { describe, expect, it } from 'vitest';
import { PALETTE_IDS } from '../palettes';
import { classifyColours, type ColourMeasures } from './colour-classes';
import { SEASON_PROFILES, suggestSeasons } from './season-suggestions';

const suggest = (measures: ColourMeasures) => suggestSeasons(classifyColours(measures));

describe('the seasons suggested for measured colours', () => {
  it('places each of the twelve palettes, each with a different position', () => {
    expect(Object.keys(SEASON_PROFILES).sort()).toEqual([...PALETTE_IDS].sort());
    const positions = PALETTE_IDS.map((id) => {
      const { undertone, value, chroma, contrast, dominant } = SEASON_PROFILES[id];
      return JSON.stringify([undertone, value, chroma, contrast, dominant]);
    });
    expect(new Set(positions).size).toBe(PALETTE_IDS.length);
  });

  it('suggests a light spring first for a warm, light, low-contrast colouring, and says why', () => {
    const suggestions = suggest({
      skin: { l: 70, a: 10, b: 22 },
      hair: { l: 58, a: 6, b: 20 },
      eyes: { l: 52, a: -2, b: 8 },
    });
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(suggestions[0]!.palette).toBe('printemps_clair');
    expect(suggestions[0]!.label).toBe('Printemps clair');
    expect(suggestions[0]!.reasons).toEqual(
      expect.arrayContaining(['sous-ton plutôt chaud', 'coloration claire', 'contraste faible']),
    );
    expect(suggestions.some((s) => s.palette.startsWith('hiver'))).toBe(false);
  });

  it('suggests winters for a cool, deep, high-contrast colouring', () => {
    const suggestions = suggest({
      skin: { l: 60, a: 14, b: 11 },
      hair: { l: 14, a: 1, b: 2 },
      eyes: { l: 26, a: 6, b: 10 },
    });
    expect(suggestions[0]!.palette).toMatch(/^hiver_/);
    expect(suggestions.slice(0, 2).every((s) => s.palette.startsWith('hiver_'))).toBe(true);
    expect(suggestions[0]!.reasons).toEqual(
      expect.arrayContaining(['sous-ton plutôt froid', 'contraste marqué']),
    );
    expect(suggestions.some((s) => s.palette.startsWith('printemps'))).toBe(false);
  });

  it('suggests summers for a cool, soft, low-contrast colouring', () => {
    const suggestions = suggest({
      skin: { l: 64, a: 12, b: 10 },
      hair: { l: 45, a: 3, b: 8 },
      eyes: { l: 48, a: -1, b: 2 },
    });
    expect(suggestions.every((s) => s.palette.startsWith('ete_'))).toBe(true);
  });

  it('suggests autumns for a warm, deep, soft colouring', () => {
    const suggestions = suggest({
      skin: { l: 52, a: 11, b: 21 },
      hair: { l: 22, a: 8, b: 14 },
      eyes: { l: 28, a: 4, b: 6 },
    });
    expect(suggestions[0]!.palette).toMatch(/^automne_/);
  });

  it('ranks by score and says what speaks against a season', () => {
    const suggestions = suggest({
      skin: { l: 52, a: 11, b: 21 },
      hair: { l: 22, a: 8, b: 14 },
      eyes: { l: 28, a: 4, b: 6 },
    });
    const scores = suggestions.map((s) => s.score);
    expect(scores).toEqual([...scores].sort((p, q) => q - p));
    for (const score of scores) expect(score).toBeGreaterThan(0);
    expect(suggestions.flatMap((s) => s.reservations).every((text) => text.startsWith('la saison est'))).toBe(
      true,
    );
  });

  it('still suggests without hair or eyes, leaving the contrast out', () => {
    const suggestions = suggest({ skin: { l: 70, a: 10, b: 22 }, hair: null, eyes: null });
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
    expect(suggestions.flatMap((s) => s.reasons).some((reason) => reason.startsWith('contraste'))).toBe(
      false,
    );
  });
});
