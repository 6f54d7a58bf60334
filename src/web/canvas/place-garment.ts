import type { Dispatch } from 'react';
import { hasBodyMeasurements, silhouetteLandmarks, type SilhouetteMeasurements } from '~/domain/silhouette';
import type { ClothingItem } from '~/domain/wardrobe';
import { loadOutfitStage } from './editor-canvas';
import type { EditorAction } from './editor-state';
import { loadImage, opaqueBounds } from './load-image';
import { garmentSrc } from './saved-board';

/**
 * A tap on a garment of either outfit editor: off the board when it is on it; otherwise on it, sized from its
 * picture and fitted to her silhouette when her measurements are known. Resolves true when it went on with its
 * picture (false when it came off, or when the picture did not load and it went on at a default size).
 */
export async function placeGarment(
  item: ClothingItem,
  {
    onBoard,
    measurements,
    dispatch,
  }: { onBoard: boolean; measurements: SilhouetteMeasurements; dispatch: Dispatch<EditorAction> },
): Promise<boolean> {
  const src = garmentSrc(item);
  if (!onBoard) loadOutfitStage();
  const image = onBoard ? null : await loadImage(src);
  const natural = image ? { width: image.naturalWidth, height: image.naturalHeight } : null;
  // Where her body's parts fall, worked out when a garment is placed rather than with the page.
  const landmarks = image && hasBodyMeasurements(measurements) ? silhouetteLandmarks(measurements) : null;
  const fit = image && landmarks ? { landmarks, opaque: opaqueBounds(image) } : null;
  dispatch({ type: 'toggle', item: { itemId: item.id, category: item.category, src }, natural, fit });
  return image !== null;
}
