import { AlertCircle, MailCheck } from 'lucide-react';
import { INVITE_MESSAGES } from '~/domain/invite-texts';
import { displayName } from '~/domain/person';
import type { Invitation } from '../use-invitation';

/** §2: with an invitation, a banner names the consultant who sent it. */
export function InvitationBanner({ invitation }: { invitation: Invitation }) {
  if (invitation.status === 'none' || invitation.status === 'loading') return null;
  if (invitation.status !== 'valid') {
    return (
      <p
        role="alert"
        className="mb-5 flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
        {invitation.status === 'failed' ? INVITE_MESSAGES.loadFailed : INVITE_MESSAGES.invalidOrExpired}
      </p>
    );
  }
  const consultant = displayName({
    firstName: invitation.info.consultantFirstName,
    lastName: invitation.info.consultantLastName,
  });
  return (
    <p className="mb-5 flex gap-2 rounded-xl border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
      <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        Vous avez été invité(e) par <strong>{consultant}</strong> à rejoindre son espace client.
      </span>
    </p>
  );
}
