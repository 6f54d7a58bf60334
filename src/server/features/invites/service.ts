import { randomBytes } from 'node:crypto';
import { INVITE_VALIDITY_DAYS } from '~/domain/limits';
import {
  inviteLink,
  type CreatedInvite,
  type InvitationInfo,
  type InvitationState,
  type InvitationSummary,
} from '~/domain/invites';
import { displayName } from '~/domain/person';
import { createAccess } from '../../access/access';
import type { FeatureDeps } from '../../deps';
import { AppError } from '../../errors';
import { decodeCursor, toPage } from '../../http/keyset-cursor';
import { invitationMail } from './mails';
import { invitationProof, isInvitationProof } from './proof';
import { invitesRepository, type SentInviteRow } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 256 random bits: unguessable, and safe in a URL. */
const newToken = () => randomBytes(32).toString('base64url');

export function invitesService(deps: FeatureDeps) {
  const validUntil = () => new Date(deps.now().getTime() + INVITE_VALIDITY_DAYS * DAY_MS);
  const access = createAccess(deps.db);

  const stateOf = (row: SentInviteRow): InvitationState => {
    if (row.usedAt) return 'onboardingUnfinished';
    if (row.expiresAt <= deps.now()) return 'expired';
    if (row.accountCreatedAt) return 'accountCreated';
    if (row.openedAt) return 'opened';
    return 'sent';
  };
  const summaryOf = (row: SentInviteRow): InvitationSummary => ({
    id: row.id,
    email: row.email,
    state: stateOf(row),
    sentAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    pending: !row.usedAt,
  });

  /** The invitation the consultant sent and may still resend or revoke (not accepted yet). */
  async function pendingInvite(consultant: { id: string }, inviteId: string) {
    await access.requireAccess(consultant, 'invite.manage', inviteId);
    const row = await invitesRepository(deps.db).findById(inviteId);
    if (!row) throw new AppError('NOT_FOUND', { resource: 'invite' });
    if (row.usedAt) throw new AppError('INVITE_ALREADY_USED');
    return row;
  }

  /** Whether this sign-up holds the proof of the mailed link of a live invitation to its very address. */
  async function provesInvitedAddress(token: string, email: string, proof: string) {
    if (!isInvitationProof(deps.config.sessionSecret, token, proof)) return false;
    const row = await invitesRepository(deps.db).findByToken(token);
    return (
      !!row &&
      !row.invite.usedAt &&
      row.invite.expiresAt > deps.now() &&
      row.invite.email.toLowerCase() === email.toLowerCase()
    );
  }

  const service = {
    /**
     * A new invite, or the consultant's unused one for this email prolonged by 7 days. Only a consultant
     * whose own address is confirmed may have the product mail strangers.
     */
    async create(
      consultant: { id: string; firstName: string; lastName: string; emailVerified: boolean },
      email: string,
      { withQuestionnaire }: { withQuestionnaire: boolean },
    ): Promise<CreatedInvite> {
      if (!consultant.emailVerified) {
        throw new AppError('EMAIL_NOT_VERIFIED', { action: 'invite' });
      }
      const expiresAt = validUntil();
      const result = await deps.db.transaction(async (tx) => {
        const repo = invitesRepository(tx);
        const existing = await repo.findUnused(consultant.id, email);
        if (existing) {
          await repo.extend(existing.id, expiresAt, withQuestionnaire);
          return { token: existing.token, extended: true };
        }
        const token = newToken();
        await repo.insert({ email, consultantId: consultant.id, token, expiresAt, withQuestionnaire });
        return { token, extended: false };
      });
      const proof = invitationProof(deps.config.sessionSecret, result.token);
      const link = inviteLink(deps.config.publicUrl, result.token, proof);
      await deps.mailer
        .send(invitationMail(email, link, displayName(consultant)))
        .catch((error) => deps.logger.error({ err: error }, 'invitation mail not sent'));
      return { ...result, email, expiresAt: expiresAt.toISOString() };
    },

    /**
     * The consultant's invitations newest first, each with its state, until the client is linked and onboarded
     * (she is then in the portfolio).
     */
    async list(consultantId: string, query: { cursor?: string; limit: number }) {
      const after = decodeCursor(query.cursor);
      const rows = await invitesRepository(deps.db).listSent(consultantId, { after, limit: query.limit + 1 });
      return toPage(rows, query.limit, (row) => ({ at: row.createdAt, id: row.id }), summaryOf);
    },

    /** The mail again and 7 more days from now, like inviting the same address again; only its sender. */
    async resend(
      consultant: { id: string; firstName: string; lastName: string; emailVerified: boolean },
      inviteId: string,
    ): Promise<InvitationSummary> {
      const row = await pendingInvite(consultant, inviteId);
      await service.create(consultant, row.email, { withQuestionnaire: row.withQuestionnaire });
      const updated = await invitesRepository(deps.db).findById(inviteId);
      if (!updated) throw new AppError('NOT_FOUND', { resource: 'invite' });
      return summaryOf(updated);
    },

    /** Only its sender, while it is not accepted; the link then answers like an unknown one. */
    async revoke(consultant: { id: string }, inviteId: string) {
      const row = await pendingInvite(consultant, inviteId);
      await invitesRepository(deps.db).remove(row.id);
    },

    /**
     * Before a sign-up through an invitation: whether it carries the mailed link's proof for the invited address,
     * which then needs no confirmation mail.
     */
    async signUpProvesAddress(input: { inviteToken?: string; inviteProof?: string; email: string }) {
      if (!input.inviteToken || !input.inviteProof) return false;
      return provesInvitedAddress(input.inviteToken, input.email, input.inviteProof);
    },

    /**
     * After a sign-up through an invitation: the consultant sees 'compte créé', and a proven address is confirmed
     * by the invitation itself.
     */
    async signedUp(input: { inviteToken?: string; email: string; userId: string; proven: boolean }) {
      if (!input.inviteToken) return;
      const repo = invitesRepository(deps.db);
      await repo.markAccountCreated(input.inviteToken, input.email, deps.now());
      if (input.proven) await repo.markEmailVerified(input.userId, deps.now());
    },

    async info(token: string): Promise<InvitationInfo> {
      const repo = invitesRepository(deps.db);
      const row = await repo.findByToken(token);
      if (!row) throw new AppError('NOT_FOUND', { resource: 'invite' });
      const { invite } = row;
      if (!invite.openedAt) await repo.markOpened(invite.id, deps.now());
      return {
        email: invite.email,
        consultantFirstName: row.consultantFirstName,
        consultantLastName: row.consultantLastName,
        isValid: !invite.usedAt && invite.expiresAt > deps.now(),
      };
    },

    /**
     * Marks the invite used and links consultant and client, in one transaction. Only a client whose
     * email is the invited one, once, before expiry, and who proved they own that address: confirmed
     * already, or holding the proof of the mailed link (which confirms the address on the way).
     */
    async accept(
      token: string,
      user: { id: string; email: string; role: string; emailVerified: boolean },
      proof?: string,
    ) {
      const accepted = await deps.db.transaction(async (tx) => {
        const repo = invitesRepository(tx);
        const row = await repo.findByToken(token, { lock: true });
        if (!row || row.invite.usedAt || row.invite.expiresAt <= deps.now()) {
          throw new AppError('INVITE_INVALID');
        }
        if (user.role !== 'client') throw new AppError('INVITE_ROLE');
        if (row.invite.email.toLowerCase() !== user.email.toLowerCase()) {
          throw new AppError('INVITE_EMAIL');
        }
        if (proof !== undefined && !isInvitationProof(deps.config.sessionSecret, token, proof)) {
          throw new AppError('INVITE_PROOF_INVALID');
        }
        if (!user.emailVerified) {
          if (proof === undefined) {
            throw new AppError('EMAIL_NOT_VERIFIED', { action: 'acceptInvite' });
          }
          await repo.markEmailVerified(user.id, deps.now());
        }
        await repo.markUsed(row.invite.id, user.id, deps.now());
        await repo.link(row.invite.consultantId, user.id);
        return { consultantId: row.invite.consultantId, withQuestionnaire: row.invite.withQuestionnaire };
      });
      await deps.notifier.tell({
        recipientId: accepted.consultantId,
        kind: 'client.joined',
        eventKey: `client.joined:${user.id}`,
        subject: { clientId: user.id },
      });
      // The invitation joined the style questionnaire: hers as she joins (a failure leaves her joined; her
      // consultant can still send it from her file).
      if (accepted.withQuestionnaire) {
        await deps.questionnaires
          .sendOnJoining(accepted.consultantId, user.id)
          .catch((error) => deps.logger.error({ err: error }, 'questionnaire not sent on joining'));
      }
      return { consultantId: accepted.consultantId };
    },
  };
  return service;
}
