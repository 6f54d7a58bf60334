import { MESSAGES } from '~/domain/errors';
import { MAX_UPLOAD_BYTES, ORIGINAL_LONGEST_SIDE } from '~/domain/limits';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png'];
/** §9: the stored original is a JPEG at quality 0.8. */
const ORIGINAL_QUALITY = 0.8;

export const ACCEPTED_PHOTO_TYPES = ACCEPTED_TYPES.join(',');

export type PreparedPhoto = { file: File; error: null } | { file: null; error: string };

/** §5: JPEG or PNG only, by its type or, when the browser gives none, by its name. */
export function isAcceptedPhotoType(file: File): boolean {
  return file.type ? ACCEPTED_TYPES.includes(file.type) : /\.(jpe?g|png)$/i.test(file.name);
}

/**
 * A chosen photo ready to be sent, or the French reason it cannot be. A photo over 5 MB (a phone's, often) is
 * first reduced here to what the server would keep of it anyway, the spec's original: longest side 1024 px,
 * JPEG at quality 0.8, turned upright from its EXIF orientation. Only a file still over 5 MB after that, or one
 * the browser cannot decode (and so cannot reduce), is refused with the spec's size message.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  if (!isAcceptedPhotoType(file)) return { file: null, error: MESSAGES.fileType };
  if (file.size <= MAX_UPLOAD_BYTES) return { file, error: null };
  const reduced = await reduceToJpeg(file, ORIGINAL_LONGEST_SIDE).catch(() => null);
  if (!reduced || reduced.size > MAX_UPLOAD_BYTES) return { file: null, error: MESSAGES.fileSize };
  return { file: reduced, error: null };
}

/**
 * A picture to send as it is when it is a JPEG or a PNG within 5 MB; otherwise (a WebP or HEIC screenshot, a GIF, a
 * photo over 5 MB) drawn again here as a JPEG of at most `longestSide` px, upright, when the browser can read it: the
 * server takes JPEG and PNG only. Refused with the spec's messages when it is no image, or one the browser cannot read.
 */
export async function preparePicture(file: File, longestSide: number): Promise<PreparedPhoto> {
  if (isAcceptedPhotoType(file) && file.size <= MAX_UPLOAD_BYTES) return { file, error: null };
  if (file.type && !file.type.startsWith('image/')) return { file: null, error: MESSAGES.fileType };
  const reduced = await reduceToJpeg(file, longestSide).catch(() => null);
  if (!reduced)
    return { file: null, error: isAcceptedPhotoType(file) ? MESSAGES.fileSize : MESSAGES.fileUnreadable };
  if (reduced.size > MAX_UPLOAD_BYTES) return { file: null, error: MESSAGES.fileSize };
  return { file: reduced, error: null };
}

/** Several photos at once: those ready to send, in order, and each refused one with its reason. */
export async function preparePhotos(files: File[]) {
  const accepted: File[] = [];
  const refused: { name: string; error: string }[] = [];
  // One after the other: a phone decoding several 12-megapixel photos at once runs out of memory.
  for (const file of files) {
    const prepared = await preparePhoto(file);
    if (prepared.file) accepted.push(prepared.file);
    else refused.push({ name: file.name, error: prepared.error });
  }
  return { accepted, refused };
}

/** Decodes with the browser's own decoder (upright), scales down to `longestSide` (1024 px for a garment), encodes JPEG 0.8. */
async function reduceToJpeg(file: File, longestSide: number): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, longestSide / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const blob = await drawAsJpeg(bitmap, width, height);
    const name = file.name.replace(/\.[^.]*$/, '') || 'photo';
    return new File([blob], `${name}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

async function drawAsJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    paint(canvas.getContext('2d'), bitmap, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: ORIGINAL_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  paint(canvas.getContext('2d'), bitmap, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(MESSAGES.fileUnreadable))),
      'image/jpeg',
      ORIGINAL_QUALITY,
    ),
  );
}

function paint(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null,
  bitmap: ImageBitmap,
  width: number,
  height: number,
) {
  if (!context) throw new Error(MESSAGES.fileUnreadable);
  // JPEG has no transparency: a PNG's transparent pixels become white rather than black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
}
