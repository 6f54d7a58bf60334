import { expect, test } from '@playwright/test';

test('the landing page loads in French', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
