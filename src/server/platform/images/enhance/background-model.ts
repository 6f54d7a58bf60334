/**
 * A smooth background: per channel, a quadratic surface in (x, y) fitted by least squares to the pixels of a
 * band along the image border. Photos on paper, a wall or a bed sheet have light gradients and vignetting
 * that a single colour would miss. Border pixels far from the first fit (a garment touching the frame) are
 * dropped and the surface fitted again.
 */
export type Surface = Float64Array; // c0 + c1 x + c2 y + c3 x² + c4 y² + c5 xy, with x, y in [-1, 1]

const TERMS = 6;

function terms(x: number, y: number, out: Float64Array) {
  out[0] = 1;
  out[1] = x;
  out[2] = y;
  out[3] = x * x;
  out[4] = y * y;
  out[5] = x * y;
}

export function borderBand(width: number, height: number): Int32Array {
  const band = Math.max(2, Math.round(Math.min(width, height) * 0.03));
  const indices: number[] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (x < band || y < band || x >= width - band || y >= height - band) indices.push(y * width + x);
    }
  }
  return Int32Array.from(indices);
}

/** Solves the normal equations (A^T A) c = A^T v by Gaussian elimination with partial pivoting. */
function solve(matrix: Float64Array, vector: Float64Array): Float64Array {
  const n = TERMS;
  const m = Float64Array.from(matrix);
  const v = Float64Array.from(vector);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1) {
      if (Math.abs(m[row * n + col]!) > Math.abs(m[pivot * n + col]!)) pivot = row;
    }
    if (Math.abs(m[pivot * n + col]!) < 1e-12) continue;
    if (pivot !== col) {
      for (let k = 0; k < n; k += 1)
        [m[col * n + k], m[pivot * n + k]] = [m[pivot * n + k]!, m[col * n + k]!];
      [v[col], v[pivot]] = [v[pivot]!, v[col]!];
    }
    for (let row = col + 1; row < n; row += 1) {
      const factor = m[row * n + col]! / m[col * n + col]!;
      for (let k = col; k < n; k += 1) m[row * n + k] = m[row * n + k]! - factor * m[col * n + k]!;
      v[row] = v[row]! - factor * v[col]!;
    }
  }
  const c = new Float64Array(n);
  for (let row = n - 1; row >= 0; row -= 1) {
    let sum = v[row]!;
    for (let k = row + 1; k < n; k += 1) sum -= m[row * n + k]! * c[k]!;
    const diagonal = m[row * n + row]!;
    c[row] = Math.abs(diagonal) < 1e-12 ? 0 : sum / diagonal;
  }
  return c;
}

export function fitSurfaces(
  channels: Float32Array[],
  width: number,
  height: number,
  samples: Int32Array,
): Surface[] {
  const t = new Float64Array(TERMS);
  return channels.map((channel) => {
    const ata = new Float64Array(TERMS * TERMS);
    const atv = new Float64Array(TERMS);
    for (const index of samples) {
      terms(((index % width) / (width - 1)) * 2 - 1, (Math.floor(index / width) / (height - 1)) * 2 - 1, t);
      const value = channel[index]!;
      for (let r = 0; r < TERMS; r += 1) {
        atv[r] = atv[r]! + t[r]! * value;
        for (let k = 0; k < TERMS; k += 1) ata[r * TERMS + k] = ata[r * TERMS + k]! + t[r]! * t[k]!;
      }
    }
    return solve(ata, atv);
  });
}

/** The surfaces evaluated on every pixel. */
export function renderSurfaces(surfaces: Surface[], width: number, height: number): Float32Array[] {
  const t = new Float64Array(TERMS);
  return surfaces.map((c) => {
    const plane = new Float32Array(width * height);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        terms((x / (width - 1)) * 2 - 1, (y / (height - 1)) * 2 - 1, t);
        let value = 0;
        for (let k = 0; k < TERMS; k += 1) value += c[k]! * t[k]!;
        plane[y * width + x] = value;
      }
    }
    return plane;
  });
}
