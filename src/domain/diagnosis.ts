import { CATEGORIES, type Category } from './clothing';
import type { Morphology, MorphologyResult } from './morphology';
import { HEX_PATTERN, PALETTE_IDS, PALETTES, type PaletteId, type Swatch } from './palettes';
import type { PaletteMatch } from './palette-match';
import type { SilhouetteMeasurements } from './silhouette';
import { z } from './zod';
import {
  DIAGNOSIS_MESSAGES,
  EMPTY_COLOUR_HANDOVER,
  MAX_ADDED_SWATCHES,
  MAX_ADVICE_LENGTH,
  MAX_AVOID_COLORS,
  MAX_COLOUR_ADVICE_LENGTH,
  MAX_MORPHOLOGY_NOTE_LENGTH,
  MAX_SIGNATURE_COLORS,
  MAX_SWATCH_NAME_LENGTH,
  METALS,
} from './diagnosis-texts';
import { CONTRAST_LEVELS } from './draping-texts';

export {
  DIAGNOSIS_MESSAGES,
  DIAGNOSIS_TEXTS,
  MAX_ADDED_SWATCHES,
  MAX_ADVICE_LENGTH,
  MAX_AVOID_COLORS,
  MAX_MORPHOLOGY_NOTE_LENGTH,
  MAX_SWATCH_NAME_LENGTH,
  METAL_LABELS,
  METALS,
  PALETTE_MATCH_LABELS,
  type Metals,
} from './diagnosis-texts';

/**
 * The consultant's diagnosis of a client (the 'bilan d'image'): the morphology she confirms or corrects, her
 * advice per garment category, the seasonal palette with her changes, and the colours to avoid. Recorded by the
 * linked consultant, read by the client on 'Mon diagnostic'.
 */
export const MORPHOLOGIES = [
  'A',
  'V',
  'H',
  'X',
  '8',
  'O',
  'triangle',
  'triangle_inverse',
  'rectangle',
  'trapeze',
  'ovale',
] as const satisfies readonly Morphology[];

/** A season's swatches can all be taken out, and no more. */
const MAX_REMOVED_SWATCHES = Math.max(...PALETTE_IDS.map((id) => PALETTES[id].swatches.length));

const hexSchema = z.string().trim().toLowerCase().regex(HEX_PATTERN, DIAGNOSIS_MESSAGES.hexInvalid);

export const swatchSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, DIAGNOSIS_MESSAGES.swatchNameRequired)
    .max(MAX_SWATCH_NAME_LENGTH, DIAGNOSIS_MESSAGES.swatchNameTooLong),
  hex: hexSchema,
});

const colourAdvice = z
  .string()
  .trim()
  .max(MAX_COLOUR_ADVICE_LENGTH, DIAGNOSIS_MESSAGES.colourAdviceTooLong)
  .nullable()
  .default(null)
  .transform((text) => text || null);

/** PUT /api/clients/:clientId/diagnosis: the whole diagnosis, as the consultant's form holds it; every key required. */
export const diagnosisInputSchema = z.object({
  /** The consultant's confirmation or correction; null keeps the computed morphology unconfirmed. */
  morphology: z.enum(MORPHOLOGIES).nullable(),
  morphologyNote: z
    .string()
    .trim()
    .max(MAX_MORPHOLOGY_NOTE_LENGTH, DIAGNOSIS_MESSAGES.noteTooLong)
    .nullable()
    .transform((text) => text || null),
  /** Only the categories she rewrote; the others keep our default for the morphology. */
  advice: z
    .partialRecord(
      z.enum(CATEGORIES),
      z.string().trim().max(MAX_ADVICE_LENGTH, DIAGNOSIS_MESSAGES.adviceTooLong),
    )
    .transform((advice) => Object.fromEntries(Object.entries(advice).filter(([, text]) => text)) as Advice),
  palette: z.enum(PALETTE_IDS).nullable().default(null),
  addedSwatches: z
    .array(swatchSchema)
    .max(MAX_ADDED_SWATCHES, DIAGNOSIS_MESSAGES.tooManySwatches)
    .default([]),
  /** Hex values of the season's swatches she took out. */
  removedSwatches: z.array(hexSchema).max(MAX_REMOVED_SWATCHES),
  avoidColors: z.array(swatchSchema).max(MAX_AVOID_COLORS, DIAGNOSIS_MESSAGES.tooManyAvoid),
  // What a complete colour analysis adds (issue 37); absent from a form of before, each keeps its empty value.
  signatureColors: z
    .array(swatchSchema)
    .max(MAX_SIGNATURE_COLORS, DIAGNOSIS_MESSAGES.tooManySignature)
    .default([]),
  metals: z.enum(METALS).nullable().default(null),
  contrast: z.enum(CONTRAST_LEVELS).nullable().default(null),
  makeupAdvice: colourAdvice,
  hairAdvice: colourAdvice,
});
export type DiagnosisInput = z.output<typeof diagnosisInputSchema>;

/** A client's diagnosis before her consultant writes anything. */
export const EMPTY_DIAGNOSIS_INPUT: DiagnosisInput = {
  morphology: null,
  morphologyNote: null,
  advice: {},
  palette: null,
  addedSwatches: [],
  removedSwatches: [],
  avoidColors: [],
  ...EMPTY_COLOUR_HANDOVER,
};
export type Advice = Partial<Record<Category, string>>;

/** The season's swatches without those she took out, then hers. */
export function effectiveSwatches(
  input: Pick<DiagnosisInput, 'palette' | 'addedSwatches' | 'removedSwatches'>,
) {
  const removed = new Set(input.removedSwatches);
  const season = input.palette ? PALETTES[input.palette].swatches.filter((s) => !removed.has(s.hex)) : [];
  return [...season, ...input.addedSwatches];
}

export type WardrobePaletteCount = { category: Category } & Record<PaletteMatch | 'unmeasured', number>;

/** GET /api/me/diagnosis and GET /api/clients/:clientId/diagnosis. */
export type Diagnosis = {
  input: DiagnosisInput;
  /** What her silhouette is drawn from, to show the morphology on it. */
  measurements: SilhouetteMeasurements;
  morphology: {
    computed: MorphologyResult;
    /** The consultant's choice when she made one, else the computed type; null when neither exists. */
    effective: Morphology | null;
    source: 'computed' | 'confirmed' | 'corrected' | null;
  };
  /** For the effective morphology: hers where she rewrote it, ours otherwise. */
  advice: { category: Category; text: string; custom: boolean }[];
  palette: { id: PaletteId; label: string; description: string } | null;
  swatches: Swatch[];
  /** The client's own garments by category, against her palette. */
  wardrobe: WardrobePaletteCount[];
  updatedAt: string | null;
};
