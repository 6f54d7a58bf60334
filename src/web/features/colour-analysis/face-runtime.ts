/**
 * face-api and its two models, loaded by ./face-model only (a dynamic import: this module and the library form one
 * chunk of their own, kept out of the service worker's precache in vite.config.ts). The weights are the package's
 * own files, which Vite emits beside the scripts with a hash in their names: same origin, cached for good.
 */
import * as faceapi from '@vladmandic/face-api';
import landmarksManifest from '@vladmandic/face-api/model/face_landmark_68_model-weights_manifest.json';
import landmarksWeightsUrl from '@vladmandic/face-api/model/face_landmark_68_model.bin?url';
import detectorManifest from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json';
import detectorWeightsUrl from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url';
import type { DetectedFace, FaceBackend, FaceModelInfo, FaceSource } from './face-model';

/**
 * The detector's input: the photo scaled to 416 px (a multiple of 32). On the astronaut portrait 416 scores the face
 * 0.97 against 0.88 at 320 and 0.93 at 512 (bench/colour-analysis/face.ts); a face under 0.5 is not one.
 */
const DETECTOR_OPTIONS = new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: 0.5 });

/** The engine's functions the package's typings leave out (they are in its bundle of TensorFlow.js). */
type Engine = {
  setBackend(name: string): Promise<boolean>;
  getBackend(): string;
  ready(): Promise<void>;
};
const tf = faceapi.tf as typeof faceapi.tf & Engine;

type Manifest = faceapi.tf.io.WeightsManifestConfig;

/** Starts TensorFlow.js on the engine asked for and loads both models' weights. */
export async function startFaceModel(wanted: FaceBackend): Promise<FaceModelInfo> {
  const buffers = Promise.all([bytesOf(detectorWeightsUrl), bytesOf(landmarksWeightsUrl)]);
  const backend = await startBackend(wanted);
  const [detector, landmarks] = await buffers;
  faceapi.nets.tinyFaceDetector.loadFromWeightMap(weightMapOf(detectorManifest as Manifest, detector));
  faceapi.nets.faceLandmark68Net.loadFromWeightMap(weightMapOf(landmarksManifest as Manifest, landmarks));
  if (backend === 'webgl') await warmUp();
  return { backend };
}

/**
 * WebGL compiles its programs on a net's first run (2 to 3 s in software, bench/colour-analysis/face.ts): done here
 * on a blank picture, while she reads the guidance, rather than on her first photo.
 */
async function warmUp() {
  const blank = (side: number) =>
    Object.assign(document.createElement('canvas'), { width: side, height: side });
  await faceapi.nets.tinyFaceDetector.locateFaces(blank(DETECTOR_OPTIONS.inputSize), DETECTOR_OPTIONS);
  await faceapi.nets.faceLandmark68Net.detectLandmarks(blank(112));
}

/** The largest face (by its box) and its landmarks, in the source's own pixels. */
export async function detectLargestFace(source: FaceSource): Promise<DetectedFace | null> {
  const canvas = await canvasOf(source);
  const detections = await faceapi.detectAllFaces(canvas, DETECTOR_OPTIONS);
  const largest = detections.reduce<faceapi.FaceDetection | null>(
    (best, face) => (best && best.box.area >= face.box.area ? best : face),
    null,
  );
  if (!largest) return null;
  // The face's region inside the photo, where the landmark net looks. face-api's own chain crops the box clipped
  // at the photo's edges but shifts the points by the unclipped box, which moves them when a face touches an edge.
  const region = largest.box.clipAtImageBorders(canvas.width, canvas.height);
  const [crop] = await faceapi.extractFaces(canvas, [region]);
  if (!crop || region.width <= 0 || region.height <= 0) return null;
  const points = (await faceapi.nets.faceLandmark68Net.detectLandmarks(crop)) as faceapi.FaceLandmarks68;
  return {
    box: { x: region.x, y: region.y, width: region.width, height: region.height },
    landmarks: points.positions.map(({ x, y }) => ({ x: x + region.x, y: y + region.y })),
    score: largest.score,
  };
}

async function bytesOf(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`face model weights: ${response.status} for ${url}`);
  return response.arrayBuffer();
}

/** The package ships each model as one file of weights: the manifest says which tensor is where in it. */
function weightMapOf(manifest: Manifest, bytes: ArrayBuffer) {
  if (manifest.length !== 1 || manifest[0]?.paths.length !== 1) {
    throw new Error('face model weights: one file per model expected (has the package changed?)');
  }
  return tf.io.decodeWeights(bytes, manifest[0].weights);
}

/** WebGL where the browser has it (on a GPU, or drawn in software), else TensorFlow.js's CPU engine. */
async function startBackend(wanted: FaceBackend): Promise<FaceModelInfo['backend']> {
  const order: FaceModelInfo['backend'][] = wanted === 'cpu' ? ['cpu'] : ['webgl', 'cpu'];
  for (const name of order) {
    if (await tf.setBackend(name).catch(() => false)) {
      await tf.ready();
      return name;
    }
  }
  throw new Error('face model: no TensorFlow.js backend started');
}

/** One canvas in the photo's own pixels, which both nets read (an image is drawn at its natural size). */
async function canvasOf(source: FaceSource): Promise<HTMLCanvasElement> {
  if (source instanceof HTMLCanvasElement) return source;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('face model: no 2D canvas');
  if (source instanceof ImageData) {
    canvas.width = source.width;
    canvas.height = source.height;
    context.putImageData(source, 0, 0);
    return canvas;
  }
  if (!source.complete || source.naturalWidth === 0) await source.decode();
  canvas.width = source.naturalWidth;
  canvas.height = source.naturalHeight;
  context.drawImage(source, 0, 0);
  return canvas;
}
