import { readFileSync, readdirSync } from 'node:fs';
import sharp from 'sharp';

/** A garment photo as a phone would take it: a coloured t-shirt shape on a light, plain background. */
export async function garmentPhoto(kind: 'tshirt' | 'jeans', color: string): Promise<Buffer> {
  const shape =
    kind === 'tshirt'
      ? 'M300 180 L400 150 Q450 200 500 150 L600 180 L700 300 L620 350 L590 310 L590 650 L310 650 L310 310 L280 350 L200 300 Z'
      : 'M320 160 L580 160 L610 680 L490 680 L450 330 L410 680 L290 680 Z';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="800">
    <rect width="900" height="800" fill="#f3f1ec"/>
    <path d="${shape}" fill="${color}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * How long a journey waits for the face model (load, then a detection) in a headless Chromium: WebGL drawn in
 * software, with the other worker's journey on the same 2 cores. 1.2 s a detection and 6.4 s to load on a quiet
 * machine (bench/colour-analysis/face.ts), several times that when both workers are busy.
 */
export const FACE_MODEL_WAIT = { timeout: 120_000 };

const REAL_PHOTOS = new URL('../../bench/enhance/real-photos/photos/', import.meta.url);

/** One of the project's real phone photos (bench/enhance/real-photos) by its prefix ('u34'), as a file to upload. */
export function realPhoto(prefix: string) {
  const name = readdirSync(REAL_PHOTOS).find((file) => file.startsWith(`${prefix}-`))!;
  return { name: `${prefix}.jpg`, mimeType: 'image/jpeg', buffer: readFileSync(new URL(name, REAL_PHOTOS)) };
}

let largePhoto: Promise<Buffer> | undefined;

/**
 * A 9.5 MB phone photo: one of the real photos taken up to 12 megapixels (4032x3024) with sensor-like noise, so
 * it does not compress, stored on its side with EXIF orientation 6 as phones do. Upright, it is 3024x4032.
 */
export async function largePhonePhoto() {
  largePhoto ??= (async () => {
    const { buffer } = realPhoto('u01');
    const { data, info } = await sharp(buffer)
      .rotate()
      .resize(4032, 3024, { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    let seed = 1;
    for (let i = 0; i < data.length; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      data[i] = Math.max(0, Math.min(255, data[i]! + ((seed >> 16) % 64) - 32));
    }
    return sharp(data, { raw: info }).jpeg({ quality: 97 }).withMetadata({ orientation: 6 }).toBuffer();
  })();
  return { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await largePhoto };
}

/**
 * The public-domain NASA portrait of astronaut Eileen Collins that scikit-image ships as `astronaut`
 * (e2e/fixtures/README.md).
 */
const ASTRONAUT = new URL('../fixtures/astronaut.png', import.meta.url).pathname;

/**
 * Her face as a phone would take it at arm's length: the portrait's head and shoulders (256 px square around the
 * face, enlarged twice), with or without a white sheet held flat under the chin, on a taller picture.
 */
export async function guidedFacePhoto(withCard: boolean) {
  const portrait = await sharp(ASTRONAUT)
    .extract({ left: 96, top: 0, width: 256, height: 256 })
    .resize(512, 512)
    .png()
    .toBuffer();
  const sheet = await sharp({ create: { width: 260, height: 240, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  const picture = sharp({
    create: { width: 512, height: 640, channels: 3, background: '#cfcac4' },
  }).composite([
    { input: portrait, left: 0, top: 0 },
    ...(withCard ? [{ input: sheet, left: 126, top: 385 }] : []),
  ]);
  return {
    name: withCard ? 'visage-feuille.jpg' : 'visage.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp(await picture.png().toBuffer())
      .jpeg({ quality: 92 })
      .toBuffer(),
  };
}
