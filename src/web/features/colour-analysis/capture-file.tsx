import { ImageUp } from 'lucide-react';
import { useId } from 'react';
import { COLOUR_PHOTO_TEXTS as T } from '~/domain/colour-photo-texts';
import { buttonVariants } from '~/web/components/ui/button';
import { cn } from '~/web/lib/cn';

/**
 * 'Choisir une photo': a picture from the phone (its front camera, where the browser offers it), which goes
 * through the same checks as the camera's frames before it is accepted.
 */
export function CaptureFile({
  onFile,
  busy,
  label = T.chooseFile,
}: {
  onFile: (file: File) => void;
  busy: boolean;
  label?: string;
}) {
  const inputId = useId();
  return (
    <div>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className="peer sr-only"
        disabled={busy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Choosing the same file again must fire a change too.
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={inputId}
        className={cn(
          buttonVariants({ variant: 'outline', size: 'lg' }),
          'min-h-11 w-full cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-50 sm:w-auto',
        )}
      >
        <ImageUp aria-hidden />
        {label}
      </label>
    </div>
  );
}
