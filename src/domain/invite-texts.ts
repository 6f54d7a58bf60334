import type { ErrorCode } from './errors';

/**
 * What the invitations say and the links they give, apart from invites.ts's schemas, for the pages that only show
 * them.
 */

export const INVITE_MESSAGES = {
  emailRequired: 'Veuillez entrer une adresse email',
  created: 'Invitation créée',
  extended: 'Invitation mise à jour',
  extendedDescription: "L'invitation existante a été prolongée de 7 jours",
  createFailed: "Impossible de créer l'invitation",
  copied: 'Copié',
  copyFailed: 'Impossible de copier le lien',
  invalidTitle: 'Invitation invalide',
  missingToken: "Token d'invitation manquant",
  invalidOrExpired: 'Invitation invalide ou expirée',
  checkFailed: "Erreur lors de la vérification de l'invitation",
  loadFailed: "Impossible de charger les informations d'invitation",
  acceptFailed: "Impossible d'accepter l'invitation",
  accepted: 'Invitation acceptée',
  wrongEmail: 'Cette invitation a été envoyée à une autre adresse email.',
  notForConsultants: 'Un compte conseiller ne peut pas accepter une invitation client.',
  consultantNotVerified: 'Confirmez votre adresse email pour inviter des clients.',
  clientNotVerified: "Confirmez votre adresse email pour accepter l'invitation.",
  proofInvalid: "Ce lien d'invitation n'est pas valide.",
  alreadyUsed: 'Cette invitation a déjà été acceptée.',
  listTitle: 'Invitations en cours',
  listEmpty:
    "Aucune invitation en cours. Les clients que vous invitez apparaissent ici jusqu'à leur arrivée.",
  listFailed: 'Impossible de charger vos invitations',
  resend: 'Renvoyer',
  resending: 'Envoi...',
  resent: 'Invitation renvoyée',
  resentDescription: "L'email a été renvoyé et l'invitation prolongée de 7 jours",
  resendFailed: "Impossible de renvoyer l'invitation",
  revoke: 'Révoquer',
  revokeTitle: "Révoquer l'invitation",
  revokeConfirm: 'Révoquer',
  revoking: 'Révocation...',
  revoked: 'Invitation révoquée',
  revokeFailed: "Impossible de révoquer l'invitation",
} as const;

/**
 * Where an invitation the consultant sent stands, as her home lists it: mailed, its link opened, an account made
 * through it (not linked yet: the address to confirm), linked but the questionnaire not finished, or expired. Once
 * the client is linked and onboarded it leaves the list: she is in the portfolio.
 */
export const INVITATION_STATES = [
  'sent',
  'opened',
  'accountCreated',
  'onboardingUnfinished',
  'expired',
] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const INVITATION_STATE_LABELS: Record<InvitationState, string> = {
  sent: 'envoyée',
  opened: 'ouverte',
  accountCreated: 'compte créé',
  onboardingUnfinished: 'questionnaire inachevé',
  expired: 'expirée',
};

/** Error codes the web app tells apart. */
export const INVITE_ERROR_CODES = {
  /** The caller's email is not confirmed yet (a consultant inviting, a client accepting a copied link). */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  proofInvalid: 'INVITE_PROOF_INVALID',
} as const satisfies Record<string, ErrorCode>;

export function inviteLink(origin: string, token: string, proof?: string): string {
  const link = `${origin.replace(/\/$/, '')}/invite/${token}`;
  return proof ? `${link}?proof=${encodeURIComponent(proof)}` : link;
}

/** The prefilled mail of the invite dialog's mail link (§2: French subject and body, 7-day expiry). */
export function inviteMailto(email: string, link: string, consultantName: string): string {
  const subject = 'Invitation à rejoindre votre espace Atelier Silhouette';
  const body = [
    'Bonjour,',
    '',
    `${consultantName} vous invite à créer votre espace personnel sur Atelier Silhouette : votre silhouette, votre garde-robe et vos tenues, au même endroit.`,
    '',
    `Pour accepter l'invitation, ouvrez ce lien : ${link}`,
    '',
    'Ce lien est valable 7 jours.',
    '',
    'À très bientôt !',
  ].join('\n');
  return `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
