import { converter } from 'culori';
import { LANDMARK_COUNT, type DetectedFace, type LinearRgb, type Point, type RgbaImage } from '../image';

/**
 * A face-like test picture whose colours are known, and the 68 landmarks (iBUG 300-W order) that fit the
 * drawing: an oval of skin on a neck, a hair cap, eyes with an iris, a pupil and a catchlight, brows, lips, a few
 * highlights and freckles on the cheeks, a white card under the chin, a shirt and a wall. The scene is drawn in
 * linear light, then lit by `cast` (a per-channel multiply) and `exposure`, lightly noised and encoded in sRGB.
 */
export type SyntheticFaceOptions = {
  skin: string;
  eyes: string;
  hair: string;
  /** The card's colour, or false for none. Default: a white of luminance 0.88. */
  card?: string | false;
  background?: string;
  shirt?: string;
  cast?: LinearRgb;
  exposure?: number;
  width?: number;
  height?: number;
  /** The face's half-width in pixels (its half-height is 1.3 times it); centred at 50 %, 39 % of the picture. */
  faceHalfWidth?: number;
  /** Noise amplitude in 8-bit sRGB steps. */
  noise?: number;
  /** The head's tilt in degrees, clockwise on the picture, about the face's centre (the card tilts with it). */
  roll?: number;
};

const toLinear = converter('lrgb');
const toRgb = converter('rgb');
const linear = (hex: string): LinearRgb => {
  const c = toLinear(hex);
  if (!c) throw new Error(`not a colour: ${hex}`);
  return { r: c.r, g: c.g, b: c.b };
};
const encode = (value: number) =>
  Math.round(255 * Math.max(0, Math.min(1, toRgb({ mode: 'lrgb', r: value, g: value, b: value }).r)));
const BYTE_OF_LINEAR = Uint8Array.from({ length: 4096 }, (_, i) => encode(i / 4095));

export const CARD_WHITE = '#f1f1f1';

type Ellipse = { cx: number; cy: number; rx: number; ry: number };
const inEllipse = (x: number, y: number, e: Ellipse) =>
  ((x - e.cx) / e.rx) ** 2 + ((y - e.cy) / e.ry) ** 2 <= 1;

export function syntheticFace(options: SyntheticFaceOptions): { image: RgbaImage; face: DetectedFace } {
  const width = options.width ?? 480;
  const height = options.height ?? 640;
  const a = options.faceHalfWidth ?? 100;
  const b = 1.3 * a;
  const cx = width / 2;
  const cy = 0.39 * height;
  const cast = options.cast ?? { r: 1, g: 1, b: 1 };
  const exposure = options.exposure ?? 1;
  const noise = options.noise ?? 3;

  const skin = linear(options.skin);
  const colours = {
    skin,
    neck: { r: skin.r * 0.85, g: skin.g * 0.85, b: skin.b * 0.85 },
    eyes: linear(options.eyes),
    hair: linear(options.hair),
    background: linear(options.background ?? '#7f8c96'),
    shirt: linear(options.shirt ?? '#2c3e66'),
    card: options.card === false ? null : linear(options.card ?? CARD_WHITE),
    sclera: linear('#ece6df'),
    pupil: linear('#111111'),
    shine: linear('#fbf6f2'),
    freckle: linear('#7a5040'),
    lips: linear('#b5545c'),
  };
  const face = { cx, cy, rx: a, ry: b };
  const hairCap = { cx, cy: cy - 0.25 * b, rx: 1.18 * a, ry: 1.28 * b };
  const eyeCentres = [
    { x: cx - 0.4 * a, y: cy - 0.13 * b },
    { x: cx + 0.4 * a, y: cy - 0.13 * b },
  ];
  const eyeShapes = eyeCentres.map((e) => ({ cx: e.x, cy: e.y, rx: 0.2 * a, ry: 0.075 * a }));
  const brows = [-1, 1].map((side) => ({
    cx: cx + side * 0.48 * a,
    cy: cy - 0.33 * b,
    rx: 0.32 * a,
    ry: 0.035 * b,
  }));
  const mouth = { cx, cy: cy + 0.5 * b, rx: 0.28 * a, ry: 0.06 * b };
  const spots = [
    { x: cx - 0.45 * a, y: cy + 0.15 * b, colour: colours.shine },
    { x: cx + 0.5 * a, y: cy + 0.1 * b, colour: colours.shine },
    { x: cx - 0.55 * a, y: cy + 0.3 * b, colour: colours.freckle },
    { x: cx + 0.4 * a, y: cy + 0.28 * b, colour: colours.freckle },
    { x: cx - 0.1 * a, y: cy - 0.55 * b, colour: colours.shine },
  ];

  const paint = (x: number, y: number): LinearRgb => {
    let colour = colours.background;
    if (Math.abs(x - cx) < 2.2 * a && y > cy + 1.5 * b) colour = colours.shirt;
    if (Math.abs(x - cx) < 0.55 * a && y > cy + 0.6 * b && y < cy + 1.6 * b) colour = colours.neck;
    if (inEllipse(x, y, hairCap)) colour = colours.hair;
    if (inEllipse(x, y, face)) colour = colours.skin;
    for (const spot of spots) if (Math.hypot(x - spot.x, y - spot.y) < 0.04 * a) colour = spot.colour;
    for (const brow of brows) if (inEllipse(x, y, brow)) colour = colours.hair;
    eyeShapes.forEach((eye, i) => {
      if (!inEllipse(x, y, eye)) return;
      const centre = eyeCentres[i]!;
      const d = Math.hypot(x - centre.x, y - centre.y);
      colour = d < 0.028 * a ? colours.pupil : d < 0.078 * a ? colours.eyes : colours.sclera;
      if (Math.hypot(x - centre.x - 0.03 * a, y - centre.y + 0.025 * a) < 0.015 * a) colour = colours.shine;
    });
    if (inEllipse(x, y, mouth)) colour = colours.lips;
    if (colours.card && Math.abs(x - cx) < 1.5 * a && y > cy + 1.08 * b && y < cy + 2.6 * b)
      colour = colours.card;
    return colour;
  };

  const angle = ((options.roll ?? 0) * Math.PI) / 180;
  const rotate = (p: Point, by: number): Point => ({
    x: cx + (p.x - cx) * Math.cos(by) - (p.y - cy) * Math.sin(by),
    y: cy + (p.x - cx) * Math.sin(by) + (p.y - cy) * Math.cos(by),
  });

  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const unrotated = rotate({ x: x + 0.5, y: y + 0.5 }, -angle);
      const colour = paint(unrotated.x, unrotated.y);
      const at = (y * width + x) * 4;
      const lit = [colour.r * cast.r, colour.g * cast.g, colour.b * cast.b];
      lit.forEach((value, channel) => {
        const byte = BYTE_OF_LINEAR[Math.round(Math.max(0, Math.min(1, value * exposure)) * 4095)]!;
        data[at + channel] = byte + Math.round((random() * 2 - 1) * noise);
      });
      data[at + 3] = 255;
    }

  return {
    image: { width, height, data },
    face: {
      box: { x: cx - a, y: cy - 0.5 * b, width: 2 * a, height: 1.5 * b },
      landmarks: landmarksFor(cx, cy, a, b).map((p) => rotate(p, angle)),
    },
  };
}

