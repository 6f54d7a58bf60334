import { z } from 'zod';
import { emailSchema } from './auth';

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
} as const;

export const createInviteSchema = z.object({
  email: z.string().trim().min(1, INVITE_MESSAGES.emailRequired).pipe(emailSchema),
});

/** §3 Invitation info result, as GET /api/invites/:token answers it. */
export type InvitationInfo = {
  email: string;
  consultantFirstName: string;
  consultantLastName: string;
  isValid: boolean;
  profileExists: boolean;
};

export type CreatedInvite = {
  token: string;
  email: string;
  expiresAt: string;
  /** True when an unused invite for this email was prolonged instead of a new one created. */
  extended: boolean;
};

export function inviteLink(origin: string, token: string): string {
  return `${origin.replace(/\/$/, '')}/invite/${token}`;
}

/** The prefilled mail of the invite dialog's mail link (§2: French subject and body, 7-day expiry). */
export function inviteMailto(email: string, link: string, consultantName: string): string {
  const subject = 'Invitation à rejoindre votre espace Atelier Silhouette';
  const body = [
    'Bonjour,',
    '',
    `${consultantName} vous invite à créer votre espace personnel sur Atelier Silhouette : votre silhouette, votre garde-robe et vos tenues, au même endroit.`,
    '',
    `Pour accepter l'invitation, ouvrez ce lien : ${link}`,
    '',
    'Ce lien est valable 7 jours.',
    '',
    'À très bientôt !',
  ].join('\n');
  return `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
