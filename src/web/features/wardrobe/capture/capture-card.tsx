import { AlertTriangle, Loader2, RotateCcw, Trash2, Wand2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Capture } from '~/domain/capture';
import { CATEGORIES, CATEGORY_LABELS, COLORS, COLOR_LABELS, SEASONS, SEASON_LABELS } from '~/domain/clothing';
import { WARDROBE_MESSAGES } from '~/domain/wardrobe-texts';
import { CHECKERBOARD } from '~/web/components/image-backgrounds';
import { OptionSelect } from '~/web/components/option-select';
import { Button } from '~/web/components/ui/button';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { cn } from '~/web/lib/cn';
import type { Choice } from './review-choices';
import type { LocalUpload } from './use-photo-uploads';

const STATUS_TEXT = { queued: 'En attente du détourage…', processing: 'Détourage en cours…' } as const;

/** One photo of the review grid: its picture, its state, and once ready the garment's fields. */
export function CaptureCard({
  capture,
  position,
  choice,
  showErrors,
  busy,
  onChange,
  onRetry,
  onRemove,
  onRetouch,
}: {
  capture: Capture;
  position: number;
  choice: Choice | undefined;
  showErrors: boolean;
  busy: boolean;
  onChange: (change: Partial<Choice>) => void;
  onRetry: () => void;
  onRemove: () => void;
  onRetouch: () => void;
}) {
  const label = `Photo ${position}`;
  const flagged = capture.status === 'ready' && capture.cutoutUrl !== null && capture.confidence !== 'ok';
  const showsOriginal = !capture.cutoutUrl || choice?.useOriginal;
  const picture = showsOriginal ? capture.originalUrl : capture.cutoutUrl!;

  return (
    <CardFrame label={label} data-status={capture.status}>
      <div className="flex items-center justify-between gap-2">
        {choice ? (
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-gray-700">
            <input
              type="checkbox"
              className="size-5 accent-brand-600"
              checked={choice.selected}
              onChange={(event) => onChange({ selected: event.target.checked })}
              aria-label={`Sélectionner la photo ${position}`}
            />
            <span aria-hidden>{label}</span>
          </label>
        ) : (
          <span className="text-sm text-gray-700">{label}</span>
        )}
        <Button
          variant="ghost"
          size="icon"
          onClick={onRemove}
          disabled={busy}
          aria-label={`Retirer la photo ${position}`}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>

      {/* On a phone the picture sits beside its state and actions, so a card stays about half a screen tall. */}
      <div className="flex items-start gap-3 sm:block sm:space-y-3">
        <Picture
          src={picture}
          alt={`${label}${showsOriginal ? '' : ', détourée'}`}
          dimmed={capture.status !== 'ready'}
        >
          {(capture.status === 'queued' || capture.status === 'processing') && (
            <Overlay>
              <Loader2 className="size-4 animate-spin" aria-hidden />
              {STATUS_TEXT[capture.status]}
            </Overlay>
          )}
        </Picture>
        <div className="min-w-0 flex-1 space-y-2 sm:space-y-3">
          {capture.status === 'failed' && (
            <div className="space-y-2">
              <p role="alert" className="text-sm text-red-600">
                {capture.error}
              </p>
              <Button variant="outline" onClick={onRetry} disabled={busy} className="min-h-11 w-full">
                <RotateCcw aria-hidden />
                Réessayer
              </Button>
            </div>
          )}

          {capture.status === 'ready' && !capture.cutoutUrl && (
            <p className="text-sm text-gray-600">
              Aucun vêtement détecté : la photo d'origine sera utilisée.
            </p>
          )}

          {flagged && (
            <p className="flex items-start gap-2 text-sm text-amber-800">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              Détourage incertain : vérifiez-le, retouchez-le ou gardez la photo d'origine.
            </p>
          )}

          {choice && capture.cutoutUrl && (
            <div className="flex flex-wrap gap-x-2">
              <Button variant="outline" onClick={onRetouch} disabled={busy} className="min-h-11">
                <Wand2 aria-hidden />
                Retoucher
              </Button>
              <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-gray-700">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-brand-600"
                  checked={choice.useOriginal}
                  onChange={(event) => onChange({ useOriginal: event.target.checked })}
                />
                Utiliser la photo d'origine
              </label>
            </div>
          )}
        </div>
      </div>

      {choice && (
        <div className="space-y-3">
          <FormField
            label="Catégorie"
            error={showErrors && !choice.category ? WARDROBE_MESSAGES.categoryRequired : undefined}
          >
            <OptionSelect
              value={choice.category ?? undefined}
              onChange={(category) => onChange({ category })}
              onBlur={() => {}}
              options={CATEGORIES}
              labels={CATEGORY_LABELS}
              placeholder="Sélectionnez une catégorie"
              disabled={busy}
              required
            />
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField label="Couleur">
              <OptionSelect
                value={choice.color}
                onChange={(color) => onChange({ color })}
                onBlur={() => {}}
                options={COLORS}
                labels={COLOR_LABELS}
                disabled={busy}
              />
            </FormField>
            <FormField label="Saison">
              <OptionSelect
                value={choice.season}
                onChange={(season) => onChange({ season })}
                onBlur={() => {}}
                options={SEASONS}
                labels={SEASON_LABELS}
                disabled={busy}
              />
            </FormField>
          </div>
          <FormField label="Nom (facultatif)">
            <Input
              value={choice.name}
              maxLength={80}
              placeholder="Ex. : Chemise en lin"
              autoComplete="off"
              disabled={busy}
              onChange={(event) => onChange({ name: event.target.value })}
            />
          </FormField>
        </div>
      )}
    </CardFrame>
  );
}

