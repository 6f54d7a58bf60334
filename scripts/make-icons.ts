/**
 * The installable app's icons, drawn from the favicon's figure: run once when the mark changes, and commit the PNGs
 * (src/web/public/icons). `any` icons are the rounded square itself; the maskable one puts the figure in the
 * middle 60 % of a full square, the safe zone a phone's mask never cuts.
 */
import sharp from 'sharp';

const FIGURE = 'M16 6a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm-5 8h10l-1.5 7H18l-.5 6h-3l-.5-6h-1.5z';
const BRAND = '#7c3aed';
const out = new URL('../src/web/public/icons/', import.meta.url);

const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${BRAND}"/><path d="${FIGURE}" fill="#fff"/></svg>`;
// The figure spans about 22 of 32 units; scaled by 0.6 it stays in the safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(6.4 6.4) scale(0.6)"><path d="${FIGURE}" fill="#fff"/></g></svg>`;
const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><path d="${FIGURE}" fill="#fff"/></svg>`;

const draw = (svg: string, size: number, name: string) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(name, out).pathname);

await Promise.all([
  draw(rounded, 192, 'icon-192.png'),
  draw(rounded, 512, 'icon-512.png'),
  draw(maskable, 512, 'maskable-512.png'),
  draw(square, 180, 'apple-touch-icon.png'),
]);
console.log('icons written to src/web/public/icons');
