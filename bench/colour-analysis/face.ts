/**
 * The colour analysis's face model in Debian's Chromium (decision record 70) on the NASA portrait of Eileen Collins
 * (e2e/fixtures/astronaut.png, public domain): bundled and served as e2e/face-model.spec.ts does it
 * (e2e/support/face-harness.ts), with nothing but the page's own origin.
 *
 * 1. The files a visitor of the screen downloads: the library and the weights, raw, gzip and brotli.
 * 2. Time: a fresh page each round loads the model (the library's chunk, the engine, the weights), then detects the
 *    face and its landmarks RUNS times: the first detection apart (the engine compiles its kernels on first use),
 *    the median of the others. Our module (`loadFaceModel`, `detectFace`) beside face-api's own minimal use of the
 *    same models (`loadFromUri`, `detectSingleFace(...).withFaceLandmarks()`), the detector alone, and the tiny
 *    landmark net; on the CPU engine and on WebGL (drawn in software on a machine without a GPU), where our load
 *    includes a first run on a blank picture (WebGL compiles its programs then, not on her photo).
 * 3. The detector alone at input sizes 224 to 608 (score, box), on the CPU engine. Then the landmarks' stability,
 *    full net against tiny: the portrait scaled and moved 12 ways, each point brought back to the portrait's
 *    pixels; its spread across the 12, as a share of the distance between the outer eye corners (no reference
 *    landmarks exist for this photo: a steadier net is the better sampler of cheeks and irises).
 *
 *   npx tsx bench/colour-analysis/face.ts
 *   ROUNDS=5 RUNS=9 npx tsx bench/colour-analysis/face.ts
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../e2e/support/env';
import { buildFaceHarness, FACE_MODEL_MODULE, serveFaceHarness } from '../../e2e/support/face-harness';

const ANALYSE_MODULE = join(import.meta.dirname, '../../src/domain/colour-analysis/analyse-colours.ts');

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const RUNS = Number(process.env.RUNS ?? 5);
const PACKAGE = join(import.meta.dirname, '../../node_modules/@vladmandic/face-api');
const MODELS = ['tiny_face_detector_model', 'face_landmark_68_model', 'face_landmark_68_tiny_model'];

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** In the page: `window.bench.load(backend)` and `window.bench.detect()`, each answering its time. */
const OURS = `
  import { detectFace, loadFaceModel } from ${JSON.stringify(FACE_MODEL_MODULE)};
  import { analyseColours } from ${JSON.stringify(ANALYSE_MODULE)};
  const image = document.querySelector('#portrait');
  window.bench = {
    /** Reading the pixels, then the colour pipeline on them (card, balance, samples, classes, seasons). */
    async sample() {
      const face = await detectFace(image);
      const start = performance.now();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
      const read = performance.now();
      analyseColours(pixels, face);
      return { ms: performance.now() - start, readMs: read - start };
    },
    async load(backend) {
      await image.decode();
      const start = performance.now();
      const info = await loadFaceModel({ backend });
      return { ms: performance.now() - start, backend: info.backend };
    },
    async detect() {
      const start = performance.now();
      const face = await detectFace(image);
      return { ms: performance.now() - start, score: face?.score ?? 0, points: face?.landmarks.length ?? 0 };
    },
  };
`;

/** face-api as its README uses it, loaded by a dynamic import as ours is; `mode` picks the nets. */
const BARE = `
  let faceapi;
  const image = document.querySelector('#portrait');
  const options = () => new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: 0.5 });
  window.bench = {
    async load(backend, mode) {
      await image.decode();
      const start = performance.now();
      faceapi = await import('@vladmandic/face-api');
      await faceapi.tf.setBackend(backend);
      await faceapi.tf.ready();
      const nets = [faceapi.nets.tinyFaceDetector];
      if (mode === 'landmarks' || mode === 'both') nets.push(faceapi.nets.faceLandmark68Net);
      if (mode === 'tiny' || mode === 'both') nets.push(faceapi.nets.faceLandmark68TinyNet);
      await Promise.all(nets.map((net) => net.loadFromUri('/model')));
      return { ms: performance.now() - start, backend: faceapi.tf.getBackend() };
    },
    async detect(mode) {
      const start = performance.now();
      const task = faceapi.detectSingleFace(image, options());
      const face = mode === 'detector' ? await task : await task.withFaceLandmarks(mode === 'tiny');
      const score = mode === 'detector' ? face?.score : face?.detection.score;
      return { ms: performance.now() - start, score: score ?? 0, points: face?.landmarks?.positions.length ?? 0 };
    },
    /** The detector's score and box width at each input size. */
    async sizes() {
      const found = [];
      for (const inputSize of [224, 320, 416, 512, 608]) {
        const start = performance.now();
        const face = await faceapi.detectSingleFace(image, new faceapi.TinyFaceDetectorOptions({ inputSize, scoreThreshold: 0.1 }));
        found.push({ inputSize, ms: performance.now() - start, score: face?.score ?? 0, width: face?.box.width ?? 0 });
      }
      return found;
    },
    /** The 68 points of each net on the portrait scaled by s and moved by (dx, dy), back in the portrait's pixels. */
    async stability() {
      const found = { full: [], tiny: [] };
      for (const s of [0.8, 1, 1.25, 1.5]) {
        for (const [dx, dy] of [[0, 0], [13, 7], [27, 19]]) {
          const canvas = document.createElement('canvas');
          canvas.width = canvas.height = Math.round(image.naturalWidth * s) + 40;
          const context = canvas.getContext('2d');
          context.fillStyle = '#808080';
          context.fillRect(0, 0, canvas.width, canvas.height);
          context.drawImage(image, dx, dy, image.naturalWidth * s, image.naturalHeight * s);
          for (const net of ['full', 'tiny']) {
            const face = await faceapi.detectSingleFace(canvas, options()).withFaceLandmarks(net === 'tiny');
            found[net].push(face ? face.landmarks.positions.map((p) => ({ x: (p.x - dx) / s, y: (p.y - dy) / s })) : null);
          }
        }
      }
      return found;
    },
  };
`;

