import { consentField } from './consent';
import {
  CHROMAS,
  CONTRAST_LEVELS,
  DRAPE_VERDICTS,
  DRAPING_MESSAGES,
  MAX_DRAPE_NAME_LENGTH,
  MAX_DRAPE_NOTE_LENGTH,
  MAX_DRAPES,
  MAX_DRAPING_NOTE_LENGTH,
  SKIN_VALUES,
  UNDERTONES,
} from './draping-texts';
import { HEX_PATTERN } from './palettes';
import { z } from './zod';

export * from './draping-texts';

const labSchema = z.object({
  l: z.number().min(0).max(100),
  a: z.number().min(-128).max(128),
  b: z.number().min(-128).max(128),
});

/** PUT /api/clients/:clientId/colour-analysis/measurements: what her browser measured on the photo. */
export const measurementsSchema = z.object({
  skin: labSchema,
  eyes: labSchema.nullable(),
  hair: labSchema.nullable(),
  whiteCard: z.boolean(),
  undertone: z.enum(UNDERTONES),
  value: z.enum(SKIN_VALUES),
  chroma: z.enum(CHROMAS),
  contrast: z.enum(CONTRAST_LEVELS).nullable(),
});

const noteSchema = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .transform((text) => text || null);

export const drapeSchema = z.object({
  hex: z.string().trim().toLowerCase().regex(HEX_PATTERN, DRAPING_MESSAGES.hexInvalid),
  name: z.string().trim().min(1).max(MAX_DRAPE_NAME_LENGTH, DRAPING_MESSAGES.drapeNameTooLong),
  verdict: z.enum(DRAPE_VERDICTS),
  note: noteSchema(MAX_DRAPE_NOTE_LENGTH, DRAPING_MESSAGES.drapeNoteTooLong),
});

/** PUT /api/clients/:clientId/colour-analysis/drapes: the consultant's verdicts and notes, whole. */
export const drapingInputSchema = z.object({
  drapes: z.array(drapeSchema).max(MAX_DRAPES, DRAPING_MESSAGES.tooManyDrapes),
  note: noteSchema(MAX_DRAPING_NOTE_LENGTH, DRAPING_MESSAGES.noteTooLong),
});
export type DrapingInput = z.output<typeof drapingInputSchema>;

/** PUT /api/clients/:clientId/colour-analysis/photo-consent: her own, explicit, apart from the account's. */
export const photoConsentSchema = z.object({ consent: consentField });
