import { uploadGarment } from '../../test/garments';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClothingItem, Page } from '~/domain/wardrobe';
import { clientClothingItems, clothingItems, consultantClients } from '../../db/schema';
import { searchTextOf } from './service';
import { cutoutPng, gif, imageForm, jpegWithGps, pngBomb, solidPng } from '../../test/images';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, signUp, type TestUser } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Fields = Partial<
  Record<
    | 'category'
    | 'color'
    | 'season'
    | 'occasions'
    | 'notes'
    | 'name'
    | 'brand'
    | 'size'
    | 'price'
    | 'purchaseDate',
    string
  >
>;

async function addItem(user: TestUser, fields: Fields = {}, files: { enhanced?: Buffer } = {}) {
  const form = imageForm({
    category: 'top',
    ...fields,
    file: { bytes: await solidPng(), name: 'photo.png', type: 'image/png' },
    ...(files.enhanced
      ? { enhanced: { bytes: files.enhanced, name: 'enhanced.png', type: 'image/png' } }
      : {}),
  });
  const response = await user.request('/api/wardrobe/items', { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return (await response.json()) as ClothingItem;
}

async function listItems(user: TestUser, query = '') {
  const response = await user.request(`/api/wardrobe/items${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Page<ClothingItem>;
}

const filesOf = async (user: TestUser) =>
  (await t.listFiles()).filter((file) => file.startsWith(`users/${user.id}/`));

const rowsOf = (user: TestUser) => t.db.select().from(clothingItems).where(eq(clothingItems.userId, user.id));

async function imageOf(user: TestUser, url: string) {
  const response = await user.request(url);
  expect(response.status).toBe(200);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('wardrobe items', () => {
  it('requires a session', async () => {
    expect((await call(t, '/api/wardrobe/items')).status).toBe(401);
  });

  it('creates, lists, reads, edits and deletes a garment', async () => {
    const client = await signUp(t, 'client');
    const created = await addItem(client, {
      category: 'bottom',
      color: 'blue',
      season: 'summer',
      notes: 'Lin',
    });
    expect(created).toMatchObject({
      ownerId: client.id,
      category: 'bottom',
      color: 'blue',
      season: 'summer',
      notes: 'Lin',
      enhancedUrl: null,
      displayUrl: `/api/clothing/${created.id}/image/display`,
    });
    expect((await listItems(client)).items.map((item) => item.id)).toEqual([created.id]);
    expect(await (await client.request(`/api/wardrobe/items/${created.id}`)).json()).toEqual(created);

    const patched = await client.request(`/api/wardrobe/items/${created.id}`, {
      method: 'PATCH',
      json: { category: 'shoes', color: 'black', season: 'winter', notes: '' },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      category: 'shoes',
      color: 'black',
      season: 'winter',
      notes: null,
    });

    await imageOf(client, created.displayUrl);
    expect(await filesOf(client)).toHaveLength(2);
    const deleted = await client.request(`/api/wardrobe/items/${created.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await rowsOf(client)).toEqual([]);
    expect(await filesOf(client)).toEqual([]);
    expect((await client.request(created.originalUrl)).status).toBe(404);
  });

  it('keeps the occasions she ticks, each once in the list order, and searches them', async () => {
    const client = await signUp(t, 'client');
    // The dialog's multipart body joins them by commas, as FormData writes an array.
    const created = await addItem(client, { category: 'top', occasions: 'weekend,office,weekend' });
    expect(created.occasions).toEqual(['office', 'weekend']);
    expect((await listItems(client, '?q=bureau')).items.map((item) => item.id)).toEqual([created.id]);
    const patched = await client.request(`/api/wardrobe/items/${created.id}`, {
      method: 'PATCH',
      json: { category: 'top', occasions: ['ceremony'] },
    });
    expect(await patched.json()).toMatchObject({ occasions: ['ceremony'] });
    const refused = await client.request(`/api/wardrobe/items/${created.id}`, {
      method: 'PATCH',
      json: { category: 'top', occasions: ['gala'] },
    });
    expect(refused.status).toBe(400);
    expect(await addItem(client, { category: 'shoes' })).toMatchObject({ occasions: [] });
  });

  it('defaults the colour to other and the season to all', async () => {
    const client = await signUp(t, 'client');
    expect(await addItem(client, { category: 'accessory' })).toMatchObject({ color: 'other', season: 'all' });
  });

  it.each([
    [{ category: '' }, 'Veuillez sélectionner une catégorie'],
    [{ category: 'hat' }, 'Veuillez sélectionner une catégorie'],
    [{ category: 'top', notes: 'x'.repeat(1001) }, 'Les notes ne peuvent pas dépasser 1000 caractères'],
  ])('refuses invalid fields %j in French and stores nothing', async (fields, message) => {
    const client = await signUp(t, 'client');
    const form = imageForm({
      ...fields,
      file: { bytes: await solidPng(), name: 'a.png', type: 'image/png' },
    });
    const response = await client.request('/api/wardrobe/items', { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(message);
    expect(await rowsOf(client)).toEqual([]);
    expect(await filesOf(client)).toEqual([]);
  });

  it('refuses a garment without an image', async () => {
    const client = await signUp(t, 'client');
    const response = await client.request('/api/wardrobe/items', {
      method: 'POST',
      body: imageForm({ category: 'top' }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Veuillez sélectionner une image');
  });
});

describe("a garment's name, brand, size, price and purchase date", () => {
  const nextYear = `${new Date().getUTCFullYear() + 1}-01-15`;
  const patch = (user: TestUser, id: string, json: Record<string, unknown>) =>
    user.request(`/api/wardrobe/items/${id}`, { method: 'PATCH', json });

  it('stores them on creation, returns them, and edits or clears them', async () => {
    const client = await signUp(t, 'client');
    const created = await addItem(client, {
      category: 'top',
      name: '  Chemise en lin ',
      brand: 'Sézane',
      size: 'M',
      price: '49,90',
      purchaseDate: '2026-03-12',
    });
    expect(created).toMatchObject({
      name: 'Chemise en lin',
      brand: 'Sézane',
      size: 'M',
      price: 49.9,
      purchaseDate: '2026-03-12',
    });
    const [row] = await rowsOf(client);
    expect(row).toMatchObject({ priceCents: 4990, purchaseDate: '2026-03-12' });
    expect(await (await client.request(`/api/wardrobe/items/${created.id}`)).json()).toEqual(created);

    const edited = await patch(client, created.id, {
      category: 'top',
      name: 'Chemise blanche',
      brand: '',
      size: '40',
      price: 120,
      purchaseDate: '2025-12-01',
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      name: 'Chemise blanche',
      brand: null,
      size: '40',
      price: 120,
      purchaseDate: '2025-12-01',
    });

    // An edit sends every field: the ones left out, or null, are cleared.
    const cleared = await patch(client, created.id, { category: 'top', name: null, price: '' });
    expect(await cleared.json()).toMatchObject({
      name: null,
      brand: null,
      size: null,
      price: null,
      purchaseDate: null,
    });
    expect((await rowsOf(client))[0]).toMatchObject({
      priceCents: null,
      searchText: 'haut hauts autre toute saison',
    });
  });

  it('keeps cents exact and takes a price with a dot, a comma or spaces', async () => {
    const client = await signUp(t, 'client');
    expect((await addItem(client, { price: '0.1' })).price).toBe(0.1);
    expect((await addItem(client, { price: '1 299,99' })).price).toBe(1299.99);
    expect((await addItem(client, { price: '0' })).price).toBe(0);
    expect((await rowsOf(client)).map((row) => row.priceCents).sort((a, b) => a! - b!)).toEqual([
      0, 10, 129999,
    ]);
  });

  it.each([
    [{ price: '-5' }, 'Le prix ne peut pas être négatif'],
    [{ price: '12,345' }, 'Le prix doit être un montant en euros, par exemple 49,90'],
    [{ price: 'gratuit' }, 'Le prix doit être un montant en euros, par exemple 49,90'],
    [{ price: '100000,01' }, 'Le prix ne peut pas dépasser 100 000 €'],
    [{ name: 'x'.repeat(81) }, 'Le nom ne peut pas dépasser 80 caractères'],
    [{ brand: 'x'.repeat(61) }, 'La marque ne peut pas dépasser 60 caractères'],
    [{ size: 'x'.repeat(21) }, 'La taille ne peut pas dépasser 20 caractères'],
    [{ purchaseDate: nextYear }, "La date d'achat ne peut pas être dans le futur"],
    [{ purchaseDate: '2026-02-30' }, "La date d'achat n'est pas valide"],
    [{ purchaseDate: '12/03/2026' }, "La date d'achat n'est pas valide"],
  ])('refuses %j on creation in French and stores nothing', async (fields, message) => {
    const client = await signUp(t, 'client');
    const form = imageForm({
      category: 'top',
      ...fields,
      file: { bytes: await solidPng(), name: 'a.png', type: 'image/png' },
    });
    const response = await client.request('/api/wardrobe/items', { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(message);
    expect(await rowsOf(client)).toEqual([]);
    expect(await filesOf(client)).toEqual([]);
  });

  it.each([
    [{ price: -5 }, 'Le prix ne peut pas être négatif'],
    [{ price: 9.999 }, 'Le prix doit être un montant en euros, par exemple 49,90'],
    [{ price: true }, 'Le prix doit être un montant en euros, par exemple 49,90'],
    [{ price: [1] }, 'Le prix doit être un montant en euros, par exemple 49,90'],
    [{ name: 'x'.repeat(81) }, 'Le nom ne peut pas dépasser 80 caractères'],
    [{ name: 12 }, 'Entrée invalide : chaîne de caractères attendu, nombre reçu'],
    [{ brand: { a: 1 } }, 'Entrée invalide : chaîne de caractères attendu, objet reçu'],
    [{ purchaseDate: nextYear }, "La date d'achat ne peut pas être dans le futur"],
    [{ purchaseDate: 20260312 }, "La date d'achat n'est pas valide"],
  ])('refuses %j on edit in French and changes nothing', async (fields, message) => {
    const client = await signUp(t, 'client');
    const item = await addItem(client, { name: 'Jupe plissée', price: '30' });
    const response = await patch(client, item.id, { category: 'bottom', ...fields });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(message);
    expect((await rowsOf(client))[0]).toMatchObject({
      category: 'top',
      name: 'Jupe plissée',
      priceCents: 3000,
    });
  });

  it('another user gets 404 and changes nothing', async () => {
    const owner = await signUp(t, 'client');
    const item = await addItem(owner, { name: 'Trench', brand: 'Aigle' });
    for (const stranger of [await signUp(t, 'client'), await signUp(t, 'consultant')]) {
      expect((await stranger.request(`/api/wardrobe/items/${item.id}`)).status).toBe(404);
      const response = await patch(stranger, item.id, { category: 'top', name: 'Volé', price: 1 });
      expect(response.status).toBe(404);
      if (stranger.role === 'client') expect((await listItems(stranger, '?q=aigle')).items).toEqual([]);
      // A consultant keeps no wardrobe: her garments are her proposals, read through each client's file.
      else expect((await stranger.request('/api/wardrobe/items?q=aigle')).status).toBe(403);
    }
    expect((await rowsOf(owner))[0]).toMatchObject({ name: 'Trench', brand: 'Aigle', priceCents: null });
  });
});

describe('wardrobe search, filter and pages', () => {
  let client: TestUser;
  beforeAll(async () => {
    client = await signUp(t, 'client');
    await addItem(client, { category: 'top', color: 'red', season: 'summer', notes: 'Chemise en lin' });
    await addItem(client, { category: 'bottom', color: 'blue', season: 'winter', notes: 'Jean brut' });
    await addItem(client, { category: 'shoes', color: 'black', season: 'all' });
    await addItem(client, { category: 'outerwear', name: 'Veste croisée', brand: 'Sézane', size: 'XS' });
  });

  const notesOf = (page: Page<ClothingItem>) => page.items.map((item) => item.notes ?? item.category);

  it('searches the French labels and notes, ignoring case and accents', async () => {
    expect(notesOf(await listItems(client, '?q=ete'))).toEqual(['Chemise en lin']);
    expect(notesOf(await listItems(client, '?q=ROUGE'))).toEqual(['Chemise en lin']);
    expect(notesOf(await listItems(client, '?q=jean'))).toEqual(['Jean brut']);
    expect(notesOf(await listItems(client, '?q=noir%20chaussures'))).toEqual(['shoes']);
    expect(notesOf(await listItems(client, '?q=hauts'))).toEqual(['Chemise en lin']);
    expect((await listItems(client, '?q=100%25')).items).toEqual([]);
    expect((await listItems(client, '?q=introuvable')).items).toEqual([]);
  });

  it('searches the name, brand and size', async () => {
    const namesOf = (page: Page<ClothingItem>) => page.items.map((item) => item.name);
    expect(namesOf(await listItems(client, '?q=veste%20croisee'))).toEqual(['Veste croisée']);
    expect(namesOf(await listItems(client, '?q=SEZANE'))).toEqual(['Veste croisée']);
    expect(namesOf(await listItems(client, '?q=sezane%20xs'))).toEqual(['Veste croisée']);
    expect((await listItems(client, '?q=sezane%20jean')).items).toEqual([]);
  });

  it('keeps the search text of a garment without details as it was before they existed', () => {
    const fields = { category: 'top', color: 'red', season: 'summer', notes: 'Lin' } as const;
    expect(searchTextOf(fields)).toBe('haut hauts rouge ete lin');
    expect(searchTextOf({ ...fields, notes: null, name: null, brand: null, size: null })).toBe(
      'haut hauts rouge ete',
    );
  });

  it('filters by category', async () => {
    expect(notesOf(await listItems(client, '?category=bottom'))).toEqual(['Jean brut']);
    const bad = await client.request('/api/wardrobe/items?category=hat');
    expect(bad.status).toBe(400);
  });

  it('pages newest first with a cursor, without gaps or repeats', async () => {
    const owner = await signUp(t, 'client');
    const ids: string[] = [];
    for (let i = 0; i < 7; i += 1) ids.unshift((await addItem(owner, { notes: `n${i}` })).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await listItems(owner, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(ids);
  });
});

describe("a garment's photo and cutout, streamed", () => {
  it('answers a byte range with 206, a range past the end with 416, and anything else with the whole file', async () => {
    const owner = await signUp(t, 'client');
    const item = await addItem(owner, {}, { enhanced: await cutoutPng() });
    for (const url of [item.originalUrl, item.enhancedUrl!]) {
      const whole = await imageOf(owner, url);
      expect(whole.response.headers.get('accept-ranges')).toBe('bytes');
      expect(whole.response.headers.get('content-length')).toBe(String(whole.bytes.length));
      const part = await owner.request(url, { headers: { range: 'bytes=0-9' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 0-9/${whole.bytes.length}`);
      expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.bytes.subarray(0, 10));
      const tail = await owner.request(url, { headers: { range: `bytes=${whole.bytes.length - 5}-` } });
      expect(Buffer.from(await tail.arrayBuffer())).toEqual(whole.bytes.subarray(whole.bytes.length - 5));
      const beyond = await owner.request(url, { headers: { range: `bytes=${whole.bytes.length}-` } });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get('content-range')).toBe(`bytes */${whole.bytes.length}`);
      for (const range of ['bytes=5-1', 'bytes=0-1,4-5', 'bytes=-10', 'lignes=0-9']) {
        const ignored = await owner.request(url, { headers: { range } });
        expect(ignored.status, range).toBe(200);
        expect(Buffer.from(await ignored.arrayBuffer())).toEqual(whole.bytes);
      }
    }
  });
});

describe('who sees and changes a garment', () => {
  let owner: TestUser;
  let item: ClothingItem;
  let linked: TestUser;
  beforeAll(async () => {
    owner = await signUp(t, 'client');
    item = await addItem(owner, { notes: 'Privé' }, { enhanced: await cutoutPng() });
    linked = await signUp(t, 'consultant');
    await t.db.insert(consultantClients).values({ consultantId: linked.id, clientId: owner.id });
  });

  const urlsOf = () => [
    `/api/wardrobe/items/${item.id}`,
    item.displayUrl,
    item.originalUrl,
    item.enhancedUrl!,
  ];

  it('another client and an unlinked consultant get 404 everywhere and change nothing', async () => {
    for (const stranger of [await signUp(t, 'client'), await signUp(t, 'consultant')]) {
      for (const url of urlsOf()) expect((await stranger.request(url)).status, url).toBe(404);
      const patch = await stranger.request(`/api/wardrobe/items/${item.id}`, {
        method: 'PATCH',
        json: { category: 'shoes' },
      });
      expect(patch.status).toBe(404);
      const del = await stranger.request(`/api/wardrobe/items/${item.id}`, { method: 'DELETE' });
      expect(del.status).toBe(404);
      if (stranger.role === 'client') expect((await listItems(stranger)).items).toEqual([]);
    }
    const unlinked = await signUp(t, 'consultant');
    expect((await unlinked.request(`/api/clients/${owner.id}/wardrobe`)).status).toBe(404);
    const [row] = await rowsOf(owner);
    expect(row).toMatchObject({ category: 'top', notes: 'Privé' });
  });

  it('a linked consultant reads the wardrobe and images but cannot change them', async () => {
    for (const url of urlsOf()) expect((await linked.request(url)).status, url).toBe(200);
    const page = await linked.request(`/api/clients/${owner.id}/wardrobe`);
    expect(((await page.json()) as Page<ClothingItem>).items.map((i) => i.id)).toEqual([item.id]);
    const patch = await linked.request(`/api/wardrobe/items/${item.id}`, {
      method: 'PATCH',
      json: { category: 'shoes' },
    });
    expect(patch.status).toBe(403);
    expect((await linked.request(`/api/wardrobe/items/${item.id}`, { method: 'DELETE' })).status).toBe(403);
    expect(await rowsOf(owner)).toHaveLength(1);
  });

  it('a client reads an item proposed to them', async () => {
    const proposed = await uploadGarment(linked, `/api/clients/${owner.id}/catalogue`, {
      category: 'outerwear',
    });
    const client = await signUp(t, 'client');
    expect((await client.request(proposed.displayUrl)).status).toBe(404);
    await t.db
      .insert(clientClothingItems)
      .values({ clientId: client.id, clothingItemId: proposed.id, consultantId: linked.id });
    expect((await client.request(proposed.displayUrl)).status).toBe(200);
    expect((await client.request(`/api/wardrobe/items/${proposed.id}`, { method: 'DELETE' })).status).toBe(
      403,
    );
  });

  it('a malformed id is a 404', async () => {
    expect((await owner.request('/api/wardrobe/items/nope')).status).toBe(404);
    expect((await owner.request(`/api/clothing/${item.id}/image/thumbnail`)).status).toBe(404);
  });
});

describe('garment images', () => {
  it('stores the original at most 1024 px as JPEG without metadata', async () => {
    const client = await signUp(t, 'client');
    const form = imageForm({
      category: 'top',
      file: { bytes: await jpegWithGps(3000, 2000), name: 'IMG_0001.jpg', type: 'image/jpeg' },
    });
    const created = (await (
      await client.request('/api/wardrobe/items', { method: 'POST', body: form })
    ).json()) as ClothingItem;
    const { bytes } = await imageOf(client, created.originalUrl);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1024, height: 683 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Phone'))).toBe(false);
  });

  it('keeps the cutout as a transparent PNG of at most 512 px and displays it', async () => {
    const client = await signUp(t, 'client');
    const created = await addItem(client, {}, { enhanced: await cutoutPng(800) });
    const cutout = await sharp((await imageOf(client, created.enhancedUrl!)).bytes).metadata();
    expect(cutout).toMatchObject({ format: 'png', width: 512, height: 512, hasAlpha: true });

    const { response, bytes } = await imageOf(client, created.displayUrl);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('private');
    const display = await sharp(bytes).metadata();
    expect(display).toMatchObject({ format: 'webp', width: 400, height: 400, hasAlpha: true });
    // Generated once and kept.
    expect(await filesOf(client)).toContain(`users/${client.id}/clothing/${created.id}/display.webp`);
    const etag = response.headers.get('etag')!;
    const again = await client.request(created.displayUrl, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('serves the display image as WebP on every request, the cached one included', async () => {
    const client = await signUp(t, 'client');
    const created = await addItem(client);
    const first = await imageOf(client, created.displayUrl);
    const second = await imageOf(client, created.displayUrl);
    expect(first.response.headers.get('content-type')).toBe('image/webp');
    expect(second.response.headers.get('content-type')).toBe('image/webp');
    expect(second.bytes.equals(first.bytes)).toBe(true);
  });

  it('refuses a cutout that is not a PNG', async () => {
    const client = await signUp(t, 'client');
    const form = imageForm({
      category: 'top',
      file: { bytes: await solidPng(), name: 'a.png', type: 'image/png' },
      enhanced: { bytes: await jpegWithGps(), name: 'enhanced.png', type: 'image/png' },
    });
    const response = await client.request('/api/wardrobe/items', { method: 'POST', body: form });
    expect(response.status).toBe(415);
    expect(await filesOf(client)).toEqual([]);
  });

  const truncatedJpeg = async () => {
    const jpeg = await jpegWithGps(1200, 900);
    return jpeg.subarray(0, Math.floor(jpeg.length / 2));
  };
  const sixMegabytes = async () => {
    const big = Buffer.alloc(6 * 1024 * 1024);
    (await solidPng(10, 10)).copy(big);
    return big;
  };

  it.each([
    ['a GIF', gif, 'a.gif', 415, 'Seuls les fichiers JPEG et PNG sont acceptés'],
    [
      'a text file renamed .jpg',
      async () => Buffer.from('ceci n’est pas une image'),
      'photo.jpg',
      415,
      'Seuls les fichiers JPEG et PNG sont acceptés',
    ],
    ['a 6 MB file', sixMegabytes, 'big.png', 413, 'La taille du fichier ne doit pas dépasser 5 MB'],
    ['a truncated JPEG', truncatedJpeg, 'cut.jpg', 400, "L'image est illisible ou corrompue."],
    [
      'a 20000x20000 PNG',
      async () => pngBomb(),
      'bomb.png',
      400,
      "L'image est trop grande (nombre de pixels).",
    ],
  ])('refuses %s and stores nothing', async (_label, make, name, status, message) => {
    const client = await signUp(t, 'client');
    const form = imageForm({ category: 'top', file: { bytes: await make(), name, type: 'image/jpeg' } });
    const response = await client.request('/api/wardrobe/items', { method: 'POST', body: form });
    expect(response.status).toBe(status);
    expect((await response.json()).error.message).toBe(message);
    expect(await rowsOf(client)).toEqual([]);
    expect(await filesOf(client)).toEqual([]);
  });
});

describe("a consultant's catalogue for a client", () => {
  const proposalForm = async (category = 'outerwear') =>
    imageForm({ category, file: { bytes: await solidPng(), name: 'veste.png', type: 'image/png' } });

  it('adds a proposal owned by the consultant, linked to the client, listed in the catalogue only', async () => {
    const consultant = await signUp(t, 'consultant');
    const client = await signUp(t, 'client');
    await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });

    const response = await consultant.request(`/api/clients/${client.id}/catalogue`, {
      method: 'POST',
      body: await proposalForm(),
    });
    expect(response.status).toBe(201);
    const proposal = (await response.json()) as ClothingItem;
    expect(proposal.ownerId).toBe(consultant.id);

    const catalogue = await consultant.request(`/api/clients/${client.id}/catalogue`);
    expect(((await catalogue.json()) as Page<ClothingItem>).items.map((i) => i.id)).toEqual([proposal.id]);
    // Not part of the client's own wardrobe, but the client may see it.
    expect((await listItems(client)).items).toEqual([]);
    expect((await client.request(proposal.displayUrl)).status).toBe(200);
    // Another client of the same consultant does not get it in their catalogue.
    const other = await signUp(t, 'client');
    await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: other.id });
    const otherCatalogue = await consultant.request(`/api/clients/${other.id}/catalogue`);
    expect(((await otherCatalogue.json()) as Page<ClothingItem>).items).toEqual([]);
    expect((await other.request(proposal.displayUrl)).status).toBe(404);
  });

  it('refuses an unlinked consultant and a client, storing nothing', async () => {
    const client = await signUp(t, 'client');
    const stranger = await signUp(t, 'consultant');
    const post = await stranger.request(`/api/clients/${client.id}/catalogue`, {
      method: 'POST',
      body: await proposalForm(),
    });
    expect(post.status).toBe(404);
    expect((await post.json()).error.message).toBe('Client non trouvé');
    expect((await stranger.request(`/api/clients/${client.id}/catalogue`)).status).toBe(404);
    expect(await filesOf(stranger)).toEqual([]);
    expect(await rowsOf(stranger)).toEqual([]);

    const asClient = await client.request(`/api/clients/${client.id}/catalogue`, {
      method: 'POST',
      body: await proposalForm(),
    });
    expect(asClient.status).toBe(403);
  });
});

describe("retouching a garment's cutout", () => {
  let owner: TestUser;
  let item: ClothingItem;
  beforeAll(async () => {
    owner = await signUp(t, 'client');
    item = await addItem(owner, {}, { enhanced: await cutoutPng() });
    await imageOf(owner, item.displayUrl); // the display variant is cached
  });

  const replace = (user: TestUser, id: string, bytes: Buffer, type = 'image/png') =>
    user.request(`/api/wardrobe/items/${id}/cutout`, {
      method: 'PUT',
      body: imageForm({ file: { bytes, name: 'retouche.png', type } }),
    });
  /** A transparent PNG whose left half only is opaque. */
  const leftHalf = () =>
    sharp({ create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([
        {
          input: { create: { width: 200, height: 400, channels: 4, background: '#c62828' } },
          left: 0,
          top: 0,
        },
      ])
      .png()
      .toBuffer();

  it('replaces the cutout, with new URLs, and removes the old cutout and display files', async () => {
    const before = await filesOf(owner);
    const response = await replace(owner, item.id, await leftHalf());
    expect(response.status).toBe(200);
    const updated = (await response.json()) as ClothingItem;
    expect(updated.enhancedUrl).not.toBe(item.enhancedUrl);
    expect(updated.displayUrl).not.toBe(item.displayUrl);
    expect(updated.originalUrl).toBe(item.originalUrl);

    const { bytes } = await imageOf(owner, updated.enhancedUrl!);
    const { data, info } = await sharp(bytes).extractChannel(3).raw().toBuffer({ resolveWithObject: true });
    expect(data[Math.floor(info.height / 2) * info.width + 10]).toBe(255);
    expect(data[Math.floor(info.height / 2) * info.width + info.width - 10]).toBe(0);
    const display = await imageOf(owner, updated.displayUrl);
    expect(display.response.headers.get('etag')).not.toBe(null);

    const after = await filesOf(owner);
    const folder = `users/${owner.id}/clothing/${item.id}/`;
    expect(before).toEqual(expect.arrayContaining([`${folder}enhanced.png`, `${folder}display.webp`]));
    expect(after).not.toContain(`${folder}enhanced.png`);
    expect(after).not.toContain(`${folder}display.webp`);
    expect(after).toContain(`${folder}original.jpg`);
    expect(after.filter((file) => file.startsWith(folder))).toHaveLength(3);
  });

  it('reports a failed write as a server error, not as a missing garment, and leaves no new file', async () => {
    const [row] = await rowsOf(owner);
    const files = await filesOf(owner);
    await t.db.execute(sql`create function refuse_cutout() returns trigger language plpgsql
      as $$ begin raise exception 'refused'; end $$`);
    await t.db.execute(sql`create trigger refuse_cutout before update on clothing_items
      for each row execute function refuse_cutout()`);
    try {
      const response = await replace(owner, item.id, await leftHalf());
      expect(response.status).toBe(500);
      expect((await response.json()).error.message).toBe("Une erreur inattendue s'est produite.");
    } finally {
      await t.db.execute(sql`drop trigger refuse_cutout on clothing_items`);
      await t.db.execute(sql`drop function refuse_cutout()`);
    }
    expect((await rowsOf(owner))[0]!.enhancedImageKey).toBe(row!.enhancedImageKey);
    expect(await filesOf(owner)).toEqual(files);
  });

  it('lets only the owner retouch: a linked consultant gets 403, anyone else 404, and nothing changes', async () => {
    const consultant = await signUp(t, 'consultant');
    await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: owner.id });
    const [row] = await rowsOf(owner);
    expect((await replace(consultant, item.id, await leftHalf())).status).toBe(403);
    for (const stranger of [await signUp(t, 'client'), await signUp(t, 'consultant')]) {
      expect((await replace(stranger, item.id, await leftHalf())).status).toBe(404);
    }
    expect((await rowsOf(owner))[0]!.enhancedImageKey).toBe(row!.enhancedImageKey);
  });

  it('refuses what is not a PNG or JPEG, and a missing file, in French, changing nothing', async () => {
    const [row] = await rowsOf(owner);
    const notImage = await replace(owner, item.id, await gif(), 'image/gif');
    expect(notImage.status).toBe(415);
    expect((await notImage.json()).error.message).toBe('Seuls les fichiers JPEG et PNG sont acceptés');
    const missing = await owner.request(`/api/wardrobe/items/${item.id}/cutout`, {
      method: 'PUT',
      body: imageForm({ note: 'rien' }),
    });
    expect(missing.status).toBe(400);
    expect((await rowsOf(owner))[0]!.enhancedImageKey).toBe(row!.enhancedImageKey);
  });
});
