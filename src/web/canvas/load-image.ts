import { opaqueBoundsOfPixels, type OpaqueBox } from '~/domain/garment-fit';

const cache = new Map<string, Promise<HTMLImageElement | null>>();

/** Loads a picture once per address; null when it cannot be loaded (the editor then uses 120 x 120). */
export function loadImage(src: string): Promise<HTMLImageElement | null> {
  let pending = cache.get(src);
  if (!pending) {
    pending = new Promise((resolve) => {
      const image = new window.Image();
      image.onload = () => resolve(image);
      image.onerror = () => {
        cache.delete(src);
        resolve(null);
      };
      image.src = src;
    });
    cache.set(src, pending);
  }
  return pending;
}

/** The longest side the alpha is scanned at: enough to find a garment's edges within a few pixels. */
const SCAN_SIDE = 160;
const bounds = new WeakMap<HTMLImageElement, OpaqueBox>();

/**
 * The box around the picture's opaque pixels in its natural size, read from a downscaled copy. A JPEG has
 * no alpha and comes out whole; so does a picture the browser will not let us read.
 */
export function opaqueBounds(image: HTMLImageElement): OpaqueBox {
  const known = bounds.get(image);
  if (known) return known;
  const natural = { width: image.naturalWidth, height: image.naturalHeight };
  const whole = { imageWidth: natural.width, imageHeight: natural.height, left: 0, top: 0 };
  let found: OpaqueBox = { ...whole, right: natural.width, bottom: natural.height };
  const scale = Math.min(1, SCAN_SIDE / Math.max(natural.width, natural.height));
  const width = Math.max(1, Math.round(natural.width * scale));
  const height = Math.max(1, Math.round(natural.height * scale));
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (context && natural.width > 0 && natural.height > 0) {
    context.canvas.width = width;
    context.canvas.height = height;
    context.drawImage(image, 0, 0, width, height);
    try {
      found = opaqueBoundsOfPixels(context.getImageData(0, 0, width, height).data, width, height, natural);
    } catch {
      // A tainted canvas: keep the whole picture.
    }
  }
  bounds.set(image, found);
  return found;
}
