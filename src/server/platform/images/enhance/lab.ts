/** sRGB (0-255, interleaved RGB) to CIE Lab (D65), as three planes. Lab distances follow perceived difference. */
export function rgbToLab(
  rgb: Uint8Array,
  pixels: number,
): { L: Float32Array; a: Float32Array; b: Float32Array } {
  const L = new Float32Array(pixels);
  const a = new Float32Array(pixels);
  const b = new Float32Array(pixels);
  const linear = new Float32Array(256);
  for (let v = 0; v < 256; v += 1) {
    const c = v / 255;
    linear[v] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  for (let i = 0; i < pixels; i += 1) {
    const r = linear[rgb[i * 3]!]!;
    const g = linear[rgb[i * 3 + 1]!]!;
    const bl = linear[rgb[i * 3 + 2]!]!;
    const fx = f((0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047);
    const fy = f(0.2126 * r + 0.7152 * g + 0.0722 * bl);
    const fz = f((0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883);
    L[i] = 116 * fy - 16;
    a[i] = 500 * (fx - fy);
    b[i] = 200 * (fy - fz);
  }
  return { L, a, b };
}
