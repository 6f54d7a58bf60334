import sharp from 'sharp';
import { ENHANCED_LONGEST_SIDE, MAX_INPUT_PIXELS } from '../../../../domain/limits';
import { UnreadableImageError } from './enhancer';
import { headerSize, sizeProblem } from '../image-size';

/**
 * The photo as both engines work on it: upright, at most the output's longest side, transparency flattened on
 * white, raw RGB. A photo sharp cannot read (truncated, not an image), or whose header announces more pixels or
 * a longer side than an upload may have, throws UnreadableImageError before any pixel is decoded: the routes
 * refuse those first with their own message, this keeps the worker safe from any other caller.
 */
export async function decodeGarmentPhoto(
  input: Buffer,
): Promise<{ rgb: Buffer; width: number; height: number }> {
  const size = await headerSize(input);
  if (!size || sizeProblem(size)) throw new UnreadableImageError();
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
    .rotate()
    .resize(ENHANCED_LONGEST_SIDE, ENHANCED_LONGEST_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new UnreadableImageError();
    });
  return { rgb: data, width: info.width, height: info.height };
}
