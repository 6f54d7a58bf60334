import sharp, { type OverlayOptions } from 'sharp';
import type { Category } from '~/domain/clothing';
import type { OutfitDraft } from '~/domain/outfits';
import { fitGarment, opaqueBoundsOfPixels } from '~/domain/garment-fit';
import { buildSilhouetteSvg, silhouetteLandmarks, type SilhouetteMeasurements } from '~/domain/silhouette';

const SCALE = 2;
const FRAME = 600;

type Landmarks = ReturnType<typeof silhouetteLandmarks>;

/** Where the editor fits a cut-out on this body: its opaque part, and the whole picture's box in the frame. */
async function fitted(category: Category, cutout: Buffer, landmarks: Landmarks) {
  const { data, info } = await sharp(cutout).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const natural = { width: info.width, height: info.height };
  const opaque = opaqueBoundsOfPixels(data, info.width, info.height, natural);
  return { opaque, whole: fitGarment(category, landmarks, opaque) };
}

/** A cut-out's opaque part, resized to where the editor would fit it on this body, in exported pixels. */
async function fittedLayer(
  category: Category,
  cutout: Buffer,
  landmarks: Landmarks,
): Promise<OverlayOptions> {
  const { opaque, whole } = await fitted(category, cutout, landmarks);
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

/**
 * The board the editor would have saved for these garments, so the demo's outfits revise from their places: each
 * garment's opaque part (its crop, in the cut-out's pixels) in its box of the 600 frame, stacked in order.
 */
export async function composeBoard(
  measurements: SilhouetteMeasurements,
  garments: { itemId: string; category: Category; cutout: Buffer }[],
): Promise<OutfitDraft> {
  const landmarks = silhouetteLandmarks(measurements);
  return {
    garments: await Promise.all(
      garments.map(async ({ itemId, category, cutout }, index) => {
        const { opaque, whole } = await fitted(category, cutout, landmarks);
        const scale = whole.width / opaque.imageWidth;
        const crop = {
          x: opaque.left,
          y: opaque.top,
          width: opaque.right - opaque.left,
          height: opaque.bottom - opaque.top,
        };
        return {
          itemId,
          x: whole.x + crop.x * scale,
          y: whole.y + crop.y * scale,
          width: crop.width * scale,
          height: crop.height * scale,
          z: 10 + index,
          crop,
        };
      }),
    ),
  };
}
