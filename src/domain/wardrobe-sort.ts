import { z } from 'zod';
import { CATEGORIES, SEASONS } from './clothing';
import {
  MAX_GAP_NOTE_LENGTH,
  MAX_GAPS,
  MAX_SORT_NOTE_LENGTH,
  SORT_DECISIONS,
  SORT_REASONS,
} from './wardrobe-sort-texts';

export * from './wardrobe-sort-texts';

export const startSortSchema = z.object({
  clientId: z.string().uuid(),
  category: z.enum(CATEGORIES).optional(),
  season: z.enum(SEASONS).optional(),
});
export type StartSortInput = z.infer<typeof startSortSchema>;

export const sortDecisionSchema = z.object({
  decision: z.enum(SORT_DECISIONS),
  reasons: z
    .array(z.enum(SORT_REASONS))
    .max(SORT_REASONS.length)
    .refine((reasons) => new Set(reasons).size === reasons.length, 'Chaque raison une seule fois.')
    .default([]),
  note: z.string().trim().max(MAX_SORT_NOTE_LENGTH).nullish(),
});
export type SortDecisionInput = z.infer<typeof sortDecisionSchema>;

/** 'Ce qui manque' as her consultant writes it; an empty list says nothing is missing. */
export const editMissingSchema = z.object({
  gaps: z
    .array(
      z.object({
        category: z.enum(CATEGORIES),
        seasons: z
          .array(z.enum(SEASONS))
          .min(1)
          .max(SEASONS.length)
          .refine((seasons) => new Set(seasons).size === seasons.length, 'Chaque saison une seule fois.'),
        note: z.string().trim().max(MAX_GAP_NOTE_LENGTH).nullish(),
      }),
    )
    .max(MAX_GAPS),
});
export type EditMissingInput = z.infer<typeof editMissingSchema>;
