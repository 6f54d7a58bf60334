import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const QUIET_MS = 300;
const MOST_MS = 3_000;

/**
 * Waits until no element has been added or removed for 300 ms (3 s at most). axe reads the page in several tasks
 * and holds a node taken out meanwhile for hidden, so a region drawn again by a refetch while it runs was reported
 * 'not focusable' (scrollable-region-focusable on the client file's measurement history, now and then in CI).
 */
export function settled(page: Page): Promise<void> {
  return page.evaluate(
    ({ quiet, most }) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quiet);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        const cap = setTimeout(done, most);
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(cap);
          resolve();
        }
        observer.observe(document.body, { childList: true, subtree: true });
      }),
    { quiet: QUIET_MS, most: MOST_MS },
  );
}

/**
 * axe's serious and critical violations on the page as it is (WCAG 2.1 A and AA), once it has settled: each rule's
 * id with the elements it found, so that a failure says where.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
