import type { Category } from '../clothing';
import { candidatesOf, lookShape, missingCategories, type Candidates, type LookShape } from './candidates';
import { seededRandom, type Random } from './random';
import {
  activeRule,
  daysBetween,
  explainLook,
  prepare,
  scoreLook,
  type Prepared,
  type PreparedLook,
} from './scores';
import { SLOTS, type IdeasRequest, type IdeasResult, type OutfitIdea, type Slot } from './types';

/**
 * 'Idées de tenues': complete looks from her wardrobe, by a seeded search rather than by listing every combination
 * (500 garments make millions): SAMPLES_PER_IDEA random valid looks per idea asked, each improved once slot by slot
 * against IMPROVE_TRIES random alternatives, then the best kept under the variety rules. The same request (and
 * seed) gives the same ideas. docs/decisions/0073-outfit-ideas-engine.md.
 */
export const IDEAS_COUNT = 20;
export const MAX_IDEAS = 40;
/** A piece appears in at most this many ideas of one answer (more when its category has too few pieces). */
export const MAX_USES = 3;
/** At most this share of the ideas holds a proposal (one at most per idea): they stay a minority. */
export const PROPOSAL_SHARE = 1 / 3;
/** A rejected idea is not proposed again for this many days. */
export const REJECTION_DAYS = 30;
export const SAMPLES_PER_IDEA = 30;
export const IMPROVE_TRIES = 4;
/** How often an optional piece is tried in a sampled look. */
const OPTIONAL_OUTERWEAR = 0.35;
const OPTIONAL_ACCESSORY = 0.4;

export const signatureOf = (ids: readonly string[]) => [...ids].sort().join(',');

type Sampled = { look: PreparedLook; score: number; signature: string; proposals: number };

const proposalsIn = (look: PreparedLook) =>
  SLOTS.reduce((n, slot) => n + (look[slot]?.garment.proposal ? 1 : 0), 0);

function lookSignature(look: PreparedLook): string {
  const ids: string[] = [];
  for (const slot of SLOTS) {
    const piece = look[slot];
    if (piece) ids.push(piece.garment.id);
  }
  return signatureOf(ids);
}

/** The slots a look of this base holds, with the optional ones drawn at random. */
function slotsFor(onePiece: boolean, shape: LookShape, random: Random, kept: Slot | null): Slot[] {
  const slots: Slot[] = onePiece ? ['one_piece'] : ['top', 'bottom'];
  if (shape.shoes) slots.push('shoes');
  if (
    shape.outerwear === 'required' ||
    kept === 'outerwear' ||
    (shape.outerwear === 'optional' && random.next() < OPTIONAL_OUTERWEAR)
  )
    slots.push('outerwear');
  if (kept === 'accessory' || (shape.accessory && random.next() < OPTIONAL_ACCESSORY))
    slots.push('accessory');
  return slots;
}

/** Picks a piece of the category, at most one proposal per look (another piece is drawn when it would be two). */
function draw(
  pool: readonly Prepared[],
  look: PreparedLook,
  random: Random,
  ownOnly: readonly Prepared[],
): Prepared {
  const piece = random.pick(pool);
  if (piece.garment.proposal && proposalsIn(look) > 0 && ownOnly.length) return random.pick(ownOnly);
  return piece;
}