/** The 68 landmarks of the drawing, in the iBUG 300-W order. */
function landmarksFor(cx: number, cy: number, a: number, b: number): Point[] {
  const points: Point[] = [];
  for (let i = 0; i <= 16; i += 1) {
    const angle = Math.PI - (i * Math.PI) / 16;
    points.push({ x: cx + a * Math.cos(angle), y: cy + b * Math.sin(angle) });
  }
  for (const side of [-1, 1])
    for (let i = 0; i < 5; i += 1) {
      const t = side < 0 ? i / 4 : 1 - i / 4;
      const x = cx + side * (0.18 + 0.6 * (1 - t)) * a;
      points.push({ x, y: cy - 0.33 * b - 0.04 * b * Math.sin(Math.PI * t) });
    }
  for (let i = 0; i < 4; i += 1) points.push({ x: cx, y: cy - 0.22 * b + (i * 0.4 * b) / 3 });
  for (let i = 0; i < 5; i += 1)
    points.push({ x: cx + (i - 2) * 0.08 * a, y: cy + (i === 2 ? 0.28 : 0.25) * b });
  // Both eyes run from their corner on the image's left, over the top, then back along the bottom.
  const eye = (ex: number, ey: number) => {
    const w = 0.2 * a;
    const h = 0.07 * a;
    return [
      { x: ex - w, y: ey },
      { x: ex - w / 3, y: ey - h },
      { x: ex + w / 3, y: ey - h },
      { x: ex + w, y: ey },
      { x: ex + w / 3, y: ey + h },
      { x: ex - w / 3, y: ey + h },
    ];
  };
  points.push(...eye(cx - 0.4 * a, cy - 0.13 * b), ...eye(cx + 0.4 * a, cy - 0.13 * b));
  const lip = (rx: number, ry: number, count: number) =>
    Array.from({ length: count }, (_, i) => {
      const angle = Math.PI + (i * 2 * Math.PI) / count;
      return { x: cx + rx * Math.cos(angle), y: cy + 0.5 * b + ry * Math.sin(angle) };
    });
  points.push(...lip(0.28 * a, 0.06 * b, 12), ...lip(0.22 * a, 0.02 * b, 8));
  if (points.length !== LANDMARK_COUNT) throw new Error(`built ${points.length} landmarks`);
  return points;
}
