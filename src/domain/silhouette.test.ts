import { describe, expect, it } from 'vitest';
import {
  buildSilhouetteSvg,
  describeSilhouette,
  SILHOUETTE_CENTER_X,
  SILHOUETTE_GROUND_Y,
  SILHOUETTE_VIEWBOX,
  silhouetteLandmarks,
  silhouetteLayout,
  type SilhouetteLandmarks,
  type SilhouetteMeasurements,
} from './silhouette';

/**
 * A small XML well-formedness check without a DOM: one root, every element closed in order, attributes
 * quoted and unique, no stray '<' or '&', no text content.
 */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  let roots = 0;
  let rest = xml;
  while (rest.length > 0) {
    const tag = /^<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<&]*")*)\s*(\/?)>/.exec(rest);
    if (!tag) {
      problems.push(`unexpected text: ${rest.slice(0, 30)}`);
      break;
    }
    const [whole, closing, name, attributes, selfClosing] = tag;
    if (closing) {
      if (attributes || selfClosing) problems.push(`malformed closing tag ${name}`);
      if (stack.pop() !== name) problems.push(`mismatched </${name}>`);
    } else {
      if (stack.length === 0) roots += 1;
      const attributeNames = [...attributes!.matchAll(/([\w:-]+)=/g)].map((match) => match[1]);
      if (new Set(attributeNames).size !== attributeNames.length)
        problems.push(`duplicate attribute in ${name}`);
      if (!selfClosing) stack.push(name!);
    }
    rest = rest.slice(whole.length);
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.join(', ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}

/** Bounds of every coordinate pair in the path data (Bézier control points included). */
function pathBounds(svg: string) {
  const numbers = [...svg.matchAll(/ d="([^"]*)"/g)].flatMap((match) =>
    match[1]!.match(/-?\d+(?:\.\d+)?/g)!.map(Number),
  );
  const xs = numbers.filter((_, i) => i % 2 === 0);
  const ys = numbers.filter((_, i) => i % 2 === 1);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

const increasing = (values: number[]) => values.every((value, i) => i === 0 || value > values[i - 1]!);

const VARIANTS: SilhouetteMeasurements[] = [
  {},
  { gender: 'homme' },
  { gender: 'homme', height: 190, weight: 95 },
  { gender: 'femme', height: 155, weight: 50, bustSize: 80 },
  { gender: 'femme', height: 170, weight: 85, bustSize: 110 },
  { gender: 'autre', height: 120, weight: 250 },
  { gender: 'homme', height: 250, weight: 250 },
  { gender: 'femme', height: 250, weight: 30, bustSize: 150 },
  { gender: 'femme', height: 120, weight: 30, bustSize: 60 },
];

describe('buildSilhouetteSvg', () => {
  it('is well-formed SVG in the square frame, with short numbers and no text', () => {
    for (const measurements of VARIANTS) {
      const svg = buildSilhouetteSvg(measurements);
      expect(xmlProblems(svg)).toEqual([]);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 600 600">/);
      expect(svg).not.toMatch(/<text|NaN|Infinity|e[+-]\d/);
      expect(svg.match(/\d+\.\d{2,}/)).toBeNull();
    }
    expect(xmlProblems('<svg><g></svg></g>')).not.toEqual([]);
    expect(xmlProblems('<svg><path d="M0 0"/>x</svg>')).not.toEqual([]);
  });

  it('keeps the whole figure inside the frame, centred, with the soles on the ground line', () => {
    for (const measurements of VARIANTS) {
      const bounds = pathBounds(buildSilhouetteSvg(measurements));
      expect(bounds.minX).toBeGreaterThanOrEqual(0);
      expect(bounds.minY).toBeGreaterThanOrEqual(0);
      expect(bounds.maxX).toBeLessThanOrEqual(SILHOUETTE_VIEWBOX);
      expect(bounds.maxY).toBeCloseTo(SILHOUETTE_GROUND_Y, 0);
      expect((bounds.minX + bounds.maxX) / 2).toBeCloseTo(SILHOUETTE_CENTER_X, 0);
    }
  });

  it('gives the same bytes for the same input', () => {
    const input = { gender: 'femme', height: 168.4, weight: 61, bustSize: 92 } as const;
    expect(buildSilhouetteSvg(input)).toBe(buildSilhouetteSvg({ ...input }));
    expect(buildSilhouetteSvg(input)).not.toBe(buildSilhouetteSvg({ ...input, weight: 62 }));
  });

  it('draws a taller client taller', () => {
    for (const gender of ['femme', 'homme'] as const) {
      const heights = Array.from({ length: 131 }, (_, i) => 120 + i);
      const drawn = heights.map((height) => silhouetteLayout({ gender, height, weight: 70 }).drawnHeight);
      expect(increasing(drawn)).toBe(true);
      const tops = [120, 140, 160, 180, 200, 220, 250].map(
        (height) => pathBounds(buildSilhouetteSvg({ gender, height, weight: 70 })).minY,
      );
      expect(increasing(tops.map((top) => -top))).toBe(true);
    }
    // Proportional over ordinary heights: 10% taller is drawn about 10% taller.
    const ratio =
      silhouetteLayout({ height: 176 }).drawnHeight / silhouetteLayout({ height: 160 }).drawnHeight;
    expect(ratio).toBeGreaterThan(1.08);
  });

  it('draws a heavier client wider (BMI-like), the waist most of all', () => {
    for (const gender of ['femme', 'homme'] as const) {
      const weights = Array.from({ length: 221 }, (_, i) => 30 + i);
      const layouts = weights.map((weight) => silhouetteLayout({ gender, height: 170, weight }));
      for (const region of ['shoulders', 'bust', 'waist', 'hips', 'thigh'] as const) {
        expect(increasing(layouts.map((layout) => layout.halfWidths[region]))).toBe(true);
      }
      expect(increasing(layouts.map((layout) => layout.halfSpan))).toBe(true);
      const spans = [40, 60, 80, 100, 130, 170, 250].map((weight) => {
        const bounds = pathBounds(buildSilhouetteSvg({ gender, height: 170, weight }));
        return bounds.maxX - bounds.minX;
      });
      expect(increasing(spans)).toBe(true);
      const [light, heavy] = [layouts[20]!, layouts[100]!];
      expect(heavy.halfWidths.waist / light.halfWidths.waist).toBeGreaterThan(
        heavy.halfWidths.shoulders / light.halfWidths.shoulders,
      );
    }
    // Same BMI, same proportions: only the size changes.
    const small = silhouetteLayout({ height: 150, weight: 49.5 });
    const tall = silhouetteLayout({ height: 180, weight: 71.28 });
    expect(tall.widthFactor).toBeCloseTo(small.widthFactor, 6);
  });

  it('shapes the bust of a femme figure from the bust size, and ignores it for homme', () => {
    const femme = (bustSize: number) =>
      silhouetteLayout({ gender: 'femme', height: 165, weight: 60, bustSize });
    const sizes = Array.from({ length: 91 }, (_, i) => 60 + i);
    expect(increasing(sizes.map((size) => femme(size).halfWidths.bust))).toBe(true);
    expect(femme(80).halfWidths.waist).toBe(femme(120).halfWidths.waist);
    expect(buildSilhouetteSvg({ gender: 'femme', bustSize: 80 })).not.toBe(
      buildSilhouetteSvg({ gender: 'femme', bustSize: 120 }),
    );
    const homme = (bustSize: number | null) => buildSilhouetteSvg({ gender: 'homme', height: 180, bustSize });
    expect(homme(80)).toBe(homme(140));
    expect(homme(80)).toBe(homme(null));
    expect(silhouetteLayout({ gender: 'homme', bustSize: 120 }).bustSize).toBeNull();
  });

  it('draws broader shoulders and straighter hips for homme, a narrower waist and wider hips for femme', () => {
    const homme = silhouetteLayout({ gender: 'homme', height: 175, weight: 68 });
    const femme = silhouetteLayout({ gender: 'femme', height: 175, weight: 68 });
    const ratio = (l: typeof homme, a: 'shoulders' | 'waist', b: 'hips') => l.halfWidths[a] / l.halfWidths[b];
    expect(ratio(homme, 'shoulders', 'hips')).toBeGreaterThan(ratio(femme, 'shoulders', 'hips'));
    expect(ratio(femme, 'waist', 'hips')).toBeLessThan(ratio(homme, 'waist', 'hips'));
    expect(femme.halfWidths.hips).toBeGreaterThan(homme.halfWidths.hips);
  });

  it('falls back to the reference male and female bodies', () => {
    expect(silhouetteLayout({ gender: 'homme' })).toMatchObject({ shape: 'homme', height: 178, weight: 75 });
    expect(silhouetteLayout({})).toMatchObject({ shape: 'femme', height: 165, weight: 60, bustSize: 90 });
    expect(buildSilhouetteSvg({ gender: 'homme' })).toBe(
      buildSilhouetteSvg({ gender: 'homme', height: 178, weight: 75 }),
    );
    const femme = buildSilhouetteSvg({ gender: 'femme', height: 165, weight: 60, bustSize: 90 });
    expect(buildSilhouetteSvg({})).toBe(femme);
    expect(buildSilhouetteSvg({ gender: null, height: null, weight: null, bustSize: null })).toBe(femme);
    expect(buildSilhouetteSvg({ height: Number.NaN })).toBe(femme);
    // §2: anything but homme is the female figure.
    expect(buildSilhouetteSvg({ gender: 'autre' })).toBe(femme);
    expect(buildSilhouetteSvg({ gender: 'homme' })).not.toBe(femme);
  });

  it('clamps values outside the spec ranges', () => {
    expect(buildSilhouetteSvg({ height: 400, weight: 1 })).toBe(
      buildSilhouetteSvg({ height: 250, weight: 30 }),
    );
    expect(buildSilhouetteSvg({ height: 50, weight: 900 })).toBe(
      buildSilhouetteSvg({ height: 120, weight: 250 }),
    );
    expect(buildSilhouetteSvg({ bustSize: 10 })).toBe(buildSilhouetteSvg({ bustSize: 60 }));
    expect(buildSilhouetteSvg({ bustSize: 300 })).toBe(buildSilhouetteSvg({ bustSize: 150 }));
    expect(buildSilhouetteSvg({ height: Number.POSITIVE_INFINITY })).toBe(
      buildSilhouetteSvg({ height: 250 }),
    );
  });
});

describe('silhouetteLayout', () => {
  it('orders the body regions from head to feet', () => {
    for (const measurements of VARIANTS) {
      const l = silhouetteLayout(measurements);
      const ys = [l.top, l.chin, l.shoulders, l.bust, l.waist, l.hips, l.crotch, l.knees, l.ankles, l.feet];
      expect(increasing(ys)).toBe(true);
      expect(l.top).toBeGreaterThanOrEqual(0);
      expect(l.feet).toBe(SILHOUETTE_GROUND_Y);
      expect(l.feet - l.top).toBeCloseTo(l.drawnHeight, 6);
    }
  });

  it('fills about 90 % of the board for the reference bodies', () => {
    for (const gender of ['femme', 'homme'] as const) {
      const l = silhouetteLayout({ gender });
      expect(l.drawnHeight / SILHOUETTE_VIEWBOX).toBeGreaterThan(0.85);
      expect(l.drawnHeight / SILHOUETTE_VIEWBOX).toBeLessThan(0.95);
      expect(SILHOUETTE_VIEWBOX - l.feet).toBeLessThan(0.04 * SILHOUETTE_VIEWBOX);
    }
  });

  it('derives shoulders, waist and hips when unknown, and a given value reproduces the derived one', () => {
    for (const gender of ['femme', 'homme'] as const) {
      const base = { gender, height: 170, weight: 65, bustSize: 92 };
      const derived = silhouetteLayout(base);
      expect(derived.shoulderWidth).toBeGreaterThan(30);
      expect(derived.shoulderWidth).toBeLessThan(60);
      expect(derived.waistSize).toBeGreaterThan(55);
      expect(derived.waistSize).toBeLessThan(110);
      expect(derived.hipSize).toBeGreaterThan(80);
      expect(derived.hipSize).toBeLessThan(120);
      const given = silhouetteLayout({
        ...base,
        shoulderWidth: derived.shoulderWidth,
        waistSize: derived.waistSize,
        hipSize: derived.hipSize,
      });
      for (const region of ['shoulders', 'waist', 'highHip', 'hips', 'thigh'] as const) {
        expect(given.halfWidths[region]).toBeCloseTo(derived.halfWidths[region], 6);
      }
    }
  });

  it('follows the shoulders, waist and hips when they are known, within their ranges', () => {
    const femme = { gender: 'femme', height: 165, weight: 60 } as const;
    const widths = (key: 'shoulderWidth' | 'waistSize' | 'hipSize', region: 'shoulders' | 'waist' | 'hips') =>
      Array.from({ length: 131 }, (_, i) => 30 + i).map(
        (value) => silhouetteLayout({ ...femme, [key]: value }).halfWidths[region],
      );
    const strictlyWithin = (values: number[], from: number, to: number) =>
      increasing(values.slice(from - 30, to - 30 + 1));
    expect(strictlyWithin(widths('shoulderWidth', 'shoulders'), 30, 60)).toBe(true);
    expect(strictlyWithin(widths('waistSize', 'waist'), 40, 150)).toBe(true);
    expect(strictlyWithin(widths('hipSize', 'hips'), 60, 160)).toBe(true);
    // Clamped to the ranges, like the other measurements.
    expect(buildSilhouetteSvg({ ...femme, shoulderWidth: 10 })).toBe(
      buildSilhouetteSvg({ ...femme, shoulderWidth: 30 }),
    );
    expect(buildSilhouetteSvg({ ...femme, hipSize: 400 })).toBe(
      buildSilhouetteSvg({ ...femme, hipSize: 160 }),
    );
    // Unknown is the derived value, and a known one changes the drawing.
    expect(buildSilhouetteSvg({ ...femme, waistSize: null })).toBe(buildSilhouetteSvg(femme));
    expect(buildSilhouetteSvg({ ...femme, waistSize: 90 })).not.toBe(buildSilhouetteSvg(femme));
    // A wider body stays inside the frame.
    for (const extreme of [
      { ...femme, shoulderWidth: 60, waistSize: 150, hipSize: 160 },
      { gender: 'homme', height: 120, weight: 30, shoulderWidth: 60, waistSize: 150, hipSize: 160 } as const,
      { gender: 'femme', height: 250, weight: 250, shoulderWidth: 30, waistSize: 40, hipSize: 60 } as const,
    ]) {
      const bounds = pathBounds(buildSilhouetteSvg(extreme));
      expect(bounds.minX).toBeGreaterThanOrEqual(0);
      expect(bounds.maxX).toBeLessThanOrEqual(SILHOUETTE_VIEWBOX);
      expect(bounds.minY).toBeGreaterThanOrEqual(0);
    }
  });
});

const EXTRA_VARIANTS: SilhouetteMeasurements[] = [
  ...VARIANTS,
  { gender: 'femme', height: 160, weight: 55, shoulderWidth: 60, waistSize: 150, hipSize: 60 },
  { gender: 'homme', height: 250, weight: 30, shoulderWidth: 30, waistSize: 40, hipSize: 160 },
];

/** Every landmark's y from the top of the head to the soles. */
const landmarkYs = (m: SilhouetteLandmarks) => [
  m.head.top,
  m.head.chin,
  m.neck.y,
  m.shoulders.y,
  m.bust.y,
  m.waist.y,
  m.hips.y,
  m.crotch.y,
  m.knees.y,
  m.ankles.y,
  m.feet.y,
];

describe('silhouetteLandmarks', () => {
  it('orders the landmarks from head to feet, inside the frame, left of right', () => {
    for (const measurements of EXTRA_VARIANTS) {
      const m = silhouetteLandmarks(measurements);
      const ys = landmarkYs(m);
      expect(increasing(ys)).toBe(true);
      expect(m.wrists.y).toBeGreaterThan(m.waist.y);
      expect(m.wrists.y).toBeLessThan(m.knees.y);
      for (const value of [...ys, m.wrists.y]) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(SILHOUETTE_VIEWBOX);
      }
      for (const pair of [m.shoulders, m.feet, m.wrists]) {
        expect(pair.left).toBeGreaterThanOrEqual(0);
        expect(pair.left).toBeLessThan(m.centerX);
        expect(pair.right).toBeGreaterThan(m.centerX);
        expect(pair.right).toBeLessThanOrEqual(SILHOUETTE_VIEWBOX);
      }
      for (const half of [m.neck.halfWidth, m.bust.halfWidth, m.waist.halfWidth, m.hips.halfWidth]) {
        expect(half).toBeGreaterThan(0);
        expect(half).toBeLessThan(SILHOUETTE_VIEWBOX / 2);
      }
      // The soles are on the drawn ground line.
      expect(pathBounds(buildSilhouetteSvg(measurements)).maxY).toBeCloseTo(m.feet.y, 0);
    }
  });

  it('is monotone in each measurement', () => {
    const base = { gender: 'femme', height: 165, weight: 60, bustSize: 90 } as const;
    const series = <K extends keyof SilhouetteMeasurements>(key: K, from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => silhouetteLandmarks({ ...base, [key]: from + i }));
    const heights = series('height', 120, 250);
    expect(increasing(heights.map((m) => -m.head.top))).toBe(true);
    expect(increasing(heights.map((m) => m.ankles.y - m.shoulders.y))).toBe(true);
    const weights = series('weight', 30, 250);
    expect(increasing(weights.map((m) => m.waist.halfWidth))).toBe(true);
    expect(increasing(weights.map((m) => m.hips.halfWidth))).toBe(true);
    expect(increasing(weights.map((m) => m.shoulders.right - m.shoulders.left))).toBe(true);
    expect(increasing(series('bustSize', 60, 150).map((m) => m.bust.halfWidth))).toBe(true);
    const shoulders = series('shoulderWidth', 30, 60);
    expect(increasing(shoulders.map((m) => m.shoulders.right - m.shoulders.left))).toBe(true);
    expect(increasing(shoulders.map((m) => -m.shoulders.left))).toBe(true);
    expect(increasing(series('waistSize', 40, 150).map((m) => m.waist.halfWidth))).toBe(true);
    expect(increasing(series('hipSize', 60, 160).map((m) => m.hips.halfWidth))).toBe(true);
  });

  it('is symmetric about the centre line', () => {
    const m = silhouetteLandmarks({ gender: 'homme', height: 182, weight: 80 });
    expect(m.centerX).toBe(SILHOUETTE_CENTER_X);
    for (const pair of [m.shoulders, m.feet, m.wrists]) {
      expect(pair.left + pair.right).toBeCloseTo(2 * m.centerX, 6);
    }
  });
});

describe('describeSilhouette', () => {
  it('describes the figure in French', () => {
    expect(describeSilhouette({ gender: 'femme', height: 168, weight: 60 })).toBe(
      'Silhouette femme, 168 cm, 60 kg',
    );
    expect(describeSilhouette({ gender: 'homme', height: 181 })).toBe('Silhouette homme, 181 cm');
    expect(describeSilhouette({ gender: 'autre' })).toBe('Silhouette femme');
  });
});
