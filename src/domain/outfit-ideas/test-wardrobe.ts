import { CATEGORIES, COLORS, SEASONS, type Category } from '../clothing';
import { hexToLab } from '../palette-match';
import { seededRandom } from './random';
import type { IdeaDiagnosis, IdeaGarment } from './types';

/** Wardrobes built for the engine's tests and bench (not shipped: nothing in src/ imports it but them). */
let next = 0;
export function garment(
  category: Category,
  fields: Partial<IdeaGarment> & { hex?: string } = {},
): IdeaGarment {
  next += 1;
  const { hex, ...rest } = fields;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    category,
    season: 'all',
    occasions: [],
    name: null,
    color: 'other',
    colors: hex ? [{ ...hexToLab(hex), share: 1 }] : null,
    paletteMatch: null,
    archived: false,
    toAlter: false,
    wearCount: 0,
    lastWornOn: null,
    price: null,
    proposal: false,
    ...rest,
  };
}

export const NO_DIAGNOSIS: IdeaDiagnosis = { swatches: [], avoid: [], morphology: null, customAdvice: [] };

const MIX: Record<Category, number> = {
  top: 0.3,
  bottom: 0.2,
  one_piece: 0.1,
  shoes: 0.12,
  outerwear: 0.1,
  accessory: 0.18,
};

/** A large mixed wardrobe: every category, season, palette verdict, some archived, to alter, worn, proposed. */
export function largeWardrobe(size: number, seed = 'large'): IdeaGarment[] {
  const random = seededRandom(seed);
  const garments: IdeaGarment[] = [];
  for (let i = 0; i < size; i += 1) {
    let roll = random.next();
    let category: Category = 'top';
    for (const c of CATEGORIES) {
      roll -= MIX[c];
      if (roll < 0) {
        category = c;
        break;
      }
    }
    const hex = `#${Array.from({ length: 3 }, () => random.below(256).toString(16).padStart(2, '0')).join('')}`;
    garments.push(
      garment(category, {
        season: random.pick(SEASONS),
        color: random.pick(COLORS),
        hex,
        paletteMatch: random.pick(['in', 'near', 'out', null] as const),
        archived: random.next() < 0.05,
        toAlter: random.next() < 0.05,
        wearCount: random.below(20),
        lastWornOn: random.next() < 0.2 ? `2026-11-${String(1 + random.below(28)).padStart(2, '0')}` : null,
        proposal: random.next() < 0.05,
      }),
    );
  }
  return garments;
}