type Timing = { ms: number; backend?: string; score?: number; points?: number };
type Bench = {
  load(backend: string, mode?: string): Promise<Timing>;
  detect(mode?: string): Promise<Timing>;
  sample(): Promise<{ ms: number; readMs: number }>;
  stability(): Promise<Record<'full' | 'tiny', ({ x: number; y: number }[] | null)[]>>;
  sizes(): Promise<{ inputSize: number; ms: number; score: number; width: number }[]>;
};
declare global {
  interface Window {
    bench: Bench;
  }
}

const harness = await buildFaceHarness({ ours: OURS, bare: BARE });
for (const file of MODELS.flatMap((model) => [`${model}.bin`, `${model}-weights_manifest.json`])) {
  harness.files.set(`/model/${file}`, join(PACKAGE, 'model', file));
}

console.log(`Chromium ${CHROMIUM_LAUNCH.executablePath}, load average at the start: ${load()}\n`);

// 1. What the screen downloads.
console.log('| file | raw KB | gzip KB | brotli KB |');
console.log('| --- | --- | --- | --- |');
for (const file of ['dist/face-api.esm.js', ...MODELS.map((model) => `model/${model}.bin`)]) {
  const bytes = readFileSync(join(PACKAGE, file));
  const gzip = gzipSync(bytes, { level: 9 }).length;
  const brotli = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
  console.log(`| ${file} | ${kb(bytes.length)} | ${kb(gzip)} | ${kb(brotli)} |`);
}
console.log();

// 2. Time.
const variants = [
  { name: 'ours (loadFaceModel, detectFace)', entry: 'ours', backend: 'cpu' },
  { name: 'bare face-api, detector + 68 landmarks', entry: 'bare', backend: 'cpu', mode: 'landmarks' },
  { name: 'bare face-api, detector alone', entry: 'bare', backend: 'cpu', mode: 'detector' },
  { name: 'bare face-api, detector + tiny landmarks', entry: 'bare', backend: 'cpu', mode: 'tiny' },
  { name: 'ours (loadFaceModel, detectFace)', entry: 'ours', backend: 'webgl' },
  { name: 'bare face-api, detector + 68 landmarks', entry: 'bare', backend: 'webgl', mode: 'landmarks' },
];
type Row = {
  loads: number[];
  firsts: number[];
  nexts: number[];
  backend: string;
  score: number;
  points: number;
};
const rows = variants.map((): Row => ({
  loads: [],
  firsts: [],
  nexts: [],
  backend: '',
  score: 0,
  points: 0,
}));

/** A new context (empty cache, new engine) on the harness's page; refuses any request outside its origin. */
async function inFreshPage(browser: Browser, entry: string, work: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const served = await serveFaceHarness(page, harness, entry);
  await page.goto(served.url);
  await page.waitForFunction(() => 'bench' in window);
  try {
    await work(page);
  } finally {
    await context.close();
  }
  if (served.outside.length > 0) throw new Error(`Requests outside the origin: ${served.outside.join(', ')}`);
}

