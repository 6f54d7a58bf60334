import { describe, expect, it } from 'vitest';
import {
  CM_PER_INCH,
  computeMorphology,
  FFIT_THRESHOLDS_INCHES,
  HIP_WIDTH_PER_GIRTH,
  INCOMPLETE_MORPHOLOGY_LABEL,
  MALE_BROAD_SHOULDERS_CM,
  MORPHOLOGY_EXPLANATIONS,
  MORPHOLOGY_LABELS,
  MORPHOLOGY_THRESHOLDS_CM,
  morphologyExplanation,
  morphologyLabel,
  morphologiesFor,
  type Morphology,
  type MorphologyMeasurements,
} from './morphology';

type Woman = { shoulders: number; bust: number; waist: number; hips: number };
type Man = { shoulders: number; waist: number; hips: number; bust?: number | null };

const typeOf = (measurements: MorphologyMeasurements) => {
  const result = computeMorphology(measurements);
  return result.kind === 'computed' ? result.type : result.kind;
};

const woman = ({ shoulders, bust, waist, hips }: Woman) =>
  typeOf({ gender: 'femme', shoulderWidth: shoulders, bustSize: bust, waistSize: waist, hipSize: hips });

const man = ({ shoulders, waist, hips, bust = null }: Man) =>
  typeOf({ gender: 'homme', shoulderWidth: shoulders, bustSize: bust, waistSize: waist, hipSize: hips });

/** Shoulder width that is exactly as wide as these hips plus `excess` cm of hip circumference. */
const shouldersFor = (hips: number, excess: number) => (hips + excess) * HIP_WIDTH_PER_GIRTH;

describe('thresholds', () => {
  it('are FFIT’s published inches rounded to the nearest whole cm', () => {
    for (const key of Object.keys(FFIT_THRESHOLDS_INCHES) as (keyof typeof FFIT_THRESHOLDS_INCHES)[]) {
      expect(MORPHOLOGY_THRESHOLDS_CM[key]).toBe(Math.round(FFIT_THRESHOLDS_INCHES[key] * CM_PER_INCH));
    }
    expect(MORPHOLOGY_THRESHOLDS_CM).toEqual({
      dominance: 9,
      hourglassBustExcess: 3,
      bustWaist: 23,
      hourglassHipsWaist: 25,
      bottomHourglassHipsWaist: 23,
    });
    expect(MALE_BROAD_SHOULDERS_CM).toBe(18);
  });

  it('compare shoulders 37 cm wide with 100 cm of hips as equal', () => {
    expect(shouldersFor(100, 0)).toBe(37);
  });
});

