import sharp from 'sharp';

/** Intersection over union of two 8-bit masks of the same size, each cut at half (128); NaN when both are empty. */
export function maskIou(alpha: Uint8Array, truth: Uint8Array): number {
  let intersection = 0;
  let union = 0;
  for (let i = 0; i < truth.length; i += 1) {
    const a = alpha[i]! >= 128;
    const b = truth[i]! >= 128;
    if (a && b) intersection += 1;
    if (a || b) union += 1;
  }
  return intersection / union;
}

/** The IoU of a cutout PNG's alpha against a reference mask image (its first channel, resized to the cutout). */
export async function cutoutIou(png: Buffer, mask: Buffer): Promise<number> {
  const { data: alpha, info } = await sharp(png)
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const truth = await sharp(mask)
    .resize(info.width, info.height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return maskIou(alpha, truth);
}
