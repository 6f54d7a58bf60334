import { CATEGORY_LABELS, COLOR_LABELS } from '../clothing';
import { deltaE2000, hexToLab, type LabColor, type MeasuredColor } from '../palette-match';
import {
  CONTRAST_LIGHTNESS,
  dominantTone,
  FLAT_LIGHTNESS,
  pairHarmony,
  PAIR_POINTS,
  type PairHarmony,
  type Tone,
} from './harmony';
import {
  MORPHOLOGY_RULES,
  RULE_CATEGORIES,
  RULE_REASONS,
  ruleVerdict,
  type LightnessRule,
} from './morphology-rules';
import { SLOTS, type IdeaDiagnosis, type IdeaGarment, type Slot } from './types';

/**
 * The scores of a look, each explained in French (docs/decisions/0073-outfit-ideas-engine.md). A look is scored
 * often while searching: what depends on one garment only is computed once (`prepare`), and the French reasons are
 * written only for the ideas kept.
 */

/** The weights of the scores: the palette near the face counts most, then the morphology and the harmony. */
export const WEIGHTS = {
  /** Times the mean of the face pieces' verdicts (in 1, near 0.4, out −1). */
  palette: 3,
  /** A look following (or going against) the morphology's lightness rule. */
  morphology: 2,
  /** Times the mean points of the pairs of pieces (PAIR_POINTS). */
  harmony: 2,
  /** Enough lightness contrast (or too little). */
  contrast: 1,
  /** Each piece worn in the last RECENT_DAYS days. */
  recent: 1.5,
} as const;

export const PALETTE_POINTS = { in: 1, near: 0.4, out: -1 } as const;
/** The pieces near the face, whose colour the palette judges. */
export const FACE_SLOTS: readonly Slot[] = ['top', 'one_piece', 'outerwear'];
/** The pieces whose colours make the look's harmony (an accessory is a touch, not judged). */
export const HARMONY_SLOTS: readonly Slot[] = ['outerwear', 'top', 'one_piece', 'bottom', 'shoes'];
/** A piece worn this many days ago or less counts as recently worn. */
export const RECENT_DAYS = 7;

export type Look = Partial<Record<Slot, IdeaGarment>>;

/** A garment with what the scores need, computed once. */
export type Prepared = {
  garment: IdeaGarment;
  tone: Tone | null;
  palettePoints: number | null;
  /** Days since she last wore it, when within RECENT_DAYS. */
  wornDaysAgo: number | null;
};

const DAY = 24 * 60 * 60 * 1000;
const dayNumber = (day: string) => Date.parse(`${day.slice(0, 10)}T00:00:00Z`) / DAY;

export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

export function prepare(garment: IdeaGarment, today: string): Prepared {
  const ago = garment.lastWornOn ? daysBetween(garment.lastWornOn, today) : null;
  return {
    garment,
    tone: dominantTone(garment.colors, garment.color),
    palettePoints: garment.paletteMatch ? PALETTE_POINTS[garment.paletteMatch] : null,
    wornDaysAgo: ago !== null && ago >= 0 && ago <= RECENT_DAYS ? ago : null,
  };
}

/** The morphology's rule for this diagnosis, or null when none can be measured or she rewrote the advice. */
export function activeRule(diagnosis: IdeaDiagnosis): LightnessRule | null {
  if (!diagnosis.morphology) return null;
  if (RULE_CATEGORIES.some((category) => diagnosis.customAdvice.includes(category))) return null;
  return MORPHOLOGY_RULES[diagnosis.morphology] ?? null;
}

export type PreparedLook = Partial<Record<Slot, Prepared>>;

export type ScoreParts = {
  palette: number;
  morphology: number;
  harmony: number;
  contrast: number;
  recent: number;
};

const sum = (parts: ScoreParts) =>
  parts.palette + parts.morphology + parts.harmony + parts.contrast + parts.recent;

type Detail = {
  parts: ScoreParts;
  face: Prepared[];
  verdict: ReturnType<typeof ruleVerdict> | null;
  pairs: PairHarmony[];
  lightnessGap: number | null;
  recent: Prepared[];
};

function detail(look: PreparedLook, rule: LightnessRule | null): Detail {
  const parts: ScoreParts = { palette: 0, morphology: 0, harmony: 0, contrast: 0, recent: 0 };

  const face: Prepared[] = [];
  let facePoints = 0;
  for (const slot of FACE_SLOTS) {
    const piece = look[slot];
    if (piece?.palettePoints === null || !piece) continue;
    face.push(piece);
    facePoints += piece.palettePoints;
  }
  if (face.length) parts.palette = (WEIGHTS.palette * facePoints) / face.length;

  let verdict: Detail['verdict'] = null;
  const top = look.top?.tone;
  const bottom = look.bottom?.tone;
  if (rule && top && bottom) {
    verdict = ruleVerdict(rule, top.l, bottom.l);
    const follows = rule === 'column' ? 0.75 : 1;
    parts.morphology =
      verdict === 'follows' ? WEIGHTS.morphology * follows : verdict === 'opposes' ? -WEIGHTS.morphology : 0;
  }

  const tones: Tone[] = [];
  for (const slot of HARMONY_SLOTS) {
    const tone = look[slot]?.tone;
    if (tone) tones.push(tone);
  }
  const pairs: PairHarmony[] = [];
  let pairPoints = 0;
  for (let i = 0; i < tones.length; i += 1)
    for (let j = i + 1; j < tones.length; j += 1) {
      const harmony = pairHarmony(tones[i]!, tones[j]!);
      pairs.push(harmony);
      pairPoints += PAIR_POINTS[harmony];
    }
  if (pairs.length) parts.harmony = (WEIGHTS.harmony * pairPoints) / pairs.length;

  let lightnessGap: number | null = null;
  if (tones.length >= 2) {
    lightnessGap = Math.max(...tones.map((t) => t.l)) - Math.min(...tones.map((t) => t.l));
    // The column rule asks for close lightness: the contrast rule gives way to it.
    if (rule !== 'column')
      parts.contrast =
        lightnessGap >= CONTRAST_LIGHTNESS
          ? WEIGHTS.contrast
          : lightnessGap < FLAT_LIGHTNESS
            ? -WEIGHTS.contrast
            : 0;
  }

  const recent: Prepared[] = [];
  for (const slot of SLOTS) {
    const piece = look[slot];
    if (piece && piece.wornDaysAgo !== null) recent.push(piece);
  }
  parts.recent = -WEIGHTS.recent * recent.length;

  return { parts, face, verdict, pairs, lightnessGap, recent };
}

