import { rgbToLab as pixelToLab } from '../../../../domain/garment-color';

/** sRGB (0-255, interleaved RGB) to CIE Lab (D65), as three planes. Lab distances follow perceived difference. */
export function rgbToLab(
  rgb: Uint8Array,
  pixels: number,
): { L: Float32Array; a: Float32Array; b: Float32Array } {
  const L = new Float32Array(pixels);
  const a = new Float32Array(pixels);
  const b = new Float32Array(pixels);
  for (let i = 0; i < pixels; i += 1) {
    [L[i], a[i], b[i]] = pixelToLab(rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!);
  }
  return { L, a, b };
}
