import sharp from 'sharp';
import { MAX_INPUT_PIXELS, MAX_INPUT_SIDE } from '~/domain/limits';

export type ImageSize = { width: number; height: number };
export type SizeProblem = 'IMAGE_TOO_MANY_PIXELS' | 'IMAGE_TOO_LARGE_SIDE';

/**
 * Width and height as the file's header announces them, or null when sharp cannot read a header. `metadata()`
 * reads the header only and decodes no pixel, so this costs the same for a 38 KB bomb as for a thumbnail.
 */
export async function headerSize(bytes: Buffer): Promise<ImageSize | null> {
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  return meta?.width && meta.height ? { width: meta.width, height: meta.height } : null;
}

/**
 * Why an image of this size must not be decoded, or null. Pixels first (a 20,000 x 20,000 bomb keeps its
 * message), then each side: 39,000,000 x 1 is under the pixel limit, yet its one row cost the decoder about
 * 300 MB and 1 x 39,000,000 seconds of CPU.
 */
export function sizeProblem({ width, height }: ImageSize): SizeProblem | null {
  if (width * height > MAX_INPUT_PIXELS) return 'IMAGE_TOO_MANY_PIXELS';
  if (width > MAX_INPUT_SIDE || height > MAX_INPUT_SIDE) return 'IMAGE_TOO_LARGE_SIDE';
  return null;
}
