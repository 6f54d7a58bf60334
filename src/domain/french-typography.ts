/**
 * French typography (decision record 44): a no-break space where French puts a space, so that a line never
 * starts with ':' or '»' nor ends with '«'.
 *
 *   before ':'                   U+00A0 no-break space          'Mot de passe :'  -> 'Mot de passe\u00A0:'
 *   before ';' '!' '?'           U+202F narrow no-break space   'Êtes-vous sûr ?' -> 'Êtes-vous sûr\u202F?'
 *   inside '« »'                 U+00A0                         '« Tenue »'       -> '«\u00A0Tenue\u00A0»'
 *   before '€' after a number    U+00A0, thousands by U+202F    '100 000 €'       -> '100\u202F000\u00A0€'
 *
 * The '€' rule writes what `formatPrice` (Intl.NumberFormat 'fr-FR') prints. `scripts/french-typography.ts`
 * applies this to the texts of the sources; zod's French messages go through it as they are made (zod.ts).
 */

export const NBSP = '\u00A0';
export const NNBSP = '\u202F';

/** What touches a piece of text from outside: a `${value}` or JSX {expression}, or the edge of the literal. */
export type Side = 'value' | 'edge';

// Stand-ins for what lies just outside the text: a value (`${...}`, a JSX {expression} or element), or nothing.
const VALUE = '\uE000';
const START = '\uE001';
const END = '\uE002';
/** A JSX {expression} or element after the text: 'Acheté :{' '}' ends the clause, unlike 'for :${param}'. */
const NEXT_IN_JSX = '\uE003';

/** Just before the space: a letter, a digit, a closing bracket or quote, '»', '.', '…' or '·' ('Ex. :', 'Client·e :'), a value. */
const WORD = `[\\p{L}\\p{N})\\]}'"’”».…·${VALUE}]`;
/** ':', ';', '!', '?', or '?!' and '!?' (not '??', which is code). */
const MARK = `([:;!?])(?:(?<=\\?)!|(?<=!)\\?)?`;
/** After the punctuation: white space (or a `\n` escape of the source), the end, a closing quote or bracket. */
const CLAUSE_END = `(?:[\\s'"’”»)\\]${END}${NEXT_IN_JSX}]|\\\\[nrt'"])`;

function rules(space: string) {
  return {
    punctuation: new RegExp(`(?<=${WORD})${space}(?=${MARK}${CLAUSE_END})`, 'gu'),
    afterOpeningGuillemet: new RegExp(`(?<=«)${space}(?=[^\\s${END}])`, 'gu'),
    beforeClosingGuillemet: new RegExp(`(?<=[^\\s${START}])${space}(?=»)`, 'gu'),
    beforeEuro: new RegExp(`(?<=[0-9${VALUE}])${space}(?=€)`, 'gu'),
  };
}

const PLAIN = rules(' ');
/** JSX text: a line break between the word and the mark renders as one space too. */
const JSX = rules('(?: |[ \\t]*\\r?\\n[ \\t]*)');
const PRICE_WITH_THOUSANDS = /(?<![0-9])[0-9]{1,3}(?:[ \u202F][0-9]{3})+(?=(?:,[0-9]+)?[ \u00A0]€)/gu;

/**
 * `text` with its no-break spaces. `before` and `after` say what touches it (a template literal's middle lies
 * between two values); `jsx` reads line breaks as the single space JSX renders them as.
 */
export function frenchTypography(
  text: string,
  { before = 'edge', after = 'edge', jsx = false }: { before?: Side; after?: Side; jsx?: boolean } = {},
): string {
  const rule = jsx ? JSX : PLAIN;
  const next = after === 'edge' ? END : jsx ? NEXT_IN_JSX : VALUE;
  const marked = (before === 'value' ? VALUE : START) + text + next;
  return marked
    .replace(PRICE_WITH_THOUSANDS, (price) => price.replaceAll(' ', NNBSP))
    .replace(rule.punctuation, (_space, mark: string) => (mark === ':' ? NBSP : NNBSP))
    .replace(rule.afterOpeningGuillemet, NBSP)
    .replace(rule.beforeClosingGuillemet, NBSP)
    .replace(rule.beforeEuro, NBSP)
    .slice(1, -1);
}
