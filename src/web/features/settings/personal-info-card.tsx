import { useForm } from 'react-hook-form';
import { useSubmitOnce } from '~/web/lib/submit-once';
import { toast } from '~/web/lib/toast';
import type { z } from 'zod';
import type { Me, updateNamesSchema } from '~/domain/profile';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { lazyResolver, loadZodResolver } from '~/web/lib/lazy-validation';
import { useUpdateProfile } from './api/update-profile';

type NamesValues = z.input<typeof updateNamesSchema>;
type NamesOutput = z.output<typeof updateNamesSchema>;

const resolver = lazyResolver(async () => {
  const [zodResolver, { updateNamesSchema }] = await Promise.all([
    loadZodResolver(),
    import('~/domain/profile'),
  ]);
  return zodResolver(updateNamesSchema);
});

/** First and last name; the email is shown but cannot be changed (§5). */
export function PersonalInfoCard({ me }: { me: Me }) {
  const update = useUpdateProfile();
  const form = useForm<NamesValues, unknown, NamesOutput>({
    resolver,
    reValidateMode: 'onChange',
    defaultValues: { firstName: me.firstName, lastName: me.lastName },
  });
  const { errors } = form.formState;

  const save = (names: NamesOutput) =>
    update.mutate(names, {
      onSuccess: (saved) => {
        form.reset({ firstName: saved.firstName, lastName: saved.lastName });
        toast.success('Profil mis à jour avec succès');
      },
      onError: (error) => {
        console.error('Profile update failed', error);
        toast.error('Erreur', { description: 'Erreur lors de la mise à jour du profil' });
      },
    });

  const submitOnce = useSubmitOnce(form, save);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Informations personnelles</CardTitle>
        <CardDescription>Votre nom tel qu'il apparaît dans l'application.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submitOnce} {...resolver.whenUsed} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Prénom" error={errors.firstName?.message}>
              <Input autoComplete="given-name" {...form.register('firstName')} />
            </FormField>
            <FormField label="Nom" error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...form.register('lastName')} />
            </FormField>
          </div>
          <div className="space-y-1.5">
            <FormField label="Email">
              <Input type="email" value={me.email} readOnly className="text-gray-600" />
            </FormField>
            <p className="text-xs text-gray-500">L'adresse email ne peut pas être modifiée.</p>
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Enregistrement...' : 'Enregistrer'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
