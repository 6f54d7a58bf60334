import { X, ZoomIn, ZoomOut } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useCallback, useLayoutEffect, useRef, useState, type ComponentProps, type MouseEvent } from 'react';

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
          className="fixed inset-0 z-[61] focus:outline-none"
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
          <ZoomView src={src} alt={alt} />
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

/** How much larger than the fitted picture the enlarged one is. */
const ZOOM = 2.5;

type Zoom = { width: number; fx: number; fy: number; x: number; y: number };

/**
 * The full-screen picture, fitted first; a tap (or click) enlarges it 2.5 times around the point touched, to be
 * explored by scrolling, and another brings it back. The button does the same from the keyboard. The browser's
 * own pinch zoom still works on top.
 */
function ZoomView({ src, alt }: { src: string; alt: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const [zoom, setZoom] = useState<Zoom | null>(null);

  const toggle = (at?: { x: number; y: number }) => {
    if (zoom) return setZoom(null);
    const rect = image.current?.getBoundingClientRect();
    if (!rect) return;
    const point = at ?? { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    setZoom({
      width: rect.width * ZOOM,
      fx: (point.x - rect.left) / rect.width,
      fy: (point.y - rect.top) / rect.height,
      x: point.x,
      y: point.y,
    });
  };

  // Once enlarged, the point touched stays under the finger.
  useLayoutEffect(() => {
    const box = scroller.current;
    const rect = image.current?.getBoundingClientRect();
    if (!zoom || !box || !rect) return;
    box.scrollLeft += rect.left + zoom.fx * rect.width - zoom.x;
    box.scrollTop += rect.top + zoom.fy * rect.height - zoom.y;
  }, [zoom]);

  const onImageClick = (event: MouseEvent) => toggle({ x: event.clientX, y: event.clientY });

  return (
    <>
      <div ref={scroller} className="absolute inset-0 overflow-auto overscroll-contain">
        <div className="flex min-h-full min-w-full w-max items-center justify-center p-4">
          {/* The button below is the keyboard's way to the same action. */}
          <img
            ref={image}
            src={src}
            alt={alt}
            onClick={onImageClick}
            style={zoom ? { width: zoom.width } : undefined}
            className={
              zoom
                ? 'max-h-none max-w-none cursor-zoom-out rounded-lg'
                : 'max-h-[calc(100dvh-2rem)] max-w-[calc(100vw-2rem)] cursor-zoom-in rounded-lg object-contain'
            }
          />
        </div>
      </div>
      <button
        type="button"
        onClick={() => toggle()}
        className="absolute right-16 top-4 flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-2 text-sm font-medium text-gray-800 shadow hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
      >
        {zoom ? <ZoomOut className="size-5" aria-hidden /> : <ZoomIn className="size-5" aria-hidden />}
        {zoom ? 'Réduire' : 'Agrandir'}
      </button>
    </>
  );
}
