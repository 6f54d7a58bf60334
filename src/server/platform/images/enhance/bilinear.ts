/**
 * Bilinear resize of a one-channel map from `fromWidth` x `fromHeight` to `toWidth` x `toHeight`, pixel centres
 * aligned (as sharp and libvips do), edges clamped.
 */
export function resizeBilinear(
  map: Float32Array,
  fromWidth: number,
  fromHeight: number,
  toWidth: number,
  toHeight: number,
): Float32Array {
  const axis = (to: number, from: number) => {
    const low = new Int32Array(to);
    const high = new Int32Array(to);
    const weight = new Float32Array(to);
    for (let i = 0; i < to; i += 1) {
      const at = Math.min(from - 1, Math.max(0, ((i + 0.5) * from) / to - 0.5));
      low[i] = Math.floor(at);
      high[i] = Math.min(from - 1, low[i]! + 1);
      weight[i] = at - low[i]!;
    }
    return { low, high, weight };
  };
  const xs = axis(toWidth, fromWidth);
  const ys = axis(toHeight, fromHeight);
  const out = new Float32Array(toWidth * toHeight);
  for (let y = 0; y < toHeight; y += 1) {
    const top = ys.low[y]! * fromWidth;
    const bottom = ys.high[y]! * fromWidth;
    const wy = ys.weight[y]!;
    const row = y * toWidth;
    for (let x = 0; x < toWidth; x += 1) {
      const x0 = xs.low[x]!;
      const x1 = xs.high[x]!;
      const wx = xs.weight[x]!;
      const upper = map[top + x0]! + (map[top + x1]! - map[top + x0]!) * wx;
      const lower = map[bottom + x0]! + (map[bottom + x1]! - map[bottom + x0]!) * wx;
      out[row + x] = upper + (lower - upper) * wy;
    }
  }
  return out;
}

/** The mean of each 2 x 2 block (the last row or column alone when the side is odd): half the size, rounded up. */
export function halve(values: Float32Array, width: number, height: number) {
  const halfWidth = Math.ceil(width / 2);
  const halfHeight = Math.ceil(height / 2);
  const out = new Float32Array(halfWidth * halfHeight);
  for (let y = 0; y < halfHeight; y += 1) {
    const top = 2 * y * width;
    const bottom = Math.min(2 * y + 1, height - 1) * width;
    for (let x = 0; x < halfWidth; x += 1) {
      const left = 2 * x;
      const right = Math.min(left + 1, width - 1);
      out[y * halfWidth + x] =
        (values[top + left]! + values[top + right]! + values[bottom + left]! + values[bottom + right]!) / 4;
    }
  }
  return { values: out, width: halfWidth, height: halfHeight };
}
