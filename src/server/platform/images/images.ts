import sharp from 'sharp';
import {
  DISPLAY_SIZE,
  ENHANCED_LONGEST_SIDE,
  MAX_INPUT_PIXELS,
  ORIGINAL_LONGEST_SIDE,
  OUTFIT_LONGEST_SIDE,
} from '~/domain/limits';
import { AppError } from '../../errors';
import { headerSize, sizeProblem } from './image-size';

export type ImageKind = 'jpeg' | 'png';

export const unsupportedType = () => new AppError('UNSUPPORTED_FILE_TYPE');
export const unreadableImage = () => new AppError('IMAGE_UNREADABLE');

/** The real type, read from the first bytes: the file name and the declared type are not trusted. */
export function sniffImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  return null;
}

/**
 * Throws a French 400 when the header announces an image too large to decode (pixels or one side), and when
 * there is no readable header; reads the header only, so nothing the size of the image is ever allocated.
 */
async function assertDecodableSize(bytes: Buffer): Promise<void> {
  const size = await headerSize(bytes);
  if (!size) throw unreadableImage();
  const problem = sizeProblem(size);
  if (problem) throw new AppError(problem);
}

/**
 * A sharp pipeline on bytes whose size was checked by the header (assertDecodableSize): sharp's own limit
 * counts pixels only, not sides. Fails on truncated files.
 */
/** Printed at most 4 cm wide on a document: 600 px is 380 dpi there. */
const LOGO_LONGEST_SIDE = 600;
const decoder = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' });

/**
 * Checks an upload is a readable JPEG or PNG within the pixel and side limits, from its header alone.
 * Throws 415 for other types and 400 for broken or oversized images.
 */
export async function assertReadableImage(bytes: Buffer): Promise<ImageKind> {
  const kind = sniffImageKind(bytes);
  if (!kind) throw unsupportedType();
  await assertDecodableSize(bytes);
  return kind;
}

/**
 * Re-encodes to a square JPEG (the profile photo: 200x200, q80). Re-encoding drops all metadata,
 * GPS included, and applies the EXIF orientation first.
 */
export async function toSquareJpeg(bytes: Buffer, size: number): Promise<Buffer> {
  await assertReadableImage(bytes);
  return reencode(() =>
    decoder(bytes)
      .rotate()
      .resize(size, size, { fit: 'cover' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer(),
  );
}

/** The stored original of a garment: EXIF orientation applied, longest side at most 1024, JPEG q80, no metadata. */
export async function toStoredOriginal(bytes: Buffer): Promise<Buffer> {
  await assertReadableImage(bytes);
  return reencode(() =>
    decoder(bytes)
      .rotate()
      .resize(ORIGINAL_LONGEST_SIDE, ORIGINAL_LONGEST_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer(),
  );
}

/** A background-free cutout sent by the client: must be a PNG; kept with its alpha, longest side at most 512. */
export async function toStoredCutout(bytes: Buffer): Promise<Buffer> {
  if ((await assertReadableImage(bytes)) !== 'png') throw unsupportedType();
  return reencode(() =>
    decoder(bytes)
      .resize(ENHANCED_LONGEST_SIDE, ENHANCED_LONGEST_SIDE, { fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
}

/**
 * The display variant of a stored image: a 400 px square with the garment contained, WebP q80. WebP keeps the
 * transparency of cutouts, which a JPEG would flatten.
 */
export async function toDisplayVariant(stored: Buffer): Promise<Buffer> {
  await assertDecodableSize(stored);
  return reencode(() =>
    decoder(stored)
      .resize(DISPLAY_SIZE, DISPLAY_SIZE, {
        fit: 'contain',
        background: { r: 255, g: 255, b: 255, alpha: 0 },
      })
      .webp({ quality: 80 })
      .toBuffer(),
  );
}

async function reencode(run: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await run();
  } catch {
    throw unreadableImage();
  }
}

/** A consultant's logo: a PNG (transparency kept), EXIF orientation applied, longest side at most 600 px. */
export async function toLogoPng(bytes: Buffer): Promise<Buffer> {
  await assertReadableImage(bytes);
  return reencode(() =>
    decoder(bytes)
      .rotate()
      .resize(LOGO_LONGEST_SIDE, LOGO_LONGEST_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
}

const FACE_PHOTO_LONGEST_SIDE = 1600;

/**
 * A client's face photo for the draping board: EXIF orientation applied, at most 1600 px, JPEG q90 in sRGB with
 * no metadata (no place, no device). Its colours were measured in her browser before it was sent.
 */
export async function toFacePhoto(bytes: Buffer): Promise<Buffer> {
  await assertReadableImage(bytes);
  return reencode(() =>
    decoder(bytes)
      .rotate()
      .resize(FACE_PHOTO_LONGEST_SIDE, FACE_PHOTO_LONGEST_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer(),
  );
}

/** The outfit picture exported by the editor: a PNG, kept as PNG (no metadata), at most 2048 px. */
export async function toOutfitPng(bytes: Buffer): Promise<Buffer> {
  if ((await assertReadableImage(bytes)) !== 'png') throw unsupportedType();
  return reencode(() =>
    decoder(bytes)
      .resize(OUTFIT_LONGEST_SIDE, OUTFIT_LONGEST_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
}

const INSPIRATION_LONGEST_SIDE = 1280;
/** The grids' variant: its shortest side, enough for a thumbnail of 160 CSS px on a 3x screen. */
const INSPIRATION_SMALL_SIDE = 480;

/**
 * An inspiration photo of the style questionnaire (a screenshot, a photo she took): EXIF orientation applied,
 * inside 1280 px, JPEG q82 with no metadata (no place, no device), transparency on white.
 */
export async function toInspirationImage(bytes: Buffer): Promise<Buffer> {
  await assertReadableImage(bytes);
  return reencode(() =>
    decoder(bytes)
      .rotate()
      .resize(INSPIRATION_LONGEST_SIDE, INSPIRATION_LONGEST_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer(),
  );
}

/** Its small variant for the grids, from the stored photo: shortest side at most 480 px, WebP q80. */
export async function toInspirationThumbnail(stored: Buffer): Promise<Buffer> {
  return reencode(() =>
    decoder(stored)
      .resize(INSPIRATION_SMALL_SIDE, INSPIRATION_SMALL_SIDE, { fit: 'outside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer(),
  );
}
