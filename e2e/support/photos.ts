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
