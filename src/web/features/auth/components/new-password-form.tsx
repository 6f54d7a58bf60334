import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { newPasswordFormSchema } from '~/domain/auth';
import { Button } from '~/web/components/ui/button';
import { FormField } from '~/web/components/ui/form-field';
import { PasswordInput } from './password-input';
import { registerClearing } from './register-clearing';

type NewPasswordValues = z.input<typeof newPasswordFormSchema>;

export function NewPasswordForm({
  pending,
  onSubmit,
}: {
  pending: boolean;
  onSubmit: (password: string) => Promise<void>;
}) {
  const form = useForm<NewPasswordValues, unknown, z.output<typeof newPasswordFormSchema>>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const field = registerClearing(form);
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit(({ password }) => onSubmit(password))} className="space-y-4">
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
