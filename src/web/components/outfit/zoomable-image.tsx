import { X, ZoomIn } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useCallback, useRef, useState, type ComponentProps } from 'react';

type ContentGuard = Pick<
  ComponentProps<typeof DialogPrimitive.Content>,
  'onEscapeKeyDown' | 'onInteractOutside'
>;

/**
 * For a dialog that holds a ZoomableImage: while the picture is full screen, Escape and clicks belong to it, so
 * the dialog around stays open. The flag is cleared a tick after closing, because the Escape that closes the
 * picture also reaches the dialog.
 */
export function useZoomGuard() {
  const zoomed = useRef(false);
  const onZoomChange = useCallback((open: boolean) => {
    if (open) zoomed.current = true;
    else setTimeout(() => (zoomed.current = false), 0);
  }, []);
  const guard = (event: Event) => {
    if (zoomed.current) event.preventDefault();
  };
  const contentProps: ContentGuard = { onEscapeKeyDown: guard, onInteractOutside: guard };
  return { onZoomChange, contentProps };
}

/**
 * An outfit picture that opens full screen on click. The overlay is a dialog of its own, so Escape or its
 * close button (even inside another dialog) closes only the overlay.
 */
export function ZoomableImage({
  src,
  alt,
  onZoomChange,
}: {
  src: string;
  alt: string;
  onZoomChange?: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    onZoomChange?.(next);
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={change}>
      <DialogPrimitive.Trigger asChild>
        <button
          type="button"
          className="group relative block w-full overflow-hidden rounded-xl bg-gray-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          aria-label={`Agrandir l'image : ${alt}`}
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
          // Closes on Escape itself rather than through Radix's layer stack, which can lose track of which
          // layer is on top while a popover of the dialog below is still closing.
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            change(false);
          }}
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
