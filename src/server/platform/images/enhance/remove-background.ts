import sharp from 'sharp';
import { cutoutColorOfPixels } from '../cutout-color';
import { decodeGarmentPhoto } from './decode-photo';
import type { EnhanceResult } from './enhancer';
import { rgbToLabPlanes } from '../../../../domain/garment-color';
import { backgroundDistance, garmentMask, maskConfidence } from './mask';
import { cutoutPixels, encodeCutout } from './u2netp';

/**
 * The classical engine (docs/decisions/0006): at output size, a median-filtered copy in Lab is compared with a
 * smooth background fitted to the border; background connected to the border is removed, the garment's holes
 * filled, specks dropped, and the edge feathered. Runs in a worker thread: the pixel loops take ~100 ms.
 */
export async function removeBackground(input: Buffer): Promise<EnhanceResult> {
  const { rgb, width, height } = await decodeGarmentPhoto(input);
  const smooth = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .median(5)
    .raw()
    .toBuffer();

  const lab = rgbToLabPlanes(smooth, width * height);
  const { distance, threshold } = backgroundDistance(lab, width, height);
  const mask = garmentMask(distance, threshold, width, height);
  const alpha = Buffer.alloc(width * height);
  for (let i = 0; i < mask.length; i += 1) alpha[i] = mask[i]! * 255;

  const feathered = await sharp(alpha, { raw: { width, height, channels: 1 } })
    .blur(0.8)
    // Without this, sharp hands back three channels.
    .extractChannel(0)
    .raw()
    .toBuffer();
  const rgba = cutoutPixels(rgb, feathered);
  const confidence = maskConfidence(mask, width, height, { distance, threshold });
  const [png, color] = await Promise.all([
    encodeCutout(rgba, width, height),
    confidence === 'foreground_too_small' ? null : cutoutColorOfPixels(rgba, width, height),
  ]);
  return { png, confidence, color };
}
