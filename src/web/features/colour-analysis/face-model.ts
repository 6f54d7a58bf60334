/**
 * The face and its 68 landmarks, found in the browser (decision record 70): face-api's tiny face detector and its
 * 68-point landmark net, with their weights taken from the npm package and served by our own origin as hashed
 * files of the build. Nothing is fetched from elsewhere, and the photo never leaves the phone.
 *
 * This module is light: the library (TensorFlow.js inside, 250 KB in brotli) and the weights come with the first
 * `loadFaceModel()` or `detectFace()`, through the dynamic import of ./face-runtime, so that no other screen's
 * scripts carry them even if the colour-analysis screen imports this module directly.
 */

/** A point in the photo's pixels (x to the right, y down, from the top left corner). */
export type FacePoint = { x: number; y: number };

/** The face's box in the photo's pixels, as the detector draws it (brow to chin, cheek to cheek). */
export type FaceBox = { x: number; y: number; width: number; height: number };

/**
 * A face found: its box, its 68 landmarks in the iBUG 300-W order (0-16 the jaw from her right ear to her left,
 * 17-21 and 22-26 the brows, 27-35 the nose, 36-41 and 42-47 the eyes, 48-67 the mouth; "right" is hers, on the
 * photo's left), in the photo's pixels, and the detector's confidence from 0 to 1.
 */
export type DetectedFace = { box: FaceBox; landmarks: FacePoint[]; score: number };

/** What the face model can look at: a decoded image, a canvas, or pixels read from one. */
export type FaceSource = HTMLImageElement | HTMLCanvasElement | ImageData;

/**
 * TensorFlow.js's engine: 'webgl' (the default) runs on the phone's GPU, or in software on a computer without one,
 * and falls back to 'cpu', plain JavaScript, where WebGL is missing.
 */
export type FaceBackend = 'webgl' | 'cpu';

export type FaceModelInfo = {
  /** The engine in use. */
  backend: FaceBackend;
};

type Runtime = typeof import('./face-runtime');

let loading: Promise<{ runtime: Runtime; info: FaceModelInfo }> | null = null;

function load(backend: FaceBackend) {
  if (!loading) {
    const attempt = import('./face-runtime').then(async (runtime) => ({
      runtime,
      info: await runtime.startFaceModel(backend),
    }));
    loading = attempt;
    // A failed load (a dropped connection) is tried again by the next call rather than remembered.
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
  }
  return loading;
}

/**
 * Loads the library and the two models' weights, once: later calls wait for the same load (the backend of the
 * first call stays). A failure is not kept, so calling again retries.
 */
export async function loadFaceModel(options: { backend?: FaceBackend } = {}): Promise<FaceModelInfo> {
  return (await load(options.backend ?? 'webgl')).info;
}

/**
 * The largest face in the photo with its landmarks, or null when none is found. Loads the model first if needed.
 */
export async function detectFace(source: FaceSource): Promise<DetectedFace | null> {
  const { runtime } = await load('webgl');
  return runtime.detectLargestFace(source);
}
