import { MailCheck, RotateCw, X } from 'lucide-react';
import { useCallback, useState, type MouseEvent } from 'react';
import { toast } from '~/web/lib/toast';
import type { InvitationState, InvitationSummary } from '~/domain/invites';
import { INVITATION_STATE_LABELS, INVITE_MESSAGES } from '~/domain/invite-texts';
import { LoadFailure } from '~/web/components/load-failure';
import { LoadMore } from '~/web/components/load-more';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/web/components/ui/alert-dialog';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { cn } from '~/web/lib/cn';
import { formatDate } from '~/web/lib/format';
import { useInvitations, useResendInvitation, useRevokeInvitation } from './api/invitations';

const STATE_STYLES: Record<InvitationState, string> = {
  sent: 'border-gray-300 bg-gray-50 text-gray-800',
  opened: 'border-brand-200 bg-brand-50 text-brand-800',
  accountCreated: 'border-sky-200 bg-sky-50 text-sky-900',
  onboardingUnfinished: 'border-amber-200 bg-amber-50 text-amber-900',
  expired: 'border-red-200 bg-red-50 text-red-800',
};

/**
 * The consultant's invitations and where each stands (envoyée, ouverte, compte créé, questionnaire inachevé,
 * expirée), with 'Renvoyer' and 'Révoquer' while not accepted; an invitation leaves once its client is linked and
 * onboarded (she is then in the portfolio).
 */
export function InvitationsSection() {
  const list = useInvitations();
  const invitations = list.data?.pages.flatMap((page) => page.items) ?? [];
  const [revoking, setRevoking] = useState<InvitationSummary | null>(null);
  const { fetchNextPage, isFetchingNextPage } = list;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);

  return (
    <section
      aria-labelledby="invitations-title"
      className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="invitations-title" className="flex items-center gap-2 font-semibold text-gray-900">
        <MailCheck className="size-5 text-brand-700" aria-hidden />
        {INVITE_MESSAGES.listTitle}
      </h2>
      {list.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : list.isError && !list.data ? (
        <div className="mt-3">
          <LoadFailure message={INVITE_MESSAGES.listFailed} onRetry={() => void list.refetch()} />
        </div>
      ) : invitations.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{INVITE_MESSAGES.listEmpty}</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-gray-100" aria-label={INVITE_MESSAGES.listTitle}>
            {invitations.map((invitation) => (
              <li key={invitation.id}>
                <InvitationRow invitation={invitation} onRevoke={() => setRevoking(invitation)} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasNextPage={list.hasNextPage}
            loading={list.isFetchingNextPage}
            failed={list.isFetchNextPageError}
            onLoadMore={loadMore}
          />
        </>
      )}
      <RevokeDialog invitation={revoking} onClose={() => setRevoking(null)} />
    </section>
  );
}

function InvitationRow({ invitation, onRevoke }: { invitation: InvitationSummary; onRevoke: () => void }) {
  const resend = useResendInvitation();
  const expired = invitation.state === 'expired';

  const resendIt = () =>
    resend.mutate(invitation.id, {
      onSuccess: () =>
        toast.success(INVITE_MESSAGES.resent, { description: INVITE_MESSAGES.resentDescription }),
      onError: (error) =>
        toast.error(INVITE_MESSAGES.resendFailed, { description: error.message || undefined }),
    });

  return (
    <div className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium wrap-anywhere text-gray-900">{invitation.email}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-600">
          <span
            className={cn(
              'inline-block rounded-full border px-2 py-0.5 text-xs font-medium',
              STATE_STYLES[invitation.state],
            )}
          >
            {INVITATION_STATE_LABELS[invitation.state]}
          </span>
          <span>Envoyée le {formatDate(invitation.sentAt)}</span>
          {invitation.pending && (
            <span>
              {expired ? 'Expirée le' : 'Expire le'} {formatDate(invitation.expiresAt)}
            </span>
          )}
        </p>
      </div>
      {invitation.pending && (
        <div className="flex shrink-0 gap-2">
          <Button
            variant="outline"
            className="min-h-11 flex-1 sm:min-h-10 sm:flex-none"
            disabled={resend.isPending}
            aria-label={
              resend.isPending ? undefined : `${INVITE_MESSAGES.resend} l'invitation à ${invitation.email}`
            }
            onClick={resendIt}
          >
            <RotateCw aria-hidden />
            {resend.isPending ? INVITE_MESSAGES.resending : INVITE_MESSAGES.resend}
          </Button>
          <Button
            variant="ghost"
            className="min-h-11 flex-1 text-red-700 hover:bg-red-50 hover:text-red-800 sm:min-h-10 sm:flex-none"
            aria-label={`${INVITE_MESSAGES.revoke} l'invitation à ${invitation.email}`}
            onClick={onRevoke}
          >
            <X aria-hidden />
            {INVITE_MESSAGES.revoke}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Asks before revoking: the link stops working; the address can be invited again later. */
function RevokeDialog({
  invitation,
  onClose,
}: {
  invitation: InvitationSummary | null;
  onClose: () => void;
}) {
  const revoke = useRevokeInvitation();
  const confirm = (event: MouseEvent) => {
    event.preventDefault();
    if (!invitation) return;
    revoke.mutate(invitation.id, {
      onSuccess: () => {
        toast.success(INVITE_MESSAGES.revoked);
        onClose();
      },
      onError: (error) => {
        toast.error(INVITE_MESSAGES.revokeFailed, { description: error.message || undefined });
        onClose();
      },
    });
  };
  return (
    <AlertDialog open={invitation !== null} onOpenChange={(open) => !open && !revoke.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogTitle>{INVITE_MESSAGES.revokeTitle}</AlertDialogTitle>
        <AlertDialogDescription>
          Le lien envoyé à <strong className="wrap-anywhere text-gray-900">{invitation?.email}</strong> ne
          fonctionnera plus. Vous pourrez inviter cette adresse de nouveau.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={revoke.isPending}>Annuler</AlertDialogCancel>
          <AlertDialogAction disabled={revoke.isPending} onClick={confirm}>
            {revoke.isPending ? INVITE_MESSAGES.revoking : INVITE_MESSAGES.revokeConfirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
