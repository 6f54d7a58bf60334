import { Loader2, MailCheck, MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { DASHBOARD_PATH, isRole } from '~/domain/roles';
import { SendConfirmationButton } from '~/web/components/send-confirmation-button';
import { Button } from '~/web/components/ui/button';
import { useMe } from '~/web/lib/session';
import { AuthCard } from './components/auth-card';

/**
 * Where the confirmation mail's link leads once followed (unless it came from an invitation, which it leads back
 * to). better-auth signs the user in and sends her here, or adds `?error=` when the link has expired or is wrong.
 */
export function EmailConfirmedPage() {
  const failed = useSearchParams()[0].has('error');
  const me = useMe();
  if (me.isPending) {
    return (
      <AuthCard title="Confirmation de votre adresse email">
        <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Chargement...
        </p>
      </AuthCard>
    );
  }
  const user = me.data ?? null;
  const home = user && isRole(user.role) ? DASHBOARD_PATH[user.role] : null;
  const onward = (
    <Button asChild className="w-full">
      <Link to={home ?? '/login'}>{home ? 'Accéder à mon espace' : 'Se connecter'}</Link>
    </Button>
  );

  if (failed && !user?.emailVerified) {
    return (
      <AuthCard
        icon={MailX}
        title="Lien de confirmation invalide ou expiré"
        description={
          user
            ? 'Ce lien ne peut plus confirmer votre adresse. Demandez-en un nouveau : il arrivera dans quelques instants.'
            : 'Ce lien ne peut plus confirmer votre adresse. Connectez-vous pour en demander un nouveau.'
        }
      >
        {user ? <SendConfirmationButton className="w-full" /> : onward}
      </AuthCard>
    );
  }
  return (
    <AuthCard
      icon={MailCheck}
      title="Adresse email confirmée"
      description={
        user ? (
          <>
            Merci : l’adresse <strong className="wrap-anywhere text-gray-900">{user.email}</strong> est
            confirmée.
          </>
        ) : (
          'Merci : votre adresse est confirmée. Connectez-vous pour continuer.'
        )
      }
    >
      {onward}
    </AuthCard>
  );
}
