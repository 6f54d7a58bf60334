import type { ArchiveReason } from '~/domain/clothing';
import { labToHex, type PaletteMatch } from '~/domain/palette-match';
import type { ClothingItem } from '~/domain/wardrobe';
import type { clothingItems } from '../db/schema';

export type ClothingRow = typeof clothingItems.$inferSelect;
export type ImageVariant = 'display' | 'original' | 'enhanced';

/**
 * The version of a garment's cutout: absent until the cutout is first retouched, then the suffix of its key
 * (`enhanced-<version>.png`). It names the cached display variant and goes into the image URLs and ETags, so a
 * browser never shows a retouched garment's old picture from its cache.
 */
export function cutoutVersion(row: Pick<ClothingRow, 'enhancedImageKey'>): string | null {
  return /enhanced-([\w-]+)\.png$/.exec(row.enhancedImageKey ?? '')?.[1] ?? null;
}

/** Where a garment's files live: under its owner, so deleting an account removes them by prefix. */
export const garmentFolder = (row: Pick<ClothingRow, 'userId' | 'id'>) =>
  `users/${row.userId}/clothing/${row.id}/`;

/** The API path of a garment image; served only to people allowed to see the garment. */
export const clothingImageUrl = (id: string, variant: ImageVariant, version: string | null = null) =>
  `/api/clothing/${id}/image/${variant}${version ? `?v=${version}` : ''}`;

/**
 * A garment row as the API returns it (wardrobe, catalogue and outfit details alike). A client's own garment
 * carries its verdict against her palette; a proposal gets it from the caller, judged against the client's.
 */
export function toClothingItem(
  row: ClothingRow,
  paletteMatch = row.paletteMatch as PaletteMatch | null,
): ClothingItem {
  const version = cutoutVersion(row);
  return {
    id: row.id,
    ownerId: row.userId,
    category: row.category as ClothingItem['category'],
    color: row.color as ClothingItem['color'],
    season: row.season as ClothingItem['season'],
    occasions: row.occasions as ClothingItem['occasions'],
    notes: row.notes,
    name: row.name,
    brand: row.brand,
    size: row.size,
    shop: row.shop,
    productUrl: row.productUrl,
    fitNote: row.fitNote,
    price: row.priceCents === null ? null : row.priceCents / 100,
    purchaseDate: row.purchaseDate,
    displayUrl: clothingImageUrl(row.id, 'display', version),
    originalUrl: clothingImageUrl(row.id, 'original'),
    enhancedUrl: row.enhancedImageKey ? clothingImageUrl(row.id, 'enhanced', version) : null,
    colors: (row.colors ?? []).map(labToHex),
    paletteMatch,
    createdAt: row.createdAt.toISOString(),
    archived: row.archivedAt
      ? { at: row.archivedAt.toISOString(), reason: row.archiveReason as ArchiveReason }
      : null,
  };
}