const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  for (let round = 0; round < ROUNDS; round++) {
    // Each round in turn, so that a busier minute of the machine spreads over all of them.
    for (const [i, variant] of variants.entries()) {
      const row = rows[i]!;
      await inFreshPage(browser, variant.entry, async (page) => {
        const loaded = await page.evaluate(([backend, mode]) => window.bench.load(backend, mode), [
          variant.backend,
          variant.mode,
        ] as const);
        row.loads.push(loaded.ms);
        row.backend = loaded.backend ?? '';
        for (let run = 0; run < RUNS; run++) {
          const found = await page.evaluate((mode) => window.bench.detect(mode), variant.mode);
          (run === 0 ? row.firsts : row.nexts).push(found.ms);
          row.score = found.score ?? 0;
          row.points = found.points ?? 0;
        }
      });
    }
  }
  console.log(
    `Fresh page per round, ${ROUNDS} rounds, ${RUNS} detections each (first apart, then the median of the others):\n`,
  );
  console.log('| variant | engine | load ms | first detection ms | next detections ms | score | points |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [i, variant] of variants.entries()) {
    const row = rows[i]!;
    console.log(
      `| ${variant.name} | ${row.backend} | ${median(row.loads).toFixed(0)} | ${median(row.firsts).toFixed(0)} | ` +
        `${median(row.nexts).toFixed(0)} | ${row.score.toFixed(3)} | ${row.points} |`,
    );
  }
  console.log(`\nload average after the timings: ${load()}\n`);

  // 2b. The colour pipeline after the detection: the photo's pixels read from a canvas, then sampled and classed.
  const samples: number[] = [];
  const reads: number[] = [];
  await inFreshPage(browser, 'ours', async (page) => {
    await page.evaluate(() => window.bench.load('webgl'));
    for (let run = 0; run < RUNS + 1; run++) {
      const sampled = await page.evaluate(() => window.bench.sample());
      if (run > 0) samples.push(sampled.ms);
      if (run > 0) reads.push(sampled.readMs);
    }
  });
  console.log('| step (512 x 512 portrait, after detection) | median ms |');
  console.log('| --- | --- |');
  console.log(`| pixels read from a canvas | ${median(reads).toFixed(1)} |`);
  console.log(
    `| pixels read + analyseColours (card, balance, samples, classes, seasons) | ${median(samples).toFixed(1)} |`,
  );
  console.log(`\nload average after the sampling: ${load()}\n`);

  // 3. Input sizes and stability.
  await inFreshPage(browser, 'bare', async (page) => {
    await page.evaluate(() => window.bench.load('cpu', 'both'));
    console.log('The detector alone at each input size (the second run at each size):\n');
    console.log('| input px | score | box width px | ms |');
    console.log('| --- | --- | --- | --- |');
    await page.evaluate(() => window.bench.sizes());
    for (const size of await page.evaluate(() => window.bench.sizes())) {
      console.log(
        `| ${size.inputSize} | ${size.score.toFixed(3)} | ${size.width.toFixed(0)} | ${size.ms.toFixed(0)} |`,
      );
    }
    console.log();
    const found = await page.evaluate(() => window.bench.stability());
    console.log(
      'Landmark spread over 12 scalings and shifts of the portrait (share of the outer eye corners’ gap):\n',
    );
    console.log(
      '| net | found | all 68 mean | worst point | eyes (36-47) | jaw (0-16) | full vs tiny mean |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    const centres: Record<string, { x: number; y: number }[]> = {};
    for (const net of ['full', 'tiny'] as const) {
      const faces = found[net].filter((face) => face !== null);
      const centre = Array.from({ length: 68 }, (_, i) => ({
        x: faces.reduce((sum, face) => sum + face[i]!.x, 0) / faces.length,
        y: faces.reduce((sum, face) => sum + face[i]!.y, 0) / faces.length,
      }));
      centres[net] = centre;
      const gap = Math.hypot(centre[45]!.x - centre[36]!.x, centre[45]!.y - centre[36]!.y);
      const spread = centre.map(
        (c, i) =>
          faces.reduce((sum, face) => sum + Math.hypot(face[i]!.x - c.x, face[i]!.y - c.y), 0) /
          faces.length /
          gap,
      );
      const avg = (from: number, to: number) =>
        spread.slice(from, to + 1).reduce((sum, value) => sum + value, 0) / (to - from + 1);
      const between =
        net === 'tiny'
          ? (
              centre.reduce(
                (sum, c, i) => sum + Math.hypot(c.x - centres.full![i]!.x, c.y - centres.full![i]!.y),
                0,
              ) /
              68 /
              gap
            ).toFixed(3)
          : '';
      console.log(
        `| ${net} | ${faces.length} of ${found[net].length} | ${avg(0, 67).toFixed(3)} | ${Math.max(...spread).toFixed(3)} | ` +
          `${avg(36, 47).toFixed(3)} | ${avg(0, 16).toFixed(3)} | ${between} |`,
      );
    }
  });
} finally {
  await browser.close();
  await harness.remove();
}
console.log(`\nload average at the end: ${load()}`);