describe('computeMorphology for femme', () => {
  it('finds each letter from realistic measurements', () => {
    expect(woman({ shoulders: 34, bust: 88, waist: 70, hips: 104 })).toBe('A');
    expect(woman({ shoulders: 40, bust: 98, waist: 78, hips: 94 })).toBe('V');
    expect(woman({ shoulders: 37, bust: 92, waist: 80, hips: 96 })).toBe('H');
    expect(woman({ shoulders: 36, bust: 92, waist: 68, hips: 96 })).toBe('X');
    expect(woman({ shoulders: 37, bust: 90, waist: 72, hips: 102 })).toBe('8');
    expect(woman({ shoulders: 38, bust: 102, waist: 76, hips: 96 })).toBe('8');
    expect(woman({ shoulders: 38, bust: 104, waist: 106, hips: 104 })).toBe('O');
  });

  it('reads an A or a V from the bust when the shoulders and hips are aligned and the waist is not marked', () => {
    expect(woman({ shoulders: 37, bust: 88, waist: 80, hips: 100 })).toBe('A');
    expect(woman({ shoulders: 37, bust: 110, waist: 90, hips: 100 })).toBe('V');
  });

  it('lets the shoulder line decide before the bust, waist and hips', () => {
    const hourglass = { bust: 92, waist: 68, hips: 96 };
    expect(woman({ shoulders: 36, ...hourglass })).toBe('X');
    expect(woman({ shoulders: 40, ...hourglass })).toBe('V');
    expect(woman({ shoulders: 32, ...hourglass })).toBe('A');
  });

  it('gives an O from a waist as large as the larger of bust and hips, not one cm less', () => {
    expect(woman({ shoulders: 38, bust: 100, waist: 102, hips: 102 })).toBe('O');
    expect(woman({ shoulders: 38, bust: 100, waist: 101, hips: 102 })).toBe('H');
    expect(woman({ shoulders: 38, bust: 104, waist: 102, hips: 100 })).toBe('H');
    expect(woman({ shoulders: 38, bust: 104, waist: 104, hips: 100 })).toBe('O');
  });

  it('gives a V from shoulders 9 cm of hip circumference wider than the hips, not 8', () => {
    const rest = { bust: 89, waist: 75 };
    expect(woman({ shoulders: 37, hips: 91, ...rest })).toBe('V');
    expect(woman({ shoulders: 37, hips: 92, ...rest })).toBe('H');
    expect(woman({ shoulders: 41, bust: 98, waist: 85, hips: 100 })).toBe('V');
    expect(woman({ shoulders: 40, bust: 98, waist: 85, hips: 100 })).toBe('H');
  });

  it('gives an A from shoulders 9 cm of hip circumference narrower than the hips, not 8', () => {
    const rest = { bust: 105, waist: 90 };
    expect(woman({ shoulders: 37, hips: 109, ...rest })).toBe('A');
    expect(woman({ shoulders: 37, hips: 108, ...rest })).toBe('H');
    expect(woman({ shoulders: 33, bust: 98, waist: 85, hips: 100 })).toBe('A');
    expect(woman({ shoulders: 34, bust: 98, waist: 85, hips: 100 })).toBe('H');
  });

  it('marks the waist of an X from 23 cm under the bust, not 22', () => {
    expect(woman({ shoulders: 37, bust: 96, waist: 73, hips: 98 })).toBe('X');
    expect(woman({ shoulders: 37, bust: 96, waist: 74, hips: 98 })).toBe('H');
  });

  it('marks the waist of an X from 25 cm under the hips, not 24', () => {
    expect(woman({ shoulders: 36, bust: 90, waist: 71, hips: 96 })).toBe('X');
    expect(woman({ shoulders: 36, bust: 90, waist: 72, hips: 96 })).toBe('H');
  });

  it('keeps an X while the bust exceeds the hips by 3 cm; from 4 cm it is an 8', () => {
    expect(woman({ shoulders: 36, bust: 99, waist: 74, hips: 96 })).toBe('X');
    expect(woman({ shoulders: 36, bust: 100, waist: 74, hips: 96 })).toBe('8');
  });

  it('keeps an X while the hips exceed the bust by 8 cm; from 9 cm it is an 8', () => {
    expect(woman({ shoulders: 37, bust: 90, waist: 70, hips: 98 })).toBe('X');
    expect(woman({ shoulders: 37, bust: 90, waist: 70, hips: 99 })).toBe('8');
  });

  it('gives an 8 from hips 23 cm over the waist when they exceed the bust; at 22 cm it is an A', () => {
    expect(woman({ shoulders: 37, bust: 90, waist: 77, hips: 100 })).toBe('8');
    expect(woman({ shoulders: 37, bust: 90, waist: 78, hips: 100 })).toBe('A');
  });

  it('gives an 8 from a bust 23 cm over the waist when it exceeds the hips; at 22 cm it is an H', () => {
    expect(woman({ shoulders: 36, bust: 104, waist: 81, hips: 96 })).toBe('8');
    expect(woman({ shoulders: 36, bust: 104, waist: 82, hips: 96 })).toBe('H');
  });

  it('with an unmarked waist, gives an A from hips 9 cm over the bust, not 8', () => {
    expect(woman({ shoulders: 37, bust: 91, waist: 85, hips: 100 })).toBe('A');
    expect(woman({ shoulders: 37, bust: 92, waist: 85, hips: 100 })).toBe('H');
  });

  it('with an unmarked waist, gives a V from a bust 9 cm over the hips, not 8', () => {
    expect(woman({ shoulders: 36, bust: 105, waist: 90, hips: 96 })).toBe('V');
    expect(woman({ shoulders: 36, bust: 104, waist: 90, hips: 96 })).toBe('H');
  });

  it('gives a letter to every combination in the measurement ranges', () => {
    const letters = new Set<string>();
    for (let shoulders = 30; shoulders <= 60; shoulders += 3)
      for (let bust = 60; bust <= 150; bust += 6)
        for (let waist = 40; waist <= 150; waist += 6)
          for (let hips = 60; hips <= 160; hips += 6) letters.add(woman({ shoulders, bust, waist, hips }));
    expect([...letters].sort()).toEqual(['8', 'A', 'H', 'O', 'V', 'X']);
  });
});

