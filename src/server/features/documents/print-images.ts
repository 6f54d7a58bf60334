import sharp from 'sharp';
import type { Storage } from '../../platform/storage/storage';

/** Printers' resolution: an image is sent at 300 dots per inch of the size it prints at, never more. */
const PRINT_DPI = 300;
const pixelsFor = (points: number) => Math.max(1, Math.round((points / 72) * PRINT_DPI));

/** JPEG qualities tried in turn, then the same last quality at three quarters of the size, until it fits. */
const QUALITIES = [82, 70, 60];
const SHRINK_STEPS = 3;

export type PrintBox = { width: number; height: number; maxBytes: number };

/** The picture for its box: at print resolution if it fits its byte budget, else a little softer, then smaller. */
async function printJpeg(data: Buffer, box: PrintBox): Promise<Buffer> {
  const flat = await sharp(data)
    .resize({
      width: pixelsFor(box.width),
      height: pixelsFor(box.height),
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' })
    .toBuffer({ resolveWithObject: true });
  let best: Buffer | undefined;
  for (const quality of QUALITIES) {
    best = await sharp(flat.data).jpeg({ quality }).toBuffer();
    if (best.length <= box.maxBytes) return best;
  }
  let width = flat.info.width;
  for (let step = 0; step < SHRINK_STEPS && best!.length > box.maxBytes; step++) {
    width = Math.max(1, Math.round(width * 0.75));
    best = await sharp(flat.data)
      .resize({ width })
      .jpeg({ quality: QUALITIES.at(-1) })
      .toBuffer();
  }
  return best!;
}

/**
 * The pictures of one document, read from storage and made ready for print once each: scaled down to 300 dpi of
 * their printed box, flattened on the page's white and JPEG-encoded (a cutout's transparency is only the page
 * showing through), within a byte budget per picture so that the document's size is bounded whatever the photos
 * (decision record 67). A picture gone from storage prints as nothing rather than failing the document.
 */
export function printImages(storage: Storage) {
  const ready = new Map<string, Promise<Buffer | null>>();
  const idOf = (key: string, box: PrintBox) => `${key}@${box.width}x${box.height}`;
  return {
    jpeg(key: string, box: PrintBox): Promise<Buffer | null> {
      const id = idOf(key, box);
      let image = ready.get(id);
      if (!image) {
        image = storage.get(key).then((file) => (file ? printJpeg(file.data, box) : null));
        ready.set(id, image);
      }
      return image;
    },
    /** Forgets what was drawn, so a long document holds only the pictures still to draw. */
    release(key: string, box: PrintBox) {
      ready.delete(idOf(key, box));
    },
  };
}

export type PrintImages = ReturnType<typeof printImages>;
