import { PALETTES, type PaletteId, type Swatch } from '~/domain/palettes';

/**
 * The comparisons of a draping session, in the order consultants run them: warm against cool, light against deep,
 * bright against soft, then the key colours of the two nearest seasons. Each side steps through its swatches.
 */
export type DrapeSide = { label: string; swatches: readonly Swatch[] };
export type DrapeStep = {
  id: 'undertone' | 'value' | 'chroma' | 'seasons';
  title: string;
  sides: [DrapeSide, DrapeSide];
};

/** Two seasons' swatches taken in turn, so a tap alternates between them rather than exhausting one first. */
function side(label: string, first: PaletteId, second: PaletteId): DrapeSide {
  const a = PALETTES[first].swatches;
  const b = PALETTES[second].swatches;
  const swatches = Array.from({ length: Math.max(a.length, b.length) }, (_, index) => [a[index], b[index]])
    .flat()
    .filter((swatch): swatch is Swatch => swatch !== undefined);
  return { label, swatches: [...new Map(swatches.map((swatch) => [swatch.hex, swatch])).values()] };
}

export const AXIS_STEPS: DrapeStep[] = [
  {
    id: 'undertone',
    title: 'Chaud ou froid',
    sides: [side('Chaud', 'printemps_chaud', 'automne_chaud'), side('Froid', 'ete_froid', 'hiver_froid')],
  },
  {
    id: 'value',
    title: 'Clair ou profond',
    sides: [
      side('Clair', 'printemps_clair', 'ete_clair'),
      side('Profond', 'automne_profond', 'hiver_profond'),
    ],
  },
  {
    id: 'chroma',
    title: 'Vif ou doux',
    sides: [side('Vif', 'printemps_lumineux', 'hiver_lumineux'), side('Doux', 'ete_doux', 'automne_doux')],
  },
];

/** The last comparison: two seasons' own swatches side by side. */
export function seasonsStep(first: PaletteId, second: PaletteId): DrapeStep {
  const of = (id: PaletteId): DrapeSide => ({ label: PALETTES[id].label, swatches: PALETTES[id].swatches });
  return { id: 'seasons', title: 'Deux saisons', sides: [of(first), of(second)] };
}