describe('computeMorphology for homme', () => {
  it('finds each shape from realistic measurements', () => {
    expect(man({ shoulders: 38, waist: 95, hips: 112 })).toBe('triangle');
    expect(man({ shoulders: 46, waist: 80, hips: 98 })).toBe('triangle_inverse');
    expect(man({ shoulders: 39, waist: 90, hips: 100 })).toBe('rectangle');
    expect(man({ shoulders: 42, waist: 88, hips: 100 })).toBe('trapeze');
    expect(man({ shoulders: 42, waist: 104, hips: 102 })).toBe('ovale');
  });

  it('gives an ovale from a waist as large as the hips, not one cm less', () => {
    expect(man({ shoulders: 42, waist: 100, hips: 100 })).toBe('ovale');
    expect(man({ shoulders: 42, waist: 99, hips: 100 })).toBe('trapeze');
  });

  it('gives a triangle from shoulders 9 cm of hip circumference narrower than the hips, not 8', () => {
    expect(man({ shoulders: 37, waist: 95, hips: 109 })).toBe('triangle');
    expect(man({ shoulders: 37, waist: 95, hips: 108 })).toBe('rectangle');
    expect(man({ shoulders: 37, waist: 95, hips: 110 })).toBe('triangle');
    expect(man({ shoulders: 38, waist: 95, hips: 110 })).toBe('rectangle');
  });

  it('gives a trapeze from shoulders 9 cm of hip circumference wider than the hips, not 8', () => {
    expect(man({ shoulders: 37, waist: 80, hips: 91 })).toBe('trapeze');
    expect(man({ shoulders: 37, waist: 80, hips: 92 })).toBe('rectangle');
    expect(man({ shoulders: 41, waist: 88, hips: 100 })).toBe('trapeze');
    expect(man({ shoulders: 40, waist: 88, hips: 100 })).toBe('rectangle');
  });

  it('gives a triangle inversé from shoulders 18 cm of hip circumference wider than the hips, not 17', () => {
    expect(man({ shoulders: 37, waist: 75, hips: 82 })).toBe('triangle_inverse');
    expect(man({ shoulders: 37, waist: 75, hips: 83 })).toBe('trapeze');
    expect(man({ shoulders: 44, waist: 88, hips: 100 })).toBe('triangle_inverse');
    expect(man({ shoulders: 43, waist: 88, hips: 100 })).toBe('trapeze');
  });

  it('ignores the bust', () => {
    for (const bust of [null, 60, 100, 150]) {
      expect(man({ shoulders: 42, waist: 88, hips: 100, bust })).toBe('trapeze');
      expect(man({ shoulders: 39, waist: 90, hips: 100, bust })).toBe('rectangle');
    }
    expect(computeMorphology({ gender: 'homme', shoulderWidth: 42, waistSize: 88, hipSize: 100 })).toEqual({
      kind: 'computed',
      set: 'homme',
      type: 'trapeze',
    });
  });

  it('gives a shape to every combination in the measurement ranges', () => {
    const shapes = new Set<string>();
    for (let shoulders = 30; shoulders <= 60; shoulders += 2)
      for (let waist = 40; waist <= 150; waist += 4)
        for (let hips = 60; hips <= 160; hips += 4) shapes.add(man({ shoulders, waist, hips }));
    expect([...shapes].sort()).toEqual(['ovale', 'rectangle', 'trapeze', 'triangle', 'triangle_inverse']);
  });
});

describe('computeMorphology for autre', () => {
  const body = { shoulderWidth: 42, waistSize: 88, hipSize: 100 };

  it('gives the shapes without a bust (the profile keeps one for femme only)', () => {
    expect(computeMorphology({ gender: 'autre', bustSize: null, ...body })).toEqual({
      kind: 'computed',
      set: 'homme',
      type: 'trapeze',
    });
  });

  it('gives the letters when a bust is known', () => {
    expect(computeMorphology({ gender: 'autre', bustSize: 92, ...body })).toEqual({
      kind: 'computed',
      set: 'femme',
      type: 'V',
    });
  });

  it('asks for what the shapes need', () => {
    expect(computeMorphology({ gender: 'autre', bustSize: null, shoulderWidth: 42 })).toEqual({
      kind: 'incomplete',
      missing: ['waistSize', 'hipSize'],
    });
  });
});

