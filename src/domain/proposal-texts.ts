import { formatPrice } from './prices';

/** The proposals' answers and messages, apart from proposals.ts's schemas, for the pages that only show them. */

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
  alreadyBought: 'Ce vêtement est déjà dans votre garde-robe : votre réponse ne peut plus changer.',
  commentTooLong: `Le commentaire ne peut pas dépasser ${MAX_DECISION_COMMENT_LENGTH} caractères`,
  decisionRequired: 'Choisissez une réponse.',
  budgetInvalid: `Le budget doit être un montant en euros entre 0 et ${formatPrice(MAX_BUDGET_EUROS, { cents: false })}`,
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
