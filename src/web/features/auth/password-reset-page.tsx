import { KeyRound, Loader2 } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '~/web/lib/toast';
import { MESSAGES } from '~/domain/errors';
import { isWeakPasswordCode } from '~/domain/password-strength';
import { Button } from '~/web/components/ui/button';
import { ApiError } from '~/web/lib/api';
import { useResetTokenCheck } from './api/check-reset-token';
import { useResetPassword } from './api/reset-password';
import { AuthCard } from './components/auth-card';
import { FormAlert } from './components/form-alert';
import { NewPasswordForm } from './components/new-password-form';

/** §2 /password-reset?token=...: checks the link first, then asks for the new password. */
export function PasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const check = useResetTokenCheck(token);
  const reset = useResetPassword();
  const expired = !token || check.data === false;

  const leaveExpiredLink = useCallback(() => {
    // The id keeps a single toast if this runs twice (React's strict mode).
    toast.error('Lien expiré', { id: 'reset-link-expired', description: MESSAGES.invalidToken });
    navigate('/login', { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (expired) leaveExpiredLink();
  }, [expired, leaveExpiredLink]);

  const submit = async (newPassword: string): Promise<string | undefined> => {
    try {
      await reset.mutateAsync({ token: token ?? '', newPassword });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') {
        leaveExpiredLink();
        return;
      }
      // The names the form could not check (it does not know whose link this is): said under the field.
      if (error instanceof ApiError && isWeakPasswordCode(error.code)) return error.message;
      toast.error('Erreur', {
        description: error instanceof Error && error.message ? error.message : MESSAGES.unexpected,
      });
      return;
    }
    toast.success('Mot de passe mis à jour', {
      description: 'Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
    });
    navigate('/login', { replace: true });
  };

  if (check.isError) {
    return (
      <AuthCard icon={KeyRound} title="Nouveau mot de passe">
        <FormAlert message={check.error.message || MESSAGES.unexpected} />
        <Button variant="outline" className="mt-4 w-full rounded-xl" onClick={() => void check.refetch()}>
          Réessayer
        </Button>
      </AuthCard>
    );
  }

  if (expired || check.isPending) {
    return (
      <AuthCard icon={KeyRound} title="Nouveau mot de passe">
        <p role="status" className="flex items-center gap-3 py-2 text-gray-600">
          <Loader2 className="size-5 animate-spin text-brand-600" aria-hidden />
          Vérification...
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={KeyRound}
      title="Nouveau mot de passe"
      description="Choisissez un nouveau mot de passe pour votre compte Atelier Silhouette."
    >
      <NewPasswordForm pending={reset.isPending || reset.isSuccess} onSubmit={submit} />
    </AuthCard>
  );
}
