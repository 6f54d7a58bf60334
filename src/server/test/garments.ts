import sharp from 'sharp';
import { expect } from 'vitest';
import type { OutfitDetail } from '~/domain/outfits';
import type { ClothingItem } from '~/domain/wardrobe';
import { imageForm, solidPng } from './images';
import type { TestUser } from './users';

/** A garment photographed by `owner` into her wardrobe, or (with a catalogue path) proposed to a client. */
export async function uploadGarment(
  owner: TestUser,
  path = '/api/wardrobe/items',
  fields: Record<string, string> = {},
) {
  const form = imageForm({
    category: 'top',
    ...fields,
    file: { bytes: await solidPng(300, 300), name: 'g.png', type: 'image/png' },
  });
  const response = await owner.request(path, { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return (await response.json()) as ClothingItem;
}

/** An outfit of these garments, composed by the consultant for her client. */
export async function composeOutfit(
  consultant: TestUser,
  clientId: string,
  itemIds: string[],
  name = 'Tenue du vernissage',
  picture?: Buffer,
) {
  const image =
    picture ??
    (await sharp({ create: { width: 600, height: 600, channels: 4, background: '#e5e7eb' } })
      .png()
      .toBuffer());
  const form = imageForm({
    name,
    itemIds: JSON.stringify(itemIds),
    image: { bytes: image, name: 'outfit.png', type: 'image/png' },
  });
  const response = await consultant.request(`/api/clients/${clientId}/outfits`, {
    method: 'POST',
    body: form,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as OutfitDetail;
}
