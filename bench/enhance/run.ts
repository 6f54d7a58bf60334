/**
 * Background removal measured, for each engine (ENGINE=u2netp|classical, both by default):
 * - on 40 real phone photos (bench/enhance/real-photos, CC0, 34 with a reference mask): per photo the IoU of the
 *   cutout's alpha against the mask, the confidence reported and the time; then mean, median, worst, the share
 *   under 0.9, how well the confidence flags the bad cutouts (hits) without flagging good ones (false alarms),
 *   ms per photo and memory above idle;
 * - on the generated set (bench/enhance/dataset, make it with make-dataset.ts) as a second table.
 * Prints, asserts nothing.
 *
 *   npx tsx bench/enhance/run.ts            ENGINE=classical npx tsx bench/enhance/run.ts
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import type { EnhanceResult } from '../../src/server/platform/images/enhance/enhancer';
import { removeBackground } from '../../src/server/platform/images/enhance/remove-background';
import { loadU2netp, removeBackgroundU2netp } from '../../src/server/platform/images/enhance/u2netp';
import { cutoutIou } from '../../src/server/test/mask-iou';

const REAL = new URL('./real-photos/', import.meta.url);
const GENERATED = new URL('./dataset/', import.meta.url);
const BAD_IOU = 0.9;

type Engine = { name: string; run: (photo: Buffer) => Promise<EnhanceResult> };
type Sample = { name: string; photo: URL; mask: URL | null };
type Row = { photo: string; iou: number | null; confidence: string; ms: number };

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const fixed = (value: number) => value.toFixed(3);

async function realSamples(): Promise<Sample[]> {
  const photos = (await readdir(new URL('photos/', REAL))).filter((f) => f.endsWith('.jpg')).sort();
  return photos.map((name) => {
    const mask = new URL(`masks/${name.replace(/\.jpg$/, '.png')}`, REAL);
    return {
      name: name.slice(0, 3),
      photo: new URL(`photos/${name}`, REAL),
      mask: existsSync(mask) ? mask : null,
    };
  });
}

async function generatedSamples(): Promise<Sample[]> {
  if (!existsSync(GENERATED)) return [];
  const photos = (await readdir(GENERATED)).filter((f) => f.endsWith('.jpg')).sort();
  return photos.map((name) => ({
    name: name.replace(/\.jpg$/, ''),
    photo: new URL(name, GENERATED),
    mask: new URL(name.replace(/\.jpg$/, '.mask.png'), GENERATED),
  }));
}

async function measure(engine: Engine, samples: Sample[]) {
  const rows: Row[] = [];
  let peak = process.memoryUsage().rss;
  for (const sample of samples) {
    const photo = await readFile(sample.photo);
    const started = performance.now();
    const result = await engine.run(photo);
    const ms = performance.now() - started;
    peak = Math.max(peak, process.memoryUsage().rss);
    // An empty mask matched by an empty cutout counts as perfect.
    const score = sample.mask ? await cutoutIou(result.png, await readFile(sample.mask)) : null;
    rows.push({
      photo: sample.name,
      iou: score === null ? null : Number.isNaN(score) ? 1 : score,
      confidence: result.confidence,
      ms: Math.round(ms),
    });
  }
  return { rows, peak };
}

function summary(rows: Row[]) {
  const scored = rows.filter((r): r is Row & { iou: number } => r.iou !== null);
  const ious = scored.map((r) => r.iou).sort((a, b) => a - b);
  const bad = scored.filter((r) => r.iou < BAD_IOU);
  const good = scored.filter((r) => r.iou >= BAD_IOU);
  const flagged = (r: Row) => r.confidence !== 'ok';
  const unscored = rows.filter((r) => r.iou === null);
  return [
    `IoU on ${scored.length} reference masks: mean ${fixed(ious.reduce((s, v) => s + v, 0) / ious.length)}, ` +
      `median ${fixed(ious[Math.floor(ious.length / 2)]!)}, worst ${fixed(ious[0]!)}, ` +
      `under ${BAD_IOU}: ${bad.length} (${Math.round((bad.length / scored.length) * 100)} %)`,
    `confidence: flags ${bad.filter(flagged).length} of ${bad.length} cutouts under ${BAD_IOU} (hits), ` +
      `${good.filter(flagged).length} of ${good.length} good ones (false alarms)` +
      (unscored.length
        ? `, ${unscored.filter(flagged).length} of ${unscored.length} photos without a reference`
        : ''),
    `${Math.round(rows.reduce((s, r) => s + r.ms, 0) / rows.length)} ms per photo`,
  ].join('\n');
}

function table(rows: Row[]) {
  console.table(rows.map((r) => ({ ...r, iou: r.iou === null ? '—' : fixed(r.iou) })));
}

async function engines(): Promise<Engine[]> {
  const wanted = process.env.ENGINE ? [process.env.ENGINE] : ['u2netp', 'classical'];
  const list: Engine[] = [];
  for (const name of wanted) {
    if (name === 'classical') list.push({ name, run: removeBackground });
    else if (name === 'u2netp') {
      const session = await loadU2netp();
      list.push({ name, run: (photo) => removeBackgroundU2netp(session, photo) });
    } else throw new Error(`Unknown engine ${name}: u2netp or classical`);
  }
  return list;
}

const real = await realSamples();
const generated = await generatedSamples();
const idle = process.memoryUsage().rss;
for (const engine of await engines()) {
  // One warm-up, so the first photo does not pay for loading libvips or the model's first run.
  await engine.run(await readFile(real[0]!.photo));
  const onReal = await measure(engine, real);
  console.log(`\n## ${engine.name}: ${real.length} real phone photos (short side 400 px), output 512 px`);
  table(onReal.rows);
  console.log(summary(onReal.rows));
  console.log(
    `peak RSS ${mb(onReal.peak)} MB, ${mb(onReal.peak - idle)} MB above idle (model loaded in this process)`,
  );
  if (generated.length === 0) {
    console.log('(no generated set: npx tsx bench/enhance/make-dataset.ts)');
    continue;
  }
  const onGenerated = await measure(engine, generated);
  console.log(`\n## ${engine.name}: ${generated.length} generated photos of 1024 px`);
  table(onGenerated.rows);
  console.log(summary(onGenerated.rows));
}
