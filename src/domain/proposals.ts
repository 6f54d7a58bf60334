import { z } from './zod';

/**
 * A client's answer to a garment her consultant proposed. 'bought' moves the garment into her wardrobe: it is
 * hers from then on, and the proposal stays, marked as bought.
 */
export const PROPOSAL_DECISIONS = ['wanted', 'maybe', 'declined', 'bought'] as const;
export type ProposalDecision = (typeof PROPOSAL_DECISIONS)[number];

export const PROPOSAL_DECISION_LABELS: Record<ProposalDecision, string> = {
  wanted: 'Je le veux',
  maybe: 'Peut-être',
  declined: 'Non merci',
  bought: "Je l'ai acheté",
};

/** How the consultant reads the answer. */
export const PROPOSAL_STATUS_LABELS: Record<ProposalDecision | 'pending', string> = {
  pending: 'En attente de réponse',
  wanted: 'Le veut',
  maybe: 'Peut-être',
  declined: 'Non merci',
  bought: 'Acheté',
};

export const MAX_DECISION_COMMENT_LENGTH = 1000;
export const MAX_BUDGET_EUROS = 100_000;

export const PROPOSAL_MESSAGES = {
  notFound: 'Proposition introuvable',
  alreadyBought: 'Ce vêtement est déjà dans votre garde-robe : votre réponse ne peut plus changer.',
  commentTooLong: `Le commentaire ne peut pas dépasser ${MAX_DECISION_COMMENT_LENGTH} caractères`,
  decisionRequired: 'Choisissez une réponse.',
  budgetInvalid: `Le budget doit être un montant en euros entre 0 et ${MAX_BUDGET_EUROS.toLocaleString('fr-FR')} €`,
  bought: 'Le vêtement a rejoint votre garde-robe.',
  /** To the consultant: what she may still do with a proposal once answered. */
  boughtStays:
    'Votre client a acheté ce vêtement\u00a0: la proposition ne peut plus être modifiée ni retirée.',
  answeredStays:
    'Votre client a déjà répondu à cette proposition\u00a0: elle ne peut plus être modifiée, mais vous pouvez la retirer.',
  edited: 'Proposition modifiée',
  withdrawn: 'Proposition retirée',
  editFailed: 'Impossible de modifier la proposition',
  withdrawFailed: 'Impossible de retirer la proposition',
} as const;

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
   * counted up to WEARABLE_WITH_CAP.
   */
  unlocks: { outfits: number; wearableWith: number };
};

/** 'Se porte avec au moins 20 de vos vêtements': past this, more would say nothing, and counting costs. */
export const WEARABLE_WITH_CAP = 20;

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
