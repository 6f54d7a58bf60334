import { readFileSync, readdirSync } from 'node:fs';
import sharp from 'sharp';
import { createWorkerPoolEnhancer } from '../src/server/platform/images/enhance/worker-pool';

function lab(r: number, g: number, b: number) {
  const f = (c: number) => { c /= 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  const [R, G, B] = [f(r), f(g), f(b)];
  const x = (0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047, y = 0.2126 * R + 0.7152 * G + 0.0722 * B, z = (0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883;
  const t = (v: number) => (v > 0.008856 ? Math.cbrt(v) : 7.787 * v + 16 / 116);
  return [116 * t(y) - 16, 500 * (t(x) - t(y)), 200 * (t(y) - t(z))];
}
const median = (a: number[]) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)] ?? 0; };

async function features(photo: Buffer, png: Buffer) {
  const { data: alpha, info } = await sharp(png).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true });
  const W = info.width, H = info.height;
  const { data: rgb } = await sharp(photo).rotate().resize(W, H, { fit: 'fill' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const mask = new Uint8Array(W * H); let area = 0;
  for (let i = 0; i < W * H; i++) if (alpha[i]! > 128) { mask[i] = 1; area++; }
  const r = Math.max(2, Math.round(Math.max(W, H) * 0.03));
  // integral image of mask
  const I = new Int32Array((W + 1) * (H + 1));
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) I[(y + 1) * (W + 1) + x + 1] = mask[y * W + x]! + I[y * (W + 1) + x + 1]! + I[(y + 1) * (W + 1) + x]! - I[y * (W + 1) + x]!;
  const sum = (x0: number, y0: number, x1: number, y1: number) => { x0 = Math.max(0, x0); y0 = Math.max(0, y0); x1 = Math.min(W, x1); y1 = Math.min(H, y1); return I[y1 * (W + 1) + x1]! - I[y0 * (W + 1) + x1]! - I[y1 * (W + 1) + x0]! + I[y0 * (W + 1) + x0]!; };
  const ring: number[][] = [], border: number[][] = [];
  const bw = Math.max(2, Math.round(Math.min(W, H) * 0.03));
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
    const i = y * W + x;
    const p = lab(rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!);
    if (!mask[i] && sum(x - r, y - r, x + r + 1, y + r + 1) > 0) ring.push(p);
    if (!mask[i] && (x < bw || y < bw || x >= W - bw || y >= H - bw)) border.push(p);
  }
  const med = (s: number[][]) => [0, 1, 2].map((k) => median(s.map((p) => p[k]!)));
  const a = med(ring), b = med(border);
  const dE = Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
  return { area: area / (W * H), dE, ringL: a[0]!, borderL: b[0]! };
}

const e = createWorkerPoolEnhancer({ workers: 1, maxQueue: 50, engine: 'u2netp' });
const sets: [string, string][] = [['bench/enhance/real-photos/photos/', 'real'], ['bench/enhance/dataset/', 'gen']];
for (const [dir, label] of sets) {
  let files: string[] = [];
  try { files = readdirSync(dir).filter((f) => /\.(jpe?g|png)$/.test(f) && !f.includes('mask')).sort(); } catch { continue; }
  for (const f of files) {
    const photo = readFileSync(dir + f);
    const res = await e.enhance(photo);
    const ft = await features(photo, res.png);
    console.log(label, f.slice(0, 20).padEnd(20), res.confidence.padEnd(15), 'area', ft.area.toFixed(3), 'dE', ft.dE.toFixed(1), 'ringL', ft.ringL.toFixed(0), 'borderL', ft.borderL.toFixed(0));
  }
}
await e.close();
