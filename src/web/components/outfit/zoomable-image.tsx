import { X, ZoomIn } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState } from 'react';

/**
 * An outfit picture that opens full screen on click. The overlay is a dialog of its own, so Escape or its
 * close button (even inside another dialog) closes only the overlay.
 */
export function ZoomableImage({ src, alt }: { src: string; alt: string }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <button
          type="button"
          className="group relative block w-full overflow-hidden rounded-xl bg-gray-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          aria-label={`Agrandir l'image : ${alt}`}
        >
          <img src={src} alt={alt} className="aspect-square w-full object-contain" />
          <span className="absolute bottom-2 right-2 rounded-full bg-white/90 p-1.5 text-gray-700 shadow transition-transform group-hover:scale-110">
            <ZoomIn className="size-4" aria-hidden />
          </span>
        </button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-black/85" />
        <DialogPrimitive.Content
          className="fixed inset-0 z-[61] flex items-center justify-center p-4 focus:outline-none"
          aria-describedby={undefined}
        >
          <DialogPrimitive.Title className="sr-only">{alt}</DialogPrimitive.Title>
          <img src={src} alt={alt} className="max-h-full max-w-full rounded-lg object-contain" />
          <DialogPrimitive.Close
            className="absolute right-4 top-4 rounded-full bg-white/90 p-2 text-gray-800 shadow hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
            aria-label="Fermer l'image"
          >
            <X className="size-5" aria-hidden />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
