export type Point = { x: number; y: number };
/** 255 keeps the photo's pixel in the cutout, 0 removes it. */
export type BrushValue = 0 | 255;

function stampDisc(
  mask: Uint8ClampedArray,
  width: number,
  height: number,
  at: Point,
  radius: number,
  value: BrushValue,
) {
  const top = Math.max(0, Math.floor(at.y - radius));
  const bottom = Math.min(height - 1, Math.ceil(at.y + radius));
  const left = Math.max(0, Math.floor(at.x - radius));
  const right = Math.min(width - 1, Math.ceil(at.x + radius));
  for (let y = top; y <= bottom; y += 1) {
    for (let x = left; x <= right; x += 1) {
      if ((x - at.x) ** 2 + (y - at.y) ** 2 <= radius * radius) mask[y * width + x] = value;
    }
  }
}

/** Paints the segment from `from` to `to` into the mask with a round brush, discs close enough to leave no gap. */
export function paintStroke(
  mask: Uint8ClampedArray,
  width: number,
  height: number,
  from: Point,
  to: Point,
  radius: number,
  value: BrushValue,
) {
  const steps = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / Math.max(1, radius / 3)));
  for (let step = 0; step <= steps; step += 1) {
    const at = { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps };
    stampDisc(mask, width, height, at, radius, value);
  }
}

/** The photo's pixels with the mask as their alpha: what saving the retouched cutout stores. */
export function applyMask(
  photo: Uint8ClampedArray,
  mask: Uint8ClampedArray,
  removedAlpha = 0,
): Uint8ClampedArray<ArrayBuffer> {
  const out = new Uint8ClampedArray(photo.length);
  for (let i = 0; i < mask.length; i += 1) {
    out[i * 4] = photo[i * 4]!;
    out[i * 4 + 1] = photo[i * 4 + 1]!;
    out[i * 4 + 2] = photo[i * 4 + 2]!;
    out[i * 4 + 3] = mask[i] === 0 ? removedAlpha : mask[i]!;
  }
  return out;
}
