import type { OutfitDetail, OutfitDraft } from '~/domain/outfits';
import type { ClothingItem } from '~/domain/wardrobe';
import { FIRST_Z, type Draft } from './draft';

/** The picture a garment is shown and placed with: the cutout when there is one. */
export const garmentSrc = (item: ClothingItem) => item.enhancedUrl ?? item.displayUrl;

/** The board as the API keeps it: each garment's box, plane and crop, without what the view derives. */
export const boardOf = (draft: Draft): OutfitDraft => ({
  garments: draft.garments.map(({ itemId, x, y, width, height, z, crop }) => ({
    itemId,
    x,
    y,
    width,
    height,
    z,
    ...(crop ? { crop } : {}),
  })),
});

/**
 * The editor's draft from a saved version: its board where it has one, its garments at their places; a garment
 * that is gone since (deleted by its owner) is left out. Outfits saved before boards were kept start empty.
 */
export function draftFromBoard(outfit: OutfitDetail): Draft {
  const byId = new Map(outfit.garments.map((garment) => [garment.id, garment]));
  const garments = (outfit.draft?.garments ?? []).flatMap((placed) => {
    const garment = byId.get(placed.itemId);
    return garment ? [{ ...placed, category: garment.category, src: garmentSrc(garment) }] : [];
  });
  const nextZ = Math.max(FIRST_Z, ...garments.map((garment) => garment.z + 1));
  return { garments, nextZ };
}
