import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { deltaE2000, hexToLab } from '~/domain/palette-match';
import { measureGarmentColors } from './garment-colors';

const SIDE = 200;

/** A garment-shaped PNG: a centred ellipse of one colour, shaded top to bottom, on a transparent background. */
async function garment(fill: string, options: { shade?: boolean; stripe?: string } = {}) {
  const stripe = options.stripe
    ? `<rect x="0" y="120" width="${SIDE}" height="50" fill="${options.stripe}" clip-path="url(#body)"/>`
    : '';
  const shade = options.shade
    ? `<rect width="${SIDE}" height="${SIDE}" fill="url(#light)" clip-path="url(#body)"/>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}">
    <defs>
      <clipPath id="body"><ellipse cx="100" cy="100" rx="70" ry="90"/></clipPath>
      <linearGradient id="light" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/>
      </linearGradient>
    </defs>
    <ellipse cx="100" cy="100" rx="70" ry="90" fill="${fill}"/>${stripe}${shade}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('measured garment colours', () => {
  it.each(['#c8102e', '#1b2a52', '#c19a6b', '#3eb489', '#f4f5f6'])(
    'finds a shaded %s garment within a small difference',
    async (fill) => {
      const colors = await measureGarmentColors(await garment(fill, { shade: true }));
      expect(colors).toHaveLength(1);
      // Light and shadow of ±12 % move a dark colour by up to 3.5.
      expect(deltaE2000(colors![0]!, hexToLab(fill))).toBeLessThan(4);
      expect(colors![0]!.share).toBe(1);
    },
  );

  it('keeps a print covering a fair part of the garment as a second colour, smaller share second', async () => {
    const colors = await measureGarmentColors(await garment('#1b2a52', { stripe: '#ffffff' }));
    expect(colors).toHaveLength(2);
    expect(deltaE2000(colors![0]!, hexToLab('#1b2a52'))).toBeLessThan(3);
    expect(deltaE2000(colors![1]!, hexToLab('#ffffff'))).toBeLessThan(3);
    expect(colors![0]!.share).toBeGreaterThan(colors![1]!.share);
    expect(colors![0]!.share + colors![1]!.share).toBeCloseTo(1, 1);
  });

  it('ignores the transparent background whatever its colour channels hold', async () => {
    const transparentRed = await sharp({
      create: { width: SIDE, height: SIDE, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0 } },
    })
      .composite([{ input: await garment('#3eb489') }])
      .png()
      .toBuffer();
    const colors = await measureGarmentColors(transparentRed);
    expect(colors).toHaveLength(1);
    expect(deltaE2000(colors![0]!, hexToLab('#3eb489'))).toBeLessThan(3);
  });

  it('says nothing of a cutout that kept almost nothing, and gives the same colours every time', async () => {
    const empty = await sharp({
      create: { width: SIDE, height: SIDE, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    expect(await measureGarmentColors(empty)).toBeNull();
    const striped = await garment('#722f37', { stripe: '#e8c15a', shade: true });
    expect(await measureGarmentColors(striped)).toEqual(await measureGarmentColors(striped));
  });
});
