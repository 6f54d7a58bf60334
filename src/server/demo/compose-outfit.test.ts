import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { silhouetteLandmarks } from '~/domain/silhouette';
import { composeOutfit } from './compose-outfit';
import { garmentSvg } from './garment-art';

const body = { gender: 'femme', height: 170, weight: 62, bustSize: 92 } as const;
const cutout = (kind: 'tshirt' | 'trousers' | 'heels', color: string) =>
  sharp(Buffer.from(garmentSvg(kind, color)))
    .png()
    .toBuffer();

describe('composeOutfit', () => {
  it('fits the demo garments to the body as the editor does', async () => {
    const png = await composeOutfit(body, [
      { category: 'top', cutout: await cutout('tshirt', '#c81e28') },
      { category: 'bottom', cutout: await cutout('trousers', '#1e3cc8') },
      { category: 'shoes', cutout: await cutout('heels', '#14a03c') },
    ]);
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(1200);
    /** Whether a row of the 600 frame holds a pixel of the given hue. */
    const rowHas = (y: number, hue: (r: number, g: number, b: number) => boolean) =>
      Array.from({ length: 1200 }, (_, x) => (Math.round(y * 2) * 1200 + x) * 3).some((i) =>
        hue(data[i]!, data[i + 1]!, data[i + 2]!),
      );
    const red = (r: number, g: number, b: number) => r > g + 60 && r > b + 60;
    const blue = (r: number, g: number, b: number) => b > r + 60 && b > g + 30;
    const green = (r: number, g: number, b: number) => g > r + 40 && g > b + 30;
    const m = silhouetteLandmarks(body);
    expect(rowHas(m.shoulders.y - 12, red)).toBe(false);
    expect(rowHas(m.shoulders.y + 12, red)).toBe(true);
    expect(rowHas(m.waist.y - 4, blue)).toBe(false);
    expect(rowHas(m.ankles.y - 4, blue)).toBe(true);
    expect(rowHas(m.ankles.y + 5, blue)).toBe(false);
    expect(rowHas(m.feet.y - 3, green)).toBe(true);
    expect(rowHas(m.feet.y - 60, green)).toBe(false);
  });
});
