import { LANDMARK_COUNT, type DetectedFace, type PixelRect, type Point } from './image';

/**
 * Where the colours are read, from the 68 landmarks (iBUG 300-W order). The regions are plain polygons (and, for
 * the irises, a ring), so that a screen can draw them over the photo to show what was measured.
 *
 * Distances are taken in the face's own frame, so that a tilted head keeps its regions: `up` runs from the chin
 * (8) to the top of the nose (27); H, the face height, is the distance from the chin to the brows; W, the face
 * width, from jaw point 0 to 16. By the classical thirds of the face the hairline is about H/2 above the brows and
 * the top of the skull about 0.8 H (glabella to vertex about 10 cm, glabella to chin about 12 cm).
 */
export type Ring = { centre: Point; inner: number; outer: number };
/** A polygon, and when given the ring a pixel must also lie in (between `inner` and `outer` from `centre`). */
export type RegionPart = { polygon: readonly Point[]; ring?: Ring };
export type FaceRegion = { parts: readonly RegionPart[] };

export type FaceRegions = {
  leftCheek: FaceRegion;
  rightCheek: FaceRegion;
  forehead: FaceRegion;
  /** Both irises as one region. */
  irises: FaceRegion;
  /** Where the hair is looked for, in order: above the forehead, higher, beside the temples. */
  hair: readonly { source: HairSource; region: FaceRegion }[];
};
export type HairSource = 'crown' | 'top' | 'temples';

/** The fractions of H, W and the eye's width that place each region, with their reasons. */
export const REGION_GEOMETRY = {
  /** Cheeks: the polygon under the eye, beside the nose and above the jaw, shrunk towards its centre. */
  cheekShrink: 0.6,
  /** Forehead: between the middles of the brows, from 6 % to 24 % of H above them (the hairline is at ~50 %). */
  forehead: { from: 0.06, to: 0.24 },
  /**
   * Iris: its radius is 0.21 of the eye's width (iris ~11.7 mm across, eye opening ~28 mm); the ring from 35 %
   * to 90 % of it leaves out the pupil and the white; the eye's contour, shrunk to 85 %, leaves out the lids.
   */
  irisRadius: 0.21,
  irisRing: { inner: 0.35, outer: 0.9 },
  eyeShrink: 0.85,
  /** Hair: above the forehead, from 55 % to 75 % of H above the brows, half a face width across. */
  crown: { from: 0.55, to: 0.75, halfWidth: 0.25 },
  top: { from: 0.75, to: 0.9, halfWidth: 0.2 },
  /** Beside the temples: just outside the face, from the brows up to a quarter of H. */
  temples: { outside: 0.03, width: 0.12, from: -0.05, to: 0.25 },
} as const;

const CHEEKS = {
  left: [36, 41, 40, 31, 48, 4, 3, 2, 1],
  right: [45, 46, 47, 35, 54, 12, 13, 14, 15],
} as const;
const LEFT_EYE = [36, 37, 38, 39, 40, 41];
const RIGHT_EYE = [42, 43, 44, 45, 46, 47];
const BROWS = [17, 18, 19, 20, 21, 22, 23, 24, 25, 26];

const add = (p: Point, q: Point): Point => ({ x: p.x + q.x, y: p.y + q.y });
const sub = (p: Point, q: Point): Point => ({ x: p.x - q.x, y: p.y - q.y });
const scale = (p: Point, k: number): Point => ({ x: p.x * k, y: p.y * k });
const dot = (p: Point, q: Point) => p.x * q.x + p.y * q.y;
const mean = (points: readonly Point[]): Point =>
  scale(
    points.reduce((sum, p) => add(sum, p), { x: 0, y: 0 }),
    1 / points.length,
  );

/** The polygon scaled by `k` about its vertices' mean. */
export const shrink = (polygon: readonly Point[], k: number): Point[] => {
  const centre = mean(polygon);
  return polygon.map((p) => add(centre, scale(sub(p, centre), k)));
};

/** The face's frame: origin at the brows' mean, `up` and `right` unit vectors, H and W in pixels. */
export type FaceFrame = {
  origin: Point;
  up: Point;
  right: Point;
  height: number;
  width: number;
  browTop: number;
};

