import { describe, expect, it } from 'vitest';
import { classifyColours, type ColourMeasures } from './colour-classes';
import type { LabColor } from './image';

/** A skin of lightness L, chroma C and hue h (degrees), as L*a*b*. */
const skin = (l: number, c: number, h: number): LabColor => ({
  l,
  a: c * Math.cos((h * Math.PI) / 180),
  b: c * Math.sin((h * Math.PI) / 180),
});
const measures = (overrides: Partial<ColourMeasures>): ColourMeasures => ({
  skin: skin(65, 20, 55),
  eyes: { l: 40, a: 5, b: 12 },
  hair: { l: 35, a: 6, b: 14 },
  ...overrides,
});

describe('the undertone', () => {
  it.each([
    ['froid', skin(66, 18, 42)],
    ['froid', skin(45, 22, 47)],
    ['neutre', skin(64, 20, 55)],
    ['chaud', skin(68, 22, 65)],
    ['chaud', skin(42, 26, 63)],
  ])('reads %s for a skin of hue angle %#', (expected, lab) => {
    expect(classifyColours(measures({ skin: lab })).undertone).toBe(expected);
  });

  it('follows the hue, not the yellowness: a deep pink skin with a large b* is still cool', () => {
    const deep = skin(40, 30, 46);
    expect(deep.b).toBeGreaterThan(20);
    expect(classifyColours(measures({ skin: deep })).undertone).toBe('froid');
  });
});

describe('the contrast', () => {
  it('is marked for pale skin, black hair and dark eyes', () => {
    const classes = classifyColours({
      skin: skin(68, 16, 50),
      hair: { l: 14, a: 1, b: 2 },
      eyes: { l: 25, a: 4, b: 8 },
    });
    expect(classes.contrast).toBe('marque');
    expect(classes.measures.contrast).toBeGreaterThanOrEqual(40);
  });

  it('is low for light skin, blond hair and light eyes', () => {
    const classes = classifyColours({
      skin: skin(70, 22, 62),
      hair: { l: 58, a: 5, b: 20 },
      eyes: { l: 52, a: -2, b: 6 },
    });
    expect(classes.contrast).toBe('faible');
  });

  it('is medium for light skin and brown hair', () => {
    expect(classifyColours(measures({ skin: skin(66, 20, 55), hair: { l: 32, a: 6, b: 12 } })).contrast).toBe(
      'moyen',
    );
  });

  it('is read on the eyes alone when the hair is missing, and unknown without both', () => {
    expect(classifyColours(measures({ hair: null, eyes: { l: 22, a: 3, b: 5 } })).contrast).toBe('marque');
    expect(classifyColours(measures({ hair: null, eyes: null })).contrast).toBeNull();
  });
});

describe('the value and the chroma', () => {
  it('reads light, medium and deep colourings', () => {
    const light = measures({
      skin: skin(70, 20, 60),
      hair: { l: 58, a: 5, b: 20 },
      eyes: { l: 52, a: -2, b: -10 },
    });
    const medium = measures({
      skin: skin(62, 20, 55),
      hair: { l: 35, a: 6, b: 14 },
      eyes: { l: 38, a: 5, b: 12 },
    });
    const deep = measures({
      skin: skin(45, 24, 58),
      hair: { l: 15, a: 1, b: 2 },
      eyes: { l: 25, a: 4, b: 8 },
    });
    expect(classifyColours(light).value).toBe('clair');
    expect(classifyColours(medium).value).toBe('moyen');
    expect(classifyColours(deep).value).toBe('profond');
  });

  it('reads vivid for a clear skin and clear eyes, soft for a greyed skin and grey eyes', () => {
    const clear = measures({ skin: skin(64, 24, 55), eyes: { l: 50, a: -4, b: -18 } });
    const greyed = measures({ skin: skin(64, 14, 55), eyes: { l: 48, a: 0, b: -4 } });
    expect(classifyColours(clear).chroma).toBe('vif');
    expect(classifyColours(greyed).chroma).toBe('doux');
  });

  it('scores each measure at ±1 on its thresholds', () => {
    expect(classifyColours(measures({ skin: skin(65, 20, 50) })).scores.undertone).toBeCloseTo(-1, 5);
    expect(classifyColours(measures({ skin: skin(65, 20, 60) })).scores.undertone).toBeCloseTo(1, 5);
    expect(classifyColours(measures({ skin: skin(65, 20, 55) })).scores.undertone).toBeCloseTo(0, 5);
  });
});
