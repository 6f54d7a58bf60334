import type { Page } from '@playwright/test';

/** One finger on the touch screen, through the browser's own touch input. */
export async function touch(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y: Math.round(y) }],
    });
  return {
    async drag(from: { x: number; y: number }, to: { x: number; y: number }) {
      await send('touchStart', from.x, from.y);
      for (let i = 1; i <= 10; i += 1) {
        await send('touchMove', from.x + ((to.x - from.x) * i) / 10, from.y + ((to.y - from.y) * i) / 10);
      }
      await send('touchEnd');
    },
    async doubleTap(at: { x: number; y: number }) {
      for (let i = 0; i < 2; i += 1) {
        await send('touchStart', at.x, at.y);
        await send('touchEnd');
      }
    },
  };
}
