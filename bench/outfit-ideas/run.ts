/**
 * 'Idées de tenues' (docs/decisions/0073): the engine on a 500-garment wardrobe asked for 20 ideas, beside a bare
 * baseline that draws 20 valid looks at random (same filters, no score, no variety). Prints ms per run, then the
 * median and p95 of each over RUNS runs (a new seed each run), and the machine's load.
 *
 *   npx tsx bench/outfit-ideas/run.ts            (GARMENTS=500 IDEAS=20 RUNS=50 by default)
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Category } from '../../src/domain/clothing';
import { candidatesOf } from '../../src/domain/outfit-ideas/candidates';
import { seededRandom } from '../../src/domain/outfit-ideas/random';
import { activeRule, prepare, scoreLook, type PreparedLook } from '../../src/domain/outfit-ideas/scores';
import { proposeOutfitIdeas } from '../../src/domain/outfit-ideas/search';
import { largeWardrobe, NO_DIAGNOSIS } from '../../src/domain/outfit-ideas/test-wardrobe';
import type { IdeaDiagnosis, IdeaGarment } from '../../src/domain/outfit-ideas/types';
import { PALETTES } from '../../src/domain/palettes';

const GARMENTS = Number(process.env.GARMENTS ?? 500);
const IDEAS = Number(process.env.IDEAS ?? 20);
const RUNS = Number(process.env.RUNS ?? 50);

const wardrobe = largeWardrobe(GARMENTS, 'bench');
const diagnosis: IdeaDiagnosis = {
  ...NO_DIAGNOSIS,
  swatches: PALETTES.automne_profond.swatches,
  morphology: 'A',
};
const TODAY = '2026-11-28';

/** The bare baseline: the same hard filters, then looks drawn at random, no score, no variety. */
function randomLooks(garments: readonly IdeaGarment[], seed: string): IdeaGarment[][] {
  const random = seededRandom(seed);
  const candidates = candidatesOf(garments, 'autumn');
  const looks: IdeaGarment[][] = [];
  const pick = (category: Category) => random.pick(candidates[category]);
  for (let i = 0; i < IDEAS; i += 1) {
    const onePiece = candidates.one_piece.length > 0 && random.next() < 0.3;
    const look = onePiece ? [pick('one_piece')] : [pick('top'), pick('bottom')];
    if (candidates.shoes.length) look.push(pick('shoes'));
    if (candidates.outerwear.length) look.push(pick('outerwear'));
    looks.push(look);
  }
  return looks;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const time = (run: () => unknown) => {
  const start = performance.now();
  run();
  return performance.now() - start;
};

// Warm up the JIT (and culori's colour conversions) before measuring.
for (let i = 0; i < 5; i += 1)
  proposeOutfitIdeas({ garments: wardrobe, diagnosis, season: 'autumn', today: TODAY, seed: `warm-${i}` });

/** The engine's own score of a look, to compare what each way finds (higher is better). */
const rule = activeRule(diagnosis);
const scoreOf = (look: readonly IdeaGarment[]) =>
  scoreLook(
    Object.fromEntries(look.map((garment) => [garment.category, prepare(garment, TODAY)])) as PreparedLook,
    rule,
  );
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

const engine: number[] = [];
const bare: number[] = [];
const engineScores: number[] = [];
const bareScores: number[] = [];
console.log(`${GARMENTS} garments, ${IDEAS} ideas, ${RUNS} runs`);
console.log('run  engine ms  baseline ms  ideas  mean score (engine / baseline)');
for (let run = 0; run < RUNS; run += 1) {
  const seed = `run-${run}`;
  let ideas: IdeaGarment[][] = [];
  engine.push(
    time(() => {
      ideas = proposeOutfitIdeas({
        garments: wardrobe,
        diagnosis,
        season: 'autumn',
        today: TODAY,
        seed,
        count: IDEAS,
      }).ideas.map((idea) => idea.items);
    }),
  );
  let looks: IdeaGarment[][] = [];
  bare.push(time(() => (looks = randomLooks(wardrobe, seed))));
  engineScores.push(mean(ideas.map(scoreOf)));
  bareScores.push(mean(looks.map(scoreOf)));
  console.log(
    `${String(run + 1).padStart(3)}  ${engine.at(-1)!.toFixed(2).padStart(9)}  ${bare.at(-1)!.toFixed(3).padStart(11)}  ${String(ideas.length).padStart(5)}  ${engineScores.at(-1)!.toFixed(2)} / ${bareScores.at(-1)!.toFixed(2)}`,
  );
}
engine.sort((a, b) => a - b);
bare.sort((a, b) => a - b);
console.log('\n| figure   | engine ms | bare random looks ms |');
console.log('| -------- | --------- | -------------------- |');
console.log(`| median   | ${quantile(engine, 0.5).toFixed(2)} | ${quantile(bare, 0.5).toFixed(3)} |`);
console.log(`| p95      | ${quantile(engine, 0.95).toFixed(2)} | ${quantile(bare, 0.95).toFixed(3)} |`);
console.log(`| worst    | ${engine.at(-1)!.toFixed(2)} | ${bare.at(-1)!.toFixed(3)} |`);
console.log(`| score    | ${mean(engineScores).toFixed(2)} | ${mean(bareScores).toFixed(2)} |`);
console.log(
  `\n${cpus().length} cores (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
