import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useSubmitOnce } from '~/web/lib/submit-once';
import { toast } from '~/web/lib/toast';
import type { z } from 'zod';
import type { changePasswordFormSchema, ChangePasswordFormValues } from '~/domain/auth';
import { isWeakPasswordCode, type PasswordOwner } from '~/domain/password-strength';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { ApiError } from '~/web/lib/api';
import { lazyPasswordResolver } from '~/web/lib/password-strength';
import { useChangePassword } from './api/change-password';
import { errorMessage } from '~/web/lib/error-message';

type PasswordOutput = z.output<typeof changePasswordFormSchema>;

const EMPTY: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** `owner`: the signed-in person, whose name and email the new password must not contain. */
export function PasswordCard({ owner }: { owner: PasswordOwner }) {
  const change = useChangePassword();
  const { email, firstName, lastName } = owner;
  const resolver = useMemo(
    () =>
      lazyPasswordResolver(
        (auth) => auth.changePasswordFormSchema,
        'newPassword',
        () => ({ email, firstName, lastName }),
      ),
    [email, firstName, lastName],
  );
  const form = useForm<ChangePasswordFormValues, unknown, PasswordOutput>({
    resolver,
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const save = ({ currentPassword, newPassword }: PasswordOutput) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          toast.success('Mot de passe modifié avec succès');
        },
        onError: (error) => {
          console.error('Password change failed', error);
          const message = errorMessage(error);
          if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
            form.setError('currentPassword', { message }, { shouldFocus: true });
          } else if (error instanceof ApiError && isWeakPasswordCode(error.code)) {
            form.setError('newPassword', { message }, { shouldFocus: true });
          }
          toast.error('Erreur', { description: message });
        },
      },
    );

  const submitOnce = useSubmitOnce(form, save);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Mot de passe</CardTitle>
        <CardDescription>Vos autres appareils seront déconnectés après le changement.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submitOnce} {...resolver.whenUsed} className="space-y-4">
          <FormField label="Mot de passe actuel" error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Nouveau mot de passe" error={errors.newPassword?.message}>
              <Input
                type="password"
                autoComplete="new-password"
                placeholder="Au moins 6 caractères"
                {...form.register('newPassword')}
              />
            </FormField>
            <FormField label="Confirmer le nouveau mot de passe" error={errors.confirmPassword?.message}>
              <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
            </FormField>
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Modification...' : 'Modifier le mot de passe'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
