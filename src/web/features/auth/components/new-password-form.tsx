import { useForm } from 'react-hook-form';
import { useSubmitOnce } from '~/web/lib/submit-once';
import type { z } from 'zod';
import type { newPasswordFormSchema } from '~/domain/auth';
import { Button } from '~/web/components/ui/button';
import { FormField } from '~/web/components/ui/form-field';
import { lazyPasswordResolver } from '~/web/lib/password-strength';
import { PasswordInput } from '~/web/components/password-input';
import { registerClearing } from './register-clearing';

/** A reset link says nothing of its owner here: the list is checked now, the names by the server. */
const resolver = lazyPasswordResolver((auth) => auth.newPasswordFormSchema, 'password');

type NewPasswordValues = z.input<typeof newPasswordFormSchema>;

export function NewPasswordForm({
  pending,
  onSubmit,
}: {
  pending: boolean;
  /** Resolves to the server's message about the password itself, if it refused it, shown under the field. */
  onSubmit: (password: string) => Promise<string | undefined>;
}) {
  const form = useForm<NewPasswordValues, unknown, z.output<typeof newPasswordFormSchema>>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const field = registerClearing(form);
  const { errors } = form.formState;
  const submit = async ({ password }: { password: string }) => {
    const refusal = await onSubmit(password);
    if (refusal) form.setError('password', { message: refusal }, { shouldFocus: true });
  };

  const submitOnce = useSubmitOnce(form, submit);

  return (
    <form noValidate onSubmit={submitOnce} {...resolver.whenUsed} className="space-y-4">
      <FormField label="Nouveau mot de passe" error={errors.password?.message}>
        <PasswordInput
          autoComplete="new-password"
          placeholder="Au moins 6 caractères"
          autoFocus
          {...field('password')}
        />
      </FormField>
      <FormField label="Confirmer le mot de passe" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...field('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" className="mt-2 w-full rounded-xl" disabled={pending}>
        {pending ? 'Mise à jour...' : 'Mettre à jour le mot de passe'}
      </Button>
    </form>
  );
}
