import { AlertCircle } from 'lucide-react';
import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { DEFAULT_COLOR, DEFAULT_SEASON, CATEGORY_LABELS } from '~/domain/clothing';
import { MESSAGES } from '~/domain/errors';
import type { ClothingFields } from '~/domain/wardrobe';
import { WARDROBE_MESSAGES } from '~/domain/wardrobe-texts';
import { formatPriceInput } from '~/web/lib/format';
import { lazyResolver, loadZodResolver } from '~/web/lib/lazy-validation';
import { preparePhoto } from '~/web/lib/photo-file';
import { Button } from '~/web/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/web/components/ui/dialog';
import { AbandonGarmentDialog } from './abandon-garment-dialog';
import { imageFromPaste } from './clipboard-image';
import { ClothingFieldInputs } from './clothing-fields';
import { RetouchEditor } from './retouch/retouch-editor';
import type { ClothingFieldsOutput } from './clothing-form-types';
import { LockedImageField, NewImageField } from './clothing-image-field';
import { useChosenPhoto } from './use-chosen-photo';
import { useEnhancement } from './use-enhancement';

import type { ClothingDialogProps } from './clothing-dialog';

const resolver = lazyResolver(async () => {
  const [zodResolver, { clothingFieldsSchema }] = await Promise.all([
    loadZodResolver(),
    import('~/domain/wardrobe'),
  ]);
  return zodResolver(clothingFieldsSchema);
});

