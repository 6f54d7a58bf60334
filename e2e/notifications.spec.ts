import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { seriousViolations } from './support/axe';
import { expect, test } from '@playwright/test';
import { unsubscribeQuery } from '../src/server/features/notifications/unsubscribe-token';
import { E2E_DATA_DIR } from './support/env';
import { seedUser, signInAs } from './support/users';

/** The link a notification mail's footer carries, signed with this server's secret (kept in its data folder). */
async function unsubscribeLink(userId: string, category: 'messages' | 'looks') {
  const secret = (await readFile(join(E2E_DATA_DIR, 'session-secret'), 'utf8')).trim();
  return `/notifications/desabonnement?${unsubscribeQuery(secret, userId, category)}`;
}

test('a client chooses her mails in Paramètres, then unsubscribes from a mail without signing in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await seedUser(page.request, 'client');
  await signInAs(page, user);
  const me = (await (await page.request.get('/api/me')).json()) as { id: string };
  await page.goto('/client/dashboard/settings');
  const card = page.locator('[aria-labelledby="notifications-title"]');
  const looks = card.getByLabel('Tenues', { exact: true });
  await expect(looks).toHaveValue('immediate');
  await expect(card.getByLabel('Messages', { exact: true })).toHaveValue('immediate');
  await looks.selectOption({ label: 'Résumé quotidien' });
  await expect(card.getByRole('status')).toHaveText('Préférences enregistrées');
  expect(await seriousViolations(page)).toEqual([]);
  await page.reload();
  await expect(card.getByLabel('Tenues', { exact: true })).toHaveValue('daily');

  // Signed out, from a mail's footer: the page says what it stops and asks first.
  await page.context().clearCookies();
  await page.goto(await unsubscribeLink(me.id, 'messages'));
  await expect(page.getByText('Vous ne recevrez plus les e-mails « Messages ».')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Ne plus recevoir ces e-mails' }).click();
  await expect(page.getByRole('status')).toContainText('vous ne recevrez plus ces e-mails');

  const forged = (await unsubscribeLink(me.id, 'looks')).replace(/t=[^&]+/, `t=${'A'.repeat(43)}`);
  await page.goto(forged);
  await expect(page.getByText('Ce lien de désabonnement n’est pas valide.')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, user);
  await page.goto('/client/dashboard/settings');
  await expect(card.getByLabel('Messages', { exact: true })).toHaveValue('never');
  await expect(card.getByLabel('Tenues', { exact: true })).toHaveValue('daily');
  // The keyboard reaches and changes a choice.
  await card.getByLabel('Diagnostic', { exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(card.getByRole('status')).toHaveText('Préférences enregistrées');
  await page.reload();
  await expect(card.getByLabel('Diagnostic', { exact: true })).toHaveValue('daily');
});
