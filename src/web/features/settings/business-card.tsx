import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { businessSchema } from '~/domain/business';
import { BUSINESS_MESSAGES, DEFAULT_ACCENT_COLOR, type Business } from '~/domain/business-texts';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { Spinner } from '~/web/components/ui/spinner';
import { errorMessage } from '~/web/lib/error-message';
import { lazyResolver, loadZodResolver } from '~/web/lib/lazy-validation';
import { useSubmitOnce } from '~/web/lib/submit-once';
import { toast } from '~/web/lib/toast';
import { useBusiness, useSaveBusiness, type BusinessFields } from './api/business';

type Values = z.input<typeof businessSchema>;
type Output = z.output<typeof businessSchema>;

const resolver = lazyResolver(async () => {
  const [zodResolver, { businessSchema }] = await Promise.all([
    loadZodResolver(),
    import('~/domain/business'),
  ]);
  return zodResolver(businessSchema);
});

const valuesOf = (business: Business): Values => ({
  businessName: business.businessName ?? '',
  accentColor: business.accentColor,
  email: business.email ?? '',
  phone: business.phone ?? '',
  website: business.website ?? '',
});

/** 'Mon activité': what every document she hands over carries (name, logo, colour, contacts). */
export function BusinessCard() {
  const business = useBusiness(true);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{BUSINESS_MESSAGES.title}</CardTitle>
        <CardDescription>{BUSINESS_MESSAGES.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {business.isPending ? (
          <Spinner label="Chargement..." />
        ) : business.isError ? (
          <LoadFailure
            message="Impossible de charger votre activité."
            onRetry={() => void business.refetch()}
          />
        ) : (
          <BusinessForm business={business.data} />
        )}
      </CardContent>
    </Card>
  );
}

function BusinessForm({ business }: { business: Business }) {
  const save = useSaveBusiness();
  const id = useId();
  const logoInput = useRef<HTMLInputElement>(null);
  const form = useForm<Values, unknown, Output>({
    resolver,
    reValidateMode: 'onChange',
    defaultValues: valuesOf(business),
  });
  const { errors } = form.formState;
  const accent = useWatch({ control: form.control, name: 'accentColor' });
  const { reset } = form;
  useEffect(() => reset(valuesOf(business)), [business, reset]);

  const submitOnce = useSubmitOnce(form, (fields: Output) =>
    save.mutate(
      { fields: fields as BusinessFields },
      {
        onSuccess: () => toast.success(BUSINESS_MESSAGES.saved),
        onError: (error) => toast.error('Erreur', { description: errorMessage(error) }),
      },
    ),
  );

  const changeLogo = (logo: File | null) =>
    save.mutate(
      { logo },
      {
        onSuccess: () => toast.success(logo ? 'Logo enregistré' : 'Logo retiré'),
        onError: (error) => toast.error('Erreur', { description: errorMessage(error) }),
      },
    );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex h-16 w-40 items-center justify-center rounded-lg border border-dashed border-gray-300 bg-gray-50 p-2">
          {business.logoUrl ? (
            <img src={business.logoUrl} alt="Votre logo" className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="text-xs text-gray-500">Pas de logo</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={logoInput}
            id={`${id}-logo`}
            type="file"
            accept="image/png,image/jpeg"
            className="sr-only"
            aria-label="Choisir un logo"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) changeLogo(file);
            }}
          />
          <Button
            type="button"
            variant="outline"
            className="min-h-11"
            disabled={save.isPending}
            onClick={() => logoInput.current?.click()}
          >
            <ImagePlus aria-hidden />
            {business.logoUrl ? 'Changer de logo' : 'Choisir un logo'}
          </Button>
          {business.logoUrl && (
            <Button
              type="button"
              variant="ghost"
              className="min-h-11"
              disabled={save.isPending}
              onClick={() => changeLogo(null)}
            >
              <Trash2 aria-hidden />
              Retirer le logo
            </Button>
          )}
        </div>
      </div>

      <form
        noValidate
        aria-label={BUSINESS_MESSAGES.title}
        onSubmit={submitOnce}
        {...resolver.whenUsed}
        className="space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Nom commercial" error={errors.businessName?.message}>
            <Input
              autoComplete="organization"
              placeholder="Atelier Claire Martin"
              {...form.register('businessName')}
            />
          </FormField>
          <div className="space-y-1.5">
            <FormField label="Couleur des documents" error={errors.accentColor?.message}>
              <Input {...form.register('accentColor')} placeholder={DEFAULT_ACCENT_COLOR} />
            </FormField>
            <div className="flex items-center gap-2">
              <input
                type="color"
                aria-label="Choisir la couleur"
                value={/^#[0-9a-f]{6}$/i.test(accent) ? accent.toLowerCase() : DEFAULT_ACCENT_COLOR}
                onChange={(event) =>
                  form.setValue('accentColor', event.target.value, {
                    shouldDirty: true,
                    shouldValidate: true,
                  })
                }
                className="h-11 w-16 cursor-pointer rounded-lg border border-gray-300 bg-white p-1"
              />
              <span className="text-xs text-gray-500">Titres, filets et bandeau des documents</span>
            </div>
          </div>
          <FormField label="Email de contact" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <FormField label="Téléphone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...form.register('phone')} />
          </FormField>
          <FormField label="Site web" error={errors.website?.message}>
            <Input type="url" autoComplete="url" placeholder="https://" {...form.register('website')} />
          </FormField>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Enregistrement...' : 'Enregistrer'}
          </Button>
        </div>
      </form>
    </div>
  );
}
