import { useQuery } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { INVITE_MESSAGES } from '~/domain/invites';
import { Logo } from '~/web/components/logo';
import { Button } from '~/web/components/ui/button';
import { PageLoading } from '~/web/components/ui/spinner';
import { acceptInvitation, invitationNotFound, invitationQueryOptions } from '~/web/lib/invitation';
import { useMe } from '~/web/lib/session';

/**
 * §2 /invite/{token}: checks the invitation, then sends the visitor to sign in (the email has an account) or
 * to sign up. A client already signed in with the invited email accepts it right here.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const me = useMe();
  const invitation = useQuery({ ...invitationQueryOptions(token), enabled: token !== '' });
  const info = invitation.data;
  const signedInAsInvited =
    info?.isValid && me.data?.role === 'client' && me.data.email.toLowerCase() === info.email.toLowerCase();
  const accepting = useRef(false);

  useEffect(() => {
    if (!signedInAsInvited || accepting.current) return;
    accepting.current = true;
    void acceptInvitation(token).then(() => navigate('/client/dashboard', { replace: true }));
  }, [signedInAsInvited, token, navigate]);

  if (!token) return <InvalidInvitation message={INVITE_MESSAGES.missingToken} />;
  if (invitation.isPending || me.isPending || signedInAsInvited) return <PageLoading />;
  if (invitation.isError) {
    const gone = invitationNotFound(invitation.error);
    return (
      <InvalidInvitation message={gone ? INVITE_MESSAGES.invalidOrExpired : INVITE_MESSAGES.checkFailed} />
    );
  }
  if (!info?.isValid) return <InvalidInvitation message={INVITE_MESSAGES.invalidOrExpired} />;
  const query = `?inviteToken=${encodeURIComponent(token)}`;
  return <Navigate to={info.profileExists ? `/login${query}` : `/register/client${query}`} replace />;
}

function InvalidInvitation({ message }: { message: string }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-stone-50 px-4">
      <Link to="/" aria-label="Atelier Silhouette, accueil">
        <Logo />
      </Link>
      <div className="w-full max-w-md rounded-2xl border border-gray-200 bg-white p-8 text-center shadow-xl shadow-brand-900/5">
        <span className="mx-auto mb-4 inline-flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
          <MailX className="size-6" aria-hidden />
        </span>
        <h1 className="text-xl font-semibold text-gray-900">{INVITE_MESSAGES.invalidTitle}</h1>
        <p className="mt-2 text-gray-600">{message}</p>
        <Button asChild className="mt-6">
          <Link to="/">Retour à l'accueil</Link>
        </Button>
      </div>
    </main>
  );
}
