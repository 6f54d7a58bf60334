import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Inter, the app's own type, embedded in every document from its npm package (@fontsource/inter, OFL): its Latin
 * files hold French accents, 'œ', '€' and the no-break spaces. pdfkit subsets what a document uses.
 */
const FILES = {
  regular: '@fontsource/inter/files/inter-latin-400-normal.woff',
  semibold: '@fontsource/inter/files/inter-latin-600-normal.woff',
  bold: '@fontsource/inter/files/inter-latin-700-normal.woff',
} as const;

export type FontWeight = keyof typeof FILES;

let loaded: Record<FontWeight, Buffer> | undefined;

/** The font files, read once per process. */
export function documentFonts(): Record<FontWeight, Buffer> {
  loaded ??= {
    regular: readFileSync(require.resolve(FILES.regular)),
    semibold: readFileSync(require.resolve(FILES.semibold)),
    bold: readFileSync(require.resolve(FILES.bold)),
  };
  return loaded;
}
