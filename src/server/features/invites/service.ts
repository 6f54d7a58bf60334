import { randomBytes } from 'node:crypto';
import { INVITE_VALIDITY_DAYS } from '~/domain/limits';
import { inviteLink, type CreatedInvite, type InvitationInfo } from '~/domain/invites';
import { displayName } from '~/domain/person';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { invitationMail } from './mails';
import { invitationProof, isInvitationProof } from './proof';
import { invitesRepository } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 256 random bits: unguessable, and safe in a URL. */
const newToken = () => randomBytes(32).toString('base64url');

export function invitesService(deps: AppDeps) {
  const validUntil = () => new Date(deps.now().getTime() + INVITE_VALIDITY_DAYS * DAY_MS);

  return {
    /**
     * A new invite, or the consultant's unused one for this email prolonged by 7 days. Only a consultant
     * whose own address is confirmed may have the product mail strangers.
     */
    async create(
      consultant: { id: string; firstName: string; lastName: string; emailVerified: boolean },
      email: string,
    ): Promise<CreatedInvite> {
      if (!consultant.emailVerified) {
        throw new AppError('EMAIL_NOT_VERIFIED', { action: 'invite' });
      }
      const expiresAt = validUntil();
      const result = await deps.db.transaction(async (tx) => {
        const repo = invitesRepository(tx);
        const existing = await repo.findUnused(consultant.id, email);
        if (existing) {
          await repo.setExpiry(existing.id, expiresAt);
          return { token: existing.token, extended: true };
        }
        const token = newToken();
        await repo.insert({ email, consultantId: consultant.id, token, expiresAt });
        return { token, extended: false };
      });
      const proof = invitationProof(deps.config.sessionSecret, result.token);
      const link = inviteLink(deps.config.publicUrl, result.token, proof);
      await deps.mailer
        .send(invitationMail(email, link, displayName(consultant)))
        .catch((error) => deps.logger.error({ err: error }, 'invitation mail not sent'));
      return { ...result, email, expiresAt: expiresAt.toISOString() };
    },

    async info(token: string): Promise<InvitationInfo> {
      const repo = invitesRepository(deps.db);
      const row = await repo.findByToken(token);
      if (!row) throw new AppError('NOT_FOUND', { resource: 'invite' });
      const { invite } = row;
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
      return deps.db.transaction(async (tx) => {
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
        return { consultantId: row.invite.consultantId };
      });
    },
  };
}
