import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import sharp from 'sharp';
import type { EnhanceConfidence } from '~/domain/enhance';
import { decodeGarmentPhoto } from './decode-photo';
import { keepsOnlyAPart } from './partial-cutout';
import { refineAlpha } from './refine-alpha';
import type { EnhanceResult } from './enhancer';

/** Vendored unmodified (models/u2netp/PROVENANCE.md); a file with any other hash is refused. */
export const U2NETP_MODEL = new URL('./models/u2netp/u2netp.onnx', import.meta.url);
export const U2NETP_SHA256 = '309c8469258dda742793dce0ebea8e6dd393174f89934733ecc8b14c76f4ddd8';

const SIDE = 320;
const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;

export class ModelIntegrityError extends Error {
  constructor(actual: string) {
    super(`u2netp model sha256 ${actual} does not match the vendored ${U2NETP_SHA256}`);
    this.name = 'ModelIntegrityError';
  }
}

/**
 * Hashes the very bytes handed to onnxruntime, so what runs is what was checked. Without the CPU memory arena a
 * session holds ~130 MB instead of ~600 MB, for ~10 % more time per photo.
 */
export async function loadU2netp(
  file: URL | string = U2NETP_MODEL,
  sha256 = U2NETP_SHA256,
): Promise<InferenceSession> {
  const bytes = await readFile(file);
  const actual = createHash('sha256').update(bytes).digest('hex');
  if (actual !== sha256) throw new ModelIntegrityError(actual);
  return InferenceSession.create(bytes, { enableCpuMemArena: false });
}

/**
 * The U²-Netp engine (issue 12): the photo at 320x320, normalised as rembg does (divided by its brightest
 * value, then ImageNet mean and deviation), the first output's saliency map stretched to 0-255, resized to
 * the 512 px output and refined along the photo's own edges (refine-alpha.ts) as its alpha.
 */
export async function removeBackgroundU2netp(
  session: InferenceSession,
  input: Buffer,
): Promise<EnhanceResult> {
  const { rgb, width, height } = await decodeGarmentPhoto(input);
  const small = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .resize(SIDE, SIDE, { fit: 'fill' })
    .raw()
    .toBuffer();

  const { saliency, peak } = await predict(session, small);
  const coarse = await sharp(saliency, { raw: { width: SIDE, height: SIDE, channels: 1 } })
    .resize(width, height, { fit: 'fill' })
    // Without this, sharp hands back three channels.
    .extractChannel(0)
    .raw()
    .toBuffer();
  const alpha = refineAlpha(rgb, coarse, width, height);
  const png = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .joinChannel(alpha, { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return {
    png,
    confidence: peak < MIN_PEAK ? 'foreground_too_small' : cutoutConfidence(alpha, width, height, rgb),
  };
}

/**
 * The map is already through a sigmoid: when even its strongest pixel stays under this, nothing stands out, and
 * the min-max stretch would only blow up noise into a fake garment.
 */
const MIN_PEAK = 0.5;

async function predict(session: InferenceSession, rgb: Buffer): Promise<{ saliency: Buffer; peak: number }> {
  const plane = SIDE * SIDE;
  let brightest = 1;
  for (const value of rgb) if (value > brightest) brightest = value;
  const tensor = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i += 1)
    for (let c = 0; c < 3; c += 1) tensor[c * plane + i] = (rgb[i * 3 + c]! / brightest - MEAN[c]!) / STD[c]!;

  const outputs = await session.run({
    [session.inputNames[0]!]: new Tensor('float32', tensor, [1, 3, SIDE, SIDE]),
  });
  const map = outputs[session.outputNames[0]!]!.data as Float32Array;
  let min = Infinity;
  let max = -Infinity;
  for (const value of map) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const range = max - min || 1;
  const out = Buffer.alloc(plane);
  for (let i = 0; i < plane; i += 1) out[i] = Math.round(((map[i]! - min) / range) * 255);
  return { saliency: out, peak: max };
}

/** Outer band of the frame, in pixels at the 512 px output, where a kept garment means it was cut by the frame. */
const FRAME_BAND = 3;

/**
 * Thresholds measured on bench/enhance's 40 real photos (docs/decisions/0009): under 5 % of the frame is nothing
 * found and over 90 % no cutout, as in the classical engine; a garment on more than 15 % of the frame's edge band
 * fills the frame and is cut by it (every good cutout but one stays under 9 %); a small cutout whose surroundings
 * are not the photo's background may have kept only a print (see keepsOnlyAPart).
 */
export function cutoutConfidence(
  alpha: Uint8Array,
  width: number,
  height: number,
  rgb: Uint8Array,
): EnhanceConfidence {
  let kept = 0;
  let band = 0;
  let keptInBand = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const garment = alpha[y * width + x]! >= 128;
      if (garment) kept += 1;
      if (x < FRAME_BAND || y < FRAME_BAND || x >= width - FRAME_BAND || y >= height - FRAME_BAND) {
        band += 1;
        if (garment) keptInBand += 1;
      }
    }
  }
  const share = kept / (width * height);
  if (share < 0.05) return 'foreground_too_small';
  if (share > 0.9) return 'foreground_too_large';
  if (keptInBand / band > 0.15) return 'touches_border';
  if (keepsOnlyAPart(alpha, rgb, width, height)) return 'partial_garment';
  return 'ok';
}
