import { useForm } from 'react-hook-form';
import { useSubmitOnce } from '~/web/lib/submit-once';
import type { z } from 'zod';
import type { registerFormSchema, RegisterFormValues } from '~/domain/auth';
import { Button } from '~/web/components/ui/button';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { lazyPasswordResolver } from '~/web/lib/password-strength';
import { PasswordInput } from '~/web/components/password-input';
import { registerClearing } from './register-clearing';

export type RegisterFormOutput = z.output<typeof registerFormSchema>;

/** The spec's rules, then the server's on new passwords: not common, not the person's name or email. */
const resolver = lazyPasswordResolver(
  (auth) => auth.registerFormSchema,
  'password',
  ({ email, firstName, lastName }) => ({ email, firstName, lastName }),
);

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

export function RegisterForm({
  pending,
  lockedEmail,
  onSubmit,
}: {
  pending: boolean;
  /** The invited email: prefilled and read-only. */
  lockedEmail?: string;
  onSubmit: (values: RegisterFormOutput) => Promise<void>;
}) {
  const form = useForm<RegisterFormValues, unknown, RegisterFormOutput>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { ...EMPTY, email: lockedEmail ?? '' },
  });
  const field = registerClearing(form);
  const { errors } = form.formState;

  const submitOnce = useSubmitOnce(form, onSubmit);

  return (
    <form noValidate onSubmit={submitOnce} {...resolver.whenUsed} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Prénom" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...field('firstName')} />
        </FormField>
        <FormField label="Nom" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...field('lastName')} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          placeholder="vous@exemple.fr"
          readOnly={Boolean(lockedEmail)}
          {...field('email')}
        />
      </FormField>
      <FormField label="Mot de passe" error={errors.password?.message}>
        <PasswordInput
          autoComplete="new-password"
          placeholder="Au moins 6 caractères"
          {...field('password')}
        />
      </FormField>
      <FormField label="Confirmer le mot de passe" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...field('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" className="mt-2 w-full rounded-xl" disabled={pending}>
        {pending ? 'Inscription...' : 'Créer mon compte'}
      </Button>
    </form>
  );
}