/** The dialog's form, loaded when it first opens (src/web/components/clothing-dialog/clothing-dialog.tsx). */
export function ClothingDialogBody({
  mode,
  initial,
  title = mode === 'create' ? 'Ajouter un vêtement' : 'Modifier le vêtement',
  description = mode === 'create'
    ? 'Ajoutez une photo : son arrière-plan est retiré automatiquement.'
    : 'Modifiez son nom, sa catégorie, ses détails ou ses notes.',
  onSubmit,
  enhance,
  proposal = false,
  onClose,
}: Omit<ClothingDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const form = useForm<ClothingFields, unknown, ClothingFieldsOutput>({
    resolver,
    defaultValues: {
      category: initial?.category,
      color: initial?.color ?? DEFAULT_COLOR,
      season: initial?.season ?? DEFAULT_SEASON,
      occasions: initial?.occasions ?? [],
      name: initial?.name ?? '',
      brand: initial?.brand ?? '',
      size: initial?.size ?? '',
      price: initial?.price == null ? '' : formatPriceInput(initial.price),
      purchaseDate: initial?.purchaseDate ?? '',
      notes: initial?.notes ?? '',
      // Kept as they are when the dialog does not show them: an edit sends every field.
      shop: initial?.shop ?? '',
      productUrl: initial?.productUrl ?? '',
      fitNote: initial?.fitNote ?? '',
    },
  });
  const enhancement = useEnhancement(enhance);
  const [photo, choosePhoto] = useChosenPhoto();
  const file = photo?.file ?? null;
  const [imageError, setImageError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [retouching, setRetouching] = useState(false);
  const saving = form.formState.isSubmitting;
  const state = enhancement.state;
  const enhancing = state.status === 'enhancing';

  // The colour measured on the cutout fills the field, unless the user has picked one.
  const detectedColor = state.status === 'done' ? state.color : null;
  useEffect(() => {
    if (detectedColor && !form.getFieldState('color').isDirty) form.setValue('color', detectedColor);
  }, [detectedColor, form]);

  const [preparing, setPreparing] = useState(false);
  /** The latest file chosen: a reduction still running for an earlier one is then ignored. */
  const chosen = useRef<File | null>(null);
  const chooseFile = async (raw: File) => {
    chosen.current = raw;
    setPreparing(true);
    const prepared = await preparePhoto(raw);
    if (chosen.current !== raw) return;
    setPreparing(false);
    if (prepared.file) {
      choosePhoto(prepared.file);
      setImageError(null);
      enhancement.start(prepared.file);
    } else {
      choosePhoto(null);
      enhancement.reset();
      setImageError(prepared.error);
    }
  };

  const submit = (event: FormEvent) => {
    if (mode === 'create' && !file) setImageError(WARDROBE_MESSAGES.imageRequired);
    void form.handleSubmit(async (fields) => {
      if (mode === 'create' && !file) return;
      setSaveError(null);
      const cutout = state.status === 'done' && enhancement.saved === 'cutout' ? state.png : null;
      const files = file ? { original: file, enhanced: cutout } : null;
      try {
        await onSubmit(fields, files);
      } catch (error) {
        setSaveError(error instanceof Error && error.message ? error.message : MESSAGES.unexpected);
      }
    })(event);
  };

  // A picture pasted anywhere in the form (a shop's photo copied in the browser) is the garment's photo.
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (mode !== 'create' || saving || retouching) return;
    const image = imageFromPaste(event.clipboardData, event.target);
    if (!image) return;
    event.preventDefault();
    void chooseFile(image);
  };

  // A chosen photo (and its cutout) would be lost by closing: every way out asks first.
  const [asking, setAsking] = useState(false);
  const photoAtStake = mode === 'create' && (photo !== null || preparing);
  // Closing by Escape or a click outside would lose track of a save in flight, or drop the photo unasked.
  const guardClosing = (event: { preventDefault: () => void }) => {
    if (saving) event.preventDefault();
    else if (photoAtStake) {
      event.preventDefault();
      setAsking(true);
    }
  };
  // Escape while retouching leaves the retouch, not the whole dialog and its form.
  const onEscape = (event: KeyboardEvent) => {
    if (retouching) {
      event.preventDefault();
      setRetouching(false);
    } else guardClosing(event);
  };

  return (
    <DialogContent
      className="max-w-3xl"
      onEscapeKeyDown={onEscape}
      onInteractOutside={guardClosing}
      onCloseButtonClick={guardClosing}
      onPaste={onPaste}
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {retouching && photo && state.status === 'done' ? (
        <section aria-labelledby="retouch-heading" className="space-y-3">
          <h3 id="retouch-heading" className="font-semibold text-gray-900">
            Retoucher le détourage
          </h3>
          <RetouchEditor
            originalUrl={photo.url}
            cutoutUrl={state.url}
            onCancel={() => setRetouching(false)}
            onDone={(png) => {
              enhancement.replaceCutout(png);
              setRetouching(false);
            }}
          />
        </section>
      ) : (
        <form onSubmit={submit} {...resolver.whenUsed} noValidate>
          <div className="grid gap-6 sm:grid-cols-2">
            {mode === 'edit' && initial ? (
              <LockedImageField imageUrl={initial.displayUrl} alt={CATEGORY_LABELS[initial.category]} />
            ) : (
              <NewImageField
                photo={photo}
                enhancement={state}
                saved={enhancement.saved}
                onChoose={enhancement.choose}
                error={imageError}
                disabled={saving}
                preparing={preparing}
                onFile={(raw) => void chooseFile(raw)}
                onRetry={enhancement.retry}
                onRetouch={() => setRetouching(true)}
              />
            )}
            <ClothingFieldInputs control={form.control} disabled={saving} proposal={proposal} />
          </div>
          {saveError && (
            <div
              role="alert"
              className="mt-6 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
            >
              <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <div>
                <p className="font-medium">Erreur lors de la sauvegarde</p>
                <p className="mt-1">{saveError}</p>
              </div>
            </div>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={saving} onClick={guardClosing}>
                Annuler
              </Button>
            </DialogClose>
            {/* The enhanced PNG is what gets saved, so saving waits until enhancement has settled. */}
            <Button type="submit" disabled={saving || enhancing || preparing}>
              {saving ? 'Enregistrement...' : 'Enregistrer'}
            </Button>
          </DialogFooter>
        </form>
      )}
      <AbandonGarmentDialog open={asking} onContinue={() => setAsking(false)} onAbandon={onClose} />
    </DialogContent>
  );
}
