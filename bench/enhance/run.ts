/**
 * Background removal measured on bench/enhance/dataset (make it with make-dataset.ts): per photo the time of
 * one cutout at 1024 px, the mask quality (IoU of the alpha against the true mask, both at 512) and the
 * confidence the engine reports; then the mean and worst, and peak memory. Prints, asserts nothing.
 *
 *   npx tsx bench/enhance/run.ts
 */
import { readdir, readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { removeBackground } from '../../src/server/platform/images/enhance/remove-background';
import { cutoutIou } from '../../src/server/test/mask-iou';

const DATASET = new URL('./dataset/', import.meta.url);

/** An empty mask matched by an empty cutout counts as perfect. */
async function iou(png: Buffer, maskFile: Buffer): Promise<number> {
  const score = await cutoutIou(png, maskFile);
  return Number.isNaN(score) ? 1 : score;
}

const names = (await readdir(DATASET)).filter((f) => f.endsWith('.jpg')).sort();
if (names.length === 0) throw new Error('No dataset: run npx tsx bench/enhance/make-dataset.ts first');

// One warm-up, so the first photo does not pay for loading libvips.
await removeBackground(await readFile(new URL(names[0]!, DATASET)));

const rows = [];
let peak = process.memoryUsage().rss;
for (const name of names) {
  const photo = await readFile(new URL(name, DATASET));
  const mask = await readFile(new URL(name.replace(/\.jpg$/, '.mask.png'), DATASET));
  const started = performance.now();
  const result = await removeBackground(photo);
  const ms = performance.now() - started;
  peak = Math.max(peak, process.memoryUsage().rss);
  rows.push({
    photo: name.replace(/\.jpg$/, ''),
    ms: Math.round(ms),
    iou: await iou(result.png, mask),
    confidence: result.confidence,
  });
}

const ious = rows.map((r) => r.iou);
console.log(`classical engine, ${rows.length} photos of 1024 px, output 512 px`);
console.table(rows.map((r) => ({ ...r, iou: r.iou.toFixed(3) })));
console.log(
  `mean ${Math.round(rows.reduce((s, r) => s + r.ms, 0) / rows.length)} ms per photo, ` +
    `IoU mean ${(ious.reduce((s, v) => s + v, 0) / ious.length).toFixed(3)} (worst ${Math.min(...ious).toFixed(3)}), ` +
    `peak RSS ${Math.round(peak / 1024 / 1024)} MB`,
);
