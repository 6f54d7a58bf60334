import type { PaletteMatch } from './palette-match';

/** The diagnosis' labels, apart from diagnosis.ts: the pages that show them need not load its schemas. */

/** The client reads 'ma palette'; the consultant, on the client's file, reads 'sa palette'. */
export const PALETTE_MATCH_LABELS: Record<'client' | 'consultant', Record<PaletteMatch, string>> = {
  client: { in: 'Dans ma palette', near: 'Proche', out: 'Hors palette' },
  consultant: { in: 'Dans sa palette', near: 'Proche', out: 'Hors palette' },
};

/** The server's answer to a morphology of the other system than the client's gender (letters for femme, shapes for homme). */
export const MORPHOLOGY_OTHER_SYSTEM_MESSAGE =
  'Cette morphologie ne correspond pas au genre du client\u00a0: choisissez-en une parmi celles proposées.';
