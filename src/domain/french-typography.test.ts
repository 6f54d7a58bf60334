import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { check, formatChange, rewriteSource } from '../../scripts/french-typography';
import { frenchTypography } from './french-typography';

// '␣' stands for a plain space in these cases, so that this file holds no text the check would ask to change.
const plain = (text: string) => text.replaceAll('␣', ' ');
const NB = '\u00A0';
const NN = '\u202F';

describe('frenchTypography', () => {
  it.each([
    ['Mot de passe␣:', `Mot de passe${NB}:`],
    ['Êtes-vous sûr␣? Cette action est irréversible.', `Êtes-vous sûr${NN}? Cette action est irréversible.`],
    ['Bonjour␣!', `Bonjour${NN}!`],
    ['pas de publicité␣;', `pas de publicité${NN};`],
    ['Vraiment␣?!', `Vraiment${NN}?!`],
    ['(facultatif)␣: oui', `(facultatif)${NB}: oui`],
    ['Ex.␣: Sézane', `Ex.${NB}: Sézane`],
    ['dit «␣oui␣»␣!', `dit «${NB}oui${NB}»${NN}!`],
    ['89,00␣€', `89,00${NB}€`],
    ['Le prix ne peut pas dépasser 100␣000␣€', `Le prix ne peut pas dépasser 100${NN}000${NB}€`],
    ['1␣299,90␣€ et 12␣000 pixels', plain(`1${NN}299,90${NB}€ et 12␣000 pixels`)],
  ])('gives %j its no-break spaces', (text, expected) => {
    expect(frenchTypography(plain(text))).toBe(expected);
  });

  it.each([
    'https://atelier.example/a',
    'hover:bg-gray-50 sm:px-4',
    'a:b',
    'Rendez-vous à 12:30',
    'a␣??␣b',
    'button␣:is(.x)',
    'li␣:hover',
    'x␣!==␣y',
    '␣: en tête',
    'Prix (€)',
    '«␣',
    '␣»',
  ])('leaves %j as it is', (text) => {
    expect(frenchTypography(plain(text))).toBe(plain(text));
  });

  it('counts a value of a template as a word before the space, not as the end of a clause after it', () => {
    expect(frenchTypography(plain('␣:␣'), { before: 'value', after: 'value' })).toBe(`${NB}: `);
    expect(frenchTypography(plain('for␣:'), { after: 'value' })).toBe(plain('for␣:'));
    expect(frenchTypography(plain('«␣'), { after: 'value' })).toBe(`«${NB}`);
    expect(frenchTypography(plain('␣€'), { before: 'value' })).toBe(`${NB}€`);
  });

  it('reads a line break of JSX text as the space JSX renders', () => {
    const text = plain('jamais publics\n␣␣␣␣␣␣␣␣;␣chacun, rubrique «␣Mes conseillers\n␣␣␣␣␣␣»');
    expect(frenchTypography(text, { jsx: true })).toBe(
      `jamais publics${NN}; chacun, rubrique «${NB}Mes conseillers${NB}»`,
    );
    expect(frenchTypography(plain('Acheté␣:'), { after: 'value', jsx: true })).toBe(`Acheté${NB}:`);
  });
});

describe('rewriteSource', () => {
  const rewrite = (code: string, file = 'x.tsx') => rewriteSource(file, plain(code)).text;

  it('rewrites strings, templates, JSX text and attributes', () => {
    expect(
      rewrite(`const a = 'Déjà un compte␣?';
const b = \`\${name}␣: \${count} tenue(s)␣!\`;
const c = <p title="Aide␣: ici">Rien reçu␣? <strong>{n}</strong>␣€</p>;`),
    ).toBe(`const a = 'Déjà un compte${NN}?';
const b = \`\${name}${NB}: \${count} tenue(s)${NN}!\`;
const c = <p title="Aide${NB}: ici">Rien reçu${NN}? <strong>{n}</strong>${NB}€</p>;`);
  });

  it('never touches code, regular expressions, SQL, module specifiers or ignored texts', () => {
    const code = `import x from './a␣:␣b';
const v = ok␣?␣'oui'␣:␣'non';
const r = /mot␣: /;
const s = new RegExp('mot␣: ');
const q = sql\`select 1 as "a␣: b"\`;
const raw = sql.raw('a␣? b');
// french-typography-ignore
const kept = 'code␣: not French';
const route = \`no thing for :\${param}\`;`;
    expect(rewrite(code, 'x.ts')).toBe(plain(code));
  });

  it('lists file and line of each text it changes', () => {
    const { changes } = rewriteSource('src/x.ts', plain(`const a = 1;\nconst b = 'Merci␣!';`));
    expect(changes.map(formatChange)).toEqual([`src/x.ts:2: …Merci·!…`]);
  });
});

describe('the sources', () => {
  it('have their no-break spaces: run `npx tsx scripts/french-typography.ts` to add them', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    expect(check(root).map(formatChange)).toEqual([]);
  }, 60_000);
});
