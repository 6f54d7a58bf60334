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
  const size = width * height;
  const product = new Float32Array(size);
  const square = new Float32Array(size);
  for (let i = 0; i < size; i += 1) {
    product[i] = guide[i]! * input[i]!;
    square[i] = guide[i]! * guide[i]!;
  }
  const box = (values: Float32Array) => boxMean(values, width, height, radius);
  const meanGuide = box(guide);
  const meanInput = box(input);
  const meanProduct = box(product);
  const meanSquare = box(square);

  const slope = product; // reused: no longer needed
  const offset = square;
  for (let i = 0; i < size; i += 1) {
    const variance = meanSquare[i]! - meanGuide[i]! * meanGuide[i]!;
    const covariance = meanProduct[i]! - meanGuide[i]! * meanInput[i]!;
    slope[i] = covariance / (variance + epsilon);
    offset[i] = meanInput[i]! - slope[i]! * meanGuide[i]!;
  }
  const meanSlope = box(slope);
  const meanOffset = box(offset);
  const output = new Float32Array(size);
  for (let i = 0; i < size; i += 1) output[i] = meanSlope[i]! * guide[i]! + meanOffset[i]!;
  return output;
}

/** The mean over a (2r+1)² window clipped to the image, from a summed-area table. */
export function boxMean(values: Float32Array, width: number, height: number, radius: number): Float32Array {
  const stride = width + 1;
  const sums = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += values[y * width + x]!;
      sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1]! + row;
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const top = Math.max(0, y - radius);
    const bottom = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x += 1) {
      const left = Math.max(0, x - radius);
      const right = Math.min(width, x + radius + 1);
      const total =
        sums[bottom * stride + right]! -
        sums[top * stride + right]! -
        sums[bottom * stride + left]! +
        sums[top * stride + left]!;
      out[y * width + x] = total / ((bottom - top) * (right - left));
    }
  }
  return out;
}
