/**
 * How fast cutouts are, beside a bare onnxruntime session on the same model and the same photos
 * (docs/decisions/0048). Prints, asserts nothing. Three parts, all by default (PART=side|options|bulk for one):
 *
 * - side: per real photo (bench/enhance/real-photos, 40), alternating, the product's whole cutout through its
 *   worker pool (decode, 320 px copy, model, upsampling, refinement, confidence, PNG, colour, thread hops) and a
 *   bare session created with onnxruntime's defaults running the model alone on the same photo's tensor; ms per
 *   photo both, their ratio, and the product's IoU against the reference masks;
 * - options: the model alone under each session option weighed (arena, threads, graph optimisation, execution
 *   mode), alternating, with the memory a session holds;
 * - bulk: a real app (PGlite, files on disk, the default worker pool, the capture loop as the server starts it):
 *   one client queues 30 real photos through POST /api/wardrobe/captures, seconds until all are ready; then 4
 *   clients each POST /api/enhance at once, each one's wait; process RSS at rest, at peak, and once the idle
 *   session is released.
 *
 *   npm run bench:enhance-speed          PART=bulk npm run bench:enhance-speed
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import sharp from 'sharp';
import { loadConfig } from '../../src/server/config';
import { createCaptureWorker } from '../../src/server/features/wardrobe/capture/worker';
import { decodeGarmentPhoto } from '../../src/server/platform/images/enhance/decode-photo';
import {
  createWorkerPoolEnhancer,
  threadsPerWorker,
} from '../../src/server/platform/images/enhance/worker-pool';
import { readU2netpModel, u2netpSessionOptions } from '../../src/server/platform/images/enhance/u2netp';
import { cutoutIou } from '../../src/server/test/mask-iou';
import { createTestApp } from '../../src/server/test/test-app';
import { imageForm } from '../../src/server/test/images';
import { signUp } from '../../src/server/test/users';

const REAL = new URL('./real-photos/', import.meta.url);
const SIDE = 320;
const PART = process.env.PART;
const load = () =>
  `load ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
const median = (values: number[]) => values.slice().sort((a, b) => a - b)[values.length >> 1]!;

/** The server's defaults on this machine (config.ts, worker-pool.ts). */
const config = loadConfig({ ...process.env, NODE_ENV: 'test' }).enhance;
const threads = config.threads ?? threadsPerWorker(config.workers);

const names = (await readdir(new URL('photos/', REAL))).filter((f) => f.endsWith('.jpg')).sort();
const photos = await Promise.all(names.map((name) => readFile(new URL(`photos/${name}`, REAL))));
const masks = names.map((name) => {
  const mask = new URL(`masks/${name.replace(/\.jpg$/, '.png')}`, REAL);
  return existsSync(mask) ? mask : null;
});
console.log(
  `${availableParallelism()} cores, ${config.workers} engine worker(s) of ${threads} thread(s); ${load()} at start`,
);

/** The tensor the product feeds the model for a photo, made beforehand: the bare session times the model alone. */
async function tensorOf(photo: Buffer): Promise<Tensor> {
  const { rgb, width, height } = await decodeGarmentPhoto(photo);
  const small = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .resize(SIDE, SIDE, { fit: 'fill' })
    .raw()
    .toBuffer();
  const plane = SIDE * SIDE;
  const brightest = small.reduce((max, value) => Math.max(max, value), 1);
  const data = new Float32Array(3 * plane);
  const [mean0, std0] = [
    [0.485, 0.456, 0.406],
    [0.229, 0.224, 0.225],
  ];
  for (let i = 0; i < plane; i += 1)
    for (let c = 0; c < 3; c += 1)
      data[c * plane + i] = (small[i * 3 + c]! / brightest - mean0![c]!) / std0![c]!;
  return new Tensor('float32', data, [1, 3, SIDE, SIDE]);
}

const runModel = (session: InferenceSession, tensor: Tensor) =>
  session.run({ [session.inputNames[0]!]: tensor });

