export type Point = readonly [number, number];

/** One decimal keeps the SVG short and byte-stable; `+ 0` turns -0 into 0. */
export const round = (value: number) => Math.round(value * 10) / 10 + 0;
export const fmt = ([x, y]: Point) => `${round(x)} ${round(y)}`;
export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

const distance = (a: Point, b: Point) => Math.hypot(b[0] - a[0], b[1] - a[1]);

/**
 * A smooth path through the points: centripetal Catmull-Rom turned into cubic Béziers. The centripetal
 * form never loops or overshoots where points bunch up (feet, hands), unlike the uniform one.
 */
export function smoothPath(points: readonly Point[], closed: boolean): string {
  const n = points.length;
  const at = (i: number): Point => (closed ? points[(i + n) % n]! : points[clamp(i, 0, n - 1)]!);
  let d = `M${fmt(points[0]!)}`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const d1 = Math.sqrt(distance(p0, p1)) || 1e-6;
    const d2 = Math.sqrt(distance(p1, p2)) || 1e-6;
    const d3 = Math.sqrt(distance(p2, p3)) || 1e-6;
    const c1 = [0, 1].map(
      (k) =>
        (d1 * d1 * p2[k]! - d2 * d2 * p0[k]! + (2 * d1 * d1 + 3 * d1 * d2 + d2 * d2) * p1[k]!) /
        (3 * d1 * (d1 + d2)),
    ) as unknown as Point;
    const c2 = [0, 1].map(
      (k) =>
        (d3 * d3 * p1[k]! - d2 * d2 * p3[k]! + (2 * d3 * d3 + 3 * d3 * d2 + d2 * d2) * p2[k]!) /
        (3 * d3 * (d3 + d2)),
    ) as unknown as Point;
    d += ` C${fmt(c1)} ${fmt(c2)} ${fmt(p2)}`;
  }
  return closed ? `${d} Z` : d;
}

/** A point on a centre line and the half-width of the limb there. */
export type LimbStation = { at: Point; half: number };

/**
 * The closed outline of a tapering limb (arm, hand) around its centre line, with rounded ends.
 * Normals come from the neighbouring stations so the outline bends with the limb.
 */
export function limbOutline(stations: readonly LimbStation[]): Point[] {
  const n = stations.length;
  const normals = stations.map((_, i) => {
    const a = stations[Math.max(0, i - 1)]!.at;
    const b = stations[Math.min(n - 1, i + 1)]!.at;
    const length = distance(a, b) || 1;
    return [-(b[1] - a[1]) / length, (b[0] - a[0]) / length] as Point;
  });
  const side = (sign: 1 | -1) =>
    stations.map(({ at, half }, i): Point => [
      at[0] + sign * normals[i]![0] * half,
      at[1] + sign * normals[i]![1] * half,
    ]);
  const tip = (i: number, towards: number): Point => {
    const { at, half } = stations[i]!;
    const other = stations[towards]!.at;
    const length = distance(at, other) || 1;
    return [at[0] + ((at[0] - other[0]) / length) * half, at[1] + ((at[1] - other[1]) / length) * half];
  };
  return [...side(1), tip(n - 1, n - 2), ...side(-1).reverse(), tip(0, 1)];
}

/** The same points reflected across the vertical line x = axis, in reverse order (to continue an outline). */
export const mirror = (points: readonly Point[], axis: number): Point[] =>
  points.map(([x, y]): Point => [2 * axis - x, y]).reverse();
