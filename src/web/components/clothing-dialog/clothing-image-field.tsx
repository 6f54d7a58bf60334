import { ImagePlus, Loader2, Lock } from 'lucide-react';
import { useId } from 'react';
import { WARDROBE_MESSAGES } from '~/domain/wardrobe-texts';
import { cn } from '~/web/lib/cn';
import { EnhancementStatus } from './enhancement-status';
import { CHECKERBOARD } from '~/web/components/image-backgrounds';
import type { SavedPicture } from './cutout-choice';
import { ImageDropZone } from './image-drop-zone';
import { CameraButton, ShootingTip } from './shooting-help';
import type { ChosenPhoto } from './use-chosen-photo';
import type { EnhancementState } from './use-enhancement';

const FIELD_LABEL = 'Photo du vêtement';

/**
 * The image of a new garment: choose, drop, paste or (on a phone) shoot a photo, watch it being enhanced, retry on
 * failure, and pick the original instead of a doubtful cutout. The preview shows what will be saved.
 */
export function NewImageField({
  photo,
  enhancement,
  saved,
  onChoose,
  error,
  disabled,
  preparing,
  onFile,
  onRetry,
  onRetouch,
}: {
  photo: ChosenPhoto | null;
  enhancement: EnhancementState;
  saved: SavedPicture;
  onChoose: (picture: SavedPicture) => void;
  error: string | null;
  disabled: boolean;
  /** A large photo is being reduced before it is sent. */
  preparing: boolean;
  onFile: (file: File) => void;
  onRetry: () => void;
  onRetouch: () => void;
}) {
  const errorId = useId();
  const originalUrl = photo?.url ?? null;
  const enhanced = enhancement.status === 'done' && saved === 'cutout';
  const previewUrl = enhanced ? enhancement.url : originalUrl;

  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-gray-800" aria-hidden>
        {FIELD_LABEL}
      </p>
      <ImageDropZone
        label={FIELD_LABEL}
        onFile={onFile}
        disabled={disabled || preparing}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
      >
        {previewUrl ? (
          <div className="p-2">
            <div
              className={cn(
                'relative aspect-square overflow-hidden rounded-xl',
                enhanced ? CHECKERBOARD : 'bg-white',
              )}
            >
              <img
                src={previewUrl}
                alt={enhanced ? "Aperçu de l'image améliorée" : 'Aperçu de la photo choisie'}
                className={cn(
                  'size-full object-contain',
                  enhancement.status === 'enhancing' && 'opacity-60 blur-[1px]',
                )}
              />
              {enhancement.status === 'enhancing' && (
                <div className="absolute inset-0 flex items-center justify-center" aria-hidden>
                  <span className="rounded-full bg-white/90 p-3 shadow">
                    <Loader2 className="size-6 animate-spin text-brand-600" />
                  </span>
                </div>
              )}
            </div>
            <p className="px-1 pt-2 text-center text-xs text-gray-500">
              Cliquez ou déposez une autre photo pour la remplacer
            </p>
          </div>
        ) : (
          <div className="flex aspect-square flex-col items-center justify-center gap-2 p-6 text-center">
            <span className="rounded-full bg-brand-100 p-3 text-brand-700">
              <ImagePlus className="size-6" aria-hidden />
            </span>
            <span className="font-medium text-gray-900">Glissez-déposez une photo ici</span>
            <span className="text-sm text-gray-500">ou cliquez pour choisir un fichier</span>
            <span className="text-sm text-gray-500">ou collez une image copiée</span>
            <span className="text-xs text-gray-500">JPEG ou PNG, réduite au-delà de 5 MB</span>
          </div>
        )}
      </ImageDropZone>
      {!previewUrl && <ShootingTip />}
      <CameraButton disabled={disabled || preparing} onFile={onFile} />
      {preparing && (
        <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Réduction de la photo…
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <EnhancementStatus
        state={enhancement}
        originalUrl={originalUrl}
        saved={saved}
        onChoose={onChoose}
        disabled={disabled}
        onRetry={onRetry}
        onRetouch={onRetouch}
      />
    </div>
  );
}

/** The image of an existing garment, shown but locked (§2: it cannot change while editing). */
export function LockedImageField({ imageUrl, alt }: { imageUrl: string; alt: string }) {
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-gray-800">{FIELD_LABEL}</p>
      <div className={cn('aspect-square overflow-hidden rounded-2xl border border-gray-200', CHECKERBOARD)}>
        <img src={imageUrl} alt={alt} className="size-full object-contain" />
      </div>
      <p className="flex items-start gap-2 text-sm text-gray-500">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
        {WARDROBE_MESSAGES.imageLocked}
      </p>
    </div>
  );
}
