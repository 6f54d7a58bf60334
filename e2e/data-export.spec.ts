import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { unzip } from '../src/server/test/unzip';
import { seedGarment } from './support/links';
import { garmentPhoto } from './support/photos';
import { seedUser, signInAs } from './support/users';

test('a client downloads her data from Paramètres: the archive holds her garments and their images', async ({
  page,
  request,
}) => {
  const client = await seedUser(request, 'client');
  await seedGarment(
    client,
    { category: 'top', name: 'Chemise en lin' },
    await garmentPhoto('tshirt', '#1d4ed8'),
  );
  await signInAs(page, client);
  await page.goto('/client/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Mes données' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Télécharger mes données' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^atelier-silhouette-mes-donnees-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = await unzip(await readFile((await download.path())!));

  const wardrobe = JSON.parse(files.get('garde-robe.json')!.toString()) as {
    name: string;
    images: { original: string };
  }[];
  expect(wardrobe.map((item) => item.name)).toEqual(['Chemise en lin']);
  expect(files.get(wardrobe[0]!.images.original)!.length).toBeGreaterThan(1000);
  expect(JSON.parse(files.get('profil.json')!.toString()).profile.email).toBe(client.email);
  expect(files.get('LISEZMOI.txt')!.toString()).toContain('Atelier Silhouette : vos données');

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);
});