describe('missing measurements', () => {
  const full = { shoulderWidth: 36, bustSize: 92, waistSize: 68, hipSize: 96 };

  it('give femme the list of what is missing, in the form’s order, never a guess', () => {
    expect(computeMorphology({ gender: 'femme' })).toEqual({
      kind: 'incomplete',
      missing: ['shoulderWidth', 'bustSize', 'waistSize', 'hipSize'],
    });
    for (const key of ['shoulderWidth', 'bustSize', 'waistSize', 'hipSize'] as const) {
      expect(computeMorphology({ gender: 'femme', ...full, [key]: null })).toEqual({
        kind: 'incomplete',
        missing: [key],
      });
    }
    expect(computeMorphology({ gender: 'femme', ...full, waistSize: undefined, hipSize: null })).toEqual({
      kind: 'incomplete',
      missing: ['waistSize', 'hipSize'],
    });
  });

  it('give homme the list without the bust', () => {
    expect(computeMorphology({ gender: 'homme', bustSize: 100 })).toEqual({
      kind: 'incomplete',
      missing: ['shoulderWidth', 'waistSize', 'hipSize'],
    });
    for (const key of ['shoulderWidth', 'waistSize', 'hipSize'] as const) {
      expect(computeMorphology({ gender: 'homme', ...full, [key]: null })).toEqual({
        kind: 'incomplete',
        missing: [key],
      });
    }
  });

  it('ask for the gender first when it is unknown, with the measurements both sets need', () => {
    expect(computeMorphology({ ...full, gender: null })).toEqual({ kind: 'incomplete', missing: ['gender'] });
    expect(computeMorphology({ ...full })).toEqual({ kind: 'incomplete', missing: ['gender'] });
    expect(computeMorphology({})).toEqual({
      kind: 'incomplete',
      missing: ['gender', 'shoulderWidth', 'waistSize', 'hipSize'],
    });
  });

  it('count a value that is not a measurement as missing', () => {
    for (const value of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(computeMorphology({ gender: 'femme', ...full, hipSize: value })).toEqual({
        kind: 'incomplete',
        missing: ['hipSize'],
      });
    }
  });

  it('read as Morphologie à compléter', () => {
    const result = computeMorphology({ gender: 'femme' });
    expect(morphologyLabel(result)).toBe('Morphologie à compléter');
    expect(INCOMPLETE_MORPHOLOGY_LABEL).toBe('Morphologie à compléter');
    expect(morphologyExplanation(result)).toMatch(/\S/);
  });
});

describe('labels and explanations', () => {
  const types: Morphology[] = [
    'A',
    'V',
    'H',
    'X',
    '8',
    'O',
    'triangle',
    'triangle_inverse',
    'rectangle',
    'trapeze',
    'ovale',
  ];

  it('name and explain every type in French', () => {
    expect(Object.keys(MORPHOLOGY_LABELS).sort()).toEqual([...types].sort());
    expect(Object.keys(MORPHOLOGY_EXPLANATIONS).sort()).toEqual([...types].sort());
    for (const type of ['A', 'V', 'H', 'X', '8', 'O'] as const)
      expect(MORPHOLOGY_LABELS[type]).toBe(`Morphologie en ${type}`);
    expect(MORPHOLOGY_LABELS.triangle_inverse).toBe('Triangle inversé');
    expect(MORPHOLOGY_LABELS.trapeze).toBe('Trapèze');
    for (const type of types) expect(MORPHOLOGY_EXPLANATIONS[type]).toMatch(/^[A-ZÀ-Ý].{20,}\.$/);
  });

  it('label a computed result by its type', () => {
    const result = computeMorphology({
      gender: 'femme',
      shoulderWidth: 36,
      bustSize: 92,
      waistSize: 68,
      hipSize: 96,
    });
    expect(morphologyLabel(result)).toBe('Morphologie en X');
    expect(morphologyExplanation(result)).toBe(MORPHOLOGY_EXPLANATIONS.X);
  });
});

describe('determinism', () => {
  it('gives the same result for the same measurements, without changing them', () => {
    const measurements = Object.freeze({
      gender: 'femme' as const,
      shoulderWidth: 37,
      bustSize: 90,
      waistSize: 72,
      hipSize: 102,
      age: 40,
    });
    const first = computeMorphology(measurements);
    for (let i = 0; i < 5; i += 1) expect(computeMorphology(measurements)).toEqual(first);
    expect(first).toEqual({ kind: 'computed', set: 'femme', type: '8' });
  });
});

describe('the morphologies a consultant may choose', () => {
  it("are the letters for femme, the shapes for homme, both for 'autre' or an unknown gender", () => {
    expect(morphologiesFor('femme')).toEqual(['A', 'V', 'H', 'X', '8', 'O']);
    expect(morphologiesFor('homme')).toEqual([
      'triangle',
      'triangle_inverse',
      'rectangle',
      'trapeze',
      'ovale',
    ]);
    for (const gender of ['autre', null, undefined] as const) {
      expect([...morphologiesFor(gender)].sort()).toEqual(Object.keys(MORPHOLOGY_LABELS).sort());
    }
  });

  it('hold every computed type of the gender', () => {
    const woman = computeMorphology({
      gender: 'femme',
      shoulderWidth: 36,
      bustSize: 90,
      waistSize: 70,
      hipSize: 98,
    });
    const man = computeMorphology({ gender: 'homme', shoulderWidth: 46, waistSize: 84, hipSize: 98 });
    expect(woman.kind === 'computed' && morphologiesFor('femme').includes(woman.type)).toBe(true);
    expect(man.kind === 'computed' && morphologiesFor('homme').includes(man.type)).toBe(true);
  });
});
