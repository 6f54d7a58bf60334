import type { ClothingItem } from '~/domain/wardrobe';
import type { clothingItems } from '../db/schema';

export type ClothingRow = typeof clothingItems.$inferSelect;
export type ImageVariant = 'display' | 'original' | 'enhanced';

/** The API path of a garment image; served only to people allowed to see the garment. */
export const clothingImageUrl = (id: string, variant: ImageVariant) => `/api/clothing/${id}/image/${variant}`;

/** A garment row as the API returns it (wardrobe, catalogue and outfit details alike). */
export function toClothingItem(row: ClothingRow): ClothingItem {
  return {
    id: row.id,
    ownerId: row.userId,
    category: row.category as ClothingItem['category'],
    color: row.color as ClothingItem['color'],
    season: row.season as ClothingItem['season'],
    notes: row.notes,
    name: row.name,
    brand: row.brand,
    size: row.size,
    price: row.priceCents === null ? null : row.priceCents / 100,
    purchaseDate: row.purchaseDate,
    displayUrl: clothingImageUrl(row.id, 'display'),
    originalUrl: clothingImageUrl(row.id, 'original'),
    enhancedUrl: row.enhancedImageKey ? clothingImageUrl(row.id, 'enhanced') : null,
    createdAt: row.createdAt.toISOString(),
  };
}
