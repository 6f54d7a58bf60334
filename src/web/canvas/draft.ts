import type { Category } from '~/domain/clothing';
import { fitGarment, type OpaqueBox } from '~/domain/garment-fit';
import type { SilhouetteLandmarks } from '~/domain/silhouette/landmarks';
import { SILHOUETTE_VIEWBOX } from '~/domain/silhouette/layout';

/**
 * The outfit draft as plain data (§4 Outfit draft). Coordinates are in a fixed 600 x 600 frame, the
 * silhouette's own, whatever size the canvas is drawn at; the view scales it. Every function here returns
 * a new draft and never touches the DOM, so the editor's rules are tested without a browser.
 */
export const CANVAS_SIZE = SILHOUETTE_VIEWBOX;
export const SIZE_TARGET = 120;
export const MIN_SIZE = 30;
export const FIRST_Z = 10;

/** §4: where a new garment lands, relative to the canvas centre. */
const DEFAULT_OFFSETS: Record<Category, { dx: number; dy: number }> = {
  top: { dx: 0, dy: -150 },
  bottom: { dx: 0, dy: -20 },
  one_piece: { dx: 0, dy: -120 },
  shoes: { dx: 0, dy: 120 },
  outerwear: { dx: -170, dy: -110 },
  accessory: { dx: 170, dy: -20 },
};

export type Box = { x: number; y: number; width: number; height: number };

export type DraftGarment = Box & {
  itemId: string;
  category: Category;
  /** Where the view loads the picture from: our own origin, so the export never meets a tainted canvas. */
  src: string;
  z: number;
  /**
   * The part of the picture drawn in the box, in the picture's pixels: a fitted garment shows only its
   * opaque part, so a transparent margin neither pushes it off the body at the board's edges nor enlarges
   * its selection frame. Absent: the whole picture.
   */
  crop?: Box;
};

export type Draft = { garments: DraftGarment[]; nextZ: number };

export const emptyDraft = (): Draft => ({ garments: [], nextZ: FIRST_Z });

export type NaturalSize = { width: number; height: number } | null;

/** The 120 size target with the picture's ratio; 120 x 120 when its size could not be read. */
export function targetSize(natural: NaturalSize): { width: number; height: number } {
  if (!natural || natural.width <= 0 || natural.height <= 0)
    return { width: SIZE_TARGET, height: SIZE_TARGET };
  const scale = SIZE_TARGET / Math.max(natural.width, natural.height);
  return {
    width: Math.max(MIN_SIZE, natural.width * scale),
    height: Math.max(MIN_SIZE, natural.height * scale),
  };
}

/** Keeps a box inside the canvas, moving it rather than shrinking it. */
export function clampBox(box: Box): Box {
  const width = Math.min(Math.max(box.width, MIN_SIZE), CANVAS_SIZE);
  const height = Math.min(Math.max(box.height, MIN_SIZE), CANVAS_SIZE);
  return {
    width,
    height,
    x: Math.min(Math.max(box.x, 0), CANVAS_SIZE - width),
    y: Math.min(Math.max(box.y, 0), CANVAS_SIZE - height),
  };
}

export function defaultBox(category: Category, natural: NaturalSize): Box {
  const { width, height } = targetSize(natural);
  const { dx, dy } = DEFAULT_OFFSETS[category];
  const centre = CANVAS_SIZE / 2;
  return clampBox({ x: centre + dx - width / 2, y: centre + dy - height / 2, width, height });
}

/** What fits a garment to the client's body: where the body is, and where the picture is opaque. */
export type GarmentFit = { landmarks: SilhouetteLandmarks; opaque: OpaqueBox };

/**
 * On the body when it is measured and the picture was read, cropped to its opaque part; otherwise the
 * spec's default place.
 */
