import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { DetectedFace, FaceModelInfo, FacePoint } from '../src/web/features/colour-analysis/face-model';
import {
  buildFaceHarness,
  FACE_MODEL_MODULE,
  serveFaceHarness,
  type FaceHarness,
} from './support/face-harness';

/**
 * The face model of the colour analysis (decision record 70) in Debian's Chromium, on a real face: the official NASA
 * portrait of astronaut Eileen Collins (public domain, as scikit-image ships it: e2e/fixtures/README.md). Bundled
 * and served by the test itself (e2e/support/face-harness.ts), without the app's build or server.
 */

type FaceModelApi = typeof import('../src/web/features/colour-analysis/face-model');
declare global {
  interface Window {
    faceModel: FaceModelApi;
  }
}

const HARNESS = `
  import * as faceModel from ${JSON.stringify(FACE_MODEL_MODULE)};
  window.faceModel = faceModel;
`;
const SIDE = 512;

let harness: FaceHarness;
test.beforeAll(async () => {
  harness = await buildFaceHarness({ harness: HARNESS });
});
test.afterAll(async () => {
  await harness?.remove();
});
test.beforeEach(() => test.setTimeout(120_000));

const mean = (points: FacePoint[]) => ({
  x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
  y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
});
const range = (from: number, to: number, landmarks: FacePoint[]) => landmarks.slice(from, to + 1);

/** Ray casting: whether the point is inside the polygon. */
function inside(point: FacePoint, polygon: FacePoint[]) {
  let isIn = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) {
      isIn = !isIn;
    }
  }
  return isIn;
}

/** Her cheeks as a sampler would place them: between the jaw, the nose's wing and the lower eyelid. */
const cheeksOf = (l: FacePoint[]) => [mean([l[2]!, l[31]!, l[41]!]), mean([l[14]!, l[35]!, l[46]!])];

test('finds the astronaut’s face and its 68 landmarks with the package’s weights, from our origin only', async ({
  page,
}) => {
  const served = await serveFaceHarness(page, harness, 'harness');
  await page.goto(served.url);
  await page.waitForFunction(() => 'faceModel' in window);

  // The page has the module's small entry only: the library and the weights wait for the first use.
  const entry = await readFile(harness.files.get('/harness.js')!, 'utf8');
  expect(entry.length).toBeLessThan(10_000);
  expect(
    served.requested.filter((path) => path.startsWith('/model/') || path.includes('face-runtime')),
  ).toEqual([]);

  const { info, face } = await page.evaluate(async () => {
    const first = window.faceModel.loadFaceModel();
    const again = window.faceModel.loadFaceModel();
    const info = await first;
    if ((await again) !== info) throw new Error('loadFaceModel loaded twice');
    const image = document.querySelector<HTMLImageElement>('#portrait')!;
    await image.decode();
    return { info, face: await window.faceModel.detectFace(image) };
  });
  expect(['webgl', 'cpu']).toContain((info satisfies FaceModelInfo).backend);
  // Each model's weights once, from the package's files on this origin; nothing from elsewhere.
  expect(served.requested.filter((path) => path.endsWith('.bin')).sort()).toEqual([
    '/model/face_landmark_68_model.bin',
    '/model/tiny_face_detector_model.bin',
  ]);
  expect(served.outside).toEqual([]);
  // Nor a file the package does not ship (the bundle's WebAssembly engine is never started: its binaries are not in
  // the package).
  expect(served.requested.filter((path) => path !== '/' && !harness.files.has(path))).toEqual([]);

  expect(face).not.toBeNull();
  const { box, landmarks, score } = face as DetectedFace;
  expect(score).toBeGreaterThan(0.8);

  // The box inside the portrait, a face's size (the portrait is head and shoulders), in its upper half.
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(SIDE);
  expect(box.y + box.height).toBeLessThanOrEqual(SIDE);
  expect(box.width).toBeGreaterThan(SIDE * 0.12);
  expect(box.width).toBeLessThan(SIDE * 0.5);
  expect(box.height / box.width).toBeGreaterThan(0.7);
  expect(box.height / box.width).toBeLessThan(1.5);
  expect(box.y + box.height / 2).toBeLessThan(SIDE / 2);

  // 68 points, all in the box give or take a tenth of its size.
  expect(landmarks).toHaveLength(68);
  const slackX = box.width * 0.1;
  const slackY = box.height * 0.1;
  for (const { x, y } of landmarks) {
    expect(x).toBeGreaterThanOrEqual(box.x - slackX);
    expect(x).toBeLessThanOrEqual(box.x + box.width + slackX);
    expect(y).toBeGreaterThanOrEqual(box.y - slackY);
    expect(y).toBeLessThanOrEqual(box.y + box.height + slackY);
  }

  // The iBUG 300-W order: brows above the eyes, above the nose's tip, above the mouth, above the chin.
  const brows = mean(range(17, 26, landmarks));
  const rightEye = mean(range(36, 41, landmarks));
  const leftEye = mean(range(42, 47, landmarks));
  const noseTip = landmarks[30]!;
  const mouth = mean(range(48, 67, landmarks));
  const chin = landmarks[8]!;
  expect(brows.y).toBeLessThan(Math.min(rightEye.y, leftEye.y));
  expect(Math.max(rightEye.y, leftEye.y)).toBeLessThan(noseTip.y);
  expect(noseTip.y).toBeLessThan(mouth.y);
  expect(mouth.y).toBeLessThan(chin.y);
  // Her right eye and her jaw's first point on the photo's left; the nose and mouth between the eyes.
  expect(rightEye.x).toBeLessThan(leftEye.x);
  expect(landmarks[0]!.x).toBeLessThan(landmarks[16]!.x);
  for (const point of [noseTip, mouth]) {
    expect(point.x).toBeGreaterThan(rightEye.x);
    expect(point.x).toBeLessThan(leftEye.x);
  }
  // The eyes a face's width apart (about 0.3 to 0.5 of the box between their centres).
  const eyeGap = Math.hypot(leftEye.x - rightEye.x, leftEye.y - rightEye.y);
  expect(eyeGap / box.width).toBeGreaterThan(0.25);
  expect(eyeGap / box.width).toBeLessThan(0.6);

  // The cheeks inside the face's outline (the jaw, then the brows back), on skin: a warm, light colour.
  const outline = [...range(0, 16, landmarks), ...range(17, 26, landmarks).reverse()];
  const cheeks = cheeksOf(landmarks);
  for (const cheek of cheeks) expect(inside(cheek, outline)).toBe(true);
  const colours = await page.evaluate((points) => {
    const image = document.querySelector<HTMLImageElement>('#portrait')!;
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    return points.map(({ x, y }) => {
      const { data } = context.getImageData(Math.round(x) - 2, Math.round(y) - 2, 5, 5);
      const sum = [0, 0, 0];
      for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) sum[c]! += data[i + c]!;
      return sum.map((value) => value / 25);
    });
  }, cheeks);
  for (const [r, g, b] of colours) {
    expect(r).toBeGreaterThan(g!);
    expect(g).toBeGreaterThan(b!);
    expect(r).toBeGreaterThan(110);
    expect(r! - b!).toBeGreaterThan(20);
  }
});

