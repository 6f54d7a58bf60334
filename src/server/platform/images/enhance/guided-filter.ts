import { halve, resizeBilinear } from './bilinear';

/**
 * Edge-aware refinement of a coarse matte (He, Sun and Tang, "Guided Image Filtering", 2010): the output is,
 * in each window, a linear function of the guide (the photo's luminance), fitted to the coarse alpha. Where the
 * photo has an edge the matte snaps to it; where it is flat the matte is smoothed. O(pixels) with box sums.
 */
export function guidedFilter(
  guide: Float32Array,
  input: Float32Array,
  width: number,
  height: number,
  radius: number,
  epsilon: number,
): Float32Array {
  const { slope, offset } = guidedCoefficients(guide, input, width, height, radius, epsilon);
  const output = new Float32Array(width * height);
  for (let i = 0; i < output.length; i += 1) output[i] = slope[i]! * guide[i]! + offset[i]!;
  return output;
}

/**
 * The fast guided filter (He and Sun, "Fast Guided Filter", 2015): the window's linear coefficients are fitted on
 * a half-size copy of the guide and of the matte (with half the radius), then resized to full size and applied
 * to the full guide, so the edges still come from the photo's own pixels. About a third of the full filter's
 * time at 512 px (docs/decisions/0059). `input` may be of any size (the model's 320 px map): it is resized
 * straight to the half-size grid.
 */
export function fastGuidedFilter(
  guide: Float32Array,
  width: number,
  height: number,
  input: { map: Float32Array; width: number; height: number },
  radius: number,
  epsilon: number,
): Float32Array {
  const small = halve(guide, width, height);
  const matte = resizeBilinear(input.map, input.width, input.height, small.width, small.height);
  const coefficients = guidedCoefficients(
    small.values,
    matte,
    small.width,
    small.height,
    Math.max(1, Math.round(radius / 2)),
    epsilon,
  );
  const slope = resizeBilinear(coefficients.slope, small.width, small.height, width, height);
  const offset = resizeBilinear(coefficients.offset, small.width, small.height, width, height);
  for (let i = 0; i < slope.length; i += 1) slope[i] = slope[i]! * guide[i]! + offset[i]!;
  return slope;
}

/** Each window's linear fit of the input on the guide, averaged over the windows that cover each pixel. */
function guidedCoefficients(
  guide: Float32Array,
  input: Float32Array,
  width: number,
  height: number,
  radius: number,
  epsilon: number,
) {
  const size = width * height;
  const product = new Float32Array(size);
  const square = new Float32Array(size);
  for (let i = 0; i < size; i += 1) {
    const g = guide[i]!;
    product[i] = g * input[i]!;
    square[i] = g * g;
  }
  const scratch = new Float64Array(size);
  const box = (values: Float32Array, out?: Float32Array) =>
    boxMean(values, width, height, radius, out, scratch);
  const meanGuide = box(guide);
  const meanInput = box(input);
  const meanProduct = box(product);
  const meanSquare = box(square);

  // Reused: the inputs of the means are no longer needed.
  const slope = product;
  const offset = square;
  for (let i = 0; i < size; i += 1) {
    const mg = meanGuide[i]!;
    const a = (meanProduct[i]! - mg * meanInput[i]!) / (meanSquare[i]! - mg * mg + epsilon);
    slope[i] = a;
    offset[i] = meanInput[i]! - a * mg;
  }
  return { slope: box(slope, meanProduct), offset: box(offset, meanSquare) };
}

/**
 * The mean over a (2r+1)² window clipped to the image: a running sum along each row, then one down each column
 * (two passes over typed arrays, no table of (w+1)·(h+1) sums). `out` and `scratch` may be passed to reuse them.
 */
export function boxMean(
  values: Float32Array,
  width: number,
  height: number,
  radius: number,
  out: Float32Array = new Float32Array(width * height),
  scratch: Float64Array = new Float64Array(width * height),
): Float32Array {
  const rows = scratch;
  const lastX = Math.min(radius, width - 1);
  for (let y = 0; y < height; y += 1) {
    const base = y * width;
    let sum = 0;
    for (let x = 0; x <= lastX; x += 1) sum += values[base + x]!;
    for (let x = 0; x < width; x += 1) {
      rows[base + x] = sum;
      if (x + radius + 1 < width) sum += values[base + x + radius + 1]!;
      if (x - radius >= 0) sum -= values[base + x - radius]!;
    }
  }
  const across = new Float64Array(width);
  for (let x = 0; x < width; x += 1) across[x] = Math.min(width, x + radius + 1) - Math.max(0, x - radius);
  const columns = new Float64Array(width);
  for (let y = 0; y <= Math.min(radius, height - 1); y += 1) {
    const base = y * width;
    for (let x = 0; x < width; x += 1) columns[x]! += rows[base + x]!;
  }
  for (let y = 0; y < height; y += 1) {
    const down = Math.min(height, y + radius + 1) - Math.max(0, y - radius);
    const base = y * width;
    for (let x = 0; x < width; x += 1) out[base + x] = columns[x]! / (down * across[x]!);
    const enter = y + radius + 1;
    const leave = y - radius;
    if (enter < height) for (let x = 0; x < width; x += 1) columns[x]! += rows[enter * width + x]!;
    if (leave >= 0) for (let x = 0; x < width; x += 1) columns[x]! -= rows[leave * width + x]!;
  }
  return out;
}
