import { z } from './zod';
import { CATEGORIES, COLORS, DEFAULT_COLOR, DEFAULT_SEASON, SEASONS, type Color } from './clothing';
import type { EnhanceConfidence } from './enhance';
import { MAX_GARMENT_NAME_LENGTH, WARDROBE_MESSAGES } from './wardrobe';
import { CAPTURE_MESSAGES, MAX_PENDING_CAPTURES } from './capture-texts';

export { CAPTURE_MESSAGES, MAX_PENDING_CAPTURES } from './capture-texts';

/**
 * 'Ajouter plusieurs vêtements': photos uploaded at once, each cut out in the background, then sorted in a
 * review grid before they become garments. A capture is one such photo waiting to be saved.
 */

export const CAPTURE_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const;
export type CaptureStatus = (typeof CAPTURE_STATUSES)[number];

/** A photo of the capture queue as the API returns it. */
export type Capture = {
  id: string;
  status: CaptureStatus;
  /** Why it failed, in French; null unless failed. */
  error: string | null;
  /** The engine's opinion of its cutout; anything but 'ok' offers the photo itself instead. */
  confidence: EnhanceConfidence | null;
  /** The cutout's measured dominant colour, to prefill the review grid. */
  color: Color | null;
  originalUrl: string;
  /** The cutout, once ready. */
  cutoutUrl: string | null;
  createdAt: string;
};

/** One garment of the review grid: the category is required, the rest has defaults. */
export const captureSaveItemSchema = z.object({
  id: z.uuid(CAPTURE_MESSAGES.notFound),
  category: z.enum(CATEGORIES, WARDROBE_MESSAGES.categoryRequired),
  color: z.enum(COLORS).default(DEFAULT_COLOR),
  season: z.enum(SEASONS).default(DEFAULT_SEASON),
  name: z
    .string()
    .trim()
    .max(MAX_GARMENT_NAME_LENGTH, WARDROBE_MESSAGES.nameTooLong)
    .nullish()
    .transform((text) => text || null),
  /** Keep the photo itself rather than its cutout (a flagged cutout the user does not trust). */
  useOriginal: z.boolean().default(false),
});

/** POST /api/wardrobe/captures/save: the sorted garments, saved at once. */
export const captureSaveSchema = z.object({
  items: z.array(captureSaveItemSchema).min(1, CAPTURE_MESSAGES.nothingToSave).max(MAX_PENDING_CAPTURES),
});
export type CaptureSaveItem = z.output<typeof captureSaveItemSchema>;
