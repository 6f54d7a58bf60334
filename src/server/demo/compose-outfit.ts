import sharp, { type OverlayOptions } from 'sharp';
import type { Category } from '~/domain/clothing';
import { fitGarment, opaqueBoundsOfPixels } from '~/domain/garment-fit';
import { buildSilhouetteSvg, silhouetteLandmarks, type SilhouetteMeasurements } from '~/domain/silhouette';

const SCALE = 2;
const FRAME = 600;

/** A cut-out's opaque part, resized to where the editor would fit it on this body, in exported pixels. */
async function fittedLayer(
  category: Category,
  cutout: Buffer,
  landmarks: ReturnType<typeof silhouetteLandmarks>,
): Promise<OverlayOptions> {
  const { data, info } = await sharp(cutout).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const natural = { width: info.width, height: info.height };
  const opaque = opaqueBoundsOfPixels(data, info.width, info.height, natural);
  const whole = fitGarment(category, landmarks, opaque);
  const scale = (whole.width / opaque.imageWidth) * SCALE;
  const width = Math.max(1, Math.round((opaque.right - opaque.left) * scale));
  const height = Math.max(1, Math.round((opaque.bottom - opaque.top) * scale));
  const left = Math.round(whole.x * SCALE + opaque.left * scale);
  const top = Math.round(whole.y * SCALE + opaque.top * scale);
  const size = FRAME * SCALE;
  return {
    input: await sharp(cutout)
      .extract({
        left: opaque.left,
        top: opaque.top,
        width: opaque.right - opaque.left,
        height: opaque.bottom - opaque.top,
      })
      .resize(Math.min(width, size), Math.min(height, size), { fit: 'fill' })
      .png()
      .toBuffer(),
    left: Math.min(Math.max(left, 0), size - Math.min(width, size)),
    top: Math.min(Math.max(top, 0), size - Math.min(height, size)),
  };
}

/**
 * The outfit picture as the editor would export it: 1200 px, #e5e7eb, silhouette, and each garment fitted to
 * the body as the editor fits it when added.
 */
export async function composeOutfit(
  measurements: SilhouetteMeasurements,
  garments: { category: Category; cutout: Buffer }[],
): Promise<Buffer> {
  const silhouette = await sharp(Buffer.from(buildSilhouetteSvg(measurements)), { density: 72 * SCALE })
    .resize(FRAME * SCALE, FRAME * SCALE)
    .png()
    .toBuffer();
  const landmarks = silhouetteLandmarks(measurements);
  const layers = await Promise.all(
    garments.map(({ category, cutout }) => fittedLayer(category, cutout, landmarks)),
  );
  return sharp({
    create: { width: FRAME * SCALE, height: FRAME * SCALE, channels: 4, background: '#e5e7eb' },
  })
    .composite([{ input: silhouette }, ...layers])
    .png()
    .toBuffer();
}