test('reads a canvas and its pixels as it reads the image, a face cut by the edge, and no face in a blank picture', async ({
  page,
}) => {
  const served = await serveFaceHarness(page, harness, 'harness');
  await page.goto(served.url);
  await page.waitForFunction(() => 'faceModel' in window);

  const found = await page.evaluate(async () => {
    const image = document.querySelector<HTMLImageElement>('#portrait')!;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    const blank = document.createElement('canvas');
    blank.width = 400;
    blank.height = 300;
    const paint = blank.getContext('2d')!;
    paint.fillStyle = '#b8b0a8';
    paint.fillRect(0, 0, 400, 300);
    // The portrait moved 185 px to the left: the detector's box starts about 12 px beyond the photo's edge.
    const cut = document.createElement('canvas');
    cut.width = image.naturalWidth;
    cut.height = image.naturalHeight;
    cut.getContext('2d')!.drawImage(image, -185, 0);
    const { detectFace } = window.faceModel;
    return {
      image: await detectFace(image),
      canvas: await detectFace(canvas),
      pixels: await detectFace(pixels),
      cut: await detectFace(cut),
      blank: await detectFace(blank),
    };
  });

  expect(found.image).not.toBeNull();
  for (const other of [found.canvas, found.pixels]) {
    expect(other).not.toBeNull();
    expect(other!.box).toEqual(found.image!.box);
    expect(Math.abs(other!.score - found.image!.score)).toBeLessThan(0.01);
    other!.landmarks.forEach((point, i) => {
      const reference = found.image!.landmarks[i]!;
      expect(Math.hypot(point.x - reference.x, point.y - reference.y)).toBeLessThan(1);
    });
  }
  // Cut by the edge, the points stay on the face (face-api's own chain puts them about 11 px off here, decision
  // record 70): within 3 px of where the whole portrait has them, on average.
  expect(found.cut).not.toBeNull();
  expect(found.cut!.box.x).toBe(0);
  const offset =
    found.cut!.landmarks.reduce((sum, point, i) => {
      const reference = found.image!.landmarks[i]!;
      return sum + Math.hypot(point.x + 185 - reference.x, point.y - reference.y);
    }, 0) / 68;
  expect(offset).toBeLessThan(3);
  expect(found.blank).toBeNull();
  expect(served.outside).toEqual([]);
});

test('finds the same face with TensorFlow.js’s CPU engine as with WebGL, where a browser has no WebGL', async ({
  context,
}) => {
  const found: Record<string, { backend: string; face: DetectedFace | null }> = {};
  for (const backend of ['webgl', 'cpu'] as const) {
    const page = await context.newPage();
    const served = await serveFaceHarness(page, harness, 'harness');
    await page.goto(served.url);
    await page.waitForFunction(() => 'faceModel' in window);
    found[backend] = await page.evaluate(async (wanted) => {
      const info = await window.faceModel.loadFaceModel({ backend: wanted });
      const image = document.querySelector<HTMLImageElement>('#portrait')!;
      await image.decode();
      return { backend: info.backend, face: await window.faceModel.detectFace(image) };
    }, backend);
    expect(served.outside).toEqual([]);
    await page.close();
  }

  expect(found.cpu!.backend).toBe('cpu');
  const [gpu, cpu] = [found.webgl!.face!, found.cpu!.face!];
  expect(cpu.box).toEqual(gpu.box);
  expect(Math.abs(cpu.score - gpu.score)).toBeLessThan(0.01);
  cpu.landmarks.forEach((point, i) => {
    expect(Math.hypot(point.x - gpu.landmarks[i]!.x, point.y - gpu.landmarks[i]!.y)).toBeLessThan(1);
  });
});
