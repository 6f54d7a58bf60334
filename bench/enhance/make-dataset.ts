/**
 * Writes the enhancement benchmark's photos and their true masks into bench/enhance/dataset/: the demo's drawn
 * garments laid on varied surfaces (gradients, noise, wood, fabric, dark backgrounds, hard shadows), some made
 * to look like phone photos (vignetting, blur, sensor noise, JPEG). Deterministic: same files on every run.
 *
 *   npx tsx bench/enhance/make-dataset.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { garmentSvg, type GarmentKind } from '../../src/server/demo/garment-art';

const SIZE = 1024;
const OUT = new URL('./dataset/', import.meta.url);

type Scene = {
  name: string;
  kind: GarmentKind;
  color: string;
  background: string;
  shadow?: { dx: number; dy: number; blur: number; opacity: number };
  noise?: number;
  blur?: number;
  vignette?: boolean;
  stripes?: string;
};

const light = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8f6f1"/><stop offset="1" stop-color="#d8d2c7"/></linearGradient>`;
const wood = `<pattern id="bg" width="1024" height="60" patternUnits="userSpaceOnUse"><rect width="1024" height="60" fill="#c89f6d"/><path d="M0 20 Q256 10 512 24 T1024 18" stroke="#b3864f" stroke-width="6" fill="none"/><path d="M0 45 Q300 52 600 40 T1024 47" stroke="#d8b585" stroke-width="4" fill="none"/></pattern>`;
const linen = `<pattern id="bg" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="#e9e4da"/><path d="M0 0 L8 0 M0 4 L8 4" stroke="#ddd6c8" stroke-width="1"/><path d="M0 0 L0 8" stroke="#f2eee6" stroke-width="1"/></pattern>`;
const dark = `<radialGradient id="bg" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="#4b5563"/><stop offset="1" stop-color="#1f2937"/></radialGradient>`;
const cool = `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e0f2fe"/><stop offset="1" stop-color="#bae6fd"/></linearGradient>`;
const soft = { dx: 14, dy: 18, blur: 16, opacity: 0.25 };
const hard = { dx: 22, dy: 26, blur: 5, opacity: 0.45 };

const SCENES: Scene[] = [
  { name: 'tshirt-light', kind: 'tshirt', color: '#1e3a8a', background: light, shadow: soft },
  { name: 'shirt-white-on-light', kind: 'shirt', color: '#f1f5f9', background: light, shadow: soft },
  { name: 'sweater-linen', kind: 'sweater', color: '#9a3412', background: linen, shadow: soft, noise: 6 },
  { name: 'jeans-wood', kind: 'jeans', color: '#3b5b9a', background: wood, shadow: soft },
  {
    name: 'dress-striped',
    kind: 'dress',
    color: '#be123c',
    background: light,
    stripes: '#fde68a',
    shadow: soft,
  },
  { name: 'coat-dark-bg', kind: 'coat', color: '#d6c7a1', background: dark, shadow: soft },
  { name: 'blazer-black-on-dark', kind: 'blazer', color: '#0f172a', background: dark },
  { name: 'sneakers-hard-shadow', kind: 'sneakers', color: '#dc2626', background: light, shadow: hard },
  { name: 'bag-cool', kind: 'bag', color: '#7c4a1e', background: cool, shadow: soft },
  {
    name: 'scarf-phone',
    kind: 'scarf',
    color: '#ea580c',
    background: light,
    shadow: soft,
    noise: 12,
    blur: 1.2,
    vignette: true,
  },
  {
    name: 'skirt-phone-linen',
    kind: 'skirt',
    color: '#1f2937',
    background: linen,
    shadow: soft,
    noise: 10,
    blur: 0.8,
    vignette: true,
  },
  {
    name: 'boots-phone-wood',
    kind: 'boots',
    color: '#57534e',
    background: wood,
    shadow: hard,
    noise: 10,
    blur: 1,
    vignette: true,
  },
];

/** A small deterministic random generator, so the dataset does not change between runs. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function withStripes(svg: string, base: string, colour: string): string {
  const pattern = `<pattern id="st" width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(30)"><rect width="40" height="40" fill="${base}"/><rect width="14" height="40" fill="${colour}"/></pattern>`;
  return svg.replace('</defs>', `${pattern}</defs>`).replaceAll('fill="url(#g)"', 'fill="url(#st)"');
}

async function render(scene: Scene, index: number) {
  const next = random(index + 1);
  const scale = 1.7 + next() * 0.3;
  const offset = {
    x: (SIZE - 400 * scale) / 2 + (next() - 0.5) * 80,
    y: (SIZE - 400 * scale) / 2 + (next() - 0.5) * 80,
  };
  let garment = garmentSvg(scene.kind, scene.color).replace(/<\/?svg[^>]*>/g, '');
  if (scene.stripes) garment = withStripes(garment, scene.color, scene.stripes);
  const place = `translate(${offset.x} ${offset.y}) scale(${scale})`;
  const shadow = scene.shadow
    ? `<g transform="translate(${scene.shadow.dx} ${scene.shadow.dy}) ${place}" opacity="${scene.shadow.opacity}" filter="url(#sh)">${garment.replace(/fill="url\(#(g|st)\)"/g, 'fill="#000"').replace(/<defs>[\s\S]*?<\/defs>/, '')}</g>`
    : '';
  const vignette = scene.vignette
    ? `<radialGradient id="vg" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>`
    : '';
  const photoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
    <defs>${scene.background}${vignette}<filter id="sh"><feGaussianBlur stdDeviation="${scene.shadow?.blur ?? 0}"/></filter></defs>
    <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>${shadow}<g transform="${place}">${garment}</g>
    ${scene.vignette ? `<rect width="${SIZE}" height="${SIZE}" fill="url(#vg)"/>` : ''}
  </svg>`;
  const maskSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="#000"/>
    <g transform="${place}">${garment
      .replace(/<defs>[\s\S]*?<\/defs>/, '')
      .replace(/fill="url\(#(g|st)\)"/g, 'fill="#fff"')
      .replace(/stroke="#[0-9a-f]{6}"/g, 'stroke="#fff"')
      .replace(/fill="(#[0-9a-f]{6})"/g, 'fill="#fff"')}</g></svg>`;

  let photo = sharp(Buffer.from(photoSvg)).removeAlpha();
  if (scene.blur) photo = photo.blur(scene.blur);
  let raw = await photo.raw().toBuffer();
  if (scene.noise) {
    const amount = scene.noise;
    raw = Buffer.from(raw.map((value) => Math.max(0, Math.min(255, value + (next() - 0.5) * 2 * amount))));
  }
  const jpeg = await sharp(raw, { raw: { width: SIZE, height: SIZE, channels: 3 } })
    .jpeg({ quality: 82 })
    .toBuffer();
  const mask = await sharp(Buffer.from(maskSvg)).extractChannel(0).png({ compressionLevel: 9 }).toBuffer();
  await writeFile(new URL(`${scene.name}.jpg`, OUT), jpeg);
  await writeFile(new URL(`${scene.name}.mask.png`, OUT), mask);
}

await mkdir(OUT, { recursive: true });
await Promise.all(SCENES.map(render));
console.log(`${SCENES.length} photos and masks written to ${OUT.pathname}`);