async function side() {
  const tensors = await Promise.all(photos.map(tensorOf));
  const bare = await InferenceSession.create(await readU2netpModel());
  const product = createWorkerPoolEnhancer({ ...config, workers: 1, threads, maxQueue: 8 });
  // Warm-up: libvips, both sessions' first runs, the worker thread.
  await runModel(bare, tensors[0]!);
  await product.enhance(photos[0]!);
  const rows = [];
  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    return { result, ms: performance.now() - started };
  };
  for (let i = 0; i < photos.length; i += 1) {
    // Which goes first alternates photo by photo: a session's threads spin a while after its run and slow
    // whatever runs next (bare then product, always, put the ratio 5 to 7 % higher).
    const runBare = () => timed(() => runModel(bare, tensors[i]!));
    const runProduct = () => timed(() => product.enhance(photos[i]!));
    let bareRun: Awaited<ReturnType<typeof runBare>>;
    let productRun: Awaited<ReturnType<typeof runProduct>>;
    if (i % 2 === 0) {
      bareRun = await runBare();
      productRun = await runProduct();
    } else {
      productRun = await runProduct();
      bareRun = await runBare();
    }
    const bareMs = bareRun.ms;
    const productMs = productRun.ms;
    const result = productRun.result;
    const iou = masks[i] ? await cutoutIou(result.png, await readFile(masks[i]!)) : null;
    rows.push({
      photo: names[i]!.slice(0, 3),
      bareMs,
      productMs,
      iou: iou === null || Number.isNaN(iou) ? iou && 1 : iou,
    });
  }
  await product.close();
  await bare.release();
  console.log(
    `\n## One photo at a time: product (whole cutout, worker pool) beside the bare model (${load()})`,
  );
  console.table(
    rows.map((r) => ({
      photo: r.photo,
      'bare ms': Math.round(r.bareMs),
      'product ms': Math.round(r.productMs),
      ratio: (r.productMs / r.bareMs).toFixed(2),
      iou: r.iou === null ? '—' : r.iou.toFixed(3),
    })),
  );
  const bareMean = mean(rows.map((r) => r.bareMs));
  const productMean = mean(rows.map((r) => r.productMs));
  const scored = rows.flatMap((r) => (r.iou === null ? [] : [r.iou]));
  console.log(
    `bare ${Math.round(bareMean)} ms (median ${Math.round(median(rows.map((r) => r.bareMs)))}), product ` +
      `${Math.round(productMean)} ms (median ${Math.round(median(rows.map((r) => r.productMs)))}), ratio of means ` +
      `${(productMean / bareMean).toFixed(2)}; mean IoU ${mean(scored).toFixed(3)} on ${scored.length} masks ` +
      `(worst ${Math.min(...scored).toFixed(3)}); ${load()}`,
  );
}

