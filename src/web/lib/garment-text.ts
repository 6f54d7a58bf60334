import { newLooksText } from '~/domain/capsule-texts';
import { CATEGORY_LABELS, COLOR_LABELS, SEASON_LABELS } from '~/domain/clothing';
import { WEARABLE_WITH_CAP } from '~/domain/limits';
import type { ClothingItem } from '~/domain/wardrobe';
import { formatDay, formatPrice } from './format';

type Garment = Pick<
  ClothingItem,
  'category' | 'color' | 'season' | 'name' | 'brand' | 'size' | 'price' | 'purchaseDate'
> &
  Partial<Pick<ClothingItem, 'shop'>>;

/** What a garment is called on its card: its name ('Chemise en lin'), else its category ('Haut'). */
export const garmentTitle = (item: Pick<Garment, 'name' | 'category'>) =>
  item.name ?? CATEGORY_LABELS[item.category];

/** Its category when the name took the title, then its colour and season: ['Haut', 'Noir', 'Été']. */
export const garmentLabels = (item: Garment) =>
  [
    item.name ? CATEGORY_LABELS[item.category] : null,
    COLOR_LABELS[item.color],
    SEASON_LABELS[item.season],
  ].filter((label) => label !== null);

/** Brand or shop, size and price, the ones it has: ['Sézane', 'Taille M', '49,90 €']. */
export function garmentDetails(item: Garment): string[] {
  return [
    item.brand,
    item.shop && item.shop !== item.brand ? item.shop : null,
    item.size && `Taille ${item.size}`,
    item.price === null ? null : formatPrice(item.price),
  ].filter((detail): detail is string => Boolean(detail));
}

/** 'Acheté le 12 mars 2026', or null without a purchase date. */
export const garmentPurchase = (item: Pick<Garment, 'purchaseDate'>) =>
  item.purchaseDate && `Acheté le ${formatDay(item.purchaseDate)}`;

/**
 * What a proposal unlocks, in words: 'Se porte avec 5 de vos vêtements · Ouvre 6 nouvelles tenues complètes ·
 * Dans 2 tenues'; empty for nothing.
 */
export function unlocksText(
  { outfits, wearableWith, newLooks = 0 }: { outfits: number; wearableWith: number; newLooks?: number },
  viewer: 'client' | 'consultant',
): string {
  const garments = viewer === 'client' ? 'de vos vêtements' : 'de ses vêtements';
  return [
    wearableWith >= WEARABLE_WITH_CAP
      ? `Se porte avec au moins ${WEARABLE_WITH_CAP} ${garments}`
      : wearableWith > 0
        ? `Se porte avec ${wearableWith} ${garments}`
        : null,
    newLooksText(newLooks) || null,
    outfits > 0 ? `Dans ${outfits} tenue${outfits > 1 ? 's' : ''}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
