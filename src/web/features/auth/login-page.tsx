import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Redirect } from '~/web/components/redirect';
import { toast } from '~/web/lib/toast';
import { MESSAGES } from '~/domain/errors';
import { DASHBOARD_PATH, isRole, type Role } from '~/domain/roles';
import { Button } from '~/web/components/ui/button';
import { acceptInvitation, confirmationPath } from '~/web/lib/invitation';
import { meQueryKey, signOut } from '~/web/lib/session';
import { useSignIn } from './api/sign-in';
import { AuthCard } from './components/auth-card';
import { InvitationBanner } from './components/invitation-banner';
import { LoginForm, type LoginCredentials } from './components/login-form';
import { ResetRequestForm } from './components/reset-request-form';
import { tokenToAccept, useInvitation, useInvitationProof } from './use-invitation';
import { useSignedInRedirect } from './use-signed-in-redirect';

/** §2 /login: Client and Consultant tabs, and the reset-request view in the same card. */
export function LoginPage() {
  const invitation = useInvitation();
  const proof = useInvitationProof();
  const invited = invitation.status !== 'none';
  const invitedEmail = invitation.status === 'valid' ? invitation.info.email : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const redirect = useSignedInRedirect(!signIn.isPending && !signIn.isSuccess);
  const [view, setView] = useState<'login' | 'reset'>('login');
  const [returned, setReturned] = useState(false);
  const [typedEmail, setEmail] = useState('');
  const email = invitedEmail ?? typedEmail;

  const submit = (credentials: LoginCredentials, tab: Role) =>
    signIn.mutate(credentials, {
      onSuccess: async (me) => {
        // §4: by profile role; by the tab used when the profile has none.
        const role: unknown = me?.role || tab;
        if (!isRole(role)) {
          toast.error('Rôle utilisateur non reconnu');
          signIn.reset();
          void signOut(queryClient);
          return;
        }
        toast.success('Connexion réussie');
        const token = tokenToAccept(invitation);
        if (token && role === 'client' && !proof && !me?.emailVerified) {
          navigate(confirmationPath(token), { replace: true });
          return;
        }
        if (token && (await acceptInvitation(token, proof)) && proof) {
          // The mailed link's proof confirmed the address on the way.
          await queryClient.invalidateQueries({ queryKey: meQueryKey });
        }
        navigate(DASHBOARD_PATH[role], { replace: true });
      },
      onError: (error) =>
        toast.error('Erreur de connexion', { description: error.message || MESSAGES.unexpected }),
    });

  if (redirect) return <Redirect to={redirect} />;

  if (view === 'reset') {
    return (
      <AuthCard
        icon={KeyRound}
        title="Mot de passe oublié"
        description="Entrez votre adresse email : nous vous enverrons un lien pour choisir un nouveau mot de passe."
      >
        <ResetRequestForm
          initialEmail={email}
          onBack={(typed) => {
            setEmail(typed);
            setReturned(true);
            setView('login');
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={LogIn}
      title="Connexion"
      description="Heureux de vous revoir ! Connectez-vous à votre espace."
    >
      <InvitationBanner invitation={invitation} />
      <LoginForm
        showTabs={!invited}
        email={email}
        emailLocked={invitedEmail !== null}
        onEmailChange={setEmail}
        pending={signIn.isPending || signIn.isSuccess}
        autoFocusEmail={returned}
        onSubmit={submit}
        onInvalid={(message) => toast.error('Erreur', { description: message })}
        onForgotPassword={() => setView('reset')}
      />
      <div className="mt-6 border-t border-gray-100 pt-5">
        <p className="text-center text-sm text-gray-600">Pas encore de compte ?</p>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          <Button asChild variant="outline" className="rounded-xl">
            <Link to="/register/client">Je suis client</Link>
          </Button>
          <Button asChild variant="outline" className="rounded-xl">
            <Link to="/register/consultant">Je suis conseiller</Link>
          </Button>
        </div>
      </div>
    </AuthCard>
  );
}
