import {
  MAX_BUDGET_EUROS,
  MAX_DECISION_COMMENT_LENGTH,
  PROPOSAL_DECISIONS,
  PROPOSAL_MESSAGES,
  type ProposalDecision,
} from './proposal-texts';
import { z } from './zod';

export { WEARABLE_WITH_CAP } from './limits';
export {
  MAX_BUDGET_EUROS,
  MAX_DECISION_COMMENT_LENGTH,
  PROPOSAL_DECISION_LABELS,
  PROPOSAL_DECISIONS,
  PROPOSAL_MESSAGES,
  PROPOSAL_STATUS_LABELS,
  type ProposalDecision,
} from './proposal-texts';

export const decideProposalSchema = z.object({
  decision: z.enum(PROPOSAL_DECISIONS, PROPOSAL_MESSAGES.decisionRequired),
  comment: z
    .string()
    .trim()
    .max(MAX_DECISION_COMMENT_LENGTH, PROPOSAL_MESSAGES.commentTooLong)
    .nullish()
    .transform((text) => text || null),
});
export type DecideProposalInput = z.input<typeof decideProposalSchema>;

/** The client's budget for her proposals, in euros with cents; null removes it. */
export const budgetSchema = z.object({
  budget: z
    .number(PROPOSAL_MESSAGES.budgetInvalid)
    .min(0, PROPOSAL_MESSAGES.budgetInvalid)
    .max(MAX_BUDGET_EUROS, PROPOSAL_MESSAGES.budgetInvalid)
    .transform((euros) => Math.round(euros * 100) / 100)
    .nullable(),
});

/** A proposal's answer and what it would unlock for the client. */
export type ProposalState = {
  decision: ProposalDecision | null;
  comment: string | null;
  decidedAt: string | null;
  proposedAt: string;
  proposedBy: { id: string; name: string };
  /**
   * Outfits of hers that use it, and her own garments it can be worn with (in her palette when she has one),
   * counted up to WEARABLE_WITH_CAP; and the complete looks it adds to hers (with it, less without it).
   */
  unlocks: { outfits: number; wearableWith: number; newLooks: number };
};

/** The catalogue's total against the client's budget, in euros. */
export type CatalogueSummary = { budget: number | null; wanted: number; bought: number };

/**
 * The categories a garment is worn with: a top with a bottom, shoes, a jacket or an accessory; a dress with
 * shoes, a jacket or an accessory; and so on.
 */
export const WORN_WITH = {
  top: ['bottom', 'shoes', 'outerwear', 'accessory'],
  bottom: ['top', 'shoes', 'outerwear', 'accessory'],
  one_piece: ['shoes', 'outerwear', 'accessory'],
  shoes: ['top', 'bottom', 'one_piece'],
  outerwear: ['top', 'bottom', 'one_piece'],
  accessory: ['top', 'bottom', 'one_piece'],
} as const;
