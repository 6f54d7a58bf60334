import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import sharp from 'sharp';
import type { EnhanceConfidence } from '~/domain/enhance';
import { cutoutColorOfPixels } from '../cutout-color';
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
 * How a session runs (docs/decisions/0048, measured with bench/enhance): onnxruntime's CPU memory arena on,
 * since without it every run asks the system for its ~450 MB of intermediate tensors again and the model takes
 * 1.46 times as long (the 10 % once written here was not measured); the arena is what a session holds between
 * runs, which is why the worker releases an idle session (worker.ts). Operators run one after the other
 * (U²-Netp is a chain: the parallel mode only adds hand-offs) on `threads` threads each.
 */
export function u2netpSessionOptions(threads: number): InferenceSession.SessionOptions {
  return {
    enableCpuMemArena: true,
    enableMemPattern: true,
    graphOptimizationLevel: 'all',
    executionMode: 'sequential',
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
  };
}

/** The vendored model's bytes, checked against its hash: what runs is what was checked. */
export async function readU2netpModel(
  file: URL | string = U2NETP_MODEL,
  sha256 = U2NETP_SHA256,
): Promise<Uint8Array> {
  const bytes = await readFile(file);
  const actual = createHash('sha256').update(bytes).digest('hex');
  if (actual !== sha256) throw new ModelIntegrityError(actual);
  return bytes;
}

/** A session on the checked bytes; `threads` defaults to the machine's cores, as onnxruntime's own default. */
export async function loadU2netp(
  file: URL | string = U2NETP_MODEL,
  sha256 = U2NETP_SHA256,
  threads = availableParallelism(),
): Promise<InferenceSession> {
  return InferenceSession.create(await readU2netpModel(file, sha256), u2netpSessionOptions(threads));
}

/**
 * The U²-Netp engine (issue 12): the photo at 320x320, normalised as rembg does (divided by its brightest
 * value, then ImageNet mean and deviation), the first output's saliency map stretched to 0-1, brought to the
 * 512 px output and refined along the photo's own edges (refine-alpha.ts) as its alpha. Around the model, one
 * sharp pipeline decodes, one makes the 320 px copy, and one encodes; the rest are loops over typed arrays.
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
  const alpha = refineAlpha(rgb, width, height, { map: saliency, width: SIDE, height: SIDE });
  const rgba = cutoutPixels(rgb, alpha);
  const confidence = peak < MIN_PEAK ? 'foreground_too_small' : cutoutConfidence(alpha, width, height, rgb);
  const [png, color] = await Promise.all([
    encodeCutout(rgba, width, height),
    confidence === 'foreground_too_small' ? null : cutoutColorOfPixels(rgba, width, height),
  ]);
  return { png, confidence, color };
}

/**
 * The photo's pixels with the alpha interleaved, as RGBA; fully transparent pixels are written as transparent
 * black. Nothing reads the colour under alpha 0 (the retouch brush takes its pixels from the original photo), and
 * the long runs of zeros halve the PNG and its encoding time (docs/decisions/0048).
 */
export function cutoutPixels(rgb: Uint8Array, alpha: Uint8Array): Buffer {
  const rgba = Buffer.alloc(alpha.length * 4);
  for (let i = 0, j = 0, k = 0; i < alpha.length; i += 1, j += 3, k += 4) {
    const a = alpha[i]!;
    if (a === 0) continue;
    rgba[k] = rgb[j]!;
    rgba[k + 1] = rgb[j + 1]!;
    rgba[k + 2] = rgb[j + 2]!;
    rgba[k + 3] = a;
  }
  return rgba;
}

/**
 * zlib level 3 without adaptive filtering, on pixels whose transparent part is zeroed: on the real photos, about
 * a fifth of the time of level 9 on the whole photo's colours, for half the bytes (docs/decisions/0048).
 */
export function encodeCutout(rgba: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(rgba, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 3, adaptiveFiltering: false })
    .toBuffer();
}

/**
 * The map is already through a sigmoid: when even its strongest pixel stays under this, nothing stands out, and
 * the min-max stretch would only blow up noise into a fake garment.
 */
const MIN_PEAK = 0.5;

async function predict(
  session: InferenceSession,
  rgb: Buffer,
): Promise<{ saliency: Float32Array; peak: number }> {
  const plane = SIDE * SIDE;
  let brightest = 1;
  for (let i = 0; i < rgb.length; i += 1) if (rgb[i]! > brightest) brightest = rgb[i]!;
  const tensor = new Float32Array(3 * plane);
  for (let c = 0; c < 3; c += 1) {
    const scale = 1 / (brightest * STD[c]!);
    const shift = MEAN[c]! / STD[c]!;
    const offset = c * plane;
    for (let i = 0, j = c; i < plane; i += 1, j += 3) tensor[offset + i] = rgb[j]! * scale - shift;
  }

  const outputs = await session.run({
    [session.inputNames[0]!]: new Tensor('float32', tensor, [1, 3, SIDE, SIDE]),
  });
  const map = outputs[session.outputNames[0]!]!.data as Float32Array;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < plane; i += 1) {
    const value = map[i]!;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const scale = 1 / (max - min || 1);
  const saliency = new Float32Array(plane);
  for (let i = 0; i < plane; i += 1) saliency[i] = (map[i]! - min) * scale;
  return { saliency, peak: max };
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
