import {
  CARNET_SECTIONS,
  DOCUMENT_KINDS,
  DOCUMENT_MESSAGES,
  MAX_CARNET_INTRO_LENGTH,
  MAX_CARNET_LOOKS,
} from './documents-texts';
import { z } from './zod';

export * from './documents-texts';

/** PUT /api/clients/:clientId/carnet: every section exactly once. */
export const carnetCompositionSchema = z.object({
  sections: z
    .array(z.object({ kind: z.enum(CARNET_SECTIONS), included: z.boolean() }))
    .length(CARNET_SECTIONS.length, DOCUMENT_MESSAGES.sectionsInvalid)
    .refine(
      (sections) => new Set(sections.map((section) => section.kind)).size === CARNET_SECTIONS.length,
      DOCUMENT_MESSAGES.sectionsInvalid,
    ),
  intro: z.string().trim().max(MAX_CARNET_INTRO_LENGTH, DOCUMENT_MESSAGES.introTooLong),
  lookIds: z
    .array(z.string().uuid())
    .max(MAX_CARNET_LOOKS, DOCUMENT_MESSAGES.tooManyLooks)
    .transform((ids) => [...new Set(ids)]),
});

/** POST /api/clients/:clientId/documents. */
export const sendDocumentSchema = z.object({ kind: z.enum(DOCUMENT_KINDS) });