export function placementFor(
  category: Category,
  natural: NaturalSize,
  fit: GarmentFit | null,
): Box & { crop?: Box } {
  if (!fit) return defaultBox(category, natural);
  const whole = fitGarment(category, fit.landmarks, fit.opaque);
  const { left, top, right, bottom, imageWidth } = fit.opaque;
  if (right <= left || bottom <= top) return clampBox(whole);
  const scale = whole.width / imageWidth;
  const crop = { x: left, y: top, width: right - left, height: bottom - top };
  // §4's 30 x 30 minimum, reached with the ratio kept, growing from the edge that sits on the body.
  const grow = Math.max(1, MIN_SIZE / (Math.min(crop.width, crop.height) * scale));
  const [width, height] = [crop.width * scale * grow, crop.height * scale * grow];
  const centreX = whole.x + (left + crop.width / 2) * scale;
  const topY = whole.y + top * scale;
  const y = category === 'shoes' ? topY + crop.height * scale - height : topY;
  return { ...clampBox({ x: centreX - width / 2, y, width, height }), crop };
}

export const hasGarment = (draft: Draft, itemId: string) => draft.garments.some((g) => g.itemId === itemId);

/** The layer each category lands in, lowest first: a shirt goes under the cardigan, the bag above them all. */
export const LAYER_ORDER: readonly Category[] = [
  'shoes',
  'bottom',
  'one_piece',
  'top',
  'outerwear',
  'accessory',
];
const layerOf = (category: Category) => LAYER_ORDER.indexOf(category);

/**
 * Adds a garment in the layer of its category: just under the lowest garment of a higher layer (so above those
 * of its own layer), on top when there is none. The garments above it move up one step, so each add still
 * takes one step of the counter; the layers stay changeable by hand.
 */
export function addGarment(
  draft: Draft,
  item: { itemId: string; category: Category; src: string },
  natural: NaturalSize,
  fit: GarmentFit | null = null,
): Draft {
  if (hasGarment(draft, item.itemId)) return draft;
  const above = stackingOrder(draft).find((g) => layerOf(g.category) > layerOf(item.category));
  const z = above?.z ?? draft.nextZ;
  const garment = { ...item, ...placementFor(item.category, natural, fit), z };
  const lifted = draft.garments.map((g) => (g.z >= z ? { ...g, z: g.z + 1 } : g));
  return { garments: [...lifted, garment], nextZ: draft.nextZ + 1 };
}

export function removeGarment(draft: Draft, itemId: string): Draft {
  return { ...draft, garments: draft.garments.filter((g) => g.itemId !== itemId) };
}

function update(draft: Draft, itemId: string, change: (garment: DraftGarment) => DraftGarment): Draft {
  return { ...draft, garments: draft.garments.map((g) => (g.itemId === itemId ? change(g) : g)) };
}

/** Puts a garment above the others (§4: the stacking counter grows on each add or select). */
export function bringToFront(draft: Draft, itemId: string): Draft {
  if (!hasGarment(draft, itemId)) return draft;
  return { ...update(draft, itemId, (g) => ({ ...g, z: draft.nextZ })), nextZ: draft.nextZ + 1 };
}

export function moveGarment(draft: Draft, itemId: string, x: number, y: number): Draft {
  return update(draft, itemId, (g) => ({ ...g, ...clampBox({ ...g, x, y }) }));
}

export function nudgeGarment(draft: Draft, itemId: string, dx: number, dy: number): Draft {
  const garment = draft.garments.find((g) => g.itemId === itemId);
  return garment ? moveGarment(draft, itemId, garment.x + dx, garment.y + dy) : draft;
}

/**
 * Resizes to `box` with the garment's ratio kept: the width decides, at least 30 x 30, and never past the
 * canvas edges (then the largest size that fits).
 */
export function resizeGarment(draft: Draft, itemId: string, box: Box): Draft {
  return update(draft, itemId, (g) => {
    const ratio = g.height / g.width;
    const minWidth = ratio >= 1 ? MIN_SIZE : MIN_SIZE / ratio;
    const x = Math.max(0, box.x);
    const y = Math.max(0, box.y);
    const maxWidth = Math.min(CANVAS_SIZE - x, (CANVAS_SIZE - y) / ratio);
    const width = Math.min(Math.max(box.width, minWidth), Math.max(maxWidth, minWidth));
    return { ...g, ...clampBox({ x, y, width, height: width * ratio }) };
  });
}

/** Garments bottom to top, as they are drawn and exported. */
export const stackingOrder = (draft: Draft) => [...draft.garments].sort((a, b) => a.z - b.z);
