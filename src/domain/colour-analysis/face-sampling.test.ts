import { converter, differenceCiede2000 } from 'culori';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { faceRegions, insidePolygon } from './face-regions';
import { measureFaceColours } from './face-sampling';
import { ASTRONAUT_FACE } from './fixtures/astronaut-landmarks';
import type { LabColor, RgbaImage } from './image';
import { syntheticFace } from './test-support/synthetic-face';
import { noWhiteBalance, whiteBalance } from './white-balance';
import { findWhiteCard } from './white-card';

const toLab = converter('lab65');
const ciede2000 = differenceCiede2000();
const deltaE = (measured: LabColor | null, hex: string) =>
  ciede2000({ mode: 'lab65', ...measured! }, toLab(hex)!);

describe('sampling a face drawn with known colours', () => {
  const person = { skin: '#c98f6f', eyes: '#6b8f5a', hair: '#2a1d16' };
  const { image, face } = syntheticFace({ ...person, cast: { r: 1, g: 0.82, b: 0.6 }, exposure: 0.8 });
  const balance = whiteBalance(image, findWhiteCard(image, face.box)!);
  const colours = measureFaceColours(image, face, balance)!;

  it('reads the skin on both cheeks and the forehead, past the shine and the freckles', () => {
    expect(colours.samples.leftCheek.pixels).toBeGreaterThan(500);
    expect(colours.samples.rightCheek.pixels).toBeGreaterThan(500);
    expect(colours.samples.forehead.used).toBe(true);
    expect(deltaE(colours.skin.lab, person.skin)).toBeLessThan(3);
  });

  it('reads the irises without the pupils, the whites or the catchlights', () => {
    expect(colours.samples.irises.pixels).toBeGreaterThan(50);
    expect(deltaE(colours.eyes, person.eyes)).toBeLessThan(3);
  });

  it('reads the hair above the forehead', () => {
    expect(colours.samples.hair?.source).toBe('crown');
    expect(deltaE(colours.hair, person.hair)).toBeLessThan(3);
  });

  it('gives the skin as lightness, chroma and hue', () => {
    const truth = converter('lch65')(person.skin)!;
    expect(colours.skin.lab.l).toBeCloseTo(truth.l, 0);
    expect(Math.abs(colours.skin.chroma - truth.c)).toBeLessThan(1.5);
    expect(Math.abs(colours.skin.hue - truth.h!)).toBeLessThan(3);
  });

  it('follows a tilted head', () => {
    const tilted = syntheticFace({ ...person, roll: 15, cast: { r: 1, g: 0.82, b: 0.6 } });
    const card = findWhiteCard(tilted.image, tilted.face.box)!;
    const found = measureFaceColours(tilted.image, tilted.face, whiteBalance(tilted.image, card))!;
    expect(deltaE(found.skin.lab, person.skin)).toBeLessThan(3);
    expect(deltaE(found.eyes, person.eyes)).toBeLessThan(3);
    expect(deltaE(found.hair, person.hair)).toBeLessThan(3);
  });
});

/**
 * A real face: NASA's public-domain portrait of Eileen Collins (scikit-image's `astronaut`, fixtures/README.md),
 * with landmarks placed by hand, as no face model runs here. It has no white card: its colours are read as shot.
 */
describe('sampling a real face', () => {
  let image: RgbaImage;
  beforeAll(async () => {
    const file = fileURLToPath(new URL('./fixtures/astronaut.png', import.meta.url));
    const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    image = { width: info.width, height: info.height, data: new Uint8ClampedArray(data) };
  });
  const landmarks = ASTRONAUT_FACE.landmarks;
  /** The face's outline: the jaw, then the brows from right to left. */
  const outline = [...landmarks.slice(0, 17), ...landmarks.slice(17, 27).reverse()];

  it('places the cheeks and the irises inside the face', () => {
    const regions = faceRegions(ASTRONAUT_FACE);
    for (const region of [regions.leftCheek, regions.rightCheek, regions.irises])
      for (const part of region.parts)
        for (const point of part.polygon) expect(insidePolygon(point, outline)).toBe(true);
  });

  it('reads a skin-like colour on the cheeks, and leaves out the forehead under the fringe', () => {
    const colours = measureFaceColours(image, ASTRONAUT_FACE, noWhiteBalance(image))!;
    const { skin } = colours;
    // Light skin under studio light: L* 55-85, a pink to golden hue, a moderate chroma.
    expect(skin.lab.l).toBeGreaterThan(55);
    expect(skin.lab.l).toBeLessThan(85);
    expect(skin.hue).toBeGreaterThan(40);
    expect(skin.hue).toBeLessThan(75);
    expect(skin.chroma).toBeGreaterThan(10);
    expect(skin.chroma).toBeLessThan(30);
    expect(colours.samples.forehead.used).toBe(false);
    // Brown eyes darker than the skin; hair found above the forehead, distinct from the skin.
    expect(colours.eyes!.l).toBeLessThan(skin.lab.l - 20);
    expect(colours.samples.hair?.source).toBe('crown');
    expect(ciede2000({ mode: 'lab65', ...colours.hair! }, { mode: 'lab65', ...skin.lab })).toBeGreaterThan(6);
  });
});
