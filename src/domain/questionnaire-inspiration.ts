import {
  INSPIRATION_MESSAGES,
  MAX_INSPIRATION_CAPTION_LENGTH,
  tidyCaption,
} from './questionnaire-inspiration-texts';
import { z } from './zod';

export * from './questionnaire-inspiration-texts';

const caption = () =>
  z
    .string({ error: INSPIRATION_MESSAGES.captionTooLong })
    .trim()
    .max(MAX_INSPIRATION_CAPTION_LENGTH, INSPIRATION_MESSAGES.captionTooLong);

/**
 * POST /api/questionnaires/:id/inspirations: the multipart fields beside `file`, the photo: `liked` ('true' for
 * 'J’aime', 'false' for 'Pas moi'), an optional `caption` (empty is none) and an optional `questionId`, the photo
 * question it answers (empty is none). A question's photo has no mark: it is kept as 'J’aime'.
 */
export const newInspirationSchema = z
  .object({
    liked: z.enum(['true', 'false'], { error: INSPIRATION_MESSAGES.markRequired }).optional(),
    caption: caption().optional(),
    questionId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{0,40}$/, INSPIRATION_MESSAGES.notPhotoQuestion)
      .optional(),
  })
  .refine(({ liked, questionId }) => liked !== undefined || Boolean(questionId), {
    error: INSPIRATION_MESSAGES.markRequired,
  })
  .transform(({ liked, caption, questionId }) => ({
    liked: questionId ? true : liked === 'true',
    caption: tidyCaption(caption),
    questionId: questionId || null,
  }));
export type NewInspiration = z.output<typeof newInspirationSchema>;

/** PATCH /api/questionnaires/:id/inspirations/:inspirationId: her mark, her caption (empty or null removes it), or both. */
export const inspirationPatchSchema = z
  .object({
    liked: z.boolean({ error: INSPIRATION_MESSAGES.markRequired }).optional(),
    caption: caption().nullable().optional(),
  })
  .refine((patch) => patch.liked !== undefined || patch.caption !== undefined, {
    error: INSPIRATION_MESSAGES.nothingToChange,
  })
  .transform(({ liked, caption }) => ({
    ...(liked !== undefined && { liked }),
    ...(caption !== undefined && { caption: tidyCaption(caption) }),
  }));
export type InspirationPatch = z.output<typeof inspirationPatchSchema>;

/** GET …/image: `size=small` for the grids' variant; `v` is the file's version, there for the browser's cache. */
export const inspirationImageQuerySchema = z.object({
  size: z.enum(['small']).optional(),
  v: z.string().max(100).optional(),
});
