import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Test images made on the fly: real encoders, so the server sees what a phone or a browser would send. */
export const solidPng = (width = 640, height = 480, background = '#7c3aed') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A phone-like JPEG carrying EXIF with a GPS position. */
export const jpegWithGps = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#f59e0b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 0/1',
      },
    })
    .toBuffer();

/** A transparent PNG with an opaque square in the middle, like a cutout. */
export const cutoutPng = (size = 800) =>
  sharp({ create: { width: size, height: size, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: { create: { width: size / 2, height: size / 2, channels: 4, background: '#1d4ed8' } },
        left: size / 4,
        top: size / 4,
      },
    ])
    .png()
    .toBuffer();

/** A garment's cutout in one colour: a dress shape on a transparent background. */
export const garmentCutout = (fill: string) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500">
      <path d="M165 60 L235 60 L260 200 L320 440 L80 440 L140 200 Z" fill="${fill}"/>
    </svg>`),
  )
    .png()
    .toBuffer();

/** A dress shape on an off-white sheet, red unless told, as a phone JPEG. */
export const garmentPhoto = (fill = '#b3262e') =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000">
      <rect width="800" height="1000" fill="#f1efe9"/>
      <path d="M330 120 L470 120 L520 400 L640 880 L160 880 L280 400 Z" fill="${fill}"/>
    </svg>`),
  )
    .jpeg()
    .toBuffer();

export const gif = () =>
  sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
    .gif()
    .toBuffer();

/**
 * A decompression bomb: a PNG whose header announces width x height pixels (a few bytes of compressed zeros
 * would expand to gigabytes). Built by hand so the test does not need the memory it announces.
 */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  return pngOf(width, height, 2, deflateSync(Buffer.alloc(64 * 1024)));
}

/**
 * A valid, complete PNG of width x height black pixels in 8-bit grey: every row is there, compressed (a row
 * of zeros deflates about a thousand to one), so 39,000,000 x 1 weighs 38 KB and a decoder that trusts it
 * decodes all of it.
 */
export function pngStrip(width: number, height: number): Buffer {
  return pngOf(width, height, 0, deflateSync(Buffer.alloc(height * (width + 1)), { level: 9 }));
}

/** A PNG of these IHDR dimensions and colour type (0 grey, 2 RGB), 8 bits, with these IDAT bytes. */
function pngOf(width: number, height: number, colorType: 0 | 2, idat: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colorType, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function imageForm(fields: Record<string, string | { bytes: Buffer; name: string; type: string }>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.set(name, value);
    else form.set(name, new File([new Uint8Array(value.bytes)], value.name, { type: value.type }));
  }
  return form;
}
