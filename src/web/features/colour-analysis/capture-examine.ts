import { useCallback, useEffect, useState } from 'react';
import { analyseColours } from '~/domain/colour-analysis/analyse-colours';
import { photoChecks, type PhotoChecks } from '~/domain/colour-analysis/photo-checks';
import type { ColourMeasurements, LabColour } from '~/domain/draping-texts';
import { detectFace, loadFaceModel } from './face-model';
import { pixelsOf, type Picture } from './capture-image';

/** A photo looked at: its checks, and when they all pass, the colours measured on it (null if they could not be). */
export type Examined = {
  picture: Picture;
  checks: PhotoChecks;
  measurements: ColourMeasurements | null;
};

/** The live checks of one camera frame. */
export async function checkFrame(frame: HTMLCanvasElement): Promise<PhotoChecks> {
  const face = await detectFace(frame);
  return photoChecks(pixelsOf(frame), face);
}

const rounded = (value: number) => Math.round(value * 100) / 100;
const labOf = (lab: { l: number; a: number; b: number }): LabColour => ({
  l: rounded(lab.l),
  a: rounded(lab.a),
  b: rounded(lab.b),
});

/** The face found on the photo, its checks, and the colours once they pass: all on the phone. */
export async function examinePicture(picture: Picture): Promise<Examined> {
  const face = await detectFace(picture.analysis);
  const checks = photoChecks(picture.pixels, face);
  if (!checks.ready || !face) return { picture, checks, measurements: null };
  const { measurements, classes } = analyseColours(picture.pixels, face);
  if (!measurements || !classes) return { picture, checks, measurements: null };
  return {
    picture,
    checks,
    measurements: {
      skin: labOf(measurements.skin.lab),
      eyes: measurements.eyes && labOf(measurements.eyes),
      hair: measurements.hair && labOf(measurements.hair),
      // The analysis measures only under the card's light (analyse-colours.ts): with no card, no measure.
      whiteCard: true,
      undertone: classes.undertone,
      value: classes.value,
      chroma: classes.chroma,
      contrast: classes.contrast,
    },
  };
}

export type ModelState = 'loading' | 'ready' | 'failed';

/**
 * The face model, loaded as the screen opens (the library and its weights, about a megabyte, the first time):
 * ready by the time she has read the guidance. A failed load (offline) can be tried again.
 */
export function useFaceModelLoading() {
  const [state, setState] = useState<ModelState>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadFaceModel().then(
      () => current && setState('ready'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState('loading');
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}