/** The score of a look (higher is better), fast: no text. */
export function scoreLook(look: PreparedLook, rule: LightnessRule | null): number {
  return sum(detail(look, rule).parts);
}

/** How a piece is named in a reason: her name for it, else its category and colour. */
export function pieceLabel(garment: IdeaGarment): string {
  if (garment.name) return garment.name;
  const category = CATEGORY_LABELS[garment.category];
  return garment.color === 'other' ? category : `${category} (${COLOR_LABELS[garment.color].toLowerCase()})`;
}

function dominant(colors: readonly MeasuredColor[] | null): LabColor | null {
  let best: MeasuredColor | null = null;
  for (const c of colors ?? []) if (!best || c.share > best.share) best = c;
  return best;
}

/** The name of her swatch nearest the garment's dominant colour, to say which colour of hers it echoes. */
export function nearestSwatchName(garment: IdeaGarment, diagnosis: IdeaDiagnosis): string | null {
  const colour = dominant(garment.colors);
  if (!colour || diagnosis.swatches.length === 0) return null;
  let best: { name: string; distance: number } | null = null;
  for (const swatch of diagnosis.swatches) {
    const distance = deltaE2000(colour, hexToLab(swatch.hex));
    if (!best || distance < best.distance) best = { name: swatch.name, distance };
  }
  return best?.name ?? null;
}

/** The reason of a look nothing could be judged on. */
export const COMPLETE_LOOK_REASON = 'Une tenue complète avec vos pièces de saison';

const PAIR_REASONS = {
  clash: 'Des couleurs qui se heurtent entre les pièces',
  complementary: 'Des couleurs complémentaires qui se répondent',
  analogous: 'Des couleurs voisines qui s’accordent',
  neutral: 'Des neutres qui vont avec tout',
} as const;

/** The score and its reasons in French, the weightiest first. */
export function explainLook(
  look: PreparedLook,
  rule: LightnessRule | null,
  diagnosis: IdeaDiagnosis,
): { score: number; reasons: string[] } {
  const d = detail(look, rule);
  const weighted: { weight: number; text: string }[] = [];
  const add = (weight: number, text: string) => void weighted.push({ weight, text });

  for (const piece of d.face) {
    const match = piece.garment.paletteMatch;
    const label = pieceLabel(piece.garment);
    const swatch = match === 'out' ? null : nearestSwatchName(piece.garment, diagnosis);
    const echo = swatch ? ` (${swatch})` : '';
    const weight = (WEIGHTS.palette * (piece.palettePoints ?? 0)) / d.face.length;
    if (match === 'in') add(weight, `${label}\u00a0: près du visage, dans votre palette${echo}`);
    else if (match === 'near') add(weight, `${label}\u00a0: près du visage, proche de votre palette${echo}`);
    else if (match === 'out') add(weight, `${label}\u00a0: près du visage, hors de votre palette`);
  }

  if (rule && d.verdict && d.verdict !== 'silent') add(d.parts.morphology, RULE_REASONS[rule][d.verdict]);

  const has = (harmony: PairHarmony) => d.pairs.includes(harmony);
  if (has('clash')) add(d.parts.harmony || -0.1, PAIR_REASONS.clash);
  else if (has('complementary')) add(d.parts.harmony, PAIR_REASONS.complementary);
  else if (has('analogous')) add(d.parts.harmony, PAIR_REASONS.analogous);
  else if (has('neutral')) add(d.parts.harmony, PAIR_REASONS.neutral);

  if (d.parts.contrast > 0) add(d.parts.contrast, 'Un bon contraste de clarté entre les pièces');
  else if (d.parts.contrast < 0) add(d.parts.contrast, 'Peu de contraste de clarté entre les pièces');

  for (const piece of d.recent) {
    const ago = piece.wornDaysAgo!;
    const when = ago === 0 ? 'aujourd’hui' : ago === 1 ? 'hier' : `il y a ${ago}\u00a0jours`;
    add(-WEIGHTS.recent, `Pièce déjà portée ${when}\u00a0: ${pieceLabel(piece.garment)}`);
  }

  for (const slot of SLOTS) {
    const piece = look[slot];
    if (piece?.garment.proposal)
      add(0, `Proposition de votre conseillère, pas encore à vous\u00a0: ${pieceLabel(piece.garment)}`);
  }

  // Nothing measured to judge (no palette, colours unknown): the look still passed every hard filter.
  if (weighted.length === 0) add(0, COMPLETE_LOOK_REASON);
  weighted.sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight) || b.weight - a.weight);
  return { score: Math.round(sum(d.parts) * 100) / 100, reasons: weighted.map((entry) => entry.text) };
}