export function proposeOutfitIdeas(request: IdeasRequest): IdeasResult {
  const count = Math.max(1, Math.min(MAX_IDEAS, Math.floor(request.count ?? IDEAS_COUNT)));
  const candidates = candidatesOf(request.garments, request.season, request.occasion);
  const missing = missingCategories(candidates);
  const shape = lookShape(candidates, request.season);
  if (!shape.separates && !shape.onePiece) return { ideas: [], missing };

  const prepared = {} as Record<Category, Prepared[]>;
  const own = {} as Record<Category, Prepared[]>;
  for (const [category, list] of Object.entries(candidates) as [Category, Candidates[Category]][]) {
    prepared[category] = list.map((garment) => prepare(garment, request.today));
    own[category] = prepared[category].filter((p) => !p.garment.proposal);
  }

  // The kept piece fixes its slot, and the base of the look when it is a top, a bottom or a one-piece.
  let kept: Prepared | null = null;
  if (request.keepId) {
    kept =
      Object.values(prepared)
        .flat()
        .find((p) => p.garment.id === request.keepId) ?? null;
    if (!kept) return { ideas: [], missing };
  }
  const keptSlot = (kept?.garment.category ?? null) as Slot | null;
  if (keptSlot === 'top' || keptSlot === 'bottom') {
    if (!shape.separates) return { ideas: [], missing };
  }

  const rule = activeRule(request.diagnosis);
  const rejected = new Set(
    (request.rejections ?? [])
      .filter((r) => daysBetween(r.rejectedOn, request.today) < REJECTION_DAYS)
      .map((r) => r.signature),
  );
  const occasion = request.occasion ? `|${request.occasion}` : '';
  const random = seededRandom(`${request.seed}|${request.keepId ?? ''}|${request.season}${occasion}`);

  const onePieceChance = (() => {
    if (keptSlot === 'one_piece') return 1;
    if (keptSlot === 'top' || keptSlot === 'bottom' || !shape.onePiece) return 0;
    if (!shape.separates) return 1;
    const pairs = Math.sqrt(prepared.top.length * prepared.bottom.length);
    return prepared.one_piece.length / (prepared.one_piece.length + pairs);
  })();

  const sampled = new Map<string, Sampled>();
  const samples = SAMPLES_PER_IDEA * count;
  for (let n = 0; n < samples; n += 1) {
    const slots = slotsFor(random.next() < onePieceChance, shape, random, keptSlot);
    const look: PreparedLook = {};
    for (const slot of slots) {
      look[slot] = slot === keptSlot ? kept! : draw(prepared[slot], look, random, own[slot]);
    }
    let score = scoreLook(look, rule);
    // One pass of improvement: each free slot tries a few other pieces of its category.
    for (const slot of slots) {
      if (slot === keptSlot) continue;
      const pool = prepared[slot];
      if (pool.length < 2) continue;
      for (let t = 0; t < IMPROVE_TRIES; t += 1) {
        const current = look[slot]!;
        const other = random.pick(pool);
        if (other === current) continue;
        look[slot] = other;
        if (proposalsIn(look) > 1) {
          look[slot] = current;
          continue;
        }
        const candidate = scoreLook(look, rule);
        if (candidate > score) score = candidate;
        else look[slot] = current;
      }
    }
    const signature = lookSignature(look);
    if (rejected.has(signature) || sampled.has(signature)) continue;
    sampled.set(signature, { look: { ...look }, score, signature, proposals: proposalsIn(look) });
  }

  const ranked = [...sampled.values()].sort(
    (a, b) => b.score - a.score || (a.signature < b.signature ? -1 : a.signature > b.signature ? 1 : 0),
  );
  const chosen = select(ranked, count, prepared, kept);
  const ideas: OutfitIdea[] = chosen.map(({ look, signature }) => {
    const { score, reasons } = explainLook(look, rule, request.diagnosis);
    const items = SLOTS.flatMap((slot) => (look[slot] ? [look[slot].garment] : []));
    return { signature, items, score, reasons };
  });
  return { ideas, missing };
}

/** The best looks under the variety rules: each piece in at most a few ideas, proposals in a minority of them. */
function select(
  ranked: readonly Sampled[],
  count: number,
  prepared: Record<Category, Prepared[]>,
  kept: Prepared | null,
): Sampled[] {
  const maxProposalIdeas = Math.floor(count * PROPOSAL_SHARE);
  const limitOf = (piece: Prepared) =>
    piece === kept
      ? Infinity
      : Math.max(MAX_USES, Math.ceil(count / Math.max(1, prepared[piece.garment.category].length)));
  const uses = new Map<Prepared, number>();
  const chosen: Sampled[] = [];
  const taken = new Set<string>();
  let proposalIdeas = 0;
  const take = (entry: Sampled) => {
    chosen.push(entry);
    taken.add(entry.signature);
    if (entry.proposals) proposalIdeas += 1;
    for (const slot of SLOTS) {
      const piece = entry.look[slot];
      if (piece) uses.set(piece, (uses.get(piece) ?? 0) + 1);
    }
  };
  for (const entry of ranked) {
    if (chosen.length >= count) break;
    if (entry.proposals && proposalIdeas >= maxProposalIdeas) continue;
    const overused = SLOTS.some((slot) => {
      const piece = entry.look[slot];
      return piece !== undefined && (uses.get(piece) ?? 0) >= limitOf(piece);
    });
    if (!overused) take(entry);
  }
  // A small wardrobe cannot keep every piece under the limit: the best of the rest fill the answer.
  for (const entry of ranked) {
    if (chosen.length >= count) break;
    if (taken.has(entry.signature) || (entry.proposals && proposalIdeas >= maxProposalIdeas)) continue;
    take(entry);
  }
  return chosen;
}