export function faceFrame(landmarks: readonly Point[]): FaceFrame {
  if (landmarks.length !== LANDMARK_COUNT)
    throw new Error(`expected ${LANDMARK_COUNT} landmarks, got ${landmarks.length}`);
  const at = (i: number) => landmarks[i]!;
  const axis = sub(at(27), at(8));
  const up = scale(axis, 1 / Math.hypot(axis.x, axis.y));
  const right = { x: -up.y, y: up.x };
  const origin = mean(BROWS.map(at));
  const browTop = Math.max(...BROWS.map((i) => dot(sub(at(i), origin), up)));
  return {
    origin,
    up,
    right,
    height: browTop - dot(sub(at(8), origin), up),
    width: Math.hypot(at(16).x - at(0).x, at(16).y - at(0).y),
    browTop,
  };
}

/** The image point at `u` pixels to the face's right and `v` pixels up from the frame's origin. */
const toImage = (frame: FaceFrame, u: number, v: number): Point =>
  add(frame.origin, add(scale(frame.right, u), scale(frame.up, v)));

/** A rectangle of the face's frame, from u0 to u1 across and v0 to v1 up, as an image polygon. */
const frameRect = (frame: FaceFrame, u0: number, u1: number, v0: number, v1: number): Point[] => [
  toImage(frame, u0, v0),
  toImage(frame, u1, v0),
  toImage(frame, u1, v1),
  toImage(frame, u0, v1),
];

function iris(landmarks: readonly Point[], contour: readonly number[]): RegionPart {
  const g = REGION_GEOMETRY;
  const points = contour.map((i) => landmarks[i]!);
  const corners = [points[0]!, points[3]!];
  const radius = g.irisRadius * Math.hypot(corners[1]!.x - corners[0]!.x, corners[1]!.y - corners[0]!.y);
  return {
    polygon: shrink(points, g.eyeShrink),
    ring: { centre: mean(points), inner: g.irisRing.inner * radius, outer: g.irisRing.outer * radius },
  };
}

export function faceRegions(face: DetectedFace): FaceRegions {
  const { landmarks } = face;
  const frame = faceFrame(landmarks);
  const g = REGION_GEOMETRY;
  const at = (i: number) => landmarks[i]!;
  const u = (i: number) => dot(sub(at(i), frame.origin), frame.right);
  const { height: H, width: W, browTop } = frame;
  const band = (from: number, to: number, halfWidth: number): FaceRegion => ({
    parts: [
      { polygon: frameRect(frame, -halfWidth * W, halfWidth * W, browTop + from * H, browTop + to * H) },
    ],
  });
  const temple = (side: -1 | 1): RegionPart => {
    const edge = side < 0 ? u(0) : u(16);
    const near = edge + side * g.temples.outside * W;
    const far = near + side * g.temples.width * W;
    return {
      polygon: frameRect(
        frame,
        Math.min(near, far),
        Math.max(near, far),
        browTop + g.temples.from * H,
        browTop + g.temples.to * H,
      ),
    };
  };
  return {
    leftCheek: { parts: [{ polygon: shrink(CHEEKS.left.map(at), g.cheekShrink) }] },
    rightCheek: { parts: [{ polygon: shrink(CHEEKS.right.map(at), g.cheekShrink) }] },
    forehead: {
      parts: [
        {
          polygon: frameRect(frame, u(19), u(24), browTop + g.forehead.from * H, browTop + g.forehead.to * H),
        },
      ],
    },
    irises: { parts: [iris(landmarks, LEFT_EYE), iris(landmarks, RIGHT_EYE)] },
    hair: [
      { source: 'crown', region: band(g.crown.from, g.crown.to, g.crown.halfWidth) },
      { source: 'top', region: band(g.top.from, g.top.to, g.top.halfWidth) },
      { source: 'temples', region: { parts: [temple(-1), temple(1)] } },
    ],
  };
}

/** Whether the point lies inside the polygon (even-odd rule). */
export function insidePolygon(point: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const p = polygon[i]!;
    const q = polygon[j]!;
    if (p.y > point.y !== q.y > point.y && point.x < ((q.x - p.x) * (point.y - p.y)) / (q.y - p.y) + p.x)
      inside = !inside;
  }
  return inside;
}

export function partContains(part: RegionPart, point: Point): boolean {
  if (part.ring) {
    const d = Math.hypot(point.x - part.ring.centre.x, point.y - part.ring.centre.y);
    if (d < part.ring.inner || d > part.ring.outer) return false;
  }
  return insidePolygon(point, part.polygon);
}

/** The smallest rectangle around a polygon. */
export function boundsOf(polygon: readonly Point[]): PixelRect {
  const xs = polygon.map((p) => p.x);
  const ys = polygon.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}
