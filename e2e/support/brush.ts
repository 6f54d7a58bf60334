import type { Locator, Page } from '@playwright/test';

/** Drags across the retouch canvas at a height, from 20 % to 80 % of its width, as a mouse would. */
export async function strokeAcross(page: Page, canvas: Locator, heightShare: number) {
  const box = (await canvas.boundingBox())!;
  const y = box.y + box.height * heightShare;
  await page.mouse.move(box.x + box.width * 0.2, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) await page.mouse.move(box.x + box.width * (0.2 + step * 0.05), y);
  await page.mouse.up();
}
