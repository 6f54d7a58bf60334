import type { Category } from '../clothing';
import type { Morphology } from '../morphology';

/**
 * What the morphology advice lets us measure on a look. Garments carry no cut, neckline, length or pattern: of
 * DEFAULT_ADVICE (src/domain/morphology-advice.ts) only what it says about light and dark between the top and the
 * bottom can be read, from the pieces' measured lightness (L*). The table says, for each morphology, which
 * lightness relation between the top and the bottom the advice asks for, and the advice it is read from.
 *
 * - 'lighter-top': A ('Éclairez le haut… couleurs claires', 'bas sobres et foncés'), triangle ('bas de couleur
 *   foncée… évitez les couleurs claires en bas').
 * - 'lighter-bottom': V ('Donnez du volume au bas… couleurs claires'), triangle_inverse ('couleurs sobres' en haut,
 *   'couleurs plus claires' en bas).
 * - 'column': O and ovale ('créer une verticale'): top and bottom of close lightness draw one vertical line.
 * - none: H, X, 8, rectangle, trapeze: their advice is about the waist, the fit and the shoulders (cuts), which a
 *   garment record does not hold; we judge nothing rather than guess.
 *
 * A one-piece look has no top/bottom relation: nothing is judged. When the consultant rewrote the advice of the top
 * or the bottom, her words may say otherwise than ours: the rule stays silent.
 */
export type LightnessRule = 'lighter-top' | 'lighter-bottom' | 'column';

export const MORPHOLOGY_RULES: Record<Morphology, LightnessRule | null> = {
  A: 'lighter-top',
  triangle: 'lighter-top',
  V: 'lighter-bottom',
  triangle_inverse: 'lighter-bottom',
  O: 'column',
  ovale: 'column',
  H: null,
  X: null,
  '8': null,
  rectangle: null,
  trapeze: null,
};

/** The categories whose advice a rule is read from. */
export const RULE_CATEGORIES: readonly Category[] = ['top', 'bottom'];

/** A lightness gap (L*) from which the top reads lighter (or darker) than the bottom. */
export const RULE_LIGHTNESS = 10;
/** At most this gap (L*), top and bottom draw one line. */
export const COLUMN_LIGHTNESS = 15;

export type RuleVerdict = 'follows' | 'opposes' | 'silent';

/** How a top and a bottom of these lightnesses sit with the rule. */
export function ruleVerdict(rule: LightnessRule, topL: number, bottomL: number): RuleVerdict {
  const gap = topL - bottomL;
  if (rule === 'lighter-top')
    return gap >= RULE_LIGHTNESS ? 'follows' : gap <= -RULE_LIGHTNESS ? 'opposes' : 'silent';
  if (rule === 'lighter-bottom')
    return -gap >= RULE_LIGHTNESS ? 'follows' : -gap <= -RULE_LIGHTNESS ? 'opposes' : 'silent';
  return Math.abs(gap) <= COLUMN_LIGHTNESS ? 'follows' : 'silent';
}

export const RULE_REASONS: Record<LightnessRule, Record<Exclude<RuleVerdict, 'silent'>, string>> = {
  'lighter-top': {
    follows: 'Haut plus clair que le bas\u00a0: il éclaire le haut, comme le conseille votre morphologie',
    opposes: 'Bas plus clair que le haut\u00a0: votre morphologie conseille plutôt l’inverse',
  },
  'lighter-bottom': {
    follows:
      'Bas plus clair que le haut\u00a0: il équilibre les épaules, comme le conseille votre morphologie',
    opposes: 'Haut plus clair que le bas\u00a0: votre morphologie conseille plutôt l’inverse',
  },
  column: {
    follows: 'Haut et bas de clarté proche\u00a0: une ligne verticale, comme le conseille votre morphologie',
    opposes: '',
  },
};
