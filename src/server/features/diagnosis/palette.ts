import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { effectiveSwatches } from '~/domain/diagnosis';
import { paletteMatchOf, paletteTarget, type PaletteMatch, type PaletteTarget } from '~/domain/palette-match';
import type { Database } from '../../db/client';
import { clientDiagnoses, clothingItems } from '../../db/schema';
import type { ClothingRow } from '../../http/clothing-item';
import type { AppDeps } from '../../deps';
import { measureGarmentColors } from '../../platform/images/garment-colors';

/** A client's palette, ready to judge garments; `clientId` tells her own garments (their verdict is stored). */
export type ClientPalette = PaletteTarget & { clientId: string };

/** The palette of a client's diagnosis, or null when her consultant has not chosen one. */
async function clientPalette(db: Database, clientId: string): Promise<ClientPalette | null> {
  const [row] = await db.select().from(clientDiagnoses).where(eq(clientDiagnoses.clientId, clientId));
  if (!row) return null;
  const swatches = effectiveSwatches(row);
  if (swatches.length === 0) return null;
  return { clientId, ...paletteTarget(swatches, row.avoidColors) };
}

/**
 * A garment's verdict for the client looking at it (or whose file is open): her own garments carry it, a
 * proposal owned by the consultant is judged against her palette on the way out.
 */
function paletteMatchFor(row: ClothingRow, palette: ClientPalette | null): PaletteMatch | null {
  if (!palette) return null;
  if (row.userId === palette.clientId) return row.paletteMatch as PaletteMatch | null;
  return paletteMatchOf(row.colors, palette);
}

/** Colours and verdict of a garment about to be stored, from its cutout (a photo with a background says nothing). */
async function measuredColumns(
  db: Database,
  ownerId: string,
  cutout: Buffer | undefined,
): Promise<Pick<ClothingRow, 'colors' | 'paletteMatch'>> {
  const colors = cutout ? await measureGarmentColors(cutout) : null;
  const palette = colors ? await clientPalette(db, ownerId) : null;
  return { colors, paletteMatch: palette ? paletteMatchOf(colors, palette) : null };
}

/**
 * After her palette changed: measures the colours of her garments that were never measured (kept from before
 * colours were measured), then stores every garment's new verdict, one update per verdict.
 */
async function refreshPaletteMatches(
  db: Database,
  storage: AppDeps['storage'],
  clientId: string,
): Promise<void> {
  const unmeasured = await db
    .select({ id: clothingItems.id, key: clothingItems.enhancedImageKey })
    .from(clothingItems)
    .where(
      and(
        eq(clothingItems.userId, clientId),
        isNull(clothingItems.colors),
        isNotNull(clothingItems.enhancedImageKey),
      ),
    );
  for (const item of unmeasured) {
    const file = item.key ? await storage.get(item.key) : null;
    const colors = file ? await measureGarmentColors(file.data) : null;
    // Hers still: the owner condition, since a garment can change hands while its colours are measured.
    if (colors)
      await db
        .update(clothingItems)
        .set({ colors })
        .where(and(eq(clothingItems.id, item.id), eq(clothingItems.userId, clientId)));
  }
  const palette = await clientPalette(db, clientId);
  const garments = await db
    .select({ id: clothingItems.id, colors: clothingItems.colors })
    .from(clothingItems)
    .where(eq(clothingItems.userId, clientId));
  const byMatch = new Map<PaletteMatch | null, string[]>();
  for (const garment of garments) {
    const match = palette ? paletteMatchOf(garment.colors, palette) : null;
    byMatch.set(match, [...(byMatch.get(match) ?? []), garment.id]);
  }
  for (const [match, ids] of byMatch) {
    await db
      .update(clothingItems)
      .set({ paletteMatch: match })
      .where(and(eq(clothingItems.userId, clientId), inArray(clothingItems.id, ids)));
  }
}

/**
 * The palette verdict, which belongs to the diagnosis: the features that show garments (wardrobe, proposals,
 * outfits) receive it from app.ts through their deps rather than importing this feature.
 */
export function diagnosisPalette(deps: Pick<AppDeps, 'db' | 'storage'>) {
  return {
    /** The palette of a client's diagnosis, or null when her consultant has not chosen one. */
    of: (clientId: string) => clientPalette(deps.db, clientId),
    matchFor: paletteMatchFor,
    /** Colours and verdict of a garment about to be stored in `ownerId`'s wardrobe. */
    measuredColumns: (ownerId: string, cutout: Buffer | undefined) =>
      measuredColumns(deps.db, ownerId, cutout),
    /** After her palette changed: every garment of hers judged again. */
    refreshMatches: (clientId: string) => refreshPaletteMatches(deps.db, deps.storage, clientId),
  };
}

export type DiagnosisPalette = ReturnType<typeof diagnosisPalette>;
