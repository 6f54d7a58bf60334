import sharp from 'sharp';
import type { Category } from '~/domain/clothing';
import { buildSilhouetteSvg, type SilhouetteMeasurements } from '~/domain/silhouette';

/** Where the demo lays each category on the 600 x 600 silhouette frame (centre and size). */
const PLACES: Record<Category, { x: number; y: number; size: number }> = {
  top: { x: 300, y: 170, size: 150 },
  bottom: { x: 300, y: 300, size: 170 },
  one_piece: { x: 300, y: 230, size: 250 },
  shoes: { x: 300, y: 430, size: 110 },
  outerwear: { x: 150, y: 190, size: 150 },
  accessory: { x: 450, y: 270, size: 100 },
};

/** The outfit picture as the editor would export it: 1200 px, #e5e7eb, silhouette, garments on top. */
export async function composeOutfit(
  measurements: SilhouetteMeasurements,
  garments: { category: Category; cutout: Buffer }[],
): Promise<Buffer> {
  const scale = 2;
  const silhouette = await sharp(Buffer.from(buildSilhouetteSvg(measurements)), { density: 72 * scale })
    .resize(600 * scale, 600 * scale)
    .png()
    .toBuffer();
  const layers = await Promise.all(
    garments.map(async ({ category, cutout }) => {
      const place = PLACES[category];
      const size = place.size * scale;
      return {
        input: await sharp(cutout)
          .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
          .png()
          .toBuffer(),
        left: Math.round((place.x - place.size / 2) * scale),
        top: Math.round((place.y - place.size / 2) * scale),
      };
    }),
  );
  return sharp({ create: { width: 600 * scale, height: 600 * scale, channels: 4, background: '#e5e7eb' } })
    .composite([{ input: silhouette }, ...layers])
    .png()
    .toBuffer();
}