async function options() {
  const bytes = await readU2netpModel();
  const variants: Record<string, InferenceSession.SessionOptions> = {
    'onnxruntime defaults (bare)': {},
    [`product (arena on, sequential, ${threads} thread(s))`]: u2netpSessionOptions(threads),
    'arena off (before)': { ...u2netpSessionOptions(threads), enableCpuMemArena: false },
    'arena on, memory pattern off': { ...u2netpSessionOptions(threads), enableMemPattern: false },
    '1 thread': u2netpSessionOptions(1),
    'threads do not spin-wait': {
      ...u2netpSessionOptions(threads),
      extra: { session: { intra_op: { allow_spinning: '0' } } },
    },
    'parallel execution': {
      ...u2netpSessionOptions(threads),
      executionMode: 'parallel',
      interOpNumThreads: 2,
    },
    'basic graph optimisation': { ...u2netpSessionOptions(threads), graphOptimizationLevel: 'basic' },
  };
  const tensors = await Promise.all(photos.slice(0, 8).map(tensorOf));
  const held: Record<string, number> = {};
  const sessions: [string, InferenceSession][] = [];
  for (const [name, opts] of Object.entries(variants)) {
    const before = process.memoryUsage().rss;
    const session = await InferenceSession.create(bytes, opts);
    await runModel(session, tensors[0]!);
    held[name] = process.memoryUsage().rss - before;
    sessions.push([name, session]);
  }
  const times: Record<string, number[]> = {};
  for (let round = 0; round < 2; round += 1)
    for (const tensor of tensors)
      for (const [name, session] of sessions) {
        const started = performance.now();
        await runModel(session, tensor);
        (times[name] ??= []).push(performance.now() - started);
      }
  const base = median(times['onnxruntime defaults (bare)']!);
  console.log(`\n## The model alone under each session option, 8 photos x 2 rounds alternating (${load()})`);
  console.table(
    Object.entries(times).map(([name, values]) => ({
      options: name,
      'median ms': Math.round(median(values)),
      'vs defaults': (median(values) / base).toFixed(2),
      'held MB (first run)': mb(held[name]!),
    })),
  );
  for (const [, session] of sessions) await session.release();
}

async function bulk() {
  const t = await createTestApp({ enhance: { ...config, maxQueue: 8, idleMs: 10_000 } });
  const rest = process.memoryUsage().rss;
  let peak = rest;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const stop = createCaptureWorker(t.deps, { concurrency: config.workers + 1 }).start();
  const client = await signUp(t, 'client');
  // Warm-up: the worker thread and its session start on first use, as after a server's start.
  await t.deps.enhancer.enhance(photos[0]!);

  const started = performance.now();
  const batch = photos.slice(0, 30);
  for (const [i, bytes] of batch.entries()) {
    const response = await client.request('/api/wardrobe/captures', {
      method: 'POST',
      body: imageForm({ file: { bytes, name: `${i}.jpg`, type: 'image/jpeg' } }),
    });
    if (response.status !== 201) throw new Error(`upload ${i}: ${response.status}`);
  }
  const queued = performance.now() - started;
  for (;;) {
    const response = await client.request('/api/wardrobe/captures');
    const { items } = (await response.json()) as { items: { status: string }[] };
    if (items.every((item) => item.status === 'ready' || item.status === 'failed')) break;
    await sleep(50);
  }
  const bulkSeconds = (performance.now() - started) / 1000;
  console.log(`\n## Bulk capture: 30 real photos through the queue (${load()})`);
  console.log(
    `all 30 ready in ${bulkSeconds.toFixed(1)} s (queued in ${(queued / 1000).toFixed(1)} s), ` +
      `${Math.round((bulkSeconds * 1000) / 30)} ms per photo`,
  );

  const users = await Promise.all([0, 1, 2, 3].map(() => signUp(t, 'client')));
  const waits = await Promise.all(
    users.map(async (user, i) => {
      const begun = performance.now();
      const response = await user.request('/api/enhance', {
        method: 'POST',
        body: imageForm({ file: { bytes: photos[30 + i]!, name: 'p.jpg', type: 'image/jpeg' } }),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`enhance: ${response.status}`);
      return performance.now() - begun;
    }),
  );
  console.log(
    `4 clients at once on POST /api/enhance: waits ${waits
      .sort((a, b) => a - b)
      .map((w) => (w / 1000).toFixed(2))
      .join(', ')} s (${load()})`,
  );
  await stop();
  clearInterval(sample);
  // The bench's worker releases its session after 10 s without a photo (the server's after 5 minutes).
  await sleep(12_000);
  console.log(
    `RSS: ${mb(rest)} MB at rest (app, no engine yet), peak ${mb(peak)} MB, ${mb(process.memoryUsage().rss)} MB ` +
      `once the idle session is released`,
  );
  await t.close();
}

if (!PART || PART === 'side') await side();
if (!PART || PART === 'options') await options();
if (!PART || PART === 'bulk') await bulk();
