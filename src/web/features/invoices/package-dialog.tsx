import { Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  MAX_PACKAGE_DESCRIPTION,
  MAX_PACKAGE_NAME,
  MAX_PACKAGE_SESSIONS,
  MAX_SESSION_LABEL,
  QUOTE_TEXTS,
  type Package,
} from '~/domain/quote-texts';
import { HintedField } from '~/web/components/field-parts';
import { Button } from '~/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/web/components/ui/dialog';
import { Input, Textarea } from '~/web/components/ui/input';
import { errorMessage } from '~/web/lib/error-message';
import { useSubmitOnce } from '~/web/lib/submit-once';
import { toast } from '~/web/lib/toast';
import { blankSession, packageResolver, packageValues, type PackageValues } from './package-values';
import { useSavePackage, type PackageInput } from './quotes-api';

/**
 * 'Nouveau forfait' or 'Modifier': its name, price, description, the sessions it includes (what, how long, how
 * many), the looks she composes, the carnet de style and the days of support. `editing` is the package changed,
 * 'new' for a new one, null when closed.
 */
export function PackageDialog({
  editing,
  onClose,
}: {
  editing: Package | 'new' | null;
  onClose: () => void;
}) {
  const offered = editing === 'new' ? null : editing;
  const save = useSavePackage();
  const form = useForm<PackageValues, unknown, PackageInput>({
    resolver: packageResolver,
    reValidateMode: 'onChange',
    defaultValues: packageValues(null),
  });
  const sessions = useFieldArray({ control: form.control, name: 'sessions' });
  const { errors } = form.formState;
  const { reset } = form;
  useEffect(() => {
    if (editing !== null) reset(packageValues(editing === 'new' ? null : editing));
  }, [editing, reset]);

  const submit = useSubmitOnce(form, async (input) => {
    try {
      await save.mutateAsync({ id: offered?.id ?? null, input });
    } catch (error) {
      toast.error('Erreur', { description: errorMessage(error) });
      return;
    }
    toast.success(QUOTE_TEXTS.packageSaved);
    onClose();
  });

  const title = offered ? 'Modifier le forfait' : 'Nouveau forfait';
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <form
          noValidate
          aria-label={title}
          onSubmit={submit}
          className="space-y-5"
          {...packageResolver.whenUsed}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              Un devis reprend le forfait tel qu’il est le jour de son envoi.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
            <HintedField label="Nom du forfait" error={errors.name?.message}>
              <Input
                className="h-11 sm:h-10"
                maxLength={MAX_PACKAGE_NAME}
                placeholder="Relooking complet"
                {...form.register('name')}
              />
            </HintedField>
            <HintedField label="Prix (€)" error={errors.price?.message}>
              <Input
                className="h-11 sm:h-10"
                inputMode="decimal"
                placeholder="450,00"
                {...form.register('price')}
              />
            </HintedField>
          </div>
          <HintedField label="Description (facultatif)" error={errors.description?.message}>
            <Textarea rows={3} maxLength={MAX_PACKAGE_DESCRIPTION} {...form.register('description')} />
          </HintedField>
          <fieldset className="min-w-0 space-y-3">
            <legend className="mb-2 font-semibold text-gray-900">Séances</legend>
            {sessions.fields.length === 0 && (
              <p className="text-sm text-gray-600">Aucune séance : ajoutez-en si le forfait en comprend.</p>
            )}
            <ol className="space-y-3">
              {sessions.fields.map((field, index) => {
                const wrong = errors.sessions?.[index];
                return (
                  <li key={field.id} className="rounded-xl border border-gray-200 bg-gray-50 p-3">
                    <fieldset className="min-w-0">
                      <legend className="mb-2 text-sm font-medium text-gray-700">Séance {index + 1}</legend>
                      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_7rem_6rem_auto]">
                        <HintedField
                          label="Intitulé"
                          error={wrong?.label?.message}
                          className="col-span-2 sm:col-span-1"
                        >
                          <Input
                            className="h-11 sm:h-10"
                            maxLength={MAX_SESSION_LABEL}
                            placeholder="Analyse couleurs"
                            {...form.register(`sessions.${index}.label`)}
                          />
                        </HintedField>
                        <HintedField label="Durée (min)" error={wrong?.minutes?.message}>
                          <Input
                            className="h-11 sm:h-10"
                            inputMode="numeric"
                            {...form.register(`sessions.${index}.minutes`)}
                          />
                        </HintedField>
                        <HintedField label="Nombre" error={wrong?.count?.message}>
                          <Input
                            className="h-11 sm:h-10"
                            inputMode="numeric"
                            {...form.register(`sessions.${index}.count`)}
                          />
                        </HintedField>
                        <div className="col-span-2 flex items-end justify-end sm:col-span-1">
                          <Button
                            type="button"
                            variant="ghost"
                            size="icon"
                            className="size-11 sm:size-10"
                            onClick={() => sessions.remove(index)}
                          >
                            <Trash2 aria-hidden />
                            <span className="sr-only">Retirer la séance {index + 1}</span>
                          </Button>
                        </div>
                      </div>
                    </fieldset>
                  </li>
                );
              })}
            </ol>
            {errors.sessions?.root?.message && (
              <p role="alert" className="text-sm text-red-600">
                {errors.sessions.root.message}
              </p>
            )}
            <Button
              type="button"
              variant="outline"
              className="min-h-11 sm:min-h-10"
              disabled={sessions.fields.length >= MAX_PACKAGE_SESSIONS}
              onClick={() => sessions.append(blankSession())}
            >
              <Plus aria-hidden />
              Ajouter une séance
            </Button>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <HintedField label="Tenues composées" error={errors.looks?.message}>
              <Input className="h-11 sm:h-10" inputMode="numeric" {...form.register('looks')} />
            </HintedField>
            <HintedField
              label="Suivi par messages (jours)"
              hint="À compter de l’acceptation du devis ; 0 : sans suivi."
              error={errors.supportDays?.message}
            >
              <Input className="h-11 sm:h-10" inputMode="numeric" {...form.register('supportDays')} />
            </HintedField>
          </div>
          <label className="flex min-h-11 items-center gap-3 rounded-xl border border-gray-200 bg-white p-3 text-sm font-medium text-gray-900">
            <input
              type="checkbox"
              className="size-6 shrink-0 accent-brand-600"
              {...form.register('carnet')}
            />
            Carnet de style remis
          </label>
          <DialogFooter>
            <DialogClose asChild>
              <Button
                type="button"
                variant="outline"
                className="min-h-11 sm:min-h-10"
                disabled={save.isPending}
              >
                Annuler
              </Button>
            </DialogClose>
            <Button type="submit" className="min-h-11 sm:min-h-10" disabled={save.isPending}>
              {save.isPending ? 'Enregistrement...' : 'Enregistrer le forfait'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
