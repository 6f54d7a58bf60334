import sharp, { type OverlayOptions } from 'sharp';
import type { Category } from '~/domain/clothing';
import { MAX_INPUT_PIXELS } from '~/domain/limits';

const WIDTH = 1000;
const HEIGHT = 1200;
const GAP = 16;

type Box = { left: number; top: number; width: number; height: number };

/**
 * Where each kind of piece lies on a look she composed without the editor: the top over the bottom (or a one-piece
 * for both) above the shoes, the outerwear and the accessories beside them, as a flat lay on a bed.
 */
const SLOTS: Record<Category, Box> = {
  top: { left: 40, top: 30, width: 560, height: 420 },
  bottom: { left: 40, top: 470, width: 560, height: 460 },
  one_piece: { left: 40, top: 30, width: 560, height: 900 },
  shoes: { left: 120, top: 950, width: 400, height: 220 },
  outerwear: { left: 630, top: 30, width: 330, height: 560 },
  accessory: { left: 630, top: 620, width: 330, height: 550 },
};

export type FlatLayPiece = { category: Category; image: Buffer };

/** Splits a slot shared by several pieces of one kind into equal rows. */
function rows(box: Box, count: number): Box[] {
  const height = Math.floor((box.height - GAP * (count - 1)) / count);
  return Array.from({ length: count }, (_, index) => ({
    ...box,
    top: box.top + index * (height + GAP),
    height,
  }));
}

/** One piece trimmed of its transparent border and fitted in its box, centred. */
async function placed(image: Buffer, box: Box): Promise<OverlayOptions> {
  const fitted = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .trim()
    .resize(box.width, box.height, { fit: 'inside', withoutEnlargement: false })
    .png()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = fitted.info;
  return {
    input: fitted.data,
    left: box.left + Math.floor((box.width - width) / 2),
    top: box.top + Math.floor((box.height - height) / 2),
  };
}

/** The picture of a look made of `pieces` (cutouts where there are, photos otherwise): a transparent PNG. */
export async function drawFlatLay(pieces: FlatLayPiece[]): Promise<Buffer> {
  const byCategory = new Map<Category, Buffer[]>();
  for (const piece of pieces)
    byCategory.set(piece.category, [...(byCategory.get(piece.category) ?? []), piece.image]);
  const overlays: Promise<OverlayOptions>[] = [];
  for (const [category, images] of byCategory) {
    const boxes = rows(SLOTS[category], images.length);
    images.forEach((image, index) => overlays.push(placed(image, boxes[index]!)));
  }
  const laid = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 4, background: CLEAR } })
    .composite(await Promise.all(overlays))
    .png()
    .toBuffer();
  // Centred whatever the pieces: a look without outerwear or accessory leaves the right column empty.
  const content = await sharp(laid).trim().toBuffer({ resolveWithObject: true });
  const left = Math.floor((WIDTH - content.info.width) / 2);
  const top = Math.floor((HEIGHT - content.info.height) / 2);
  return sharp(content.data)
    .extend({
      left,
      right: WIDTH - content.info.width - left,
      top,
      bottom: HEIGHT - content.info.height - top,
      background: CLEAR,
    })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 };
