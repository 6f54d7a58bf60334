import sharp from 'sharp';
import type { Color } from '~/domain/clothing';
import { dominantGarmentColor } from '~/domain/garment-color';

/** Enough pixels to vote on a colour, few enough to cost under a millisecond. */
const SAMPLE_SIDE = 64;

/** The dominant colour of a cutout's opaque pixels, or null when it keeps almost nothing. */
export async function cutoutColor(png: Buffer): Promise<Color | null> {
  const pixels = await sharp(png)
    .ensureAlpha()
    .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'inside' })
    .raw()
    .toBuffer();
  return dominantGarmentColor(pixels);
}

/**
 * The same from the cutout's raw RGBA pixels, as the engines hold them before encoding: no PNG decoded again.
 */
export async function cutoutColorOfPixels(
  rgba: Buffer,
  width: number,
  height: number,
): Promise<Color | null> {
  const pixels = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'inside' })
    .raw()
    .toBuffer();
  return dominantGarmentColor(pixels);
}
