import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '~/web/lib/toast';
import { MESSAGES } from '~/domain/errors';
import { Button } from '~/web/components/ui/button';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { lazySchemas } from '~/web/lib/lazy-validation';
import { useRequestPasswordReset } from '../api/request-password-reset';

const authSchemas = lazySchemas(() => import('~/domain/auth'));

/** The 'Mot de passe oublié ?' view: asks for a reset link, then goes back to the login view. */
export function ResetRequestForm({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack: (email: string) => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void authSchemas.submit(({ resetRequestSchema }) => {
      const parsed = resetRequestSchema.safeParse({ email });
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? '';
        setError(message);
        toast.error('Erreur', { description: message });
        return;
      }
      request.mutate(parsed.data.email, {
        onSuccess: () => {
          toast.success('Email envoyé', {
            description:
              'Si un compte existe pour cette adresse, vous recevrez un lien pour réinitialiser votre mot de passe.',
          });
          onBack(email);
        },
        onError: (failure) => toast.error('Erreur', { description: failure.message || MESSAGES.unexpected }),
      });
    });
  };

  return (
    <form noValidate onSubmit={submit} {...authSchemas.whenUsed} className="space-y-4">
      <FormField label="Email" error={error ?? undefined}>
        <Input
          type="email"
          autoComplete="email"
          placeholder="vous@exemple.fr"
          autoFocus
          value={email}
          onChange={(event) => {
            setError(null);
            setEmail(event.target.value);
          }}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full rounded-xl" disabled={request.isPending}>
        {request.isPending ? 'Envoi...' : 'Envoyer le lien'}
      </Button>
      <Button variant="ghost" className="w-full" onClick={() => onBack(email)} disabled={request.isPending}>
        <ArrowLeft aria-hidden />
        Retour à la connexion
      </Button>
    </form>
  );
}
