import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MailPlus, MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { INVITE_MESSAGES } from '~/domain/invite-texts';
import { displayName } from '~/domain/person';
import { Button } from '~/web/components/ui/button';
import { PageLoading } from '~/web/components/ui/spinner';
import { acceptInvitation, invitationNotFound, invitationQueryOptions } from '~/web/lib/invitation';
import { meQueryKey, useMe } from '~/web/lib/session';
import { ConfirmEmailScreen } from './confirm-email-screen';
import { InvitationFrame } from './invitation-frame';

/**
 * §2 /invite/{token}: checks the invitation, then offers the visitor both signing in and signing up,
 * carrying the mailed link's `?proof=` (the public invitation never says whether the address has an account).
 * A client already signed in with the invited email accepts it right here, once they proved they own that
 * address (confirmed, or holding the proof); otherwise they are asked to confirm it first (a copied link).
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const proof = params.get('proof') || undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const invitation = useQuery({ ...invitationQueryOptions(token), enabled: token !== '' });
  const info = invitation.data;
  const signedInAsInvited =
    info?.isValid && me.data?.role === 'client' && me.data.email.toLowerCase() === info.email.toLowerCase();
  const canAccept = signedInAsInvited && (me.data?.emailVerified || proof !== undefined);
  const accepting = useRef(false);

  useEffect(() => {
    if (!canAccept || accepting.current) return;
    accepting.current = true;
    void acceptInvitation(token, proof)
      // The mailed link's proof may have confirmed the address on the way.
      .then(() => queryClient.invalidateQueries({ queryKey: meQueryKey }))
      .then(() => navigate('/client/dashboard', { replace: true }));
  }, [canAccept, token, proof, navigate, queryClient]);

  if (!token) return <InvalidInvitation message={INVITE_MESSAGES.missingToken} />;
  if (invitation.isPending || me.isPending || canAccept) return <PageLoading />;
  if (invitation.isError) {
    const gone = invitationNotFound(invitation.error);
    return (
      <InvalidInvitation message={gone ? INVITE_MESSAGES.invalidOrExpired : INVITE_MESSAGES.checkFailed} />
    );
  }
  if (!info?.isValid) return <InvalidInvitation message={INVITE_MESSAGES.invalidOrExpired} />;
  if (signedInAsInvited) {
    return (
      <ConfirmEmailScreen
        token={token}
        email={info.email}
        consultant={displayName({ firstName: info.consultantFirstName, lastName: info.consultantLastName })}
        linkFailed={params.has('error')}
      />
    );
  }
  const query = `?${new URLSearchParams({ inviteToken: token, ...(proof && { proof }) })}`;
  return (
    <InvitationFrame>
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <MailPlus className="size-6" aria-hidden />
      </span>
      <h1 className="text-xl font-semibold text-gray-900">Rejoindre Atelier Silhouette</h1>
      <p className="mt-2 text-sm leading-relaxed text-gray-600">
        <strong className="text-gray-900">
          {displayName({ firstName: info.consultantFirstName, lastName: info.consultantLastName })}
        </strong>{' '}
        vous invite à rejoindre son espace avec l'adresse{' '}
        <strong className="wrap-anywhere text-gray-900">{info.email}</strong>.
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <Button asChild>
          <Link to={`/register/client${query}`}>Créer mon compte</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={`/login${query}`}>J'ai déjà un compte : me connecter</Link>
        </Button>
      </div>
    </InvitationFrame>
  );
}

function InvalidInvitation({ message }: { message: string }) {
  return (
    <InvitationFrame>
      <div className="text-center">
        <span className="mx-auto mb-4 inline-flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
          <MailX className="size-6" aria-hidden />
        </span>
        <h1 className="text-xl font-semibold text-gray-900">{INVITE_MESSAGES.invalidTitle}</h1>
        <p className="mt-2 text-gray-600">{message}</p>
        <Button asChild className="mt-6">
          <Link to="/">Retour à l'accueil</Link>
        </Button>
      </div>
    </InvitationFrame>
  );
}
