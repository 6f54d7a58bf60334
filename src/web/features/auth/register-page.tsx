import { UserPlus } from 'lucide-react';
import { PrivacyLink } from '~/web/components/privacy-link';
import { Link, useNavigate, useParams } from 'react-router';
import { Redirect } from '~/web/components/redirect';
import { toast } from '~/web/lib/toast';
import { MESSAGES } from '~/domain/errors';
import { isRole, type Role } from '~/domain/roles';
import { Spinner } from '~/web/components/ui/spinner';
import { ApiError } from '~/web/lib/api';
import { acceptInvitation, confirmationPath } from '~/web/lib/invitation';
import { useSignUp } from './api/sign-up';
import { AuthCard } from './components/auth-card';
import { InvitationBanner } from './components/invitation-banner';
import { RegisterForm, type RegisterFormOutput } from './components/register-form';
import { tokenToAccept, useInvitation, useInvitationProof } from './use-invitation';
import { useSignedInRedirect } from './use-signed-in-redirect';

const COPY: Record<Role, { title: string; description: string; landing: string; other: Role }> = {
  client: {
    title: 'Créer un compte client',
    description:
      'Construisez votre silhouette, rangez votre garde-robe et recevez les tenues de votre conseiller.',
    landing: '/client/onboarding',
    other: 'consultant',
  },
  consultant: {
    title: 'Créer un compte conseiller',
    description: 'Suivez votre portefeuille clients et composez des tenues sur mesure pour chacun.',
    landing: '/consultant/dashboard',
    other: 'client',
  },
};

/** §2 /register/{role}: any role other than client or consultant goes back home. */
export function RegisterPage() {
  const { role } = useParams();
  if (!isRole(role)) return <Redirect to="/" />;
  return <RegisterScreen key={role} role={role} />;
}

function RegisterScreen({ role }: { role: Role }) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const redirect = useSignedInRedirect(!signUp.isPending && !signUp.isSuccess);
  const copy = COPY[role];
  const invitation = useInvitation();
  const proof = useInvitationProof();
  const lockedEmail = invitation.status === 'valid' ? invitation.info.email : undefined;

  const submit = async ({ confirmPassword: _confirm, ...values }: RegisterFormOutput) => {
    const token = role === 'client' ? tokenToAccept(invitation) : null;
    let confirmed = false;
    try {
      // Through a copied link, the confirmation mail leads back to the invitation; through the mailed one, its
      // proof confirms the invited address and no confirmation mail is sent.
      const me = await signUp.mutateAsync({
        ...values,
        role,
        ...(token && { inviteToken: token }),
        ...(token && proof && { inviteProof: proof }),
      });
      confirmed = me?.emailVerified === true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast.error('Compte existant', { description: MESSAGES.userExists });
      } else {
        toast.error("Erreur d'inscription", {
          description: error instanceof Error && error.message ? error.message : MESSAGES.unexpected,
        });
      }
      return;
    }
    toast.success(
      'Inscription réussie',
      confirmed ? {} : { description: 'Vérifiez votre boîte mail pour confirmer votre adresse email.' },
    );
    if (token && !proof) {
      navigate(confirmationPath(token), { replace: true });
      return;
    }
    if (token) await acceptInvitation(token, proof);
    navigate(copy.landing, { replace: true });
  };

  if (redirect) return <Redirect to={redirect} />;
  return (
    <AuthCard
      wide
      icon={UserPlus}
      title={copy.title}
      description={copy.description}
      footer={
        <Link to={`/register/${copy.other}`} className="font-medium text-brand-700 hover:underline">
          {copy.other === 'consultant' ? 'Vous êtes conseiller ?' : 'Vous êtes client ?'}{' '}
          {COPY[copy.other].title}
        </Link>
      }
    >
      <InvitationBanner invitation={invitation} />
      {invitation.status === 'loading' ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : (
        <RegisterForm
          pending={signUp.isPending || signUp.isSuccess}
          lockedEmail={lockedEmail}
          onSubmit={submit}
        />
      )}
      <p className="mt-4 text-center text-xs leading-relaxed text-gray-500">
        En créant un compte, vous acceptez notre <PrivacyLink />.
      </p>
      <p className="mt-6 border-t border-gray-100 pt-5 text-center text-sm text-gray-600">
        Déjà un compte ?{' '}
        <Link to="/login" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Se connecter
        </Link>
      </p>
    </AuthCard>
  );
}