/** A photo still on its way to the server. */
export function UploadCard({
  upload,
  onRetry,
  onRemove,
}: {
  upload: LocalUpload;
  onRetry: () => void;
  onRemove: () => void;
}) {
  return (
    <CardFrame label={upload.file.name} data-status={`upload-${upload.state}`}>
      <div className="flex items-center justify-between gap-2">
        <span className="truncate text-sm text-gray-700">{upload.file.name}</span>
        {upload.state === 'failed' && (
          <Button variant="ghost" size="icon" onClick={onRemove} aria-label={`Retirer ${upload.file.name}`}>
            <Trash2 aria-hidden />
          </Button>
        )}
      </div>
      <div className="flex items-start gap-3 sm:block sm:space-y-3">
        <Picture src={upload.previewUrl} alt={upload.file.name} dimmed>
          {upload.state !== 'failed' && (
            <Overlay>
              <Loader2 className="size-4 animate-spin" aria-hidden />
              {upload.state === 'sending' ? 'Envoi…' : "En attente d'envoi…"}
            </Overlay>
          )}
        </Picture>
        {upload.state === 'failed' && (
          <div className="min-w-0 flex-1 space-y-2">
            <p role="alert" className="text-sm text-red-600">
              {upload.error}
            </p>
            <Button variant="outline" onClick={onRetry} className="min-h-11 w-full">
              <RotateCcw aria-hidden />
              Renvoyer
            </Button>
          </div>
        )}
      </div>
    </CardFrame>
  );
}

function CardFrame({
  label,
  children,
  ...rest
}: {
  label: string;
  children: ReactNode;
  'data-status': string;
}) {
  return (
    <li
      aria-label={label}
      className="space-y-3 rounded-2xl border border-gray-200 bg-white p-3 shadow-sm"
      {...rest}
    >
      {children}
    </li>
  );
}

function Picture({
  src,
  alt,
  dimmed,
  children,
}: {
  src: string;
  alt: string;
  dimmed: boolean;
  children?: ReactNode;
}) {
  return (
    <div
      className={cn(
        'relative aspect-square w-32 shrink-0 overflow-hidden rounded-xl border border-gray-100 sm:w-full',
        CHECKERBOARD,
      )}
    >
      <img src={src} alt={alt} className={cn('size-full object-contain', dimmed && 'opacity-60')} />
      {children}
    </div>
  );
}

function Overlay({ children }: { children: ReactNode }) {
  return (
    <div className="absolute inset-x-1 bottom-1 flex items-center justify-center gap-1.5 rounded-lg bg-white/90 px-1.5 py-1 text-center text-xs text-gray-800 sm:inset-x-2 sm:bottom-2 sm:gap-2 sm:px-2 sm:py-1.5 sm:text-sm">
      {children}
    </div>
  );
}
