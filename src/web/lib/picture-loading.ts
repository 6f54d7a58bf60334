/**
 * How a grid's picture loads: those of its first row at once, the very first one ahead of everything else (it is the
 * page's largest paint on a phone), the others only when scrolled near. A lazy picture on screen waits for layout
 * before it is even asked for, which put Ma Garde-robe's largest paint 0.6 s late on a simulated phone.
 */
export function pictureLoading(index: number, firstRow: number) {
  if (index >= firstRow) return { loading: 'lazy' } as const;
  return { loading: 'eager', fetchPriority: index === 0 ? 'high' : 'auto' } as const;
}

/** Pictures on a first row: four garments on a large screen, two rows of two on a phone. */
export const GARMENTS_FIRST_ROW = 4;
/** Looks on a first row: three on a large screen, the first on a phone. */
export const OUTFITS_FIRST_ROW = 3;
