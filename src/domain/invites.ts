import { z } from './zod';
import { emailSchema } from './auth';
import { INVITE_MESSAGES, type InvitationState } from './invite-texts';
import { INVITATIONS_PAGE_SIZE } from './limits';

export {
  INVITATION_STATE_LABELS,
  INVITATION_STATES,
  INVITE_ERROR_CODES,
  INVITE_MESSAGES,
  inviteLink,
  inviteMailto,
  type InvitationState,
} from './invite-texts';
export { INVITATIONS_PAGE_SIZE } from './limits';

/** One invitation of GET /api/invites. */
export type InvitationSummary = {
  id: string;
  email: string;
  state: InvitationState;
  /** When it was first sent. */
  sentAt: string;
  expiresAt: string;
  /** Resend and revoke apply while it is not accepted. */
  pending: boolean;
};

export const invitationListQuerySchema = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(INVITATIONS_PAGE_SIZE),
});

export const createInviteSchema = z.object({
  email: z.string().trim().min(1, INVITE_MESSAGES.emailRequired).pipe(emailSchema),
  /** 'Joindre le questionnaire de style': sent to her as she joins. */
  withQuestionnaire: z.boolean().default(false),
});

/** Accepting: `proof` comes from the mailed link (`?proof=`), absent for a copied link. */
export const acceptInviteSchema = z.object({
  proof: z.string().max(200, "Ce lien d'invitation n'est pas valide.").optional(),
});

/**
 * §3 Invitation info result, as GET /api/invites/:token answers it. Public, so it never says whether the invited
 * address has an account: the invitation page offers both signing in and signing up.
 */
export type InvitationInfo = {
  email: string;
  consultantFirstName: string;
  consultantLastName: string;
  isValid: boolean;
};

export type CreatedInvite = {
  token: string;
  email: string;
  expiresAt: string;
  /** True when an unused invite for this email was prolonged instead of a new one created. */
  extended: boolean;
};
