import type { Locator } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether two visible elements cover each other on screen, for a poll. */
export async function cover(a: Locator, b: Locator) {
  const [first, second] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  return Boolean(first && second && overlaps(first, second));
}
