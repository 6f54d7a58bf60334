import { Camera } from 'lucide-react';
import { useId } from 'react';
import { cn } from '~/web/lib/cn';
import { ACCEPTED_PHOTO_TYPES } from '~/web/lib/photo-file';

/** How to shoot a garment so its cutout is clean, shown before the first photo. */
export function ShootingTip() {
  return (
    <p className="text-xs text-gray-600">
      Conseil : cadrez le vêtement entier avec une marge autour, posé à plat ou sur un cintre. Un fond uni
      aide le détourage.
    </p>
  );
}

/** On a touch screen, a button that opens the camera directly (the picker above may offer it too). */
export function CameraButton({
  disabled,
  onFile,
}: {
  disabled: boolean;
  /** The photo taken, unchecked: the caller prepares it. */
  onFile: (file: File) => void;
}) {
  const inputId = useId();
  return (
    <label
      htmlFor={inputId}
      className={cn(
        'hidden min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border border-gray-300 bg-white px-4 text-sm font-medium text-gray-900 pointer-coarse:flex focus-within:ring-2 focus-within:ring-brand-200',
        disabled && 'pointer-events-none opacity-60',
      )}
    >
      <Camera className="size-4" aria-hidden />
      Prendre une photo
      <input
        id={inputId}
        type="file"
        accept={ACCEPTED_PHOTO_TYPES}
        capture="environment"
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
    </label>
  );
}
