import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { clothingItems, garmentCaptures, outfits, profiles } from '../db/schema';
import { displayKeyOf } from '../features/wardrobe/service';
import type { Storage } from '../platform/storage/storage';

/** Every stored key lives under this prefix; nothing else in the store is ever swept. */
const USER_FILES_PREFIX = 'users/';
/** Files are written before the row that points to them: a younger file may be an upload in progress. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
export const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Every key a row points to, and the cached display variant of every garment. */
async function referencedKeys(db: Database): Promise<Set<string>> {
  const keys = new Set<string>();
  const photos = await db.select({ key: profiles.profilePhotoKey }).from(profiles);
  for (const { key } of photos) if (key) keys.add(key);
  const garments = await db
    .select({
      id: clothingItems.id,
      userId: clothingItems.userId,
      image: clothingItems.imageKey,
      enhancedImageKey: clothingItems.enhancedImageKey,
    })
    .from(clothingItems);
  for (const garment of garments) {
    keys.add(garment.image);
    if (garment.enhancedImageKey) keys.add(garment.enhancedImageKey);
    keys.add(displayKeyOf(garment));
  }
  for (const { key } of await db.select({ key: outfits.imageKey }).from(outfits)) keys.add(key);
  const captures = await db
    .select({ image: garmentCaptures.imageKey, cutout: garmentCaptures.cutoutKey })
    .from(garmentCaptures);
  for (const capture of captures) {
    keys.add(capture.image);
    if (capture.cutout) keys.add(capture.cutout);
  }
  return keys;
}

export type SweepResult = { scanned: number; removed: number; failed: number };

/**
 * Removes stored files that no row references and that are older than `minAgeMs`: what a crash between
 * writing a file and its row (or between removing a row and its files) leaves behind. The files are listed
 * before the references are read, so a file whose row appears meanwhile is young and kept.
 */
export async function sweepOrphanFiles(deps: {
  db: Database;
  storage: Storage;
  now: () => Date;
  minAgeMs?: number;
}): Promise<SweepResult> {
  const cutoff = deps.now().getTime() - (deps.minAgeMs ?? ORPHAN_MIN_AGE_MS);
  const candidates: string[] = [];
  let scanned = 0;
  for await (const file of deps.storage.list(USER_FILES_PREFIX)) {
    scanned += 1;
    if (file.lastModified.getTime() < cutoff) candidates.push(file.key);
  }
  const referenced = await referencedKeys(deps.db);
  const result: SweepResult = { scanned, removed: 0, failed: 0 };
  for (const key of candidates) {
    if (referenced.has(key)) continue;
    try {
      await deps.storage.delete(key);
      result.removed += 1;
    } catch {
      result.failed += 1;
    }
  }
  return result;
}

/** Sweeps now and then every hour, without keeping the process alive; logs counts, never keys. */
export function startOrphanSweeper(deps: {
  db: Database;
  storage: Storage;
  now: () => Date;
  logger: Logger;
}) {
  const sweep = () =>
    sweepOrphanFiles(deps).then(
      (result) => deps.logger.info(result, 'orphan files swept'),
      (error: unknown) => deps.logger.warn({ err: error }, 'orphan file sweep failed'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), ORPHAN_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
