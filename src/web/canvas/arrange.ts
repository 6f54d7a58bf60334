import { resizeGarment, stackingOrder, type Draft } from './draft';

export type LayerDirection = 'forward' | 'backward';

/**
 * Moves a garment one layer up or down by swapping its stacking order with its neighbour's; the same
 * draft when it is already at that end, so nothing is recorded.
 */
export function shiftLayer(draft: Draft, itemId: string, direction: LayerDirection): Draft {
  const order = stackingOrder(draft);
  const index = order.findIndex((g) => g.itemId === itemId);
  const neighbour = order[direction === 'forward' ? index + 1 : index - 1];
  const garment = order[index];
  if (!garment || !neighbour) return draft;
  return {
    ...draft,
    garments: draft.garments.map((g) =>
      g.itemId === garment.itemId
        ? { ...g, z: neighbour.z }
        : g.itemId === neighbour.itemId
          ? { ...g, z: garment.z }
          : g,
    ),
  };
}

/** Whether a garment is drawn above (forward) or below (backward) every other one. */
export function isAtEnd(draft: Draft, itemId: string, direction: LayerDirection): boolean {
  const order = stackingOrder(draft);
  const end = direction === 'forward' ? order.at(-1) : order[0];
  return end?.itemId === itemId;
}

/**
 * Scales a garment by `factor` around its centre, its ratio kept and within the canvas (see resizeGarment);
 * the same draft when its size cannot change any more.
 */
export function scaleGarment(draft: Draft, itemId: string, factor: number): Draft {
  const garment = draft.garments.find((g) => g.itemId === itemId);
  if (!garment) return draft;
  const width = garment.width * factor;
  const height = garment.height * factor;
  const centreX = garment.x + garment.width / 2;
  const centreY = garment.y + garment.height / 2;
  const box = { x: centreX - width / 2, y: centreY - height / 2, width, height };
  const next = resizeGarment(draft, itemId, box);
  const scaled = next.garments.find((g) => g.itemId === itemId)!;
  const unchanged =
    Math.abs(scaled.width - garment.width) < 0.01 && Math.abs(scaled.height - garment.height) < 0.01;
  return unchanged ? draft : next;
}
