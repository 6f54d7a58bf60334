import { z } from './zod';
import type { ClothingItem } from './wardrobe';
import {
  MAX_OUTFIT_COMMENT,
  MAX_REACTION_COMMENT,
  OUTFIT_MESSAGES,
  OUTFIT_REACTIONS,
  type OutfitReaction,
} from './outfit-texts';
import { OUTFITS_PAGE_SIZE } from './limits';
export { OUTFITS_PAGE_SIZE } from './limits';
export {
  MAX_REACTION_COMMENT,
  OUTFIT_MESSAGES,
  OUTFIT_REACTION_LABELS,
  OUTFIT_REACTIONS,
  type OutfitReaction,
} from './outfit-texts';

export const MAX_OUTFIT_GARMENTS = 50;
export const MAX_OUTFIT_NAME = 120;
export const MAX_OUTFIT_COMMENTS = 2000;

export const reactOutfitSchema = z.object({
  reaction: z.enum(OUTFIT_REACTIONS, OUTFIT_MESSAGES.reactionRequired),
  comment: z
    .string()
    .trim()
    .max(MAX_REACTION_COMMENT, OUTFIT_MESSAGES.reactionCommentTooLong)
    .nullish()
    .transform((text) => text || null),
});

/** A board coordinate or size: the 600-unit frame, with room for a garment pushed past its edges. */
const boardNumber = z.number().finite().min(-3000).max(3000);
const box = z.object({
  x: boardNumber,
  y: boardNumber,
  width: boardNumber.positive(),
  height: boardNumber.positive(),
});

/** Where each garment sat on the board when the outfit was saved: what a revision starts from. */
export const outfitDraftSchema = z.object(
  {
    garments: z
      .array(
        box.extend({
          itemId: z.uuid(),
          z: z.number().int().min(0).max(100_000),
          crop: z
            .object({
              x: z.number().finite().min(0).max(100_000),
              y: z.number().finite().min(0).max(100_000),
              width: z.number().finite().positive().max(100_000),
              height: z.number().finite().positive().max(100_000),
            })
            .optional(),
        }),
      )
      .max(MAX_OUTFIT_GARMENTS),
  },
  OUTFIT_MESSAGES.draftInvalid,
);
export type OutfitDraft = z.output<typeof outfitDraftSchema>;

const name = z
  .string(OUTFIT_MESSAGES.nameRequired)
  .trim()
  .min(1, OUTFIT_MESSAGES.nameRequired)
  .max(MAX_OUTFIT_NAME, `Le nom de la tenue ne peut pas dépasser ${MAX_OUTFIT_NAME} caractères`);
const comments = z
  .string()
  .trim()
  .max(MAX_OUTFIT_COMMENTS, `Les commentaires ne peuvent pas dépasser ${MAX_OUTFIT_COMMENTS} caractères`)
  .optional()
  .transform((text) => (text ? text : null));

/** The fields of a new outfit; its PNG travels beside them as the multipart file `image`. */
export const createOutfitSchema = z.object({
  name,
  comments,
  itemIds: z
    .array(z.uuid(OUTFIT_MESSAGES.garmentNotAllowed), OUTFIT_MESSAGES.garmentRequired)
    .min(1, OUTFIT_MESSAGES.garmentRequired)
    .max(MAX_OUTFIT_GARMENTS, OUTFIT_MESSAGES.tooManyGarments)
    .transform((ids) => [...new Set(ids)]),
  /** Absent for a client that does not send it: the outfit then cannot be revised from its board. */
  draft: outfitDraftSchema.optional(),
  /**
   * Which silhouette the image was drawn on, as the editor saw it: 'measured' is refused once her measurements
   * are gone (withdrawn consent), since the image would show them.
   */
  silhouette: z.enum(['measured', 'generic']).optional(),
});

/**
 * A draft as the editor autosaves it: whatever the board holds, even nothing and without a name yet. Sharing it
 * asks what a new outfit asks (createOutfitSchema).
 */
export const saveOutfitDraftSchema = createOutfitSchema.extend({
  name: z
    .string()
    .trim()
    .max(MAX_OUTFIT_NAME, `Le nom de la tenue ne peut pas dépasser ${MAX_OUTFIT_NAME} caractères`)
    .optional()
    .transform((text) => text ?? ''),
  itemIds: z
    .array(z.uuid(OUTFIT_MESSAGES.garmentNotAllowed))
    .max(MAX_OUTFIT_GARMENTS, OUTFIT_MESSAGES.tooManyGarments)
    .optional()
    .transform((ids) => [...new Set(ids ?? [])]),
});

export const updateOutfitSchema = z.object({ name, comments });

/** A look she composes herself from her pieces (an idea she keeps): the server draws its picture. */
export const ownOutfitSchema = z.object({
  name,
  comments,
  itemIds: createOutfitSchema.shape.itemIds,
});

/** Her consultant's word on a look she composed herself; null takes it back. */
export const outfitCommentSchema = z.object({
  comment: z
    .string()
    .trim()
    .max(MAX_OUTFIT_COMMENT, `Le commentaire ne peut pas dépasser ${MAX_OUTFIT_COMMENT} caractères`)
    .nullable()
    .transform((text) => (text ? text : null)),
});
export type UpdateOutfitInput = z.input<typeof updateOutfitSchema>;

export const outfitListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(OUTFITS_PAGE_SIZE),
});

export type OutfitConsultant = {
  id: string;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
};

/** An outfit card: both roles' grids. */
export type OutfitSummary = {
  id: string;
  name: string;
  comments: string | null;
  imageUrl: string;
  clientId: string;
  /** Who composed it for her; null for a look she composed herself. */
  consultant: OutfitConsultant | null;
  /** On a look she composed herself, her consultant's word on it. */
  consultantComment: { text: string; by: string; at: string } | null;
  /** 1 for a first look; a revision counts on. */
  version: number;
  /** False for the consultant's draft, which the client does not see. */
  shared: boolean;
  reaction: OutfitReaction | null;
  reactionComment: string | null;
  reactedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A garment of an outfit: from the client's wardrobe, or one of the consultant's proposals. */
export type OutfitGarment = ClothingItem & { source: 'wardrobe' | 'proposal' };

/** One version of a look, for the list of earlier versions. */
export type OutfitVersion = {
  id: string;
  version: number;
  createdAt: string;
  reaction: OutfitReaction | null;
};

export type OutfitDetail = OutfitSummary & {
  garments: OutfitGarment[];
  draft: OutfitDraft | null;
  /** Every version of this look, first to newest; the latest is the one lists show. */
  versions: OutfitVersion[];
  latest: boolean;
};
