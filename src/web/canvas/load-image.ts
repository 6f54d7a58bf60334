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
