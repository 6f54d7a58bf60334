import { converter, differenceCiede2000 } from 'culori';
import { describe, expect, it } from 'vitest';
import { linearToLab, luminance, type LinearRgb } from './image';
import { syntheticFace } from './test-support/synthetic-face';
import { CARD_WHITE_LUMINANCE, noWhiteBalance, whiteBalance } from './white-balance';
import { findWhiteCard } from './white-card';

const toLab = converter('lab65');
const deltaE = differenceCiede2000();
const trueLab = (hex: string) => toLab(hex)!;

/** Linear gains of a tungsten-like light left by a phone's white balance, a bluish shade, a greenish tube. */
const CASTS: Record<string, LinearRgb> = {
  tungsten: { r: 1, g: 0.82, b: 0.6 },
  shade: { r: 0.8, g: 0.92, b: 1 },
  fluorescent: { r: 0.9, g: 1, b: 0.82 },
};
const person = { skin: '#d9a88c', eyes: '#5a7fa0', hair: '#5a3a22' };

describe('the white card', () => {
  it('is found under the chin, with the colour of the light', () => {
    const { image, face } = syntheticFace({ ...person, cast: CASTS.tungsten, exposure: 0.9 });
    const card = findWhiteCard(image, face.box);
    expect(card).not.toBeNull();
    // Drawn from x 90 to 390 and y 390 to 588.
    expect(card!.region.x).toBeGreaterThanOrEqual(85);
    expect(card!.region.x).toBeLessThanOrEqual(95);
    expect(card!.region.y).toBeGreaterThanOrEqual(385);
    expect(card!.region.y).toBeLessThanOrEqual(395);
    expect(card!.region.x + card!.region.width).toBeGreaterThan(380);
    expect(card!.region.y + card!.region.height).toBeGreaterThan(580);
    expect(card!.linearRgb.g / card!.linearRgb.r).toBeCloseTo(0.82, 1);
    expect(card!.linearRgb.b / card!.linearRgb.r).toBeCloseTo(0.6, 1);
    expect(card!.clippedShare).toBe(0);
  });

  it('is not found when there is none, whether the wall is grey or white', () => {
    for (const background of ['#7f8c96', '#f4f4f2']) {
      const { image, face } = syntheticFace({ ...person, card: false, background, cast: CASTS.tungsten });
      expect(findWhiteCard(image, face.box)).toBeNull();
    }
  });

  it('refuses a coloured sheet', () => {
    const { image, face } = syntheticFace({ ...person, card: '#ffe066' });
    expect(findWhiteCard(image, face.box)).toBeNull();
  });

  it('refuses a grey sheet darker than the face', () => {
    const { image, face } = syntheticFace({ ...person, skin: '#f0d0bc', card: '#bdbdbd' });
    expect(findWhiteCard(image, face.box)).toBeNull();
  });
});

describe('the white balance', () => {
  it('turns the card into a neutral white of the reference luminance', () => {
    const { image, face } = syntheticFace({ ...person, cast: CASTS.tungsten, exposure: 0.7 });
    const balance = whiteBalance(image, findWhiteCard(image, face.box)!);
    const card = balance.correct(findWhiteCard(image, face.box)!.linearRgb);
    expect(card.r).toBeCloseTo(CARD_WHITE_LUMINANCE, 6);
    expect(card.g).toBeCloseTo(CARD_WHITE_LUMINANCE, 6);
    expect(card.b).toBeCloseTo(CARD_WHITE_LUMINANCE, 6);
    expect(luminance(card)).toBeCloseTo(CARD_WHITE_LUMINANCE, 6);
  });

  it.each(
    Object.entries(CASTS).flatMap(([name, cast]) => [0.65, 1].map((exposure) => ({ name, cast, exposure }))),
  )(
    'brings a skin pixel under a $name cast (exposure $exposure) within ΔE00 3 of its true colour',
    ({ cast, exposure }) => {
      for (const skin of ['#d9a88c', '#f2d3c2', '#8d5a3c']) {
        const { image, face } = syntheticFace({ ...person, skin, cast, exposure, noise: 0 });
        const balance = whiteBalance(image, findWhiteCard(image, face.box)!);
        // The middle of the left cheek of the drawing.
        const x = Math.round(face.box.x + 0.35 * face.box.width);
        const y = Math.round(face.box.y + 0.75 * face.box.height);
        const corrected = { mode: 'lab65' as const, ...linearToLab(balance.pixel(x, y)) };
        const raw = { mode: 'lab65' as const, ...linearToLab(noWhiteBalance(image).pixel(x, y)) };
        expect(deltaE(corrected, trueLab(skin))).toBeLessThan(3);
        // Without the card the cast (or the exposure) shows: the check above is not met by chance.
        expect(deltaE(raw, trueLab(skin))).toBeGreaterThan(3);
      }
    },
  );
});
