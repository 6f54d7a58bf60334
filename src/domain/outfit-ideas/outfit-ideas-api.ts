import { OCCASIONS, SEASONS } from '../clothing';
import { z } from '../zod';
import { MAX_IDEA_PIECES, MAX_SEED_LENGTH, MIN_IDEA_PIECES } from './outfit-ideas-texts';

export * from './outfit-ideas-texts';

/** GET /api/clients/:clientId/outfit-ideas: a seed (any short text), a piece to keep, a season, an occasion. */
export const outfitIdeasQuerySchema = z.object({
  seed: z.string().trim().min(1).max(MAX_SEED_LENGTH).optional(),
  keep: z.uuid().optional(),
  season: z.enum(SEASONS).optional(),
  occasion: z.enum(OCCASIONS).optional(),
});
export type OutfitIdeasQuery = z.infer<typeof outfitIdeasQuerySchema>;

/** POST /api/clients/:clientId/outfit-ideas/rejections: an idea's signature, its garment ids in any order. */
export const rejectIdeaSchema = z.object({
  signature: z
    .string()
    .max(MAX_IDEA_PIECES * 37)
    .transform((text) => text.split(',').map((id) => id.trim().toLowerCase()))
    .pipe(
      z
        .array(z.uuid())
        .min(MIN_IDEA_PIECES)
        .max(MAX_IDEA_PIECES)
        .refine((ids) => new Set(ids).size === ids.length, 'Chaque pièce une seule fois.'),
    )
    .transform((ids) => ids.sort().join(',')),
});
export type RejectIdeaInput = z.infer<typeof rejectIdeaSchema>;
