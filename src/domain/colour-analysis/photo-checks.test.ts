import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_CHECK_MESSAGES } from './colour-analysis-texts';
import { ASTRONAUT_FACE } from './fixtures/astronaut-landmarks';
import { photoChecks } from './photo-checks';
import { syntheticFace } from './test-support/synthetic-face';

const person = { skin: '#d9a88c', eyes: '#5a7fa0', hair: '#5a3a22' };

describe('the live checks of the guided photo', () => {
  it('pass for a lit face, large enough, with the card under the chin', () => {
    const { image, face } = syntheticFace({ ...person, cast: { r: 1, g: 0.85, b: 0.65 } });
    expect(photoChecks(image, face)).toEqual({
      faceFound: true,
      faceLargeEnough: true,
      brightEnough: true,
      whiteCardFound: true,
      ready: true,
      messages: [],
    });
  });

  it('ask for light when the picture is dark', () => {
    const { image, face } = syntheticFace({ ...person, exposure: 0.12 });
    const checks = photoChecks(image, face);
    expect(checks.brightEnough).toBe(false);
    expect(checks.ready).toBe(false);
    expect(checks.messages[0]).toBe(PHOTO_CHECK_MESSAGES.brightEnough);
    expect(checks.messages[0]).toMatch(/^Trop sombre/);
  });

  it('ask for light when the face is in the dark against a bright window', () => {
    const { image, face } = syntheticFace({
      ...person,
      skin: '#3a2a22',
      hair: '#1a1410',
      background: '#ffffff',
    });
    // The same drawing with the face at a tenth of the light: its middle falls under L* 18.
    const dim = syntheticFace({ ...person, skin: '#1c1410', hair: '#0c0a08', background: '#ffffff' });
    expect(photoChecks(image, face).brightEnough).toBe(true);
    expect(photoChecks(dim.image, dim.face).brightEnough).toBe(false);
  });

  it('ask to come closer when the face is small', () => {
    const { image, face } = syntheticFace({ ...person, faceHalfWidth: 35 });
    const checks = photoChecks(image, face);
    expect(checks.faceLargeEnough).toBe(false);
    expect(checks.messages).toContain(PHOTO_CHECK_MESSAGES.faceLargeEnough);
    expect(checks.messages.join(' ')).toMatch(/Approchez-vous/);
  });

  it('ask for the white sheet when there is none', () => {
    const { image, face } = syntheticFace({ ...person, card: false });
    const checks = photoChecks(image, face);
    expect(checks.whiteCardFound).toBe(false);
    expect(checks.faceLargeEnough && checks.brightEnough).toBe(true);
    expect(checks.messages).toEqual([PHOTO_CHECK_MESSAGES.whiteCardFound]);
  });

  it('say so when no face is found, and nothing of its size or card', () => {
    const { image } = syntheticFace(person);
    const checks = photoChecks(image, null);
    expect(checks).toMatchObject({
      faceFound: false,
      faceLargeEnough: false,
      whiteCardFound: false,
      ready: false,
    });
    expect(checks.messages).toEqual([PHOTO_CHECK_MESSAGES.faceFound]);
  });

  it('find no card on a real portrait without one (NASA, public domain, fixtures/README.md)', async () => {
    const file = fileURLToPath(new URL('./fixtures/astronaut.png', import.meta.url));
    const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const image = { width: info.width, height: info.height, data: new Uint8ClampedArray(data) };
    const checks = photoChecks(image, ASTRONAUT_FACE);
    expect(checks.brightEnough).toBe(true);
    expect(checks.whiteCardFound).toBe(false);
  });
});
