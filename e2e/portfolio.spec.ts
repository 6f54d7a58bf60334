import { expect, test } from '@playwright/test';
import { CLIENTS_PAGE_SIZE } from '../src/domain/clients';
import { seedLinkedClient } from './support/links';
import { newUser, seedUser, signInAs } from './support/users';

test.describe('portfolio paging', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the next page of clients loads on scroll, or with the button when scrolling cannot', async ({
    page,
    browser,
    request,
  }) => {
    const consultant = await seedUser(request, 'consultant');
    const total = CLIENTS_PAGE_SIZE + 1;
    for (let start = 0; start < total; start += 8) {
      const batch = Array.from({ length: Math.min(8, total - start) }, () => newUser('client'));
      await Promise.all(batch.map((client) => seedLinkedClient(consultant, client)));
    }

    await signInAs(page, consultant);
    await page.goto('/consultant/dashboard');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(CLIENTS_PAGE_SIZE);
    const more = page.getByRole('button', { name: 'Charger plus' });
    await more.scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(total);
    await expect(more).toHaveCount(0);

    // Without IntersectionObserver, the button is the way to the next page.
    const context = await browser.newContext();
    await context.addInitScript(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
    const fallback = await context.newPage();
    await signInAs(fallback, consultant);
    await fallback.goto('/consultant/dashboard');
    const fallbackCards = fallback.getByRole('article');
    await expect(fallbackCards).toHaveCount(CLIENTS_PAGE_SIZE);
    const button = fallback.getByRole('button', { name: 'Charger plus' });
    await button.scrollIntoViewIfNeeded();
    await expect(fallbackCards).toHaveCount(CLIENTS_PAGE_SIZE);
    await button.click();
    await expect(fallbackCards).toHaveCount(total);
    await context.close();
  });
});
