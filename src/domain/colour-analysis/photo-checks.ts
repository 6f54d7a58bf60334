import { PHOTO_CHECK_MESSAGES } from './colour-analysis-texts';
import {
  lightnessOfLuminance,
  linearPixel,
  luminance,
  quantile,
  samplingStep,
  type FaceBox,
  type RgbaImage,
} from './image';
import { faceLuminance, findWhiteCard } from './white-card';

/**
 * The live checks of the guided photo, run on each preview frame before the shot: cheap (a few thousand pixels
 * read, whatever the resolution), and each failed check comes with what to do, in French.
 */
export type PhotoCheck = 'brightEnough' | 'faceFound' | 'faceLargeEnough' | 'whiteCardFound';

export type PhotoChecks = Record<PhotoCheck, boolean> & {
  /** All four passed. */
  ready: boolean;
  /** One message per failed check, the one to fix first first; empty when ready. */
  messages: string[];
};

export const PHOTO_CHECK_LIMITS = {
  /**
   * The face box's height against the picture's: a fifth leaves room for the card under the chin and gives the
   * irises enough pixels on a 640-pixel preview.
   */
  minFaceShare: 0.2,
  /** And at least this many pixels: an iris is then about 9 pixels across. */
  minFacePixels: 120,
  /** The brightest parts of the picture (95th percentile) reach at least this L*: a lit room has a white. */
  minHighlightLightness: 55,
  /** The middle of the face at least this L*: the darkest skins read 25-30 in daylight, a backlit face less. */
  minFaceLightness: 18,
} as const;

/** The L* of the picture's 95th-percentile luminance. */
function highlightLightness(image: RgbaImage): number {
  const step = samplingStep(image.width * image.height, 4000);
  const values: number[] = [];
  for (let y = 0; y < image.height; y += step)
    for (let x = 0; x < image.width; x += step) values.push(luminance(linearPixel(image, x, y)));
  return lightnessOfLuminance(
    quantile(
      values.sort((p, q) => p - q),
      0.95,
    ),
  );
}

export function photoChecks(image: RgbaImage, face: { box: FaceBox } | null): PhotoChecks {
  const limits = PHOTO_CHECK_LIMITS;
  const box = face?.box ?? null;
  const faceFound = box !== null;
  const faceLargeEnough =
    box !== null && box.height >= limits.minFaceShare * image.height && box.height >= limits.minFacePixels;
  const brightEnough =
    highlightLightness(image) >= limits.minHighlightLightness &&
    (box === null || lightnessOfLuminance(faceLuminance(image, box)) >= limits.minFaceLightness);
  const whiteCardFound = box !== null && findWhiteCard(image, box) !== null;

  const messages: string[] = [];
  if (!brightEnough) messages.push(PHOTO_CHECK_MESSAGES.brightEnough);
  if (!faceFound) messages.push(PHOTO_CHECK_MESSAGES.faceFound);
  // The size and the card are told once there is a face to measure them against.
  if (faceFound && !faceLargeEnough) messages.push(PHOTO_CHECK_MESSAGES.faceLargeEnough);
  if (faceFound && !whiteCardFound) messages.push(PHOTO_CHECK_MESSAGES.whiteCardFound);
  return {
    faceFound,
    faceLargeEnough,
    brightEnough,
    whiteCardFound,
    ready: faceFound && faceLargeEnough && brightEnough && whiteCardFound,
    messages,
  };
}
