import { fmt, limbOutline, mirror, smoothPath, type Point } from './geometry';
import { HEAD_SCALE, type SilhouetteLayout } from './layout';

/** The SVG path data of each part of the figure, in frame coordinates. */
export type FigureParts = { body: string; arms: [string, string]; head: string; details: string[] };

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

export function figureParts(l: SilhouetteLayout): FigureParts {
  const H = l.drawnHeight;
  const cx = l.centerX;
  const y = (fraction: number) => l.top + fraction * H;
  const at = (dx: number, yy: number): Point => [cx + dx, yy];
  return {
    body: body(l, at, y),
    arms: [arm(l, at, y, 1), arm(l, at, y, -1)],
    head: head(l, at),
    details: details(l, at, y),
  };
}

type At = (dx: number, y: number) => Point;
type Y = (fraction: number) => number;

/** Neck, torso and both legs as one outline: the right half from the neck down to the crotch, then mirrored. */
function body(l: SilhouetteLayout, at: At, y: Y): string {
  const w = l.halfWidths;
  const H = l.drawnHeight;
  const axis = l.legAxis;
  const midThigh = lerp(axis.thigh, axis.knee, 0.45);
  const calfAxis = lerp(axis.knee, axis.ankle, 0.3);
  const shinAxis = lerp(axis.knee, axis.ankle, 0.7);
  const inner = (x: number) => Math.max(0.004 * H, x);
  const right: Point[] = [
    at(w.neck * 0.95, y(0.1)),
    at(w.neck, y(0.145)),
    at(lerp(w.neck, w.shoulders, 0.5), y(0.168)),
    at(w.shoulders * 0.9, y(0.182)),
    at(w.shoulders * 0.92, y(0.205)),
    at(w.chest, y(0.238)),
    at(w.bust, l.bust),
    at(w.underbust, y(0.31)),
    at(w.waist, l.waist),
    at(w.highHip, y(0.435)),
    at(w.hips, l.hips),
    at(axis.thigh + w.thigh, y(0.565)),
    at(midThigh + w.thigh * 0.74, y(0.645)),
    at(axis.knee + w.knee * 1.05, l.knees),
    at(calfAxis + w.calf * 1.12, y(0.8)),
    at(shinAxis + w.calf * 0.6, y(0.885)),
    // The ankle, its bone, then a foot seen from the front, toes turned slightly out.
    at(axis.ankle + w.ankle, y(0.93)),
    at(axis.ankle + w.ankle * 1.2, y(0.955)),
    at(axis.ankle + w.ankle * 1.75, y(0.98)),
    // Neighbours of the toe tip are level and equidistant, so the sole is flat on the ground line.
    at(axis.ankle + w.ankle * 1.7, y(0.996)),
    at(axis.ankle + w.ankle * 0.35, l.feet),
    at(axis.ankle - w.ankle * 1.0, y(0.996)),
    at(axis.ankle - w.ankle * 1.3, y(0.982)),
    at(axis.ankle - w.ankle * 1.15, y(0.955)),
    at(axis.ankle - w.ankle * 0.95, y(0.93)),
    at(inner(shinAxis - w.calf * 0.55), y(0.885)),
    at(inner(calfAxis - w.calf * 0.9), y(0.79)),
    at(inner(axis.knee - w.knee * 0.95), l.knees),
    at(inner(midThigh - w.thigh * 0.75), y(0.63)),
    at(inner(axis.thigh - w.thigh * 0.8), y(0.55)),
  ];
  // The crotch is one point on the centre line, shared by both halves.
  return smoothPath([...right, at(0, l.crotch), ...mirror(right, l.centerX)], true);
}

/** An arm hanging slightly away from the body, hand included; drawn behind the torso. */
function arm(l: SilhouetteLayout, at: At, y: Y, side: 1 | -1): string {
  const w = l.halfWidths;
  const { shoulder, elbow, wrist, hand } = l.armAxis;
  const x = (dx: number) => side * dx;
  const outline = limbOutline([
    { at: at(x(shoulder), y(0.2)), half: w.upperArm * 0.98 },
    { at: at(x(lerp(shoulder, elbow, 0.4)), y(0.255)), half: w.upperArm },
    { at: at(x(lerp(shoulder, elbow, 0.78)), y(0.33)), half: w.upperArm * 0.86 },
    { at: at(x(elbow), y(0.378)), half: w.elbow },
    { at: at(x(lerp(elbow, wrist, 0.3)), y(0.42)), half: w.forearm },
    { at: at(x(lerp(elbow, wrist, 0.72)), y(0.48)), half: w.forearm * 0.78 },
    { at: at(x(wrist), y(0.52)), half: w.wrist },
    { at: at(x(lerp(wrist, hand, 0.7)), y(0.56)), half: w.hand },
    { at: at(x(hand), y(0.598)), half: w.hand * 0.7 },
    { at: at(x(hand), y(0.615)), half: w.hand * 0.3 },
  ]);
  return smoothPath(outline, true);
}

/** An egg-shaped head: the cranium wider than the jaw. */
function head(l: SilhouetteLayout, at: At): string {
  const r = l.halfWidths.head;
  const H = l.drawnHeight;
  const hy = (fraction: number) => l.top + fraction * HEAD_SCALE * H;
  const jaw = l.shape === 'homme' ? 0.8 : 0.7;
  const right: Point[] = [
    at(r * 0.6, hy(0.007)),
    at(r * 0.93, hy(0.03)),
    at(r, hy(0.056)),
    at(r * 0.9, hy(0.086)),
    at(r * jaw, hy(0.107)),
    at(r * 0.3, hy(0.122)),
  ];
  return smoothPath([at(0, l.top), ...right, at(0, l.chin), ...mirror(right, l.centerX)], true);
}

/** Light drawing lines: collarbones, and the bust (femme, sized by the bust) or the chest (homme). */
function details(l: SilhouetteLayout, at: At, y: Y): string[] {
  const w = l.halfWidths;
  const H = l.drawnHeight;
  const lines: string[] = [];
  for (const side of [1, -1] as const) {
    const x = (dx: number) => side * dx;
    lines.push(
      `M${fmt(at(x(0.014 * H), y(0.178)))} Q${fmt(at(x(0.05 * H), y(0.19)))} ${fmt(at(x(w.shoulders * 0.72), y(0.176)))}`,
    );
    if (l.shape === 'femme') {
      // The curve under each breast: from the armpit, down round the fullest point, up towards the centre.
      const radius = (0.022 + 0.02 * l.bustProminence) * H * Math.sqrt(l.widthFactor);
      const outer = w.bust * 0.86;
      const lowest = l.bust + radius * 0.75;
      lines.push(
        `M${fmt(at(x(outer), l.bust - radius * 0.35))} C${fmt(at(x(outer), lowest))} ${fmt(at(x(outer - radius * 1.6), lowest + radius * 0.1))} ${fmt(at(x(outer - radius * 2.1), l.bust + radius * 0.15))}`,
      );
    } else {
      lines.push(
        `M${fmt(at(x(0.008 * H), y(0.292)))} Q${fmt(at(x(w.chest * 0.45), y(0.305)))} ${fmt(at(x(w.chest * 0.72), y(0.276)))}`,
      );
    }
  }
  return lines;
}
